import type { CaseEvent } from '../../case.events';
import type { RecordedEvent } from '../../../event-store/event-store';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { execSql } from '../../../database/sql';
import type { SealedValues } from '../../../event-store/sealed-values';
import { REVISION_COLUMNS } from './document-revision.row';
import { assignCaseOwners, storeRevisions } from './revision-lines';

export const DOCUMENT_REVISIONS_VIEW = 'rm_document_revisions';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'case_id', type: 'uuid' },
  { name: 'subject_id', type: 'text' },
  { name: 'version', type: 'numeric' },
  { name: 'title', type: 'bytea' },
  { name: 'content', type: 'bytea' },
  { name: 'edit_summary', type: 'bytea' },
  { name: 'is_active', type: 'boolean' },
  { name: 'author_id', type: 'uuid' },
  { name: 'base_version', type: 'numeric' },
  { name: 'created_at', type: 'timestamptz' },
] as const;

/** The one-active-per-case rule, checked at commit (a batch may move the flag in two statements). */
export const oneActiveConstraint = (table: string) =>
  `ALTER TABLE ${quoteIdentifier(table)} ADD CONSTRAINT ${quoteIdentifier(`${table}_one_active`)}
     EXCLUDE USING btree (case_id WITH =) WHERE (is_active) DEFERRABLE INITIALLY DEFERRED`;

/**
 * The spec's `document_revisions` table: every version of a case's document, exactly one active. Revision 1.0
 * comes from DocumentGenerated; the editor's RevisionSaved adds one (it becomes active) and RevisionActivated
 * moves the active flag. Deterministic: a replay from zero gives the same rows.
 *
 * Hand-written, not rowPerStreamProjection: many rows per case, and moving the active flag rewrites siblings.
 */
export const documentRevisionsProjection: ProjectionDefinition = {
  name: 'document_revisions',
  view: DOCUMENT_REVISIONS_VIEW,
  columns: REVISION_COLUMNS,
  handles: ['DocumentGenerated', 'RevisionSaved', 'RevisionActivated'],
  batchSize: 200,
  rebuildBatchSize: 2_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id           uuid         PRIMARY KEY,
         case_id      uuid         NOT NULL,
         subject_id   text,
         version      numeric(6,1) NOT NULL,
         title        bytea        NOT NULL,
         content      bytea        NOT NULL,
         edit_summary bytea        NOT NULL,
         is_active    boolean      NOT NULL DEFAULT false,
         author_id    uuid,
         base_version numeric(6,1),
         created_at   timestamptz  NOT NULL
       )`,
    );
    await execSql(tx, oneActiveConstraint(table));
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_case_idx`)} ON ${quoteIdentifier(table)} (case_id, version)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE case_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'case'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const rows = new Map<string, Record<string, unknown>>();
    /** The revision each touched case ends the batch with as its active one. */
    const activeByCase = new Map<string, string>();
    const titleByCase = new Map<string, string>();
    for (const recorded of events) {
      const event = recorded as unknown as CaseEvent;
      switch (event.type) {
        case 'DocumentGenerated': {
          const d = event.data;
          titleByCase.set(d.caseId, d.title);
          rows.set(d.revisionId, {
            id: d.revisionId,
            case_id: d.caseId,
            version: d.version,
            title: d.title,
            content: d.content,
            edit_summary:
              d.drafter === 'llm' ? 'Drafted by SueGo (facts reworded by the AI step)' : 'Drafted by SueGo',
            is_active: true,
            author_id: null,
            base_version: null,
            created_at: d.generatedAt,
          });
          activeByCase.set(d.caseId, d.revisionId);
          break;
        }
        case 'RevisionSaved': {
          const d = event.data;
          if (d.documentId) break; // a later document's line (ADR 180): rm_case_documents and the stream hold it
          rows.set(d.revisionId, {
            id: d.revisionId,
            case_id: d.caseId,
            version: d.version,
            // Filled below from the case's 1.0 row when the batch did not carry DocumentGenerated.
            title: titleByCase.get(d.caseId) ?? null,
            content: d.content,
            edit_summary: d.editSummary,
            is_active: true,
            author_id: d.authorId,
            base_version: d.baseVersion,
            created_at: d.savedAt,
          });
          activeByCase.set(d.caseId, d.revisionId);
          break;
        }
        case 'RevisionActivated':
          if (event.data.documentId) break;
          activeByCase.set(event.data.caseId, event.data.revisionId);
          break;
        default:
          break;
      }
    }
    const batch = [...rows.values()];
    await assignCaseOwners(tx, values, batch);
    await fillTitles(tx, table, batch, values);
    await storeRevisions(tx, {
      table,
      columns: COLUMNS,
      policy: REVISION_COLUMNS,
      values,
      rows: batch,
      line: 'case_id',
      active: activeByCase,
    });
  },
};

/** A saved revision keeps the document's title; it is read from the case's existing rows. */
async function fillTitles(
  tx: Parameters<ProjectionDefinition['apply']>[1],
  table: string,
  rows: Record<string, unknown>[],
  values: SealedValues,
) {
  const missing = [...new Set(rows.filter((r) => r.title === null).map((r) => r.case_id as string))];
  if (missing.length === 0) return;
  const { rows: stored } = await execSql<{ case_id: string; subject_id: string | null; title: string }>(
    tx,
    `SELECT DISTINCT ON (case_id) case_id, subject_id, title FROM ${quoteIdentifier(table)}
      WHERE case_id = ANY($1::uuid[]) ORDER BY case_id, version`,
    [missing],
  );
  const found = await REVISION_COLUMNS.open(values, stored, tx);
  const titles = new Map(found.map((r) => [r.case_id, r.title]));
  for (const row of rows)
    if (row.title === null) row.title = titles.get(row.case_id as string) ?? 'Legal document';
}
