import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckoutCustomerSource, PlanCover, SpentPackage } from '../case-file/index';
import { PRICE_CATALOG } from '../pricing/index';
import { BillingCustomers } from './billing-customers';
import { DocumentAllowance } from './cover-case/document-allowance';
import { COVERING_STATUSES, LIVE_STATUSES, type SubscriptionStatus } from './subscription.events';
import { SubscriptionQueries } from './subscription-queries';

/**
 * The case file's questions about its customer (issue 27; a mailing's and an escalation's too, issue 39), answered
 * from the account's plan and billing customer.
 */
@Injectable()
export class CheckoutCustomerAnswers implements CheckoutCustomerSource {
  constructor(
    private readonly customers: BillingCustomers,
    private readonly queries: SubscriptionQueries,
    private readonly allowance: DocumentAllowance,
  ) {}

  customerOf(userId: string): Promise<string | null> {
    return this.customers.find(userId);
  }

  ensureCustomerOf(user: { id: string; email: string }): Promise<string> {
    return this.customers.ensure(user);
  }

  async coveringPlans(userId: string): Promise<readonly string[]> {
    const plans = await this.queries.forUser(userId);
    return plans.filter((s) => COVERING_STATUSES.has(s.status as SubscriptionStatus)).map((s) => s.plan);
  }

  packageCovers(userId: string): Promise<boolean> {
    return this.allowance.covers(userId);
  }

  spendPackage(tx: EntityManager, userId: string, caseId: string, now: Date): Promise<SpentPackage | null> {
    return this.allowance.spend(tx, userId, caseId, 'small_claims', now);
  }

  async planCover(userId: string): Promise<PlanCover> {
    const row = await this.queries.current(userId);
    if (!row || !LIVE_STATUSES.has(row.status as SubscriptionStatus)) return { kind: 'none' };
    const planName = PRICE_CATALOG.plans.find((p) => p.id === row.plan)?.name ?? row.plan;
    if (!COVERING_STATUSES.has(row.status as SubscriptionStatus))
      return { kind: 'not_covering', planName, status: row.status };
    const perPeriod = row.documents_per_period === null ? null : Number(row.documents_per_period);
    if (perPeriod === null) return { kind: 'covers', planName, documentsLeft: null };
    const left = Math.max(0, perPeriod - Number(row.documents_used));
    return left > 0
      ? { kind: 'covers', planName, documentsLeft: left }
      : { kind: 'used_up', planName, documentsPerPeriod: perPeriod };
  }
}
