import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What the customer's plan says about one more document now (issue 27: checkout knows the customer). */
export type PlanCover =
  | { kind: 'none' }
  /** The plan covers it: trialing or active with documents left (or unlimited). */
  | { kind: 'covers'; planName: string; documentsLeft: number | null }
  /** This period's documents are used. */
  | { kind: 'used_up'; planName: string; documentsPerPeriod: number }
  /** A plan that does not cover right now (past due, unpaid, waiting for its card). */
  | { kind: 'not_covering'; planName: string; status: string };

/** A plan's package spent on a case's document: which subscription paid, on which plan. */
export interface SpentPackage {
  subscriptionId: string;
  plan: string;
}

/**
 * The customer behind a case purchase (a document, a mailing, an escalation), as the context that knows it answers
 * (subscriptions: plans and billing). The case file asks only through this port, never subscriptions/ itself.
 */
export interface CheckoutCustomerSource {
  /** The account's customer at the payment provider, when it has one: its saved cards can pay. */
  customerOf(userId: string): Promise<string | null>;
  /** The account's customer at the payment provider, created when it has none (idempotent per account). */
  ensureCustomerOf(user: { id: string; email: string }): Promise<string>;
  planCover(userId: string): Promise<PlanCover>;
  /** The plans of the account that cover right now (trialing or active), by plan id. */
  coveringPlans(userId: string): Promise<readonly string[]>;
  /** Whether the plan would cover one more document now (a read: `spendPackage` decides again under its lock). */
  packageCovers(userId: string): Promise<boolean>;
  /** Spends one document of the plan on `caseId`'s package inside `tx`; null when no plan covers it now. */
  spendPackage(tx: EntityManager, userId: string, caseId: string, now: Date): Promise<SpentPackage | null>;
}

/**
 * The port the case file asks about its customer through (the case file sits below subscriptions: the lower side owns the port,
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

  ensureCustomerOf(user: { id: string; email: string }): Promise<string> {
    if (!this.source) return Promise.reject(new Error('No checkout customer source is registered'));
    return this.source.ensureCustomerOf(user);
  }

  planCover(userId: string): Promise<PlanCover> {
    return this.source?.planCover(userId) ?? Promise.resolve({ kind: 'none' });
  }

  coveringPlans(userId: string): Promise<readonly string[]> {
    return this.source?.coveringPlans(userId) ?? Promise.resolve([]);
  }

  packageCovers(userId: string): Promise<boolean> {
    return this.source?.packageCovers(userId) ?? Promise.resolve(false);
  }

  spendPackage(tx: EntityManager, userId: string, caseId: string, now: Date): Promise<SpentPackage | null> {
    return this.source?.spendPackage(tx, userId, caseId, now) ?? Promise.resolve(null);
  }
}
