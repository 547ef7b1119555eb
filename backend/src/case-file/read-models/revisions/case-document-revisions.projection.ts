import type { CaseEvent } from '../../case.events';
import type { RecordedEvent } from '../../../event-store/event-store';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import {
  idsOfStreams,
  type ProjectionDefinition,
} from '../../../event-store/projection/projection';
import { execSql } from '../../../database/sql';
import type { SealedValues } from '../../../event-store/sealed-values';
import { CASE_DOCUMENT_REVISION_COLUMNS } from './case-document-revision.row';
import { assignCaseOwners, storeRevisions } from './revision-lines';

export const CASE_DOCUMENT_REVISIONS_VIEW = 'rm_case_document_revisions';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'case_id', type: 'uuid' },
  { name: 'document_id', type: 'uuid' },
  { name: 'subject_id', type: 'text' },
  { name: 'kind', type: 'text' },
  { name: 'version', type: 'numeric' },
  { name: 'title', type: 'bytea' },
  { name: 'content', type: 'bytea' },
  { name: 'edit_summary', type: 'bytea' },
  { name: 'is_active', type: 'boolean' },
  { name: 'author_id', type: 'uuid' },
  { name: 'base_version', type: 'numeric' },
  { name: 'created_at', type: 'timestamptz' },
] as const;

/**
 * The revisions of a case's later documents (ADR 180): a final notice or the package filed from the same case. One
 * row per revision, exactly one active per document. `CaseDocumentDrafted` makes 1.0; `RevisionSaved` and
 * `RevisionActivated` with a `documentId` add and move it (those without one are the first document's, kept in
 * `rm_document_revisions`). Deterministic: a replay from zero gives the same rows.
 *
 * Hand-written, not rowPerStreamProjection: many rows per case, and moving the active flag rewrites siblings.
 */
export const caseDocumentRevisionsProjection: ProjectionDefinition = {
  name: 'case_document_revisions',
  view: CASE_DOCUMENT_REVISIONS_VIEW,
  columns: CASE_DOCUMENT_REVISION_COLUMNS,
  handles: ['CaseDocumentDrafted', 'RevisionSaved', 'RevisionActivated'],
  batchSize: 200,
  rebuildBatchSize: 2_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id           uuid         PRIMARY KEY,
         case_id      uuid         NOT NULL,
         document_id  uuid         NOT NULL,
         subject_id   text,
         kind         text         NOT NULL,
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
    await execSql(
      tx,
      `ALTER TABLE ${quoteIdentifier(table)} ADD CONSTRAINT ${quoteIdentifier(`${table}_one_active`)}
         EXCLUDE USING btree (document_id WITH =) WHERE (is_active) DEFERRABLE INITIALLY DEFERRED`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_case_idx`)} ON ${quoteIdentifier(table)} (case_id, document_id, version)`,
    );
  },

  async forgetStreams(tx, table, streamIds) {
    await execSql(tx, `DELETE FROM ${quoteIdentifier(table)} WHERE case_id = ANY($1::uuid[])`, [
      idsOfStreams(streamIds, 'case'),
    ]);
  },

  async apply(events: RecordedEvent[], tx, { table, values }) {
    const rows = new Map<string, Record<string, unknown>>();
    /** The revision each touched document ends the batch with as its active one. */
    const activeByDocument = new Map<string, string>();
    const documentById = new Map<string, { kind: string; title: string }>();
    for (const recorded of events) {
      const event = recorded as unknown as CaseEvent;
      switch (event.type) {
        case 'CaseDocumentDrafted': {
          const d = event.data;
          documentById.set(d.documentId, { kind: d.kind, title: d.title });
          rows.set(d.revisionId, {
            id: d.revisionId,
            case_id: d.caseId,
            document_id: d.documentId,
            kind: d.kind,
            version: d.version,
            title: d.title,
            content: d.content,
            edit_summary: 'Drafted by SueGo',
            is_active: true,
            author_id: null,
            base_version: null,
            created_at: d.draftedAt,
          });
          activeByDocument.set(d.documentId, d.revisionId);
          break;
        }
        case 'RevisionSaved': {
          const d = event.data;
          if (!d.documentId) break; // the first document's line: rm_document_revisions
          const known = documentById.get(d.documentId);
          rows.set(d.revisionId, {
            id: d.revisionId,
            case_id: d.caseId,
            document_id: d.documentId,
            // Filled below from the document's 1.0 row when the batch did not carry CaseDocumentDrafted.
            kind: known?.kind ?? null,
            title: known?.title ?? null,
            version: d.version,
            content: d.content,
            edit_summary: d.editSummary,
            is_active: true,
            author_id: d.authorId,
            base_version: d.baseVersion,
            created_at: d.savedAt,
          });
          activeByDocument.set(d.documentId, d.revisionId);
          break;
        }
        case 'RevisionActivated':
          if (event.data.documentId) activeByDocument.set(event.data.documentId, event.data.revisionId);
          break;
        default:
          break;
      }
    }
    const batch = [...rows.values()];
    await assignCaseOwners(tx, values, batch);
    await fillDocumentFields(tx, table, batch, values);
    await storeRevisions(tx, {
      table,
      columns: COLUMNS,
      policy: CASE_DOCUMENT_REVISION_COLUMNS,
      values,
      rows: batch,
      line: 'document_id',
      active: activeByDocument,
    });
  },
};

/** A saved revision keeps its document's kind and title: read from the document's 1.0 row. */
async function fillDocumentFields(
  tx: Parameters<ProjectionDefinition['apply']>[1],
  table: string,
  rows: Record<string, unknown>[],
  values: SealedValues,
) {
  const missing = [...new Set(rows.filter((r) => r.title === null).map((r) => r.document_id as string))];
  if (missing.length === 0) return;
  const { rows: stored } = await execSql<{
    document_id: string;
    subject_id: string | null;
    kind: string;
    title: string;
  }>(
    tx,
    `SELECT DISTINCT ON (document_id) document_id, subject_id, kind, title FROM ${quoteIdentifier(table)}
      WHERE document_id = ANY($1::uuid[]) ORDER BY document_id, version`,
    [missing],
  );
  const found = await CASE_DOCUMENT_REVISION_COLUMNS.open(values, stored, tx);
  const byId = new Map(found.map((r) => [r.document_id, r]));
  for (const row of rows) {
    if (row.title !== null) continue;
    const doc = byId.get(row.document_id as string);
    row.title = doc?.title ?? 'Legal document';
    row.kind = doc?.kind ?? 'final_notice';
  }
}
