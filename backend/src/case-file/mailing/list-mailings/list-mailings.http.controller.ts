import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CaseQueries } from '../../intake/get-case/case-queries';
import { NotFoundError } from '../../../common/errors';
import { CASE_READ_BY_STAFF_AND_AUDITORS, CurrentUser, RecordsLookup } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { assertCanRead } from '../../../identity/index';
import { MailingPrints } from '../mailing-prints';
import { MailingQueries } from './mailing-queries';
import { MailingResponse } from './mailing.response';

/** Who may read a case's mailings and their proof: the owner, staff and auditors (read only). */
const READERS = { allow: ['staff', 'auditor'] as const };

@ApiTags('mailing')
@ApiBearerAuth()
@Controller('cases')
export class ListMailingsController {
  constructor(
    private readonly cases: CaseQueries,
    private readonly queries: MailingQueries,
    private readonly prints: MailingPrints,
  ) {}

  /** The case's mailings, oldest first, with their tracking, delivery and proof. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id/mailings')
  @ApiOkResponse({ type: [MailingResponse] })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<MailingResponse[]> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, READERS, 'Case not found');
    return this.queries.forCase(id);
  }

  /** The exact PDF that was mailed (its SHA-256 is the mailing's `pdfSha256`). */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id/mailings/:mailingId/proof.pdf')
  @ApiProduces('application/pdf')
  async proof(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('mailingId') mailingId: string,
    @Res() res: Response,
  ): Promise<void> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, READERS, 'Case not found');
    const mailing = await this.queries.one(id, mailingId);
    const proof = mailing?.pdfSha256 ? await this.prints.proof(mailingId) : null;
    if (!mailing || !proof) throw new NotFoundError('No mailed letter to download');
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="mailed-letter-${mailingId}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-SHA256', proof.sha256);
    res.setHeader('Content-Length', String(proof.pdf.byteLength));
    res.end(proof.pdf);
  }
}
