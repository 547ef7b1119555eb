import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { caseDetailsOf, type CaseDetailsRow } from '../../read-models/case-details/case-details.entity';
import { CASES_VIEW } from '../../read-models/case-details/case-details.projection';
import { CASE_COLUMNS, type CaseCard } from '../../read-models/case-details/case-details.row';
import { CASE_DOCUMENT_REVISION_COLUMNS } from '../../read-models/revisions/case-document-revision.row';
import { CASE_DOCUMENT_REVISIONS_VIEW } from '../../read-models/revisions/case-document-revisions.projection';
import { execSql } from '../../../database/sql';
import { EventStore } from '../../../event-store/event-store';
import type { CaseSummaryResponse } from './my-documents.response';

/** Case ids are UUIDs; anything else names no case (404, never a database error). */
export const CASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Every column but the card: a case page opens the whole row. */
const DETAIL_COLUMNS = `id, user_id, case_type, title, status, form_data, amount, state, document_type, document_url,
  document_content, document_title, generated_document, review_notes, complexity_score, complexity_reasons, version,
  created_at, updated_at`;

interface SummaryRow {
  id: string;
  user_id: string;
  case_type: string;
  title: string;
  status: string;
  card: CaseCard;
  amount: string;
  state: string;
  document_type: string;
  document_url: string | null;
  document_title: string | null;
  document_length: number;
  /** Titles sealed with the owner's key, in base64 (jsonb holds no bytes): opened in {@link openLaterTitles}. */
  later_documents: (CaseSummaryResponse['laterDocuments'][number] & { subject_id: string | null })[];
  created_at: Date;
  updated_at: Date;
}

/**
 * One page of My Documents. The document never leaves PostgreSQL: only the card (its first characters and the
 * answers a card shows, sealed beside the row) and its length do (docs/benchmarks.md, My Documents).
 */
const SUMMARY_SQL = `
  SELECT id, user_id, case_type, title, status, card, amount, state, document_type, document_url, document_title,
         document_length,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', d.document_id, 'kind', d.kind,
                                                       'title', encode(d.title, 'base64'), 'subject_id', d.subject_id,
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
  formData: row.card.formData,
  amount: row.amount,
  state: row.state,
  documentType: row.document_type,
  documentUrl: row.document_url,
  documentTitle: row.document_title,
  documentPreview: row.card.preview,
  documentLength: row.document_length,
  laterDocuments: row.later_documents.map(({ subject_id: _subject, ...document }) => document),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * Reads of the `cases` read model, its personal columns opened with the owner's key (docs/adr/127). Never
 * written here: only the case-details projection writes it.
 */
@Injectable()
export class CaseQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** The account a case belongs to, or null (no such case, or not a case id): one small query, nothing unsealed. */
  async ownerOf(id: string): Promise<string | null> {
    if (!CASE_ID.test(id)) return null;
    const { rows } = await execSql<{ user_id: string }>(
      this.dataSource,
      `SELECT user_id FROM ${CASES_VIEW} WHERE id = $1`,
      [id],
    );
    return rows[0]?.user_id ?? null;
  }

  async findById(id: string): Promise<CaseDetailsRow | null> {
    if (!CASE_ID.test(id)) return null;
    const { rows } = await execSql<Parameters<typeof caseDetailsOf>[0]>(
      this.dataSource,
      `SELECT ${DETAIL_COLUMNS} FROM ${CASES_VIEW} WHERE id = $1`,
      [id],
    );
    const [row] = await CASE_COLUMNS.open(this.store.sealedValues, rows);
    return row ? caseDetailsOf(row) : null;
  }

  /** One page of the user's cases, newest first, as card summaries, and how many cases they have in all. */
  async pageForUser(
    userId: string,
    page: { page: number; pageSize: number },
  ): Promise<{ cases: CaseSummaryResponse[]; total: number }> {
    const [{ rows }, counted] = await Promise.all([
      execSql<SummaryRow>(this.dataSource, SUMMARY_SQL, [
        userId,
        page.pageSize,
        (page.page - 1) * page.pageSize,
      ]),
      execSql<{ n: number }>(
        this.dataSource,
        `SELECT count(*)::int AS n FROM ${CASES_VIEW} WHERE user_id = $1`,
        [userId],
      ),
    ]);
    const opened = await CASE_COLUMNS.open(this.store.sealedValues, rows);
    await this.openLaterTitles(opened);
    return { cases: opened.map(toSummary), total: counted.rows[0]?.n ?? 0 };
  }

  /** The later documents' titles of a page of cases, opened in place with their owners' keys (docs/adr/127). */
  private async openLaterTitles(rows: SummaryRow[]): Promise<void> {
    const later = rows.flatMap((r) => r.later_documents);
    if (later.length === 0) return;
    const sealed = later.map((d) => ({ subject_id: d.subject_id, title: Buffer.from(d.title, 'base64') }));
    const opened = await CASE_DOCUMENT_REVISION_COLUMNS.open(this.store.sealedValues, sealed);
    opened.forEach((o, i) => (later[i]!.title = o.title as unknown as string));
  }
}
