import {
  Controller,
  Headers,
  HttpCode,
  Logger,
  Post,
  Req,
  UseGuards,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { InputErrorCode, ValidationError } from '../../common/errors';
import { Public } from '../../identity/index';
import { ProviderEventHandler } from '../handle-provider-event/provider-event.handler';
import { InvalidWebhookError, PaymentGateway, type GatewayEvent } from '../payment-gateway';
import { OnlyInPaymentMode } from '../payment-mode.guard';

@ApiTags('payments')
@Public()
@Controller('webhooks')
export class StripeWebhookController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly events: ProviderEventHandler,
  ) {}

  /**
   * Stripe's webhook endpoint: the raw body is verified against Stripe-Signature (endpoint secret, 300 s
   * tolerance) before anything is read; a bad, unsigned or stale delivery is a 400 and nothing is stored.
   * A delivery already recorded answers 200 and does nothing.
   */
  @Post('stripe')
  @HttpCode(200)
  @UseGuards(OnlyInPaymentMode('stripe'))
  @ApiOkResponse({ description: 'Recorded (or already recorded, or a type we do not handle).' })
  @ApiBadRequestResponse({ description: 'Signature, timestamp or body did not verify.' })
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: string }> {
    let event: GatewayEvent;
    try {
      event = this.gateway.parseWebhook(req.rawBody, signature);
      const result = await this.events.handle(event);
      return { received: true, outcome: result.outcome };
    } catch (error) {
      if (error instanceof InvalidWebhookError) {
        this.logger.warn(
          { event: 'webhook.rejected', security: true, reason: error.message, ip: req.ip },
          'Webhook refused',
        );
        throw new ValidationError(error.message, {
          field: 'stripe-signature',
          code: InputErrorCode.SignatureInvalid,
        });
      }
      throw error;
    }
  }
}
