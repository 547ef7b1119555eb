import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ATTORNEY_SEARCH_ACCESS_VIEW,
  type AttorneySearchAccessRow,
} from '../../../../projections/src/attorneys/attorney-search-access.projection';
import { ForbiddenError } from '../../common/errors';
import { execSql } from '../../event-store/postgres/sql';
import { SubscriptionQueries } from '../../subscriptions/subscription-queries';
import { COVERING_STATUSES, type SubscriptionStatus } from '../../subscriptions/subscription.events';
import { AttorneyClock } from './attorney-clock';

/** Who may search the directory, and why (DESIGN §6–§7). */
export type SearchAccess =
  | { access: 'subscription'; plan: 'suego' | 'suepro'; expiresAt: null }
  | { access: 'purchase'; plan: null; expiresAt: string }
  | { access: 'none'; plan: null; expiresAt: null; expiredAt: string | null };

export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Attorney search needs a subscription or one-time access. Subscribe, or buy 30 days of search.';

/**
 * The attorney paywall: a trialing or active plan includes search; otherwise a one-time purchase that has not
 * run out (its `valid_until` after the attorney clock's now). Read from the subscriptions and search-access read
 * models, both of which a payment's answer waits for (read-your-writes).
 */
@Injectable()
export class SearchAccessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionQueries,
    private readonly clock: AttorneyClock,
  ) {}

  async check(userId: string): Promise<SearchAccess> {
    const [subscription, purchase] = await Promise.all([this.subscriptions.current(userId), this.purchase(userId)]);
    if (subscription && COVERING_STATUSES.has(subscription.status as SubscriptionStatus)) {
      return { access: 'subscription', plan: subscription.plan as 'suego' | 'suepro', expiresAt: null };
    }
    const until = purchase ? new Date(purchase.valid_until) : null;
    if (until && until > this.clock.now()) return { access: 'purchase', plan: null, expiresAt: until.toISOString() };
    return { access: 'none', plan: null, expiresAt: null, expiredAt: until?.toISOString() ?? null };
  }

  /** 403 'Subscription Required' unless the user may search. */
  async require(userId: string): Promise<Exclude<SearchAccess, { access: 'none' }>> {
    const access = await this.check(userId);
    if (access.access === 'none') throw new ForbiddenError(SUBSCRIPTION_REQUIRED_MESSAGE);
    return access;
  }

  /** The plan that includes referrals, or null (the $15 fee applies). */
  async coveringPlan(userId: string): Promise<'suego' | 'suepro' | null> {
    const subscription = await this.subscriptions.current(userId);
    return subscription && COVERING_STATUSES.has(subscription.status as SubscriptionStatus)
      ? (subscription.plan as 'suego' | 'suepro')
      : null;
  }

  private async purchase(userId: string): Promise<AttorneySearchAccessRow | null> {
    const { rows } = await execSql<AttorneySearchAccessRow>(
      this.dataSource,
      `SELECT * FROM ${ATTORNEY_SEARCH_ACCESS_VIEW} WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
