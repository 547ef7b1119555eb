import type { QueryRunner } from 'typeorm';
import { quoteIdentifier } from './batch-upsert';

/** The live table and view of a registered projection, for migrations that change a read table in place. */
export interface ActiveTable {
  table: string;
  view: string;
}

export async function activeTable(q: QueryRunner, name: string): Promise<ActiveTable | null> {
  const exists = (await q.query(`SELECT to_regclass('es.projections') IS NOT NULL AS ok`)) as {
    ok: boolean;
  }[];
  if (!exists[0]?.ok) return null;
  const rows = (await q.query(`SELECT active_table, view_name FROM es.projections WHERE name = $1`, [
    name,
  ])) as {
    active_table: string;
    view_name: string;
  }[];
  const row = rows[0];
  return row ? { table: row.active_table, view: row.view_name } : null;
}

export async function withViewRecreated(
  q: QueryRunner,
  active: ActiveTable,
  change: (table: string) => Promise<void>,
) {
  const table = quoteIdentifier(active.table);
  const view = quoteIdentifier(active.view);
  await q.query(`DROP VIEW IF EXISTS ${view}`);
  await change(table);
  await q.query(`CREATE VIEW ${view} AS SELECT * FROM ${table}`);
}
