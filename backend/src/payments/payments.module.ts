import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { EventStore } from '../event-store/event-store';
import { IdentityModule } from '../identity/index';
import { BillingHistoryController } from './billing/billing-history.http.controller';
import { BillingHistoryQueries } from './billing/billing-history-queries';
import { PaymentRefunds } from './billing/payment-refunds';
import { ChargeLedger } from './billing/charge-ledger';
import { ReceiptPrinter } from './billing/receipt-printer.port';
import { ProviderEventHandler } from './handle-provider-event/provider-event.handler';
import { PaymentGateway } from './payment-gateway';
import { PaymentConfigController } from './payment-config/payment-config.http.controller';
import { SandboxClockHooks } from './sandbox/sandbox-clock-hooks';
import { SandboxConfirmController } from './sandbox/sandbox-confirm.http.controller';
import { SandboxDelivery } from './sandbox/sandbox-delivery';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway';
import { StripeWebhookController } from './stripe/stripe-webhook.http.controller';
import { ValidatePromoController } from './validate-promo/validate-promo.http.controller';

/**
 * The till (DESIGN.md §6): the payment provider (the sandbox gateway unless STRIPE_SECRET_KEY is set), promo-code
 * checks, and the one {@link ProviderEventHandler} that every provider event goes through (verified Stripe webhooks
 * or sandbox confirmations). What is sold plugs in as consumers: a case's document (cases/checkout/), plans
 * (subscriptions/), attorney search and referrals (attorneys/). Exports the gateway and the handler to them.
 */
@Module({
  imports: [IdentityModule],
  controllers: [
    PaymentConfigController,
    ValidatePromoController,
    SandboxConfirmController,
    StripeWebhookController,
    BillingHistoryController,
  ],
  providers: [
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, DataSource, EventStore],
      useFactory: (config: AppConfig, dataSource: DataSource, store: EventStore): PaymentGateway => {
        const { secretKey, webhookSecret, apiBase } = config.stripe;
        if (config.payments.mode === 'sandbox' || !secretKey)
          return new SandboxPaymentGateway(dataSource, undefined, store.sealedValues);
        if (!webhookSecret)
          throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
        return new StripePaymentGateway({ secretKey, webhookSecret, apiBase });
      },
    },
    ProviderEventHandler,
    ChargeLedger,
    PaymentRefunds,
    BillingHistoryQueries,
    ReceiptPrinter,
    SandboxDelivery,
    SandboxClockHooks,
  ],
  exports: [
    PaymentGateway,
    PaymentRefunds,
    ProviderEventHandler,
    SandboxDelivery,
    ChargeLedger,
    SandboxClockHooks,
    ReceiptPrinter,
  ],
})
export class PaymentsModule {}
