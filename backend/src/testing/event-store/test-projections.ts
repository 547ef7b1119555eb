import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../event-store/event-store';
import { batchUpsert, loadRowsForUpdate, quoteIdentifier } from '../../event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../event-store/projection/projection';
import { execSql } from '../../database/sql';

interface ChainRow {
  stream_id: string;
  events: string | number;
  chain: string;
  last_global_position: string | bigint;
}

/**
 * A test read model that notices any duplicate, missing or reordered event: per stream, a count and a hash chain
 * `chain = md5(previous chain || event id)`. Built with the read-modify-write helpers (rows locked, folded in
 * memory, one upsert per batch). `beforeCommit` runs after the batch's writes: the fault-injection point.
 */
export function streamChainProjection(
  name: string,
  view: string,
  hooks: {
    beforeCommit?: (events: RecordedEvent[], tx: EntityManager) => Promise<void> | void;
    handles?: string[];
    batchSize?: number;
  } = {},
): ProjectionDefinition {
  return {
    name,
    view,
    handles: hooks.handles,
    batchSize: hooks.batchSize ?? 100,
    rebuildBatchSize: 1_000,
    async createTable(tx, table) {
      await execSql(
        tx,
        `CREATE TABLE ${quoteIdentifier(table)} (
           stream_id text PRIMARY KEY, events bigint NOT NULL, chain text NOT NULL, last_global_position bigint NOT NULL)`,
      );
    },
    async apply(events, tx, { table }) {
      const streams = [...new Set(events.map((e) => e.streamId))];
      const stored = await loadRowsForUpdate<ChainRow>(tx, table, 'stream_id', 'text', streams);
      const rows = new Map(stored.map((r) => [r.stream_id, { ...r, events: Number(r.events) }]));
      for (const event of events) {
        const row = rows.get(event.streamId) ?? {
          stream_id: event.streamId,
          events: 0,
          chain: '',
          last_global_position: '0',
        };
        row.events += 1;
        row.chain = createHash('md5')
          .update(row.chain + event.eventId)
          .digest('hex');
        row.last_global_position = event.position.globalPosition;
        rows.set(event.streamId, row);
      }
      await batchUpsert(tx, {
        table,
        key: ['stream_id'],
        columns: [
          { name: 'stream_id', type: 'text' },
          { name: 'events', type: 'bigint' },
          { name: 'chain', type: 'text' },
          { name: 'last_global_position', type: 'bigint' },
        ],
        rows: [...rows.values()],
      });
      await hooks.beforeCommit?.(events, tx);
    },
  };
}
