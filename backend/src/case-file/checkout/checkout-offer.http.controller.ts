import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IllegalStateError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { assertOwner, CurrentUser, type AuthenticatedUser } from '../../identity/index';
import { documentPrice, PRICE_CATALOG } from '../../pricing/index';
import { CaseCoverage } from '../intake/open-case/case-coverage.port';
import { CheckoutCustomers, type PlanCover } from './checkout-customer.port';
import { readCaseFile } from '../case-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Case not found';

/** "$5", "$1.99": catalog amounts as the pages say them. */
export const priceLabel = (cents: number) =>
  `$${Number.isInteger(cents / 100) ? String(cents / 100) : (cents / 100).toFixed(2)}`;

/** What the page says about paying for this document, given the customer's plan (issue 27). */
export function coverMessage(cover: PlanCover, price: number): string {
  const amount = priceLabel(price);
  switch (cover.kind) {
    case 'covers':
      return cover.documentsLeft === null
        ? `Your ${cover.planName} plan includes unlimited documents.`
        : `Your ${cover.planName} plan covers this document (${cover.documentsLeft} left this period).`;
    case 'used_up':
      return `Your ${cover.documentsPerPeriod} ${cover.planName} documents for this period are used; this one is ${amount}.`;
    case 'not_covering':
      return cover.status === 'incomplete'
        ? `Your ${cover.planName} plan starts once its card is saved; this one is ${amount}.`
        : `Your ${cover.planName} plan is past due, so it doesn't cover documents until it's paid; this one is ${amount}.`;
    case 'none':
      return 'Pay once for this document. There is no subscription.';
  }
}

class CheckoutCoverResponse {
  @ApiProperty({ enum: ['none', 'covers', 'used_up', 'not_covering'] }) kind!: PlanCover['kind'];
  @ApiProperty({ example: 'Your 3 SueGo documents for this period are used; this one is $5.' })
  message!: string;
  @ApiPropertyOptional({ example: 'SueGo' }) planName?: string;
}

export class CheckoutOfferResponse {
  @ApiProperty({ example: 'Demand Letter' }) documentName!: string;
  @ApiProperty({ example: 500, description: 'cents, from the catalog' }) amount!: number;
  @ApiProperty({ enum: ['usd'] }) currency!: 'usd';
  @ApiProperty({ type: CheckoutCoverResponse }) cover!: CheckoutCoverResponse;
  @ApiProperty({ description: 'Prefilled for the card form and the receipt' }) name!: string;
  @ApiProperty({ description: 'Where the receipt goes' }) email!: string;
}

export class CoverCaseResponse {
  @ApiProperty({ enum: ['subscription'] }) status!: 'subscription';
}

/**
 * Checkout knows the customer (issue 27): before paying for a case, the owner learns whether their plan covers
 * it ("Included in your plan", then `POST …/cover` uses the plan) or, if not, why, with the catalog's price.
 * Another user's case, or an unknown one, answers 404.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('cases')
export class CheckoutOfferController {
  constructor(
    private readonly store: EventStore,
    private readonly customers: CheckoutCustomers,
    private readonly coverage: CaseCoverage,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get(':id/checkout')
  @ApiOkResponse({ type: CheckoutOfferResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async offer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<CheckoutOfferResponse> {
    const documentType = await this.ownCase(user, id);
    const price = documentPrice(documentType);
    const cover = await this.customers.planCover(user.id);
    return {
      documentName: price.name,
      amount: price.amount,
      currency: PRICE_CATALOG.currency,
      cover: {
        kind: cover.kind,
        message: coverMessage(cover, price.amount),
        ...(cover.kind === 'none' ? {} : { planName: cover.planName }),
      },
      name: user.name,
      email: user.email,
    };
  }

  /** The owner's plan covers this case now instead of checkout; 409 with the reason when it cannot. */
  @Post(':id/cover')
  @HttpCode(200)
  @ApiOkResponse({ type: CoverCaseResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: "The plan doesn't cover it (the message says why and the price)" })
  async cover(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<CoverCaseResponse> {
    const documentType = await this.ownCase(user, id);
    const covered = await this.coverage.cover(id, { id: user.id, role: user.role });
    if (!covered.covered) {
      const cover = await this.customers.planCover(user.id);
      throw new IllegalStateError(
        cover.kind === 'covers'
          ? 'This case can no longer be covered by your plan.'
          : coverMessage(cover, documentPrice(documentType).amount),
      );
    }
    await this.readYourWrites.after(covered.position);
    return { status: 'subscription' };
  }

  private async ownCase(user: AuthenticatedUser, id: string) {
    const state = UUID.test(id) ? (await readCaseFile(this.store, id)).case : { status: 'none' as const };
    assertOwner({ id: user.id, role: user.role }, state.status === 'none' ? null : state.userId, NOT_FOUND);
    if (state.status === 'none') throw new IllegalStateError('This case does not exist');
    return state.details.documentType;
  }
}
