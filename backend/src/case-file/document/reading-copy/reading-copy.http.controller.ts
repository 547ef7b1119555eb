import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { NotFoundError } from '../../../common/errors';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { DOCUMENT_REQUEST_LIMIT, UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { ReadingCopyService } from './reading-copy.service';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('cases')
export class ReadingCopyController {
  constructor(
    private readonly copies: ReadingCopyService,
    private readonly limits: UserRateLimiter,
  ) {}

  /**
   * The Spanish reading copy of the case's letter and private notes (ADR 206): a PDF marked "Traducción para su
   * referencia — no envíe esta copia". Offered on the document page in Spanish; any owner may ask for it.
   */
  @Get(':id/reading-copy')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'copia-de-referencia-{id}.pdf' })
  @ApiNotFoundResponse({ description: 'Not your case, or no document yet' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!CASE_ID.test(id)) throw new NotFoundError('Case not found');
    await this.limits.consume(DOCUMENT_REQUEST_LIMIT, user.id);
    const pdf = await this.copies.pdf(user, id);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="copia-de-referencia-${id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
