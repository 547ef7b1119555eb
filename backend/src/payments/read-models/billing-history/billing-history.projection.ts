import { plainColumns } from '../../../event-store/sealed-columns';
import { execSql } from '../../../database/sql';
import type { RecordedEvent } from '../../../event-store/event-store';
import {
  batchUpsert,
  loadRowsForUpdate,
  quoteIdentifier,
  storedRow,
} from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { CHARGE_EVENT_TYPES, type ChargeEvent } from '../../billing/charge.events';
import { evolveBillingHistory, type BillingHistoryRow } from './billing-history.row';

export const BILLING_HISTORY_VIEW = 'rm_billing_history';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'charge_id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'kind', type: 'text' },
  { name: 'purpose', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'amount', type: 'integer' },
  { name: 'currency', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'refunded_amount', type: 'integer' },
  { name: 'card_brand', type: 'text' },
  { name: 'card_last4', type: 'text' },
  { name: 'receipt_number', type: 'text' },
  { name: 'provider', type: 'text' },
  { name: 'livemode', type: 'boolean' },
  { name: 'provider_payment_id', type: 'text' },
  { name: 'provider_refund_id', type: 'text' },
  { name: 'provider_receipt_url', type: 'text' },
  { name: 'case_id', type: 'uuid' },
  { name: 'subscription_id', type: 'uuid' },
  { name: 'occurred_at', type: 'timestamptz' },
  { name: 'version', type: 'bigint' },
] as const;

/**
 * The billing history (issue 27): one row per charge and per refund, from the `charge-…` streams that the
 * provider-event handler writes for every purchase purpose. A customer reads their own, newest first.
 *
 * Hand-written, not rowPerStreamProjection: one charge stream holds a row per charge and one per refund.
 */
export const billingHistoryProjection: ProjectionDefinition = {
  name: 'billing_history',
  view: BILLING_HISTORY_VIEW,
  // Charges and refunds (docs/adr/127): kinds, amounts' currency, the card's brand and last 4, provider ids and the
  // receipt's number and URL; no text a person wrote.
  columns: plainColumns(BILLING_HISTORY_VIEW, [
    'kind',
    'purpose',
    'description',
    'currency',
    'status',
    'card_brand',
    'card_last4',
    'receipt_number',
    'provider',
    'provider_payment_id',
    'provider_refund_id',
    'provider_receipt_url',
  ]),
  handles: CHARGE_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                   uuid        PRIMARY KEY,
         charge_id            uuid        NOT NULL,
         user_id              uuid        NOT NULL,
         kind                 text        NOT NULL,
         purpose              text        NOT NULL,
         description          text        NOT NULL,
         amount               integer     NOT NULL,
         currency             text        NOT NULL,
         status               text        NOT NULL,
         refunded_amount      integer     NOT NULL DEFAULT 0,
         card_brand           text        NULL,
         card_last4           text        NULL,
         receipt_number       text        NOT NULL,
         provider             text        NOT NULL,
         livemode             boolean     NOT NULL,
         provider_payment_id  text        NOT NULL,
         provider_refund_id   text        NULL,
         provider_receipt_url text        NULL,
         case_id              uuid        NULL,
         subscription_id      uuid        NULL,
         occurred_at          timestamptz NOT NULL,
         version              bigint      NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id, occurred_at DESC, receipt_number DESC)`,
    );
    await execSql(
      tx,
      `CREATE UNIQUE INDEX ${quoteIdentifier(`${table}_receipt_uq`)} ON ${quoteIdentifier(table)} (receipt_number)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_charge_idx`)} ON ${quoteIdentifier(table)} (charge_id)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE charge_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'charge'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table }) {
    const mine = events.filter((e) => (CHARGE_EVENT_TYPES as readonly string[]).includes(e.type));
    const chargeIds = [...new Set(mine.map((e) => (e.data as { chargeId: string }).chargeId))];
    const stored = await loadRowsForUpdate<Record<string, unknown>>(
      tx,
      table,
      'charge_id',
      'uuid',
      chargeIds,
    );
    const rows = new Map<string, BillingHistoryRow>(
      stored.map((r) => [r.id as string, storedRow<BillingHistoryRow>(r, ['occurred_at'])]),
    );
    const touched = new Set<string>();
    for (const event of mine) {
      for (const id of evolveBillingHistory(
        rows,
        event as unknown as ChargeEvent,
        Number(event.streamPosition),
      ))
        touched.add(id);
    }
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: [...touched].map((id) => rows.get(id)) as unknown as Record<string, unknown>[],
    });
  },
};
