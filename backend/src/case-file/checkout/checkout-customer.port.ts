import { Injectable } from '@nestjs/common';

/** What the customer's plan says about one more document now (issue 27: checkout knows the customer). */
export type PlanCover =
  | { kind: 'none' }
  /** The plan covers it: trialing or active with documents left (or unlimited). */
  | { kind: 'covers'; planName: string; documentsLeft: number | null }
  /** This period's documents are used. */
  | { kind: 'used_up'; planName: string; documentsPerPeriod: number }
  /** A plan that does not cover right now (past due, unpaid, waiting for its card). */
  | { kind: 'not_covering'; planName: string; status: string };

/** The customer behind a checkout, as the context that knows it answers (subscriptions: plans and billing). */
export interface CheckoutCustomerSource {
  /** The account's customer at the payment provider, when it has one: its saved cards can pay. */
  customerOf(userId: string): Promise<string | null>;
  planCover(userId: string): Promise<PlanCover>;
}

/**
 * The port checkout asks about its customer through (cases sit below subscriptions: the lower side owns the port,
 * subscriptions plugs in at module init). With nothing registered there is no plan and no saved card.
 */
@Injectable()
export class CheckoutCustomers {
  private source?: CheckoutCustomerSource;

  register(source: CheckoutCustomerSource): void {
    if (this.source) throw new Error('A checkout customer source is already registered');
    this.source = source;
  }

  customerOf(userId: string): Promise<string | null> {
    return this.source?.customerOf(userId) ?? Promise.resolve(null);
  }

  planCover(userId: string): Promise<PlanCover> {
    return this.source?.planCover(userId) ?? Promise.resolve({ kind: 'none' });
  }
}
