import type { CaseRow } from './case-details.row';

/**
 * A case as the backend reads it: a row of the `rm_cases` view (the spec's `cases` table) with its sealed
 * columns opened (`CASE_COLUMNS.open`), in camelCase. Only the projection writes the table.
 */
export interface CaseDetailsRow {
  id: string;
  userId: string;
  caseType: string;
  title: string;
  status: string;
  formData: Record<string, unknown>;
  /** numeric(10,2): the driver returns a string such as "2500.00" — the spec's wire format. */
  amount: string;
  state: string;
  documentType: string;
  documentUrl: string | null;
  documentContent: string | null;
  documentTitle: string | null;
  generatedDocument: string | null;
  reviewNotes: string | null;
  complexityScore: string | null;
  complexityReasons: string[] | null;
  version: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An opened `rm_cases` row (every column selected) as a {@link CaseDetailsRow}. */
export function caseDetailsOf(
  row: Omit<CaseRow, 'version' | 'created_at' | 'updated_at'> & {
    version: string | number;
    created_at: Date | string;
    updated_at: Date | string;
  },
): CaseDetailsRow {
  return {
    id: row.id,
    userId: row.user_id,
    caseType: row.case_type,
    title: row.title,
    status: row.status,
    formData: row.form_data,
    amount: row.amount,
    state: row.state,
    documentType: row.document_type,
    documentUrl: row.document_url,
    documentContent: row.document_content,
    documentTitle: row.document_title,
    generatedDocument: row.generated_document,
    reviewNotes: row.review_notes,
    complexityScore: row.complexity_score,
    complexityReasons: row.complexity_reasons,
    version: String(row.version),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
