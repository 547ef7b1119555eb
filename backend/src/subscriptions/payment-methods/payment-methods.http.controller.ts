import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IllegalStateError, InputErrorCode, NotFoundError, ValidationError } from '../../common/errors';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { PaymentGateway, PaymentGatewayError, type GatewayPaymentMethod } from '../../payments/index';
import { PRICE_CATALOG } from '../../pricing/index';
import { BillingCustomers } from '../billing-customers';
import { PlanCard, type PlanCardResult } from '../plan-card/plan-card';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { SubscriptionQueries } from '../subscription-queries';
import { LIVE_STATUSES, type SubscriptionStatus } from '../subscription.events';
import {
  AddPaymentMethodRequestDto,
  PAYMENT_METHOD_ID,
  RemovePaymentMethodQueryDto,
} from './payment-methods.request.dto';

export class PaymentMethodResponse {
  @ApiProperty({ example: 'pm_1Qx…' }) id!: string;
  @ApiProperty({ example: 'visa' }) brand!: string;
  @ApiProperty({ example: '4242' }) last4!: string;
  @ApiProperty({ example: 12 }) expMonth!: number;
  @ApiProperty({ example: 2030 }) expYear!: number;
  @ApiProperty() isDefault!: boolean;
}

/** What a card change did to a past-due plan's open invoice (issue 27: a good default card pays it at once). */
export class PlanPaymentResponse {
  @ApiProperty({ enum: ['none', 'paid', 'declined'] }) outcome!: 'none' | 'paid' | 'declined';
  @ApiPropertyOptional({ description: 'cents, when paid' }) amount?: number;
  @ApiPropertyOptional({ example: 'Your card was declined.' }) message?: string;
}

export class PaymentMethodsResponse {
  @ApiProperty({ type: [PaymentMethodResponse] }) paymentMethods!: PaymentMethodResponse[];
  @ApiPropertyOptional({ type: PlanPaymentResponse }) planPayment?: PlanPaymentResponse;
}

const NOT_FOUND = 'Payment method not found';

const planPaymentOf = ({ payment }: PlanCardResult): Pick<PaymentMethodsResponse, 'planPayment'> =>
  payment.outcome === 'none' ? {} : { planPayment: payment };

const toResponse = (pm: GatewayPaymentMethod, defaultId: string | null): PaymentMethodResponse => ({
  id: pm.id,
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
  isDefault: pm.id === defaultId,
});

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Saved cards of the signed-in user's customer. Another customer's card, or an unknown id, answers 404. Every
 * change brings the plan in line with the default card ({@link PlanCard}) before a removed card is detached, so
 * the plan never charges a card the customer removed.
 */
@ApiTags('payment-methods')
@ApiBearerAuth()
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
    private readonly planCard: PlanCard,
    private readonly queries: SubscriptionQueries,
    private readonly fresh: ReadYourWrites,
  ) {}

  @Get()
  @ApiOkResponse({ type: PaymentMethodsResponse })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<PaymentMethodsResponse> {
    const customer = await this.customers.find(user.id);
    if (!customer) return { paymentMethods: [] };
    return { paymentMethods: await this.listFor(customer) };
  }

  /** Attaches a card (e.g. one Stripe Elements created) and makes it the default when there is none. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentMethodsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AddPaymentMethodRequestDto,
  ): Promise<PaymentMethodsResponse> {
    const id = body.payment_method_id ?? body.paymentMethodId;
    if (!id)
      throw new ValidationError('payment_method_id is required', {
        field: 'payment_method_id',
        code: InputErrorCode.Required,
      });
    const customer = await this.customers.ensure(user);
    try {
      await this.gateway.attachPaymentMethod(id, customer, `pm:attach:${id}:${customer}`);
    } catch (error) {
      // Unknown, or attached to another customer: indistinguishable to the caller.
      // (Stripe answers 400 for a card attached elsewhere; the id's shape was checked already.)
      if (
        error instanceof PaymentGatewayError &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500
      ) {
        throw new NotFoundError(NOT_FOUND);
      }
      throw error;
    }
    const current = await this.gateway.retrieveCustomer(customer);
    if (body.makeDefault || !current.invoice_settings.default_payment_method)
      await this.gateway.setDefaultPaymentMethod(customer, id);
    return this.afterChange(user, customer);
  }

  @Post(':id/default')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentMethodsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async setDefault(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<PaymentMethodsResponse> {
    const customer = await this.ownCard(user, id);
    await this.gateway.setDefaultPaymentMethod(customer, id);
    return this.afterChange(user, customer);
  }

  /**
   * Removes a card. The plan moves first: when this is the default card the next saved card becomes the default,
   * and the plan follows it; then the card is detached. The last card of a live plan is removed only with
   * `?endPlan=true` (the page asks first): the plan then ends at its period end and is never charged again.
   */
  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentMethodsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: 'The last card of a live plan, without endPlan=true: the message says when it would end.',
  })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: RemovePaymentMethodQueryDto,
  ): Promise<PaymentMethodsResponse> {
    const customer = await this.ownCard(user, id);
    const [cards, current] = await Promise.all([
      this.gateway.listPaymentMethods(customer),
      this.gateway.retrieveCustomer(customer),
    ]);
    const others = cards.filter((c) => c.id !== id);
    const currentDefault = current.invoice_settings.default_payment_method;
    const nextDefault = currentDefault && currentDefault !== id ? currentDefault : (others[0]?.id ?? null);
    if (!nextDefault && query.endPlan !== 'true') await this.refuseLastCardOfPlan(user.id);
    // The plan moves to the next card first, then the account's default, then the card goes: at no point does
    // the plan point at a card being removed (and the provider never charges a detached card).
    const plan = await this.planCard.follow({ id: user.id, role: user.role }, customer, {
      card: nextDefault,
    });
    if (currentDefault !== nextDefault) await this.gateway.setDefaultPaymentMethod(customer, nextDefault);
    await this.gateway.detachPaymentMethod(id, `pm:detach:${id}`);
    await this.fresh.after(plan.position);
    return { paymentMethods: await this.listFor(customer), ...planPaymentOf(plan) };
  }

  private async refuseLastCardOfPlan(userId: string): Promise<void> {
    const row = await this.queries.current(userId);
    if (!row || !LIVE_STATUSES.has(row.status as SubscriptionStatus) || row.cancel_at_period_end) return;
    const name = PRICE_CATALOG.plans.find((p) => p.id === row.plan)?.name ?? row.plan;
    const ends = dateLabel(new Date(row.current_period_end).toISOString());
    throw new IllegalStateError(
      row.status === 'trialing' || row.status === 'active'
        ? `This is the only card for your ${name} plan. Without a card, your plan ends on ${ends} and nothing more is charged.`
        : `This is the only card for your ${name} plan. Without a card, its unpaid invoice cannot be paid and your plan will end.`,
    );
  }

  private async afterChange(user: AuthenticatedUser, customer: string): Promise<PaymentMethodsResponse> {
    const plan = await this.planCard.follow({ id: user.id, role: user.role }, customer);
    await this.fresh.after(plan.position);
    return { paymentMethods: await this.listFor(customer), ...planPaymentOf(plan) };
  }

  private async ownCard(user: AuthenticatedUser, id: string): Promise<string> {
    if (!PAYMENT_METHOD_ID.test(id)) throw new NotFoundError(NOT_FOUND);
    const customer = await this.customers.find(user.id);
    if (!customer) throw new NotFoundError(NOT_FOUND);
    const cards = await this.gateway.listPaymentMethods(customer);
    if (!cards.some((c) => c.id === id)) throw new NotFoundError(NOT_FOUND);
    return customer;
  }

  private async listFor(customer: string): Promise<PaymentMethodResponse[]> {
    const [cards, current] = await Promise.all([
      this.gateway.listPaymentMethods(customer),
      this.gateway.retrieveCustomer(customer),
    ]);
    return cards.map((pm) => toResponse(pm, current.invoice_settings.default_payment_method));
  }
}
