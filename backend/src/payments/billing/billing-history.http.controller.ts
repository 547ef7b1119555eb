import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { BillingHistoryRow } from '../read-models/billing-history/billing-history.row';
import { NotFoundError } from '../../common/errors';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { CurrentUser, type AuthenticatedUser } from '../../identity/index';
import { BillingHistoryQueries } from './billing-history-queries';
import { BILLING_HISTORY_PAGE_SIZE, BillingHistoryQueryDto } from './billing-history.request.dto';
import { receiptView, TEST_MODE_LINE, type ReceiptSource } from './receipt';
import { receiptHtml } from './receipt-html';
import { ReceiptPrinter } from './receipt-printer.port';

export class BillingHistoryItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ example: 'Demand Letter (case 6dfeab9f)' }) description!: string;
  @ApiProperty({ example: 500, description: 'cents; a refund line is the amount given back' })
  amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ enum: ['charge', 'refund'] }) kind!: 'charge' | 'refund';
  @ApiProperty({ enum: ['paid', 'partially_refunded', 'refunded'] }) status!: string;
  @ApiProperty({ example: 'document', description: 'What it paid for: document, plan, attorney_search, …' })
  purpose!: string;
  @ApiPropertyOptional({ nullable: true, type: String, example: '4242' }) cardLast4!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: 'visa' }) cardBrand!: string | null;
  @ApiProperty({ example: 'SG-00001042' }) receiptNumber!: string;
  @ApiProperty({ description: 'No real money moved (sandbox or Stripe test mode).' }) testMode!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, example: TEST_MODE_LINE }) testModeLine!:
    string | null;
  @ApiProperty({ example: '/api/billing/receipts/…pdf' }) receiptUrl!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "Stripe's own receipt (Stripe mode)" })
  providerReceiptUrl!: string | null;
}

export class BillingHistoryPageResponse {
  @ApiProperty({ type: [BillingHistoryItemResponse] }) items!: BillingHistoryItemResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

const RECEIPT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;
const NOT_FOUND = 'Receipt not found';
const erased = (value: string | null) => (value === '[erased]' ? null : value);

export const receiptSourceOf = (row: BillingHistoryRow): ReceiptSource => ({
  kind: row.kind,
  receiptNumber: row.receipt_number,
  occurredAt: new Date(row.occurred_at).toISOString(),
  description: row.description,
  amount: Number(row.amount),
  currency: row.currency,
  cardBrand: row.card_brand,
  cardLast4: erased(row.card_last4),
  livemode: row.livemode,
  providerReceiptUrl: erased(row.provider_receipt_url),
});

function toItem(row: BillingHistoryRow): BillingHistoryItemResponse {
  return {
    id: row.id,
    date: new Date(row.occurred_at).toISOString(),
    description: row.description,
    amount: Number(row.amount),
    currency: row.currency,
    kind: row.kind,
    status: row.status,
    purpose: row.purpose,
    cardLast4: erased(row.card_last4),
    cardBrand: row.card_brand,
    receiptNumber: row.receipt_number,
    testMode: !row.livemode,
    testModeLine: row.livemode ? null : TEST_MODE_LINE,
    receiptUrl: `/api/billing/receipts/${row.id}.pdf`,
    providerReceiptUrl: erased(row.provider_receipt_url),
  };
}

/**
 * The signed-in user's billing history (issue 27): every charge and refund of every purchase, newest first, and a
 * PDF receipt for each line. Reads are keyed by the caller's id, so another user's line answers 404.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class BillingHistoryController {
  constructor(
    private readonly queries: BillingHistoryQueries,
    private readonly printer: ReceiptPrinter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get('history')
  @ApiOkResponse({ type: BillingHistoryPageResponse })
  async history(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: BillingHistoryQueryDto,
  ): Promise<BillingHistoryPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? BILLING_HISTORY_PAGE_SIZE;
    const { rows, total } = await this.queries.page(user.id, page, pageSize);
    return { items: rows.map(toItem), total, page, pageSize };
  }

  /** `GET /api/billing/receipts/{id}.pdf`: the receipt of one line of the caller's history. */
  @Get('receipts/:file')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'suego-receipt-{number}.pdf' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async receipt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('file') file: string,
    @Res() res: Response,
  ): Promise<void> {
    const id = RECEIPT_FILE.exec(file)?.[1];
    const row = id ? await this.queries.line(user.id, id.toLowerCase()) : null;
    if (!row) throw new NotFoundError(NOT_FOUND);
    const view = receiptView(receiptSourceOf(row), this.config.seller, {
      name: user.name,
      email: user.email,
    });
    const pdf = await this.printer.print(receiptHtml(view));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="suego-receipt-${row.receipt_number}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
