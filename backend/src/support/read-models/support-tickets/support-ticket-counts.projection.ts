import { comparePositions, type Position, type RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../event-store/projection/projection';
import { TICKET_STATUSES, type SupportTicketEvent, type TicketStatus } from '../../support-ticket.events';

export const SUPPORT_TICKET_COUNTS_VIEW = 'rm_support_ticket_counts';

export type TicketCounts = Record<TicketStatus, number>;

interface CountsRow extends TicketCounts {
  last_transaction_id: string;
  last_global_position: string;
}

/**
 * How many tickets are in each status: one row, so the staff list's total for a status filter is one primary-key
 * read instead of counting up to 100,000 index entries per request (docs/benchmarks.md, Support). The row
 * remembers the last event it applied, and events at or before it are skipped: applying a batch again (a replay)
 * changes nothing, and a rebuild from zero gives the same row.
 */
export const supportTicketCountsProjection: ProjectionDefinition = {
  name: 'support_ticket_counts',
  // Counts over every ticket: no row belongs to one ticket or person (erasure has nothing to re-derive here).
  aggregateOnly: true,
  view: SUPPORT_TICKET_COUNTS_VIEW,
  handles: ['SupportTicketOpened', 'SupportTicketStatusChanged'],
  batchSize: 1_000,
  rebuildBatchSize: 10_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                   smallint PRIMARY KEY CHECK (id = 1),
         ${TICKET_STATUSES.map((s) => `${quoteIdentifier(s)} bigint NOT NULL DEFAULT 0`).join(',\n         ')},
         last_transaction_id  xid8     NOT NULL DEFAULT '0',
         last_global_position bigint   NOT NULL DEFAULT 0
       )`,
    );
    await execSql(tx, `INSERT INTO ${quoteIdentifier(table)} (id) VALUES (1)`);
  },

  async apply(events: RecordedEvent[], tx, { table }) {
    const { rows } = await execSql<CountsRow>(
      tx,
      `SELECT ${TICKET_STATUSES.map(quoteIdentifier).join(', ')}, last_transaction_id::text AS last_transaction_id,
              last_global_position::text AS last_global_position
         FROM ${quoteIdentifier(table)} WHERE id = 1 FOR UPDATE`,
    );
    const row = rows[0]!;
    let applied: Position = { transactionId: row.last_transaction_id, globalPosition: BigInt(row.last_global_position) };
    const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, Number(row[s])])) as TicketCounts;
    let changed = false;
    for (const recorded of events) {
      if (comparePositions(recorded.position, applied) <= 0) continue;
      const event = recorded as unknown as SupportTicketEvent;
      if (event.type === 'SupportTicketOpened') counts[event.data.status] += 1;
      else if (event.type === 'SupportTicketStatusChanged') {
        counts[event.data.from] -= 1;
        counts[event.data.to] += 1;
      } else continue;
      applied = recorded.position;
      changed = true;
    }
    if (!changed) return;
    await execSql(
      tx,
      `UPDATE ${quoteIdentifier(table)} SET ${TICKET_STATUSES.map((s, i) => `${quoteIdentifier(s)} = $${i + 1}`).join(', ')},
              last_transaction_id = $${TICKET_STATUSES.length + 1}::xid8, last_global_position = $${TICKET_STATUSES.length + 2}
        WHERE id = 1`,
      [...TICKET_STATUSES.map((s) => counts[s]), applied.transactionId, applied.globalPosition.toString()],
    );
  },
};
