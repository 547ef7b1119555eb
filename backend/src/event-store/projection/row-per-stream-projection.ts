import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store';
import type { ColumnPolicy } from '../sealed-columns';
import { execSql } from '../../database/sql';
import { batchUpsert, loadRowsForUpdate, quoteIdentifier, storedRow, type UpsertColumn } from './batch-upsert';
import { idsOfStreams, type ProjectionDefinition } from './projection';

/**
 * A read model with one row per id (a case, a ticket, a mailing…) folded from that id's events, like emmett's
 * `pongoSingleStreamProjection`: each batch loads the rows it touches (locked), opens their sealed columns, folds
 * the events through `evolve`, and writes back only the rows that changed, sealed, in one batch upsert.
 */
export interface RowPerStreamProjection<Row extends object, E> {
  name: string;
  view: string;
  /** The event types folded (others in a batch are skipped). */
  handles: readonly string[];
  /** Which columns are sealed, keyed hashes or plain (ADR 132); seals on write, opens on read. None: all plain. */
  columns?: ColumnPolicy<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Every column written, with its SQL type (the batch upsert's column list). */
  tableColumns: readonly UpsertColumn[];
  /** The primary key column, a uuid (default `id`). */
  key?: string;
  /** The row an event belongs to (its primary key). */
  idOf(event: E): string;
  /**
   * The next row: the same object when the event changes nothing, undefined when there is none (a row that
   * existed and evolves to undefined is deleted).
   */
  evolve(row: Row | undefined, event: E, position: number, recorded: RecordedEvent): Row | undefined;
  /** The stored row as `evolve` takes it (default: `version` a number, timestamp columns ISO strings). */
  fromStored?(this: void, stored: Record<string, unknown>): Row;
  createTable(this: void, tx: EntityManager, table: string): Promise<void>;
  createIndexes?(this: void, tx: EntityManager, table: string): Promise<void>;
  /** Erasure and retention: the rows of these streams are the rows whose `column` is the stream's id. */
  forget: { column: string; streamType: string };
  /** The row as stored (e.g. a derived column computed from the others); default the row itself. */
  toStored?(this: void, row: Row): Row;
  /** Runs in the batch's transaction with the rows that changed, before they are written. */
  onChanged?(rows: readonly Row[], tx: EntityManager): Promise<void>;
  batchSize?: number;
  rebuildBatchSize?: number;
}

export function rowPerStreamProjection<Row extends object, E>(
  definition: RowPerStreamProjection<Row, E>,
): ProjectionDefinition {
  const handled = new Set(definition.handles);
  const timestamps = definition.tableColumns.filter((c) => c.type === 'timestamptz').map((c) => c.name);
  const { column, streamType } = definition.forget;
  const key = definition.key ?? 'id';
  const policy = definition.columns;
  const fromStored = definition.fromStored ?? ((r: Record<string, unknown>) => storedRow<Row>(r, timestamps));
  const toStored = definition.toStored ?? ((row: Row) => row);
  return {
    name: definition.name,
    view: definition.view,
    columns: policy,
    handles: definition.handles,
    batchSize: definition.batchSize ?? 500,
    rebuildBatchSize: definition.rebuildBatchSize ?? 5_000,
    createTable: definition.createTable,
    createIndexes: definition.createIndexes,

    async forgetStreams(tx, table, streamIds) {
      await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE ${quoteIdentifier(column)} = ANY($1::uuid[])`, [
        idsOfStreams(streamIds, streamType),
      ]);
    },

    async apply(events: RecordedEvent[], tx, { table, values }) {
      const mine = events.filter((e) => handled.has(e.type));
      const idOf = (event: RecordedEvent) => definition.idOf(event as unknown as E);
      const loaded = await loadRowsForUpdate<Record<string, unknown>>(tx, table, key, 'uuid', [
        ...new Set(mine.map(idOf)),
      ]);
      const stored = policy ? await policy.open(values, loaded, tx) : loaded;
      const rows = new Map<string, Row | undefined>(stored.map((r) => [r[key] as string, fromStored(r)]));
      const existed = new Set(rows.keys());
      const touched = new Set<string>();
      for (const event of mine) {
        const id = idOf(event);
        const next = definition.evolve(rows.get(id), event as unknown as E, Number(event.streamPosition), event);
        if (next !== rows.get(id)) touched.add(id);
        rows.set(id, next);
      }
      const changed = [...touched].map((id) => rows.get(id)).filter((r): r is Row => r !== undefined);
      const removed = [...touched].filter((id) => rows.get(id) === undefined && existed.has(id));
      if (definition.onChanged) await definition.onChanged(changed, tx);
      const out = changed.map(toStored);
      await batchUpsert(tx, {
        table,
        columns: definition.tableColumns,
        key: [key],
        rows: policy ? await policy.seal(values, out, tx) : (out as unknown as Record<string, unknown>[]),
      });
      if (removed.length > 0) {
        await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE ${quoteIdentifier(key)} = ANY($1::uuid[])`, [
          removed,
        ]);
      }
    },
  };
}
