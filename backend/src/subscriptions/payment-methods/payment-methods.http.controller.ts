import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { NotFoundError, InputErrorCode, ValidationError } from '../../common/errors';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { PaymentGateway, PaymentGatewayError, type GatewayPaymentMethod } from '../../payments/index';
import { BillingCustomers } from '../billing-customers';
import { AddPaymentMethodRequestDto, PAYMENT_METHOD_ID } from './payment-methods.request.dto';

export class PaymentMethodResponse {
  @ApiProperty({ example: 'pm_1Qx…' }) id!: string;
  @ApiProperty({ example: 'visa' }) brand!: string;
  @ApiProperty({ example: '4242' }) last4!: string;
  @ApiProperty({ example: 12 }) expMonth!: number;
  @ApiProperty({ example: 2030 }) expYear!: number;
  @ApiProperty() isDefault!: boolean;
}

export class PaymentMethodsResponse {
  @ApiProperty({ type: [PaymentMethodResponse] }) paymentMethods!: PaymentMethodResponse[];
}

const NOT_FOUND = 'Payment method not found';

const toResponse = (pm: GatewayPaymentMethod, defaultId: string | null): PaymentMethodResponse => ({
  id: pm.id,
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
  isDefault: pm.id === defaultId,
});

/** Saved cards of the signed-in user's customer. Another customer's card, or an unknown id, answers 404. */
@ApiTags('payment-methods')
@ApiBearerAuth()
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
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
    if (!current.invoice_settings.default_payment_method)
      await this.gateway.setDefaultPaymentMethod(customer, id);
    return { paymentMethods: await this.listFor(customer) };
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
    return { paymentMethods: await this.listFor(customer) };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentMethodsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<PaymentMethodsResponse> {
    const customer = await this.ownCard(user, id);
    await this.gateway.detachPaymentMethod(id, `pm:detach:${id}`);
    const current = await this.gateway.retrieveCustomer(customer);
    if (current.invoice_settings.default_payment_method === id) {
      const next = (await this.gateway.listPaymentMethods(customer))[0]?.id ?? null;
      await this.gateway.setDefaultPaymentMethod(customer, next);
    }
    return { paymentMethods: await this.listFor(customer) };
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
