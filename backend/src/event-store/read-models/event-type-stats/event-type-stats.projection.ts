import type { RecordedEvent } from '../../event-store';
import { batchUpsert, quoteIdentifier } from '../../projection/batch-upsert';
import type { ProjectionDefinition } from '../../projection/projection';
import { execSql } from '../../../database/sql';

export const EVENT_TYPE_STATS_VIEW = 'rm_event_type_stats';

interface TypeStats {
  event_type: string;
  event_count: number;
  first_global_position: bigint;
  last_transaction_id: string;
  last_global_position: bigint;
  last_recorded_at: Date;
}

/**
 * How many events of each type the store holds, and where the latest one is: the first read model, proving the
 * path append → subscription → read table → rebuild. Deterministic (only event fields), so a rebuild reproduces
 * the live table row for row.
 *
 * Hand-written, not rowPerStreamProjection: one row per event type across every stream, not per stream.
 */
export const eventTypeStatsProjection: ProjectionDefinition = {
  name: 'event_type_stats',
  // Counts per event type over every stream: nothing of any one stream or person to forget.
  aggregateOnly: true,
  view: EVENT_TYPE_STATS_VIEW,
  batchSize: 1_000,
  rebuildBatchSize: 5_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         event_type            text        PRIMARY KEY,
         event_count           bigint      NOT NULL,
         first_global_position bigint      NOT NULL,
         last_transaction_id   xid8        NOT NULL,
         last_global_position  bigint      NOT NULL,
         last_recorded_at      timestamptz NOT NULL
       )`,
    );
  },

  async apply(events: RecordedEvent[], tx, { table }) {
    // Aggregate the batch in memory, then one upsert for all types it touched.
    const byType = new Map<string, TypeStats>();
    for (const event of events) {
      const stats = byType.get(event.type);
      if (stats) {
        stats.event_count++;
        stats.last_transaction_id = event.position.transactionId;
        stats.last_global_position = event.position.globalPosition;
        stats.last_recorded_at = event.createdAt;
      } else {
        byType.set(event.type, {
          event_type: event.type,
          event_count: 1,
          first_global_position: event.position.globalPosition,
          last_transaction_id: event.position.transactionId,
          last_global_position: event.position.globalPosition,
          last_recorded_at: event.createdAt,
        });
      }
    }
    await batchUpsert(tx, {
      table,
      columns: [
        { name: 'event_type', type: 'text' },
        { name: 'event_count', type: 'bigint' },
        { name: 'first_global_position', type: 'bigint' },
        { name: 'last_transaction_id', type: 'xid8' },
        { name: 'last_global_position', type: 'bigint' },
        { name: 'last_recorded_at', type: 'timestamptz' },
      ],
      key: ['event_type'],
      rows: [...byType.values()] as unknown as Record<string, unknown>[],
      set: {
        event_count: 't.event_count + EXCLUDED.event_count',
        first_global_position: 't.first_global_position',
      },
    });
  },
};
