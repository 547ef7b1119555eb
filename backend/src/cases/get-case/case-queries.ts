import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CaseDetailsRow } from '../../../../projections/src/cases/case-details.entity';

/** Case ids are UUIDs; anything else names no case (404, never a database error). */
export const CASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Reads of the `cases` read model. Never written here: only the case-details projection writes it. */
@Injectable()
export class CaseQueries {
  constructor(@InjectRepository(CaseDetailsRow) private readonly cases: Repository<CaseDetailsRow>) {}

  async findById(id: string): Promise<CaseDetailsRow | null> {
    if (!CASE_ID.test(id)) return null;
    return this.cases.findOne({ where: { id } });
  }

  async listForUser(userId: string): Promise<CaseDetailsRow[]> {
    return this.cases.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }
}
