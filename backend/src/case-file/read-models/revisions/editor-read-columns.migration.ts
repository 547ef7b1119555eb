import type { MigrationInterface, QueryRunner } from 'typeorm';
import { activeTable, withViewRecreated } from '../../../event-store/projection/read-model-migrations';
import { oneActiveConstraint } from './document-revisions.projection';

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
