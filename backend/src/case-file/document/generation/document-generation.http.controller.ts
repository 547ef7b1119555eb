import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CASE_ID, CaseQueries } from '../../intake/get-case/case-queries';
import { NotFoundError } from '../../../common/errors';
import { DOCUMENT_REQUEST_LIMIT, UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { CASE_READ_BY_STAFF, CASE_READ_BY_STAFF_AND_AUDITORS, CurrentUser, RecordsLookup } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { assertCanRead, assertOwner } from '../../../identity/index';
import { DocumentPdfStore } from '../pdf/document-pdf-store';
import { pdfFilename } from '../../../documents/index';
import { DocumentGenerationService, type GenerationStatus } from './document-generation.service';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('cases')
export class DocumentGenerationController {
  constructor(
    private readonly cases: CaseQueries,
    private readonly generation: DocumentGenerationService,
    private readonly pdfs: DocumentPdfStore,
    private readonly limits: UserRateLimiter,
  ) {}

  /** Progress of the case's document: awaiting_payment, queued, drafting, rendering, completed or failed. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id/generation')
  @ApiOkResponse({ description: '{ stage, attempts, lastError, updatedAt }' })
  async status(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<GenerationStatus> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    return this.generation.status(row!);
  }

  /** The owner retries a failed or missing document. Idempotent; 409 before payment. */
  @Post(':id/generate')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The generation status after the retry was queued.' })
  @ApiTooManyRequestsResponse({ description: 'Too many document requests from this account; see Retry-After.' })
  async generate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<GenerationStatus> {
    const row = await this.cases.findById(id);
    assertOwner(user, row?.userId, 'Case not found');
    await this.limits.consume(DOCUMENT_REQUEST_LIMIT, user.id);
    return this.generation.retry(row!);
  }

  /** The active revision as a Letter-size PDF (owner and staff). */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/download')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'legal-document-{id}.pdf' })
  async download(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Res() res: Response): Promise<void> {
    // A small query for the owner and the active revision, then the kept print (recent ones from memory): a repeat
    // download is a read, never a print.
    const found = CASE_ID.test(id) ? await this.pdfs.findCaseDownload(id) : null;
    assertCanRead(user, found?.ownerId, { allow: ['staff'] }, 'Case not found');
    const revisionId = found?.revisionId;
    if (!revisionId) throw new NotFoundError('This case has no document yet');
    const pdf = await this.pdfs.activePdf({ ...found, revisionId });
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${pdfFilename(id)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
