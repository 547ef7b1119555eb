import { execSql } from '../../../database/sql';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  ensureProjection,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { openPgTestStore, type PgTestStore } from '../../../testing/event-store/pg-store';
import { caseDetailsProjection } from '../case-details/case-details.projection';
import { documentRevisionsProjection } from './document-revisions.projection';
import { WidenEditorReadColumns1796470000000 } from './editor-read-columns.migration';

/** The two tables as builds before the editor created them. */
const before = (definition: ProjectionDefinition, ddl: string): ProjectionDefinition => ({
  ...definition,
  createIndexes: undefined,
  async createTable(tx, table) {
    await execSql(tx, `CREATE TABLE ${quoteIdentifier(table)} (${ddl})`);
  },
});

describe('WidenEditorReadColumns migration', () => {
  let t: PgTestStore;
  beforeAll(async () => {
    t = await openPgTestStore();
  });
  afterAll(() => t.close());

  const columnType = async (view: string, column: string) =>
    (
      await execSql<{ t: string }>(
        t.dataSource,
        `SELECT format_type(a.atttypid, a.atttypmod) AS t FROM pg_attribute a
          WHERE a.attrelid = $1::regclass AND a.attname = $2 AND NOT a.attisdropped`,
        [view, column],
      )
    ).rows[0]?.t;

  it('does nothing before the projections exist, then widens live tables in place and keeps their rows', async () => {
    const migration = new WidenEditorReadColumns1796470000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.up(runner); // no projections yet: a no-op
      await ensureProjection(
        t.dataSource,
        before(caseDetailsProjection, 'id uuid PRIMARY KEY, complexity_score numeric(3,2)'),
      );
      await ensureProjection(
        t.dataSource,
        before(
          documentRevisionsProjection,
          'id uuid PRIMARY KEY, case_id uuid NOT NULL, version numeric(3,1) NOT NULL, is_active boolean NOT NULL DEFAULT false',
        ),
      );
      await execSql(
        t.dataSource,
        `INSERT INTO rm_cases_v1 (id, complexity_score) VALUES ('6f0c2d64-4444-4a4a-8b8b-000000000001', 9.99)`,
      );

      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await columnType('rm_cases', 'complexity_score')).toBe('numeric(4,2)');
    expect(await columnType('rm_cases', 'complexity_reasons')).toBe('jsonb');
    expect(await columnType('rm_document_revisions', 'version')).toBe('numeric(6,1)');
    expect(await columnType('rm_document_revisions', 'author_id')).toBe('uuid');
    await execSql(t.dataSource, `UPDATE rm_cases_v1 SET complexity_score = 10`);
    expect(
      (await execSql<{ s: string }>(t.dataSource, `SELECT complexity_score::text AS s FROM rm_cases`)).rows[0]
        ?.s,
    ).toBe('10.00');
    const caseId = '6f0c2d64-4444-4a4a-8b8b-000000000002';
    await expect(
      t.dataSource.transaction((tx) =>
        execSql(
          tx,
          `INSERT INTO rm_document_revisions_v1 (id, case_id, version, is_active) VALUES
             ('b0b0b0b0-4444-4c4c-8d8d-000000000001', $1, 1.0, true), ('b0b0b0b0-4444-4c4c-8d8d-000000000002', $1, 1.1, true)`,
          [caseId],
        ),
      ),
    ).rejects.toThrow(/one_active|exclusion/);
  });
});
