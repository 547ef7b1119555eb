import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ATTORNEY_SEARCH_ACCESS_VIEW,
  type AttorneySearchAccessRow,
} from '../read-models/search-access/attorney-search-access.projection';
import { ForbiddenError } from '../../common/errors';
import { execSql } from '../../database/sql';
import { SubscriptionQueries } from '../../subscriptions/index';
import { COVERING_STATUSES, type SubscriptionStatus } from '../../subscriptions/subscription.events';
import { SessionCache } from '../../identity/index';
import { AttorneyClock } from './attorney-clock';

const SEARCH_ACCESS_KIND = 'attorney-search-access';

interface AccessFacts {
  plan: 'suego' | 'suepro' | null;
  validUntil: string | null;
}

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
    private readonly cache: SessionCache,
  ) {}

  async check(userId: string): Promise<SearchAccess> {
    const { plan, validUntil } = await this.facts(userId);
    if (plan) return { access: 'subscription', plan, expiresAt: null };
    const until = validUntil ? new Date(validUntil) : null;
    if (until && until > this.clock.now())
      return { access: 'purchase', plan: null, expiresAt: until.toISOString() };
    return { access: 'none', plan: null, expiresAt: null, expiredAt: until?.toISOString() ?? null };
  }

  /**
   * The covering plan and the end of bought access, from this process's session cache when it has them: both
   * read models notify every API process of each changed user at commit (ADR 006's channel), so a cached answer
   * never outlives a change by more than the notification's trip. Expiry is judged on every call, by the clock.
   */
  private async facts(userId: string): Promise<AccessFacts> {
    const now = Date.now();
    const cached = this.cache.getUserData<AccessFacts>(userId, SEARCH_ACCESS_KIND, now);
    if (cached) return cached;
    const mark = this.cache.mark();
    const [subscription, purchase] = await Promise.all([
      this.subscriptions.current(userId),
      this.purchase(userId),
    ]);
    const facts: AccessFacts = {
      plan:
        subscription && COVERING_STATUSES.has(subscription.status as SubscriptionStatus)
          ? (subscription.plan as 'suego' | 'suepro')
          : null,
      validUntil: purchase ? new Date(purchase.valid_until).toISOString() : null,
    };
    this.cache.setUserData(userId, SEARCH_ACCESS_KIND, facts, mark, now);
    return facts;
  }

  /** 403 'Subscription Required' unless the user may search. */
  async require(userId: string): Promise<Exclude<SearchAccess, { access: 'none' }>> {
    const access = await this.check(userId);
    if (access.access === 'none') throw new ForbiddenError(SUBSCRIPTION_REQUIRED_MESSAGE);
    return access;
  }

  /** The plan that includes referrals, or null (the $15 fee applies). Read fresh: it decides a payment. */
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
