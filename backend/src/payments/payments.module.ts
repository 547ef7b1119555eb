import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentRow } from '../../../projections/src/payments/payment.entity';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { IdentityModule } from '../identity/identity.module';
import { JobsService } from '../jobs/jobs.service';
import { CancelPaymentIntentJob } from './cancel-payment-intent/cancel-payment-intent.job';
import { ProviderEventHandler } from './handle-provider-event/provider-event.handler';
import { PaymentGateway } from './payment-gateway';
import { PaymentConfigController } from './payment-config/payment-config.http.controller';
import { RefundDuplicatePaymentJob } from './refund-duplicate-payment/refund-duplicate-payment.job';
import { SandboxConfirmController } from './sandbox/sandbox-confirm.http.controller';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway';
import { CreatePaymentIntentController } from './start-checkout/create-payment-intent.http.controller';
import { StartCheckoutHandler } from './start-checkout/start-checkout.handler';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway';
import { StripeWebhookController } from './stripe/stripe-webhook.http.controller';
import { ValidatePromoController } from './validate-promo/validate-promo.http.controller';

/**
 * Pay-per-document checkout, promo codes and the payment provider (DESIGN.md §6): the sandbox gateway unless
 * STRIPE_SECRET_KEY is set. Provider events — verified Stripe webhooks or sandbox confirmations — all go through
 * {@link ProviderEventHandler}; a payment that arrives for a case already paid is refunded by the
 * `refund-duplicate-payment` job, and so is one that does not cover the case's price. A revision that changes the
 * price cancels the open intent through the `cancel-payment-intent` job. Exports the gateway for the subscription work.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentRow]), IdentityModule],
  controllers: [
    PaymentConfigController,
    ValidatePromoController,
    CreatePaymentIntentController,
    SandboxConfirmController,
    StripeWebhookController,
  ],
  providers: [
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): PaymentGateway => {
        const { secretKey, webhookSecret, apiBase } = config.stripe;
        if (config.payments.mode === 'sandbox' || !secretKey) return new SandboxPaymentGateway(dataSource);
        if (!webhookSecret)
          throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
        return new StripePaymentGateway({ secretKey, webhookSecret, apiBase });
      },
    },
    ProviderEventHandler,
    StartCheckoutHandler,
    RefundDuplicatePaymentJob,
    CancelPaymentIntentJob,
    UserRateLimiter,
  ],
  exports: [PaymentGateway, ProviderEventHandler],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly refunds: RefundDuplicatePaymentJob,
    private readonly cancellations: CancelPaymentIntentJob,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(this.refunds);
    this.jobs.registerHandler(this.cancellations);
  }
}
