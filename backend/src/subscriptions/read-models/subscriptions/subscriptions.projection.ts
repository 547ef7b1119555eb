import { AUTH_CHANGED_CHANNEL } from '../../../identity/auth-changed.channel';
import { execSql } from '../../../database/sql';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import { rowPerStreamProjection } from '../../../event-store/projection/row-per-stream-projection';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
} from '../../subscription.events';
import { evolveSubscriptionRow, SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './subscription.row';

export const SUBSCRIPTIONS_VIEW = 'rm_subscriptions';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'stripe_subscription_id', type: 'text' },
  { name: 'stripe_customer_id', type: 'text' },
  { name: 'stripe_price_id', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'plan', type: 'text' },
  { name: 'amount', type: 'integer' },
  { name: 'current_period_start', type: 'timestamptz' },
  { name: 'current_period_end', type: 'timestamptz' },
  { name: 'cancel_at_period_end', type: 'boolean' },
  { name: 'without_card', type: 'boolean' },
  { name: 'trial_end', type: 'timestamptz' },
  { name: 'promo_code', type: 'text' },
  { name: 'setup_intent_id', type: 'text' },
  { name: 'documents_per_period', type: 'integer' },
  { name: 'documents_used', type: 'integer' },
  { name: 'cancellation_reason', type: 'bytea' },
  { name: 'last_failure_message', type: 'text' },
  { name: 'next_payment_attempt', type: 'timestamptz' },
  { name: 'ended_at', type: 'timestamptz' },
  { name: 'end_reason', type: 'text' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

/** The `subscriptions` read model (spec §3): one row per subscription, for the account page and plan checks. */
export const subscriptionsProjection = rowPerStreamProjection<SubscriptionRow, SubscriptionEvent>({
  name: 'subscriptions',
  view: SUBSCRIPTIONS_VIEW,
  columns: SUBSCRIPTION_COLUMNS,
  tableColumns: COLUMNS,
  handles: SUBSCRIPTION_EVENT_TYPES,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                     uuid        PRIMARY KEY,
         user_id                uuid        NOT NULL,
         stripe_subscription_id text        NOT NULL UNIQUE,
         stripe_customer_id     text        NOT NULL,
         stripe_price_id        text        NOT NULL,
         status                 text        NOT NULL,
         plan                   text        NOT NULL,
         amount                 integer     NOT NULL,
         current_period_start   timestamptz NOT NULL,
         current_period_end     timestamptz NOT NULL,
         cancel_at_period_end   boolean     NOT NULL DEFAULT false,
         without_card           boolean     NOT NULL DEFAULT false,
         trial_end              timestamptz NULL,
         promo_code             text        NULL,
         setup_intent_id        text        NULL,
         documents_per_period   integer     NULL,
         documents_used         integer     NOT NULL DEFAULT 0,
         cancellation_reason    bytea       NULL,
         last_failure_message   text        NULL,
         next_payment_attempt   timestamptz NULL,
         ended_at               timestamptz NULL,
         end_reason             text        NULL,
         version                bigint      NOT NULL,
         created_at             timestamptz NOT NULL,
         updated_at             timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id, created_at DESC)`,
    );
  },

  forget: { column: 'id', streamType: 'subscription' },
  idOf: (event) => event.data.subscriptionId,
  evolve: evolveSubscriptionRow,

  // Sent at commit: every API process drops its cached subscription status of these users (ADR 006's channel).
  async onChanged(changed, tx) {
    const users = [...new Set(changed.map((r) => r.user_id))];
    if (users.length === 0) return;
    await execSql(tx, `SELECT pg_notify($1, 'u:' || u) FROM unnest($2::text[]) AS u`, [AUTH_CHANGED_CHANNEL, users]);
  },
});
