import type { DataSource } from 'typeorm';
import { START, type EventStore, type Position } from '../event-store';
import { connectionUrl, execSql } from '../../database/sql';
import { AdvisoryLockSession } from '../subscriptions/advisory-locks';
import { CheckpointStore } from '../subscriptions/checkpoint-store';
import { quoteIdentifier } from './batch-upsert';
import { ensureProjection, physicalTableName, type ProjectionDefinition } from './projection';

export interface RebuildOptions {
  batchSize?: number;
  log?: (message: string) => void;
  /** Called after each committed rebuild batch (progress reporting; tests look at the live view meanwhile). */
  onBatch?: (progress: { table: string; events: number; position: Position }) => Promise<void> | void;
}

export interface RebuildResult {
  name: string;
  table: string;
  previousTable: string;
  events: number;
  batches: number;
  seconds: number;
  eventsPerSec: number;
  position: Position;
}

/**
 * Blue/green rebuild (research §5.4): fill `<view>_v<n+1>` from position zero under the checkpoint
 * `<name>:rebuild`, one transaction per batch, while the live table keeps serving and the live subscription
 * keeps running; then, in one transaction, point the view at the new table and hand the live subscription the
 * rebuild's checkpoint. The live runner share-locks the projection row in each batch, so the swap waits for a
 * batch in flight, and the batch after it writes to the new table. The old table is dropped afterwards.
 */
export async function rebuildProjectionTable(
  dataSource: DataSource,
  store: EventStore,
  definition: ProjectionDefinition,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? definition.rebuildBatchSize ?? 5_000;
  const checkpoints = new CheckpointStore(dataSource);
  const rebuildId = `${definition.name}:rebuild`;
  await ensureProjection(dataSource, definition);

  const locks = new AdvisoryLockSession(connectionUrl(dataSource));
  try {
    const lock = await locks.tryLock(`rebuild:${definition.name}`);
    if (!lock) throw new Error(`A rebuild of ${definition.name} is already running`);

    const { rows } = await execSql<{ active_table: string; version: number }>(
      dataSource,
      `SELECT active_table, version FROM es.projections WHERE name = $1`,
      [definition.name],
    );
    const current = rows[0];
    if (!current) throw new Error(`Projection ${definition.name} is not registered in es.projections`);
    const version = current.version + 1;
    const table = physicalTableName(definition.view, version);
    await dataSource.transaction(async (tx) => {
      await execSql(tx, `DROP TABLE IF EXISTS ${quoteIdentifier(table)}`); // a previous rebuild that died
      await definition.createTable(tx, table);
      await checkpoints.put(tx, rebuildId, START, 'rebuilding');
    });
    log(`Rebuilding ${definition.name} into ${table} (live: ${current.active_table})`);

    const started = process.hrtime.bigint();
    let position = START;
    let events = 0;
    let batches = 0;
    for (;;) {
      const batch = await store.readAll(position, batchSize);
      const last = batch.at(-1);
      if (!last) break;
      const handles = definition.handles;
      const relevant = handles ? batch.filter((e) => handles.includes(e.type)) : batch;
      const from = position;
      await dataSource.transaction(async (tx) => {
        if (relevant.length > 0) await definition.apply(relevant, tx, { table, values: store.sealedValues });
        if (!(await checkpoints.compareAndSet(tx, rebuildId, from, last.position))) {
          throw new Error(`Rebuild checkpoint ${rebuildId} was moved by someone else`);
        }
      });
      position = last.position;
      events += batch.length;
      batches++;
      if (batches % 50 === 0) log(`  ${events} events`);
      await options.onBatch?.({ table, events, position });
    }
    await dataSource.transaction(async (tx) => {
      await definition.createIndexes?.(tx, table);
    });

    // The swap: one transaction, readers of the view see the old table until it commits.
    let previousTable = current.active_table;
    await dataSource.transaction(async (tx) => {
      const locked = await execSql<{ active_table: string }>(
        tx,
        `SELECT active_table FROM es.projections WHERE name = $1 FOR UPDATE`,
        [definition.name],
      );
      previousTable = locked.rows[0]?.active_table ?? previousTable;
      await execSql(tx, `DROP VIEW IF EXISTS ${quoteIdentifier(definition.view)}`);
      await execSql(
        tx,
        `CREATE VIEW ${quoteIdentifier(definition.view)} AS SELECT * FROM ${quoteIdentifier(table)}`,
      );
      await execSql(
        tx,
        `UPDATE es.projections SET active_table = $2, version = $3, updated_at = now() WHERE name = $1`,
        [definition.name, table, version],
      );
      await checkpoints.put(tx, definition.name, position, 'running');
      await checkpoints.delete(tx, rebuildId);
    });
    log(`Swapped ${definition.view} to ${table}`);

    if (previousTable !== table) {
      try {
        await dataSource.transaction(async (tx) => {
          await execSql(tx, `SET LOCAL lock_timeout = '10s'`);
          await execSql(tx, `DROP TABLE IF EXISTS ${quoteIdentifier(previousTable)}`);
        });
      } catch (error) {
        log(
          `Could not drop ${previousTable} yet (${error instanceof Error ? error.message : String(error)}); drop it later`,
        );
      }
    }

    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      name: definition.name,
      table,
      previousTable,
      events,
      batches,
      seconds,
      eventsPerSec: seconds > 0 ? Math.round(events / seconds) : events,
      position,
    };
  } finally {
    await locks.close();
  }
}
