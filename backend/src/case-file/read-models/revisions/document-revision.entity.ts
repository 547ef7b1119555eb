/**
 * A revision as the backend reads it: a row of the `rm_document_revisions` view with its sealed columns opened
 * (`REVISION_COLUMNS.open`), in camelCase. Only the projection writes the table.
 */
export interface DocumentRevisionRow {
  id: string;
  caseId: string;
  /** numeric(6,1) as a string, e.g. "1.0" */
  version: string;
  title: string;
  content: string;
  editSummary: string;
  isActive: boolean;
  /** Who saved it; null for the drafted 1.0. */
  authorId: string | null;
  /** The active version it was edited from; null for 1.0. */
  baseVersion: string | null;
  createdAt: Date;
}

/** The columns {@link revisionOf} reads (`subject_id` to open them). */
export const REVISION_SELECT = `id, case_id, subject_id, version, title, content, edit_summary, is_active, author_id,
  base_version, created_at`;

/** An opened row (selected with {@link REVISION_SELECT}) as a {@link DocumentRevisionRow}. */
export function revisionOf(row: Record<string, unknown>): DocumentRevisionRow {
  return {
    id: row.id as string,
    caseId: row.case_id as string,
    version: row.version as string,
    title: row.title as string,
    content: row.content as string,
    editSummary: row.edit_summary as string,
    isActive: row.is_active as boolean,
    authorId: row.author_id as string | null,
    baseVersion: row.base_version as string | null,
    createdAt: new Date(row.created_at as string),
  };
}
