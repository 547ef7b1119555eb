import { execSql } from '../../../../database/sql';
import { quoteIdentifier } from '../../../../event-store/projection/batch-upsert';
import { rowPerStreamProjection } from '../../../../event-store/projection/row-per-stream-projection';
import { MAILING_EVENT_TYPES, type MailingEvent } from '../../mailing.events';
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


/** `rm_mailings` (issue 28): one row per letter mailed for a claimant (or by them), with its tracking steps. */
export const mailingsProjection = rowPerStreamProjection<MailingRow, MailingEvent>({
  name: 'mailings',
  view: MAILINGS_VIEW,
  columns: MAILING_COLUMNS,
  tableColumns: COLUMNS,
  handles: MAILING_EVENT_TYPES,

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

  forget: { column: 'case_id', streamType: 'case' },
  idOf: (event) => event.data.mailingId,
  evolve: evolveMailingRow,
});
