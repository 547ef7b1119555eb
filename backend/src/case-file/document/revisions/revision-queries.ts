import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REVISION_SELECT, revisionOf, type DocumentRevisionRow } from '../../read-models/revisions/document-revision.entity';
import { DOCUMENT_REVISIONS_VIEW } from '../../read-models/revisions/document-revisions.projection';
import { REVISION_COLUMNS } from '../../read-models/revisions/document-revision.row';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { execSql } from '../../../database/sql';
import { EventStore } from '../../../event-store/event-store';

/** Reads of the `document_revisions` read model, opened with the case owner's key; only its projection writes it. */
@Injectable()
export class RevisionQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** Oldest first (1.0, 1.1, …). */
  listForCase(caseId: string): Promise<DocumentRevisionRow[]> {
    if (!CASE_ID.test(caseId)) return Promise.resolve([]);
    return this.read(`case_id = $1 ORDER BY version`, [caseId]);
  }

  async findById(id: string): Promise<DocumentRevisionRow | null> {
    if (!CASE_ID.test(id)) return null;
    return (await this.read(`id = $1`, [id]))[0] ?? null;
  }

  /** The case's active revision, or null before its document exists. */
  async activeForCase(caseId: string): Promise<DocumentRevisionRow | null> {
    if (!CASE_ID.test(caseId)) return null;
    return (await this.read(`case_id = $1 AND is_active ORDER BY version DESC LIMIT 1`, [caseId]))[0] ?? null;
  }

  private async read(where: string, params: unknown[]): Promise<DocumentRevisionRow[]> {
    const { rows } = await execSql(
      this.dataSource,
      `SELECT ${REVISION_SELECT} FROM ${DOCUMENT_REVISIONS_VIEW} WHERE ${where}`,
      params,
    );
    return (await REVISION_COLUMNS.open(this.store.sealedValues, rows)).map(revisionOf);
  }
}
