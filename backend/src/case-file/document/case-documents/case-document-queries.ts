import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CASE_DOCUMENT_REVISIONS_VIEW } from '../../read-models/revisions/case-document-revisions.projection';
import { REVISION_SELECT, revisionOf } from '../../read-models/revisions/document-revision.entity';
import { REVISION_COLUMNS as SEALED_REVISION } from '../../read-models/revisions/document-revision.row';
import { CASE_DOCUMENT_REVISION_COLUMNS as SEALED_LATER_REVISION } from '../../read-models/revisions/case-document-revision.row';
import { DOCUMENT_REVISIONS_VIEW } from '../../read-models/revisions/document-revisions.projection';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { execSql } from '../../../database/sql';
import { EventStore } from '../../../event-store/event-store';

/** One revision of one of the case's documents, as the read models hold it. */
export interface DocumentRevisionRecord {
  id: string;
  caseId: string;
  documentId: string;
  version: string;
  content: string;
  editSummary: string;
  isActive: boolean;
  authorId: string | null;
  baseVersion: string | null;
  createdAt: Date;
}

/** A document of a case (ADR 180): the first one (what the case was bought for) or a later one. */
export interface CaseDocumentRecord {
  id: string;
  caseId: string;
  ownerId: string;
  kind: 'demand_letter' | 'final_notice' | 'small_claims';
  /** The case's first document: its revisions live in `rm_document_revisions`, its case-level routes still answer. */
  first: boolean;
  title: string;
  activeRevisionId: string;
  activeVersion: string;
  createdAt: Date;
}

/**
 * Every document of a case, read from the two revision read models: the first document's (named by the id of its
 * revision 1.0, the convention mailing uses) and the later ones' (`rm_case_document_revisions`). Only projections
 * write them.
 */
@Injectable()
export class CaseDocumentQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** The case's owner (null: no such case) and its documents, oldest first. */
  async listForCase(caseId: string): Promise<{ ownerId: string | null; documents: CaseDocumentRecord[] }> {
    if (!CASE_ID.test(caseId)) return { ownerId: null, documents: [] };
    // The first document's revisions are sealed with the owner's key (docs/adr/127): its title is opened here.
    const { rows: firstRows } = await execSql<
      CaseDocumentRecord & { subject_id: string | null; title: string }
    >(
      this.dataSource,
      `SELECT f.id, c.id AS "caseId", c.user_id AS "ownerId", c.document_type AS kind, true AS first,
              a.title, a.subject_id, a.id AS "activeRevisionId", a.version::text AS "activeVersion",
              f.created_at AS "createdAt"
         FROM rm_cases c
         JOIN ${DOCUMENT_REVISIONS_VIEW} f ON f.case_id = c.id AND f.version = 1.0
         JOIN ${DOCUMENT_REVISIONS_VIEW} a ON a.case_id = c.id AND a.is_active
        WHERE c.id = $1 AND c.document_url IS NOT NULL`,
      [caseId],
    );
    const first = (await SEALED_REVISION.open(this.store.sealedValues, firstRows)).map(
      ({ subject_id: _subject, ...row }) => row,
    );
    const { rows: laterRows } = await execSql<CaseDocumentRecord & { subject_id: string | null }>(
      this.dataSource,
      `SELECT d.document_id AS id, c.id AS "caseId", c.user_id AS "ownerId", d.kind, false AS first, d.title,
              d.subject_id, d.id AS "activeRevisionId", d.version::text AS "activeVersion", f.created_at AS "createdAt"
         FROM rm_cases c
         JOIN ${CASE_DOCUMENT_REVISIONS_VIEW} d ON d.case_id = c.id AND d.is_active
         JOIN ${CASE_DOCUMENT_REVISIONS_VIEW} f ON f.document_id = d.document_id AND f.version = 1.0
        WHERE c.id = $1
        ORDER BY f.created_at, d.document_id`,
      [caseId],
    );
    const later = (await SEALED_LATER_REVISION.open(this.store.sealedValues, laterRows)).map(
      ({ subject_id: _subject, ...row }) => row,
    );
    const rows = [...first, ...later];
    if (rows.length > 0) return { ownerId: rows[0]!.ownerId, documents: rows };
    const owner: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM rm_cases WHERE id = $1`,
      [caseId],
    );
    return { ownerId: owner[0]?.user_id ?? null, documents: [] };
  }

  /** Every revision of one document, oldest first. */
  async revisions(document: CaseDocumentRecord): Promise<DocumentRevisionRecord[]> {
    // Both lines are sealed with the owner's key (docs/adr/127).
    const [policy, sql, params] = document.first
      ? [
          SEALED_REVISION,
          `SELECT ${REVISION_SELECT} FROM ${DOCUMENT_REVISIONS_VIEW} WHERE case_id = $1 ORDER BY version`,
          [document.caseId],
        ]
      : [
          SEALED_LATER_REVISION,
          `SELECT ${REVISION_SELECT} FROM ${CASE_DOCUMENT_REVISIONS_VIEW} WHERE case_id = $1 AND document_id = $2 ORDER BY version`,
          [document.caseId, document.id],
        ];
    const { rows } = await execSql(this.dataSource, sql, params);
    return (await policy.open(this.store.sealedValues, rows)).map((r) => {
      const { title: _title, ...revision } = revisionOf(r);
      return { ...revision, documentId: document.id };
    });
  }
}
