import type { DataSource, EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store';
import type { ColumnPolicy } from '../sealed-columns';
import type { SealedValues } from '../sealed-values';
import { execSql } from '../../database/sql';
import { CheckpointStore } from '../subscriptions/checkpoint-store';
import type { Subscription } from '../subscriptions/subscription';
import { assertIdentifier, quoteIdentifier } from './batch-upsert';

/**
 * A read model built only from events. Readers query `view`; it points at the active physical table
 * (`<view>_v<n>`), so a rebuild can fill `<view>_v<n+1>` from zero while the live one keeps serving, then swap.
 * `apply` must be deterministic (no clock, no randomness): a rebuild has to reproduce the live table exactly.
 */
export interface ProjectionDefinition {
  /** Subscription id and leadership key, e.g. 'event_type_stats'. */
  name: string;
  /** What readers (and the TypeORM entity) query, e.g. 'rm_event_type_stats'. */
  view: string;
  handles?: readonly string[];
  /** Live batch size (default 500). */
  batchSize?: number;
  /** Rebuild batch size (default 5000). */
  rebuildBatchSize?: number;
  /** Creates an empty physical table named `table` (primary key included). */
  createTable(tx: EntityManager, table: string): Promise<void>;
  /** Secondary indexes, created after a rebuild has caught up (cheaper than maintaining them during it). */
  createIndexes?(tx: EntityManager, table: string): Promise<void>;
  /**
   * Which of the table's text, JSON and bytea columns are personal and sealed, keyed hashes, or plain (docs/adr/127).
   * Required for a table with a column naming a person (privacy/projection-privacy.unit.spec.ts fails otherwise).
   */
  columns?: ColumnPolicy<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Applies a batch to `table` with batch writes (see batchUpsert), never a save() per event. Personal columns are
   * sealed with `values` (through `columns.seal`) before they are written.
   */
  apply(events: RecordedEvent[], tx: EntityManager, context: ProjectionContext): Promise<void>;
  /**
   * Deletes the rows built from these streams' events. Erasing a person (privacy) calls it and then applies those
   * streams again, so their rows show "[erased]"; the retention job calls it for streams it removes. Every
   * projection whose rows come from streams needs it (backend/src/privacy/projection-privacy.unit.spec.ts).
   */
  forgetStreams?(tx: EntityManager, table: string, streamIds: readonly string[]): Promise<void>;
  /** Set by projections that only aggregate over all streams (counts): no row belongs to one stream or person. */
  aggregateOnly?: true;
}

/** What a projection's `apply` writes with. */
export interface ProjectionContext {
  /** The physical table to write (the live one, or a rebuild's new one). */
  table: string;
  /** Seals personal columns with their data subjects' keys (the event store's {@link SealedValues}). */
  values: SealedValues;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in `<type>-<uuid>` stream ids of that type (e.g. the case ids of `case-…` streams); others are skipped. */
export function idsOfStreams(streamIds: readonly string[], type: string): string[] {
  const prefix = `${type}-`;
  return streamIds
    .filter((id) => id.startsWith(prefix))
    .map((id) => id.slice(prefix.length))
    .filter((id) => UUID.test(id));
}

export const physicalTableName = (view: string, version: number) => assertIdentifier(`${view}_v${version}`);

const lockKey = (name: string) => `projection:${name}`;

/**
 * Creates the projection's first table, its view and its checkpoint when they do not exist yet. Idempotent and
 * safe to run from several processes at once (a transaction-level advisory lock serialises them).
 */
export async function ensureProjection(
  dataSource: DataSource,
  definition: ProjectionDefinition,
): Promise<void> {
  assertIdentifier(definition.name);
  assertIdentifier(definition.view);
  const checkpoints = new CheckpointStore(dataSource);
  await dataSource.transaction(async (tx) => {
    await execSql(tx, `SELECT pg_advisory_xact_lock(hashtext($1))`, [lockKey(definition.name)]);
    const { rows } = await execSql(tx, `SELECT 1 FROM es.projections WHERE name = $1`, [definition.name]);
    if (rows.length > 0) return;
    const table = physicalTableName(definition.view, 1);
    await execSql(tx, `DROP TABLE IF EXISTS ${quoteIdentifier(table)}`);
    await definition.createTable(tx, table);
    await definition.createIndexes?.(tx, table);
    await execSql(
      tx,
      `CREATE VIEW ${quoteIdentifier(definition.view)} AS SELECT * FROM ${quoteIdentifier(table)}`,
    );
    await execSql(
      tx,
      `INSERT INTO es.projections (name, view_name, active_table, version) VALUES ($1, $2, $3, 1)`,
      [definition.name, definition.view, table],
    );
    // A new, empty table starts from the beginning of the log.
    await checkpoints.put(tx, definition.name);
  });
}

/**
 * The active physical table, share-locked for the rest of the transaction: a rebuild's swap waits for the batch,
 * and a batch that starts after the swap writes to the new table.
 */
export async function lockActiveTable(tx: EntityManager, name: string): Promise<string> {
  const { rows } = await execSql<{ active_table: string }>(
    tx,
    `SELECT active_table FROM es.projections WHERE name = $1 FOR SHARE`,
    [name],
  );
  const table = rows[0]?.active_table;
  if (!table) throw new Error(`Projection ${name} has no table: was ensureProjection run?`);
  return table;
}

/** The live subscription of a projection. */
export function projectionSubscription(definition: ProjectionDefinition, values: SealedValues): Subscription {
  return {
    name: definition.name,
    kind: 'projection',
    handles: definition.handles,
    batchSize: definition.batchSize,
    async handle(events, tx) {
      const table = await lockActiveTable(tx, definition.name);
      await definition.apply(events, tx, { table, values });
    },
  };
}
