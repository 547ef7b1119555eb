import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { caseStreamId } from '../../case.events';
import { NotFoundError } from '../../../common/errors';
import { draftFinalNoticeReadingCopy, PdfRendererService } from '../../../documents/index';
import { EventStore } from '../../../event-store/event-store';
import { assertOwner, CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { DOCUMENT_REQUEST_LIMIT, UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { finalNoticeCopyInput } from './final-notice-reading-copy';

@ApiTags('court')
@ApiBearerAuth()
@Controller('cases')
export class FinalNoticeReadingCopyController {
  constructor(
    private readonly store: EventStore,
    private readonly renderer: PdfRendererService,
    private readonly limits: UserRateLimiter,
  ) {}

  /**
   * The Spanish reading copy of the case's final notice (ADR 209, like the letter's, ADR 206): drafted from what the
   * notice was drafted from and printed on each request, never stored. Its owner only: anyone else gets 404.
   */
  @Get(':id/final-notice/reading-copy')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'copia-de-referencia-aviso-final-{id}.pdf' })
  @ApiNotFoundResponse({ description: 'Not your case, or no final notice yet' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!CASE_ID.test(id)) throw new NotFoundError('Case not found');
    await this.limits.consume(DOCUMENT_REQUEST_LIMIT, user.id);
    const found = finalNoticeCopyInput(await this.store.readStream(caseStreamId(id)));
    assertOwner(user, found?.userId ?? null, 'Case not found');
    if (!found) throw new NotFoundError('This case has no final notice yet');
    const pdf = await this.renderer.render(draftFinalNoticeReadingCopy(found.input).html);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="copia-de-referencia-aviso-final-${id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
