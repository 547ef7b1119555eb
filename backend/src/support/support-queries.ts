import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  SUPPORT_TICKET_COUNTS_VIEW,
  type TicketCounts,
} from './read-models/support-tickets/support-ticket-counts.projection';
import { SUPPORT_TICKET_REPLIES_VIEW } from './read-models/support-tickets/support-ticket-replies.projection';
import { REPLY_COLUMNS, TICKET_COLUMNS } from './read-models/support-tickets/support-ticket.row';
import { SUPPORT_TICKETS_VIEW } from './read-models/support-tickets/support-tickets.projection';
import { execSql } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { wordKeys } from '../event-store/sealed-values';
import { TICKET_STATUSES, type TicketStatus } from './support-ticket.events';
import type { StoredReplyRow, StoredTicketRow } from './support-ticket.response';

/** Ticket ids are UUIDs; anything else names no ticket (404, never a database error). */
export const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TicketFilter {
  status?: TicketStatus;
  /** The whole email, or whole words of the subject, any case (the texts are sealed: docs/adr/127). */
  q?: string;
  /** Only tickets past the 24-business-hour promise (open or in progress). */
  overdue?: boolean;
  page: number;
  pageSize: number;
}

/** Reads of the `rm_support_tickets` and `rm_support_ticket_replies` read models. */
@Injectable()
export class SupportQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** The staff list: newest first, one page, with the number of matching tickets. */
  async list(filter: TicketFilter, now = new Date()): Promise<{ rows: StoredTicketRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.q) {
      const values = this.store.sealedValues;
      params.push(values.lookupHash('email', filter.q));
      const byEmail = `email_hash = $${params.length}`;
      const words = wordKeys(values, filter.q);
      if (words.length === 0) where.push(byEmail);
      else {
        params.push(words);
        where.push(`(${byEmail} OR string_to_array(subject_words, ' ') @> $${params.length}::text[])`);
      }
    }
    if (filter.overdue) {
      params.push(now);
      where.push(`status IN ('open', 'in_progress') AND due_at < $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [page, total] = await Promise.all([
      execSql<StoredTicketRow>(
        this.dataSource,
        `SELECT * FROM ${SUPPORT_TICKETS_VIEW} ${clause} ORDER BY created_at DESC, id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
      ),
      // By status alone (the dashboard's usual view) the total is one row of the counts projection; a search or
      // the overdue filter counts its (smaller) result.
      filter.q || filter.overdue
        ? execSql<{ n: string }>(
            this.dataSource,
            `SELECT count(*) AS n FROM ${SUPPORT_TICKETS_VIEW} ${clause}`,
            params,
          ).then(({ rows }) => Number(rows[0]?.n ?? 0))
        : this.counts().then((c) =>
            filter.status ? c[filter.status] : TICKET_STATUSES.reduce((n, s) => n + c[s], 0),
          ),
    ]);
    return { rows: await this.opened(page.rows), total };
  }

  /** Tickets per status (the `support_ticket_counts` projection). */
  async counts(): Promise<TicketCounts> {
    const { rows } = await execSql<Record<TicketStatus, string>>(
      this.dataSource,
      `SELECT * FROM ${SUPPORT_TICKET_COUNTS_VIEW}`,
    );
    const row = rows[0];
    return Object.fromEntries(TICKET_STATUSES.map((s) => [s, Number(row?.[s] ?? 0)])) as TicketCounts;
  }

  /** Whether a ticket exists, and the account that filed it (null for a visitor's): nothing unsealed. */
  async ownerOf(id: string): Promise<{ userId: string | null } | null> {
    if (!TICKET_ID.test(id)) return null;
    const { rows } = await execSql<{ user_id: string | null }>(
      this.dataSource,
      `SELECT user_id FROM ${SUPPORT_TICKETS_VIEW} WHERE id = $1`,
      [id],
    );
    return rows[0] ? { userId: rows[0].user_id } : null;
  }

  async byId(id: string): Promise<StoredTicketRow | null> {
    if (!TICKET_ID.test(id)) return null;
    const { rows } = await execSql<StoredTicketRow>(
      this.dataSource,
      `SELECT * FROM ${SUPPORT_TICKETS_VIEW} WHERE id = $1`,
      [id],
    );
    return (await this.opened(rows))[0] ?? null;
  }

  /** The tickets a signed-in user filed, newest first. */
  async forUser(userId: string): Promise<StoredTicketRow[]> {
    const { rows } = await execSql<StoredTicketRow>(
      this.dataSource,
      `SELECT * FROM ${SUPPORT_TICKETS_VIEW} WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [userId],
    );
    return this.opened(rows);
  }

  /** The replies of these tickets, oldest first, grouped by ticket id. */
  async replies(ticketIds: readonly string[]): Promise<Map<string, StoredReplyRow[]>> {
    const byTicket = new Map<string, StoredReplyRow[]>(ticketIds.map((id) => [id, []]));
    if (ticketIds.length === 0) return byTicket;
    const { rows } = await execSql<StoredReplyRow>(
      this.dataSource,
      `SELECT * FROM ${SUPPORT_TICKET_REPLIES_VIEW} WHERE ticket_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ticketIds],
    );
    for (const row of await REPLY_COLUMNS.open(this.store.sealedValues, rows))
      byTicket.get(row.ticket_id)?.push(row);
    return byTicket;
  }

  /** Ticket rows with their personal columns opened (docs/adr/127). */
  private opened(rows: StoredTicketRow[]): Promise<StoredTicketRow[]> {
    return TICKET_COLUMNS.open(this.store.sealedValues, rows);
  }
}
