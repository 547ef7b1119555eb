import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { Public } from '../../identity/index';
import { PaymentGateway, type PaymentMode } from '../payment-gateway';

export class ClientConfigResponse {
  @ApiProperty({ enum: ['sandbox', 'stripe'] }) paymentMode!: PaymentMode;
  @ApiProperty({ type: String, nullable: true, description: 'Stripe publishable key; null in sandbox mode.' })
  stripePublishableKey!: string | null;
}

@ApiTags('payments')
@Public()
@Controller('config')
export class PaymentConfigController {
  constructor(
    private readonly gateway: PaymentGateway,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** What the checkout page needs at runtime: which card form to show, and Stripe's publishable key. */
  @Get()
  @ApiOkResponse({ type: ClientConfigResponse })
  clientConfig(): ClientConfigResponse {
    const mode = this.gateway.mode;
    return {
      paymentMode: mode,
      stripePublishableKey: mode === 'stripe' ? (this.config.stripe.publishableKey ?? null) : null,
    };
  }
}
