import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { InputErrorCode, ValidationError } from '../../common/errors';
import type { Position } from '../../event-store/event-store';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { Public } from '../../identity/index';
import { ProviderEventHandler } from '../handle-provider-event/provider-event.handler';
import { PaymentGateway, PaymentGatewayError } from '../payment-gateway';
import { OnlyInPaymentMode } from '../payment-mode.guard';
import { failureCode } from './sandbox-cards';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { SandboxConfirmRequestDto } from './sandbox-confirm.request.dto';

class SandboxCardErrorResponse {
  @ApiProperty({ example: 'card_declined' }) code!: string;
  @ApiProperty({ example: 'Your card was declined.' }) message!: string;
}

export class SandboxConfirmResponse {
  @ApiProperty({ enum: ['succeeded', 'requires_payment_method'] }) status!:
    'succeeded' | 'requires_payment_method';
  @ApiPropertyOptional({ type: SandboxCardErrorResponse }) error?: SandboxCardErrorResponse;
  @ApiPropertyOptional({
    example: 'pm_1Qx…',
    description: 'The card a SetupIntent saved, as Stripe.js reports it.',
  })
  paymentMethodId?: string;
}

@ApiTags('payments')
@Public()
@Controller('sandbox')
export class SandboxConfirmController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly events: ProviderEventHandler,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * The sandbox's Stripe.js: confirms a payment (or setup) intent with a test card. No session is needed: the
   * client secret is the capability. The resulting provider event goes through the same handler as a verified
   * Stripe webhook, and the answer comes once the case read model shows the outcome.
   */
  @Post('confirm')
  @HttpCode(200)
  @UseGuards(OnlyInPaymentMode('sandbox'))
  @ApiOkResponse({ type: SandboxConfirmResponse })
  async confirm(@Body() body: SandboxConfirmRequestDto): Promise<SandboxConfirmResponse> {
    const sandbox = this.gateway as SandboxPaymentGateway;
    let confirmation;
    try {
      confirmation = await sandbox.confirm(
        body.clientSecret.trim(),
        body.paymentMethodId ? { paymentMethod: body.paymentMethodId } : body,
      );
    } catch (error) {
      if (error instanceof PaymentGatewayError) {
        const missingCard = error.message.startsWith('No such saved card');
        throw error.code !== 'resource_missing'
          ? new ValidationError(error.message, { field: 'cardNumber', code: InputErrorCode.PaymentInvalid })
          : missingCard
            ? new ValidationError('paymentMethodId: No such saved card', {
                field: 'paymentMethodId',
                code: InputErrorCode.PaymentInvalid,
              })
            : new ValidationError('clientSecret: No such payment intent', {
                field: 'clientSecret',
                code: InputErrorCode.PaymentInvalid,
              });
      }
      throw error;
    }
    // Deliver what this intent emitted (and anything an earlier attempt could not deliver), oldest first.
    let position: Position | null = null;
    for (const event of await sandbox.undeliveredEvents(confirmation.objectId)) {
      const result = await this.events.handle(event);
      await sandbox.markDelivered(event.id);
      position = result.position ?? position;
    }
    // A confirmed SetupIntent changes a subscription: the cached status answers are dropped before we answer.
    await this.readYourWrites.after(position);
    const { status, error, paymentMethodId } = confirmation;
    if (error) return { status, error: { code: failureCode(error), message: error.message } };
    // A saved card (SetupIntent) is named, so the page can attach it to the account as with Stripe.js.
    return paymentMethodId && confirmation.objectId.startsWith('seti_')
      ? { status, paymentMethodId }
      : { status };
  }
}
