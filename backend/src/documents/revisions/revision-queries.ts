import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DocumentRevisionRow } from '../../../../projections/src/documents/document-revision.entity';
import { CASE_ID } from '../../cases/index';

/** Reads of the `document_revisions` read model; only its projection writes it. */
@Injectable()
export class RevisionQueries {
  constructor(
    @InjectRepository(DocumentRevisionRow) private readonly revisions: Repository<DocumentRevisionRow>,
  ) {}

  /** Oldest first (1.0, 1.1, …). */
  listForCase(caseId: string): Promise<DocumentRevisionRow[]> {
    if (!CASE_ID.test(caseId)) return Promise.resolve([]);
    return this.revisions.find({ where: { caseId }, order: { version: 'ASC' } });
  }

  findById(id: string): Promise<DocumentRevisionRow | null> {
    if (!CASE_ID.test(id)) return Promise.resolve(null);
    return this.revisions.findOne({ where: { id } });
  }
}
