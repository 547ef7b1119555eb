import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IllegalStateError } from '../../common/errors';
import { CurrentUser, type AuthenticatedUser } from '../../identity/index';
import { PlanPaymentResponse } from '../payment-methods/payment-methods.http.controller';
import { PlanCard } from '../plan-card/plan-card';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';

export const NOTHING_TO_PAY_MESSAGE = 'Your plan has no unpaid invoice.';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class PayNowController {
  constructor(
    private readonly planCard: PlanCard,
    private readonly fresh: ReadYourWrites,
  ) {}

  /**
   * A past-due plan's open invoice, charged now to the default card: `paid` (the plan is active again) or
   * `declined` with the card's message. Two clicks pay once (one idempotency key per invoice attempt and card).
   */
  @Post('pay-now')
  @HttpCode(200)
  @ApiOkResponse({ type: PlanPaymentResponse })
  @ApiConflictResponse({ description: NOTHING_TO_PAY_MESSAGE })
  async payNow(@CurrentUser() user: AuthenticatedUser): Promise<PlanPaymentResponse> {
    const { position, payment } = await this.planCard.payOpenInvoice(user.id);
    if (payment.outcome === 'none') throw new IllegalStateError(NOTHING_TO_PAY_MESSAGE);
    await this.fresh.after(position);
    return payment;
  }
}
