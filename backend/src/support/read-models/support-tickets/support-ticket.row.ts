import type { SupportTicketEvent } from '../../support-ticket.events';
import { businessDeadline } from '../../response-promise';
import { columnPolicy } from '../../../event-store/sealed-columns';

/** One row of the `rm_support_tickets` read table (spec §3 support_tickets), in column names. */
export interface SupportTicketRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  priority: string;
  reply_count: number;
  last_reply_at: string | null;
  last_staff_reply_at: string | null;
  /** Since when the customer has been waiting for staff (filed, or wrote back after the last staff reply). */
  awaiting_since: string | null;
  /** When the 24-business-hour promise runs out for that wait (null once staff answered). */
  due_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Sealed under the ticket's data subject (the signed-in customer, or the ticket itself for a visitor; docs/adr/127).
 * Staff find a ticket by the exact email (`email_hash`) or by whole words of its subject (`subject_words`).
 */
export const TICKET_COLUMNS = columnPolicy<Pick<SupportTicketRow, 'id' | 'user_id'>>({
  table: 'rm_support_tickets',
  subject: (row) => row.user_id ?? row.id,
  sealed: { name: 'text', email: 'text', subject: 'text', message: 'text' },
  hashed: { email_hash: { of: 'email' } },
  words: { subject_words: { of: 'subject' } },
  plain: ['status', 'priority'],
});

/** A reply's message is sealed under the ticket's data subject (docs/adr/127); the staff member's name stays plain. */
export const REPLY_COLUMNS = columnPolicy<{ subject_id?: string | null }>({
  table: 'rm_support_ticket_replies',
  subject: (row) => row.subject_id,
  sealed: { message: 'text' },
  plain: ['author', 'author_name', 'subject_id'],
});

const deadline = (from: string) => businessDeadline(new Date(from)).toISOString();

/**
 * Folds one ticket event into its row. Pure and deterministic (the deadline is a function of the event's own
 * time), so a rebuild reproduces the table; events at or below the row's version are skipped (replays).
 */
export function evolveSupportTicketRow(
  row: SupportTicketRow | undefined,
  event: SupportTicketEvent,
  position: number,
): SupportTicketRow | undefined {
  if (row && position <= row.version) return row;
  if (event.type === 'SupportTicketOpened') {
    const d = event.data;
    return {
      id: d.ticketId,
      user_id: d.userId,
      name: d.name,
      email: d.email,
      subject: d.subject,
      message: d.message,
      status: d.status,
      priority: d.priority,
      reply_count: 0,
      last_reply_at: null,
      last_staff_reply_at: null,
      awaiting_since: d.openedAt,
      due_at: deadline(d.openedAt),
      version: position,
      created_at: d.openedAt,
      updated_at: d.openedAt,
    };
  }
  if (!row) return row;
  const base = { ...row, version: position };
  switch (event.type) {
    case 'SupportTicketStatusChanged':
      return { ...base, status: event.data.to, updated_at: event.data.changedAt };
    case 'SupportTicketReplied': {
      const at = event.data.repliedAt;
      return {
        ...base,
        reply_count: row.reply_count + 1,
        last_reply_at: at,
        last_staff_reply_at: at,
        awaiting_since: null,
        due_at: null,
        updated_at: at,
      };
    }
    case 'SupportTicketCustomerReplied': {
      const at = event.data.repliedAt;
      const since = row.awaiting_since ?? at;
      return {
        ...base,
        reply_count: row.reply_count + 1,
        last_reply_at: at,
        awaiting_since: since,
        due_at: deadline(since),
        updated_at: at,
      };
    }
    default: {
      const _exhaustive: never = event;
      return row;
    }
  }
}
