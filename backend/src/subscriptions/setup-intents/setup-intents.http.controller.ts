import { randomUUID } from 'node:crypto';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { InputErrorCode, ValidationError } from '../../common/errors';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { PaymentGateway } from '../../payments/index';
import { applyPromo, normalizePromoCode } from '../../pricing/index';
import { BillingCustomers } from '../billing-customers';
import { ActivateAfterSetupCommand } from './activate-after-setup.command';
import {
  CompletePaymentSetupRequestDto,
  CreateSetupIntentRequestDto,
  SetupIntentIdDto,
} from './setup-intents.request.dto';

export class SetupIntentResponse {
  @ApiProperty({ example: 'seti_1Qx…_secret_…' }) clientSecret!: string;
  @ApiProperty({ example: 'seti_1Qx…' }) setupIntentId!: string;
}

export class ActivationResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ example: 'trialing' }) status!: string;
}

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller()
export class SetupIntentsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
    private readonly commands: CommandBus,
    private readonly fresh: ReadYourWrites,
  ) {}

  /** A SetupIntent for the signed-in user's customer: for a plan (the pre-creating subscribe page) or a new card. */
  @Post('create-setup-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: SetupIntentResponse })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateSetupIntentRequestDto,
  ): Promise<SetupIntentResponse> {
    const code = body.promoCode ? normalizePromoCode(body.promoCode) : '';
    if (code && !body.plan)
      throw new ValidationError('plan: is required with a promo code', {
        field: 'plan',
        code: InputErrorCode.Required,
      });
    if (code && body.plan) applyPromo(code, body.plan, new Date(), 'promoCode');
    const customer = await this.customers.ensure(user);
    const seti = await this.gateway.createSetupIntent({
      customer,
      metadata: {
        userId: user.id,
        ...(body.plan ? { plan: body.plan } : {}),
        ...(code ? { promoCode: code } : {}),
      },
      idempotencyKey: `seti:create:${randomUUID()}`,
    });
    return { clientSecret: seti.client_secret!, setupIntentId: seti.id };
  }

  @Post('activate-subscription-after-setup')
  @HttpCode(200)
  @ApiOkResponse({ type: ActivationResponse })
  @ApiNotFoundResponse({ description: 'No such SetupIntent for this account.' })
  @ApiConflictResponse({ description: 'Payment setup was not completed. Please try again.' })
  activate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SetupIntentIdDto,
  ): Promise<ActivationResponse> {
    return this.run(user, body.setupIntentId);
  }

  @Post('complete-payment-setup')
  @HttpCode(200)
  @ApiOkResponse({ type: ActivationResponse })
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CompletePaymentSetupRequestDto,
  ): Promise<ActivationResponse> {
    if (body.email && body.email !== user.email) {
      throw new ValidationError('email: does not match the signed-in account', {
        field: 'email',
        code: InputErrorCode.EmailMismatch,
      });
    }
    return this.run(user, body.setupIntentId);
  }

  private async run(user: AuthenticatedUser, setupIntentId: string): Promise<ActivationResponse> {
    const result = await this.commands.execute(
      new ActivateAfterSetupCommand(
        { id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified },
        setupIntentId,
      ),
    );
    await this.fresh.after(result.position);
    return { success: true, status: result.status };
  }
}
