import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { testModeNotices } from '../../config/test-mode';
import { Public } from '../../identity/index';
import { PaymentGateway, type PaymentMode } from '../payment-gateway';

export class ClientConfigResponse {
  @ApiProperty({ enum: ['sandbox', 'stripe'] }) paymentMode!: PaymentMode;
  @ApiProperty({ type: String, nullable: true, description: 'Stripe publishable key; null in sandbox mode.' })
  stripePublishableKey!: string | null;
  @ApiProperty({
    type: [String],
    example: ['no real charges'],
    description:
      'What this deployment only pretends to do; every page shows them in a "Test mode — …" banner while the list is not empty.',
  })
  testMode!: string[];
}

@ApiTags('payments')
@Public()
@Controller('config')
export class PaymentConfigController {
  constructor(
    private readonly gateway: PaymentGateway,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * What the web app needs at runtime: which card form to show, Stripe's publishable key, and the lines of the
   * "Test mode" banner every page shows while a sandbox is on.
   */
  @Get()
  @ApiOkResponse({ type: ClientConfigResponse })
  clientConfig(): ClientConfigResponse {
    const mode = this.gateway.mode;
    return {
      paymentMode: mode,
      stripePublishableKey: mode === 'stripe' ? (this.config.stripe.publishableKey ?? null) : null,
      testMode: testModeNotices(this.config),
    };
  }
}
