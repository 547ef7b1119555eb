import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CaseDetailsRow } from '../../../../projections/src/cases/case-details.entity';
import { CASES_VIEW } from '../../../../projections/src/cases/case-details.projection';
import { CASE_DOCUMENT_REVISIONS_VIEW } from '../../../../projections/src/documents/case-document-revisions.projection';
import { DOCUMENT_PREVIEW_LENGTH, type CaseSummaryResponse } from './my-documents.response';

/** Case ids are UUIDs; anything else names no case (404, never a database error). */
export const CASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

interface SummaryRow {
  id: string;
  user_id: string;
  case_type: string;
  title: string;
  status: string;
  form_data: Record<string, unknown>;
  amount: string;
  state: string;
  document_type: string;
  document_url: string | null;
  document_title: string | null;
  document_preview: string | null;
  document_length: number;
  later_documents: CaseSummaryResponse['laterDocuments'];
  created_at: Date;
  updated_at: Date;
}

/**
 * One page of My Documents. The document text never leaves PostgreSQL: only its first characters and its
 * length do (a user with 40 documents made every list answer ~600 KB; docs/benchmarks.md, My Documents).
 */
const SUMMARY_SQL = `
  SELECT id, user_id, case_type, title, status, amount, state, document_type, document_url, document_title,
         left(document_content, ${DOCUMENT_PREVIEW_LENGTH}) AS document_preview,
         coalesce(char_length(document_content), 0)::int AS document_length,
         jsonb_build_object(
           'caseType', form_data->'caseType', 'state', form_data->'state',
           'amountClaimed', form_data->'amountClaimed', 'plaintiffName', form_data->'plaintiffName',
           'defendantName', form_data->'defendantName',
           'disputeDescription', left(form_data->>'disputeDescription', ${DOCUMENT_PREVIEW_LENGTH})
         ) AS form_data,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', d.document_id, 'kind', d.kind, 'title', d.title,
                                                       'version', d.version::text) ORDER BY d.kind)
                     FROM ${CASE_DOCUMENT_REVISIONS_VIEW} d WHERE d.case_id = c.id AND d.is_active), '[]'::jsonb)
           AS later_documents,
         created_at, updated_at
    FROM ${CASES_VIEW} c
   WHERE user_id = $1
   ORDER BY created_at DESC, id DESC
   LIMIT $2 OFFSET $3`;

const toSummary = (row: SummaryRow): CaseSummaryResponse => ({
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
  documentTitle: row.document_title,
  documentPreview: row.document_preview,
  documentLength: row.document_length,
  laterDocuments: row.later_documents,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Reads of the `cases` read model. Never written here: only the case-details projection writes it. */
@Injectable()
export class CaseQueries {
  constructor(@InjectRepository(CaseDetailsRow) private readonly cases: Repository<CaseDetailsRow>) {}

  async findById(id: string): Promise<CaseDetailsRow | null> {
    if (!CASE_ID.test(id)) return null;
    return this.cases.findOne({ where: { id } });
  }

  /** One page of the user's cases, newest first, as card summaries, and how many cases they have in all. */
  async pageForUser(
    userId: string,
    page: { page: number; pageSize: number },
  ): Promise<{ cases: CaseSummaryResponse[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.cases.query<SummaryRow[]>(SUMMARY_SQL, [userId, page.pageSize, (page.page - 1) * page.pageSize]),
      this.cases.count({ where: { userId } }),
    ]);
    return { cases: rows.map(toSummary), total };
  }
}
