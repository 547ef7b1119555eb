import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SUBSCRIPTIONS_VIEW } from './read-models/subscriptions/subscriptions.projection';
import {
  SUBSCRIPTION_COLUMNS,
  type SubscriptionRow,
} from './read-models/subscriptions/subscription.row';
import { execSql } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { LIVE_STATUSES, type SubscriptionStatus } from './subscription.events';

/** Reads of the `rm_subscriptions` read model, the cancellation reason opened with the owner's key (docs/adr/127). */
@Injectable()
export class SubscriptionQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** The user's subscriptions, newest first. */
  async forUser(userId: string): Promise<SubscriptionRow[]> {
    const { rows } = await execSql<SubscriptionRow>(
      this.dataSource,
      `SELECT * FROM ${SUBSCRIPTIONS_VIEW} WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
    return SUBSCRIPTION_COLUMNS.open(this.store.sealedValues, rows);
  }

  /** The subscription the account page shows: the live one, else the latest that ended; null when none. */
  async current(userId: string): Promise<SubscriptionRow | null> {
    const rows = await this.forUser(userId);
    return rows.find((r) => LIVE_STATUSES.has(r.status as SubscriptionStatus)) ?? rows[0] ?? null;
  }

  async byProviderSubscription(providerSubscriptionId: string): Promise<SubscriptionRow | null> {
    const { rows } = await execSql<SubscriptionRow>(
      this.dataSource,
      `SELECT * FROM ${SUBSCRIPTIONS_VIEW} WHERE stripe_subscription_id = $1`,
      [providerSubscriptionId],
    );
    return (await SUBSCRIPTION_COLUMNS.open(this.store.sealedValues, rows))[0] ?? null;
  }

  async bySetupIntent(setupIntentId: string): Promise<SubscriptionRow | null> {
    const { rows } = await execSql<SubscriptionRow>(
      this.dataSource,
      `SELECT * FROM ${SUBSCRIPTIONS_VIEW} WHERE setup_intent_id = $1`,
      [setupIntentId],
    );
    return (await SUBSCRIPTION_COLUMNS.open(this.store.sealedValues, rows))[0] ?? null;
  }
}
