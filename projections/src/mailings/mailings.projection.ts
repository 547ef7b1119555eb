import type { RecordedEvent } from '../../../backend/src/event-store/event-store';
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
import { MAILING_EVENT_TYPES, type MailingEvent } from '../../../backend/src/mailing/mailing.events';
import { evolveMailingRow, MAILING_COLUMNS, type MailingRow } from './mailing.row';

export const MAILINGS_VIEW = 'rm_mailings';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'case_id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'document_id', type: 'text' },
  { name: 'revision_id', type: 'text' },
  { name: 'revision_version', type: 'text' },
  { name: 'carrier', type: 'text' },
  { name: 'service', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'from_address', type: 'bytea' },
  { name: 'to_address', type: 'bytea' },
  { name: 'price', type: 'integer' },
  { name: 'payment', type: 'text' },
  { name: 'payment_intent_id', type: 'text' },
  { name: 'resend_of', type: 'uuid' },
  { name: 'letter_date', type: 'text' },
  { name: 'response_due_date', type: 'text' },
  { name: 'provider_letter_id', type: 'text' },
  { name: 'tracking_number', type: 'text' },
  { name: 'pdf_sha256', type: 'text' },
  { name: 'page_count', type: 'integer' },
  { name: 'mailed_on', type: 'text' },
  { name: 'expected_delivery_date', type: 'text' },
  { name: 'processed_for_delivery_at', type: 'timestamptz' },
  { name: 'delivered_at', type: 'timestamptz' },
  { name: 'returned_at', type: 'timestamptz' },
  { name: 'rejected_reason', type: 'text' },
  { name: 'refunded_amount', type: 'integer' },
  { name: 'events', type: 'jsonb' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

const TIMESTAMPS = ['created_at', 'updated_at', 'processed_for_delivery_at', 'delivered_at', 'returned_at'];
const toRow = (stored: Record<string, unknown>) => storedRow<MailingRow>(stored, TIMESTAMPS);

/** `rm_mailings` (issue 28): one row per letter mailed for a claimant (or by them), with its tracking steps. */
export const mailingsProjection: ProjectionDefinition = {
  name: 'mailings',
  view: MAILINGS_VIEW,
  columns: MAILING_COLUMNS,
  handles: MAILING_EVENT_TYPES,
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                        uuid        PRIMARY KEY,
         case_id                   uuid        NOT NULL,
         user_id                   uuid        NOT NULL,
         document_id               text        NOT NULL,
         revision_id               text        NOT NULL,
         revision_version          text,
         carrier                   text,
         service                   text,
         status                    text        NOT NULL,
         from_address              bytea,
         to_address                bytea,
         price                     integer     NOT NULL,
         payment                   text        NOT NULL,
         payment_intent_id         text,
         resend_of                 uuid,
         letter_date               text,
         response_due_date         text,
         provider_letter_id        text,
         tracking_number           text,
         pdf_sha256                text,
         page_count                integer,
         mailed_on                 text,
         expected_delivery_date    text,
         processed_for_delivery_at timestamptz,
         delivered_at              timestamptz,
         returned_at               timestamptz,
         rejected_reason           text,
         refunded_amount           integer     NOT NULL DEFAULT 0,
         events                    jsonb       NOT NULL,
         version                   bigint      NOT NULL,
         created_at                timestamptz NOT NULL,
         updated_at                timestamptz NOT NULL
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
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE case_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'case'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const ids = [...new Set(events.map((e) => (e.data as { mailingId: string }).mailingId))];
    const stored = await MAILING_COLUMNS.open(
      values,
      await loadRowsForUpdate<Record<string, unknown>>(tx, table, 'id', 'uuid', ids),
      tx,
    );
    const rows = new Map<string, MailingRow | undefined>(stored.map((r) => [r.id as string, toRow(r)]));
    const touched = new Set<string>();
    for (const event of events) {
      const id = (event.data as { mailingId: string }).mailingId;
      const next = evolveMailingRow(
        rows.get(id),
        event as unknown as MailingEvent,
        Number(event.streamPosition),
      );
      if (next !== rows.get(id)) touched.add(id);
      rows.set(id, next);
    }
    const changed = [...touched].map((id) => rows.get(id)).filter((r): r is MailingRow => r !== undefined);
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await MAILING_COLUMNS.seal(values, changed, tx),
    });
  },
};
