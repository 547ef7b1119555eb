import type { RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import { batchUpsert, quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import type { SupportTicketEvent } from '../../support-ticket.events';
import { REPLY_COLUMNS } from './support-ticket.row';

export const SUPPORT_TICKET_REPLIES_VIEW = 'rm_support_ticket_replies';

/** One message of a ticket's thread after the first one (which is the ticket itself). */
export interface SupportTicketReplyRow {
  id: string;
  ticket_id: string;
  author: 'staff' | 'customer';
  author_id: string;
  /** The staff member's name; null for the customer (their name is on the ticket). */
  author_name: string | null;
  message: string;
  created_at: string;
  /** The ticket's data subject (its stream's owner), whose key seals the message. */
  subject_id?: string | null;
}

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'ticket_id', type: 'uuid' },
  { name: 'author', type: 'text' },
  { name: 'author_id', type: 'uuid' },
  { name: 'author_name', type: 'text' },
  { name: 'message', type: 'bytea' },
  { name: 'subject_id', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
] as const;

/** The reply thread of every ticket: one row per reply, keyed by the reply id (a replay writes the same rows). */
export const supportTicketRepliesProjection: ProjectionDefinition = {
  name: 'support_ticket_replies',
  view: SUPPORT_TICKET_REPLIES_VIEW,
  columns: REPLY_COLUMNS,
  handles: ['SupportTicketReplied', 'SupportTicketCustomerReplied'],
  batchSize: 500,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id          uuid        PRIMARY KEY,
         ticket_id   uuid        NOT NULL,
         author      text        NOT NULL CHECK (author IN ('staff', 'customer')),
         author_id   uuid        NOT NULL,
         author_name text        NULL,
         message     bytea       NOT NULL,
         subject_id  text        NULL,
         created_at  timestamptz NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_ticket_idx`)} ON ${quoteIdentifier(table)} (ticket_id, created_at, id)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE ticket_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'ticket'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const rows = new Map<string, SupportTicketReplyRow>();
    for (const recorded of events) {
      const event = recorded as unknown as SupportTicketEvent;
      if (event.type === 'SupportTicketReplied') {
        const d = event.data;
        rows.set(d.replyId, {
          id: d.replyId,
          ticket_id: d.ticketId,
          author: 'staff',
          author_id: d.authorId,
          author_name: d.authorName,
          message: d.message,
          created_at: d.repliedAt,
        });
      } else if (event.type === 'SupportTicketCustomerReplied') {
        const d = event.data;
        rows.set(d.replyId, {
          id: d.replyId,
          ticket_id: d.ticketId,
          author: 'customer',
          author_id: d.authorId,
          author_name: null,
          message: d.message,
          created_at: d.repliedAt,
        });
      }
    }
    const owners = await values.streamOwners(
      [...new Set([...rows.values()].map((r) => `ticket-${r.ticket_id}`))],
      tx,
    );
    for (const row of rows.values()) row.subject_id = owners.get(`ticket-${row.ticket_id}`) ?? null;
    await batchUpsert(tx, {
      table,
      columns: COLUMNS,
      key: ['id'],
      rows: await REPLY_COLUMNS.seal(values, [...rows.values()], tx),
    });
  },
};
