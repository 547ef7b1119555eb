import type { EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const SQL_TYPE = /^[a-z][a-z0-9_ ]*$/;

/** Refuses anything but a plain lower-case identifier: table and column names are spliced into SQL. */
export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a safe SQL identifier: ${JSON.stringify(name)}`);
  return name;
}

export const quoteIdentifier = (name: string) => `"${assertIdentifier(name)}"`;

export interface UpsertColumn {
  name: string;
  /** PostgreSQL type of the column, used to type the unnest() array: 'text', 'bigint', 'timestamptz', 'jsonb'… */
  type: string;
}

export interface BatchUpsert {
  table: string;
  columns: readonly UpsertColumn[];
  /** Conflict target (the primary key). */
  key: readonly string[];
  rows: ReadonlyArray<Record<string, unknown>>;
  /**
   * SQL per column for the update branch; `t` is the stored row and `EXCLUDED` the new one.
   * Columns not listed take `EXCLUDED.<column>`. Example: `{ count: 't.count + EXCLUDED.count' }`.
   */
  set?: Readonly<Record<string, string>>;
}

function toParam(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  return value;
}

/**
 * One statement for a whole batch: `INSERT … SELECT * FROM unnest($1::type[], …) ON CONFLICT (key) DO UPDATE`.
 * Projections aggregate their batch first: a key may appear only once per call (PostgreSQL refuses to update
 * the same row twice in one statement, and we say so before it does).
 */
export async function batchUpsert(tx: EntityManager, upsert: BatchUpsert): Promise<number> {
  if (upsert.rows.length === 0) return 0;
  const { columns, key } = upsert;
  for (const column of columns) {
    assertIdentifier(column.name);
    if (!SQL_TYPE.test(column.type)) throw new Error(`Not a safe SQL type: ${column.type}`);
  }
  for (const k of key) {
    if (!columns.some((c) => c.name === k)) throw new Error(`Key column ${k} is not among the columns`);
  }
  const seen = new Set<string>();
  for (const row of upsert.rows) {
    const id = JSON.stringify(key.map((k) => String(row[k])));
    if (seen.has(id))
      throw new Error(`batchUpsert into ${upsert.table}: key ${id} appears twice in one batch`);
    seen.add(id);
  }

  const names = columns.map((c) => quoteIdentifier(c.name)).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const updates = columns
    .filter((c) => !key.includes(c.name))
    .map(
      (c) => `${quoteIdentifier(c.name)} = ${upsert.set?.[c.name] ?? `EXCLUDED.${quoteIdentifier(c.name)}`}`,
    );
  const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  const sql =
    `INSERT INTO ${quoteIdentifier(upsert.table)} AS t (${names}) SELECT * FROM unnest(${arrays}) ` +
    `ON CONFLICT (${key.map(quoteIdentifier).join(', ')}) ${conflict}`;
  const params = columns.map((c) => upsert.rows.map((row) => toParam(row[c.name], c.type)));
  const { rowCount } = await execSql(tx, sql, params);
  return rowCount;
}

/** The stored rows for `keys`, locked for this batch's read-modify-write. */
export async function loadRowsForUpdate<T>(
  tx: EntityManager,
  table: string,
  keyColumn: string,
  keyType: string,
  keys: readonly unknown[],
): Promise<T[]> {
  if (keys.length === 0) return [];
  if (!SQL_TYPE.test(keyType)) throw new Error(`Not a safe SQL type: ${keyType}`);
  const { rows } = await execSql<T>(
    tx,
    `SELECT * FROM ${quoteIdentifier(table)} WHERE ${quoteIdentifier(keyColumn)} = ANY($1::${keyType}[]) FOR UPDATE`,
    [keys.map((k) => toParam(k, keyType))],
  );
  return rows;
}

/**
 * A stored row as a projection folds it: the `version` column (int8, a string from the driver) as a number and
 * the named timestamp columns as ISO strings, so a folded row compares and re-upserts exactly like a new one.
 */
export function storedRow<T>(stored: Record<string, unknown>, timestamps: readonly string[] = ['created_at', 'updated_at']): T {
  const row: Record<string, unknown> = { ...stored };
  if ('version' in row) row.version = Number(row.version);
  for (const column of timestamps) {
    const value = row[column];
    if (value instanceof Date || typeof value === 'string') row[column] = new Date(value).toISOString();
  }
  return row as T;
}
