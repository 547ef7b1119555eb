import type { RecordedEvent } from '../../../backend/src/event-store/event-store';
import { AUTH_CHANGED_CHANNEL } from '../../../backend/src/identity/auth-changed.channel';
import { execSql } from '../../../backend/src/database/sql';
import {
  batchUpsert,
  loadRowsForUpdate,
  quoteIdentifier,
  storedRow,
} from '../../../backend/src/event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../backend/src/event-store/projection/projection';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
} from '../../../backend/src/subscriptions/subscription.events';
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

const TIMESTAMPS = COLUMNS.filter((c) => c.type === 'timestamptz').map((c) => c.name);

/** The `subscriptions` read model (spec §3): one row per subscription, for the account page and plan checks. */
export const subscriptionsProjection: ProjectionDefinition = {
  name: 'subscriptions',
  view: SUBSCRIPTIONS_VIEW,
  columns: SUBSCRIPTION_COLUMNS,
  handles: SUBSCRIPTION_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

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

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'subscription'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const mine = events.filter((e) => (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(e.type));
    const ids = [...new Set(mine.map((e) => (e.data as { subscriptionId: string }).subscriptionId))];
    const stored = await SUBSCRIPTION_COLUMNS.open(
      values,
      await loadRowsForUpdate<Record<string, unknown>>(tx, table, 'id', 'uuid', ids),
      tx,
    );
    const rows = new Map<string, SubscriptionRow | undefined>(
      stored.map((r) => [r.id as string, storedRow<SubscriptionRow>(r, TIMESTAMPS)]),
    );
    const touched = new Set<string>();
    for (const event of mine) {
      const id = (event.data as { subscriptionId: string }).subscriptionId;
      const next = evolveSubscriptionRow(
        rows.get(id),
        event as unknown as SubscriptionEvent,
        Number(event.streamPosition),
      );
      if (next !== rows.get(id)) touched.add(id);
      rows.set(id, next);
    }
    const changed = [...touched]
      .map((id) => rows.get(id))
      .filter((r): r is SubscriptionRow => r !== undefined);
    // Sent at commit: every API process drops its cached subscription status of these users (ADR 006's channel).
    const users = [...new Set(changed.map((r) => r.user_id))];
    if (users.length > 0) {
      await execSql(tx, `SELECT pg_notify($1, 'u:' || u) FROM unnest($2::text[]) AS u`, [
        AUTH_CHANGED_CHANNEL,
        users,
      ]);
    }
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await SUBSCRIPTION_COLUMNS.seal(values, changed, tx),
    });
  },
};
