import { execSql } from '../../../database/sql';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import { rowPerStreamProjection } from '../../../event-store/projection/row-per-stream-projection';
import {
  SUPPORT_TICKET_EVENT_TYPES,
  type SupportTicketEvent,
} from '../../support-ticket.events';
import { evolveSupportTicketRow, TICKET_COLUMNS, type SupportTicketRow } from './support-ticket.row';

export const SUPPORT_TICKETS_VIEW = 'rm_support_tickets';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'name', type: 'bytea' },
  { name: 'email', type: 'bytea' },
  { name: 'subject', type: 'bytea' },
  { name: 'message', type: 'bytea' },
  { name: 'email_hash', type: 'bytea' },
  { name: 'subject_words', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'priority', type: 'text' },
  { name: 'reply_count', type: 'integer' },
  { name: 'last_reply_at', type: 'timestamptz' },
  { name: 'last_staff_reply_at', type: 'timestamptz' },
  { name: 'awaiting_since', type: 'timestamptz' },
  { name: 'due_at', type: 'timestamptz' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

/**
 * The spec's `support_tickets` (§3): one row per ticket for the staff dashboard (newest first, by status, search
 * by email or subject, overdue) and the customer's My requests. The reply texts live in `rm_support_ticket_replies`.
 */
export const supportTicketsProjection = rowPerStreamProjection<SupportTicketRow, SupportTicketEvent>({
  name: 'support_tickets',
  view: SUPPORT_TICKETS_VIEW,
  columns: TICKET_COLUMNS,
  tableColumns: COLUMNS,
  handles: SUPPORT_TICKET_EVENT_TYPES,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                  uuid        PRIMARY KEY,
         user_id             uuid        NULL,
         name                bytea       NOT NULL,
         email               bytea       NOT NULL,
         subject             bytea       NOT NULL,
         message             bytea       NOT NULL,
         email_hash          bytea       NULL,
         subject_words       text        NULL,
         status              text        NOT NULL,
         priority            text        NOT NULL,
         reply_count         integer     NOT NULL DEFAULT 0,
         last_reply_at       timestamptz NULL,
         last_staff_reply_at timestamptz NULL,
         awaiting_since      timestamptz NULL,
         due_at              timestamptz NULL,
         version             bigint      NOT NULL,
         created_at          timestamptz NOT NULL,
         updated_at          timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    const t = quoteIdentifier(table);
    const index = (suffix: string) => quoteIdentifier(`${table}_${suffix}`);
    // The staff list: newest first, optionally one status (keyset-friendly: created_at, id).
    await execSql(tx, `CREATE INDEX ${index('created_idx')} ON ${t} (created_at DESC, id DESC)`);
    await execSql(tx, `CREATE INDEX ${index('status_idx')} ON ${t} (status, created_at DESC, id DESC)`);
    // The overdue filter and its count: open or in progress, due before now (index-only once vacuumed).
    await execSql(tx, `CREATE INDEX ${index('due_idx')} ON ${t} (status, due_at) WHERE due_at IS NOT NULL`);
    await execSql(
      tx,
      `CREATE INDEX ${index('user_idx')} ON ${t} (user_id, created_at DESC) WHERE user_id IS NOT NULL`,
    );
    // Search by the exact email or whole words of the subject: keyed hashes (the texts are sealed, docs/adr/127).
    await execSql(tx, `CREATE INDEX ${index('email_hash_idx')} ON ${t} (email_hash)`);
    await execSql(
      tx,
      `CREATE INDEX ${index('subject_words_idx')} ON ${t} USING gin ((string_to_array(subject_words, ' ')))`,
    );
  },

  forget: { column: 'id', streamType: 'ticket' },
  idOf: (event) => event.data.ticketId,
  evolve: evolveSupportTicketRow,
});
