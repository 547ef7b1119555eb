import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { OwnCaseGuard } from '../../own-case.guard';
import { NotFoundError } from '../../../common/errors';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { MailingQueries } from '../list-mailings/mailing-queries';
import { MailingResponse } from '../list-mailings/mailing.response';
import { MailGateway } from '../mail-gateway';
import { MailingPrints } from '../mailing-prints';
import { addressLines } from '../postal-address';
import { MailingRequests } from './mailing-requests';
import { RequestMailingRequestDto } from './request-mailing.request.dto';

export class MailingPreviewResponse {
  @ApiProperty({ enum: ['certified', 'first_class'] }) service!: string;
  @ApiProperty({ description: 'cents; 0 when included in the plan' }) price!: number;
  @ApiProperty() included!: boolean;
  @ApiProperty({ example: '1.0' }) version!: string;
  @ApiProperty({ type: [String], description: 'Return address, as the envelope window shows it' })
  from!: string[];
  @ApiProperty({ type: [String], description: 'Recipient, as the envelope window shows it' }) to!: string[];
  @ApiProperty({ description: 'The letter pages as they will print (never the private notes)' })
  letter!: string;
  @ApiPropertyOptional({ nullable: true }) responseDueDate!: string | null;
  @ApiProperty({
    type: [String],
    description: 'Things to check that do not stop the mailing (a city USPS names otherwise)',
  })
  warnings!: string[];
  @ApiPropertyOptional({ nullable: true, description: 'The returned mailing this one would send again' })
  resendOf!: string | null;
  @ApiProperty({ enum: ['sandbox', 'lob'], description: 'sandbox: test mode, letters are not really mailed' })
  mailMode!: string;
}

export class RequestMailingResponse {
  @ApiProperty({ type: MailingResponse }) mailing!: MailingResponse;
  @ApiPropertyOptional({
    description: 'Present when payment is due: confirm it with the card form (or a saved card).',
  })
  clientSecret?: string;
  @ApiPropertyOptional({ description: 'The payment intent the client secret belongs to.' }) paymentIntentId?: string;
  @ApiProperty({ type: [String] }) warnings!: string[];
}

@ApiTags('mailing')
@ApiBearerAuth()
@Controller('cases')
export class RequestMailingController {
  constructor(
    private readonly requests: MailingRequests,
    private readonly queries: MailingQueries,
    private readonly prints: MailingPrints,
    private readonly fresh: ReadYourWrites,
    private readonly mail: MailGateway,
  ) {}

  /** What would be mailed, as it will print, and its price: checked like a request, nothing is recorded. Owner only. */
  @Get(':id/mailings/preview')
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: MailingPreviewResponse })
  async preview(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: RequestMailingRequestDto,
  ): Promise<MailingPreviewResponse> {
    const p = await this.requests.prepare(user, id, query);
    return {
      service: query.service,
      price: p.price,
      included: p.included,
      version: p.version,
      from: addressLines(p.from),
      to: addressLines(p.to),
      letter: p.letter,
      responseDueDate: p.responseDueDate,
      warnings: p.warnings,
      resendOf: p.resendOf?.id ?? null,
      mailMode: this.mail.mode,
    };
  }

  /** The preview as a PDF: the address page for the envelope windows, then the letter pages. Owner only. */
  @Get(':id/mailings/preview.pdf')
  @UseGuards(OwnCaseGuard)
  @ApiProduces('application/pdf')
  async previewPdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: RequestMailingRequestDto,
    @Res() res: Response,
  ): Promise<void> {
    const p = await this.requests.prepare(user, id, query);
    const pdf = await this.prints.previewPdf(p.title, p.letter, p.from, p.to);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="mailing-preview-${id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  }

  /**
   * Mail the active version of the case's document: certified (with electronic return receipt) or First-Class.
   * Answers the mailing, and `clientSecret` when its payment is due (included for SuePro: it is queued at once).
   */
  @Post(':id/mailings')
  @HttpCode(201)
  @UseGuards(OwnCaseGuard)
  @ApiCreatedResponse({ type: RequestMailingResponse })
  async request(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: RequestMailingRequestDto,
  ): Promise<RequestMailingResponse> {
    const { mailingId, position, clientSecret, paymentIntentId, prepared } = await this.requests.request(user, id, body);
    await this.fresh.after(position);
    const mailing = await this.queries.one(id, mailingId);
    if (!mailing) throw new NotFoundError('Mailing not found');
    const payment = clientSecret && paymentIntentId ? { clientSecret, paymentIntentId } : {};
    return { mailing, ...payment, warnings: prepared.warnings };
  }
}
