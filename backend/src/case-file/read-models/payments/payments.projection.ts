import type { CaseEvent } from '../../case.events';
import type { RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import {
  batchUpsert,
  loadRowsForUpdate,
  quoteIdentifier,
  storedRow,
} from '../../../event-store/projection/batch-upsert';
import { idsOfStreams, type ProjectionDefinition } from '../../../event-store/projection/projection';
import { evolvePaymentRows, type PaymentRow } from './payment.row';

export const PAYMENTS_VIEW = 'rm_payments';

const PAYMENT_EVENT_TYPES = [
  'CheckoutStarted',
  'CheckoutCanceled',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentRefunded',
] as const;

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'case_id', type: 'uuid' },
  { name: 'stripe_payment_intent_id', type: 'text' },
  { name: 'amount', type: 'integer' },
  { name: 'currency', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'type', type: 'text' },
  { name: 'promo_code', type: 'text' },
  { name: 'final_amount', type: 'integer' },
  { name: 'failure_code', type: 'text' },
  { name: 'failure_message', type: 'text' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

const toRow = (stored: Record<string, unknown>) => storedRow<PaymentRow>(stored);

/**
 * The `payments` read model (spec §3), built only from the case stream's payment events.
 *
 * Hand-written, not rowPerStreamProjection: one case stream holds many rows (one per payment intent).
 */
export const paymentsProjection: ProjectionDefinition = {
  name: 'payments',
  view: PAYMENTS_VIEW,
  handles: PAYMENT_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                       uuid        PRIMARY KEY,
         case_id                  uuid        NOT NULL,
         stripe_payment_intent_id text        NULL,
         amount                   integer     NOT NULL,
         currency                 text        NOT NULL DEFAULT 'usd',
         status                   text        NOT NULL,
         type                     text        NOT NULL DEFAULT 'document',
         promo_code               text        NULL,
         final_amount             integer     NOT NULL,
         failure_code             text        NULL,
         failure_message          text        NULL,
         version                  bigint      NOT NULL,
         created_at               timestamptz NOT NULL,
         updated_at               timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_case_idx`)} ON ${quoteIdentifier(table)} (case_id, created_at)`,
    );
    await execSql(
      tx,
      `CREATE UNIQUE INDEX ${quoteIdentifier(`${table}_intent_uq`)} ON ${quoteIdentifier(table)} (stripe_payment_intent_id)
         WHERE stripe_payment_intent_id IS NOT NULL`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE case_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'case'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table }) {
    const mine = events.filter((e) => (PAYMENT_EVENT_TYPES as readonly string[]).includes(e.type));
    const caseIds = [...new Set(mine.map((e) => (e.data as { caseId: string }).caseId))];
    const stored = await loadRowsForUpdate<Record<string, unknown>>(tx, table, 'case_id', 'uuid', caseIds);
    const rows = new Map<string, PaymentRow>(stored.map((r) => [r.id as string, toRow(r)]));
    const touched = new Set<string>();
    for (const event of mine) {
      for (const id of evolvePaymentRows(rows, event as unknown as CaseEvent, Number(event.streamPosition)))
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
