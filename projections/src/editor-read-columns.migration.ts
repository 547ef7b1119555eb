import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier } from '../../backend/src/event-store/projection/batch-upsert';
import { oneActiveConstraint } from './documents/document-revisions.projection';

/**
 * The editor (issue 14) widens two read tables created by earlier builds: `complexity_score` numeric(3,2) cannot
 * hold 10.00, and revisions gain version numeric(6,1), author and base version columns plus the one-active rule.
 * New databases get these shapes from `createTable`; this upgrades a live table in place (its view is `SELECT *`,
 * frozen at creation, so it is recreated around the change). Nothing to do before the projections exist.
 */
export class WidenEditorReadColumns1796470000000 implements MigrationInterface {
  name = 'WidenEditorReadColumns1796470000000';

  async up(q: QueryRunner): Promise<void> {
    const cases = await activeTable(q, 'case_details');
    if (cases) {
      await withViewRecreated(q, cases, async (t) => {
        await q.query(`ALTER TABLE ${t} ALTER COLUMN complexity_score TYPE numeric(4,2)`);
        await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS complexity_reasons jsonb`);
      });
    }
    const revisions = await activeTable(q, 'document_revisions');
    if (revisions) {
      await withViewRecreated(q, revisions, async (t) => {
        await q.query(`ALTER TABLE ${t} ALTER COLUMN version TYPE numeric(6,1)`);
        await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS author_id uuid`);
        await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS base_version numeric(6,1)`);
        await q.query(oneActiveConstraint(revisions.table));
      });
    }
  }

  async down(): Promise<void> {
    // Widening is kept: narrowing could fail on stored values.
  }
}

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
