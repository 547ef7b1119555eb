import { Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CasesModule } from '../cases.module';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { DocumentsModule } from '../../documents';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { IdentityModule } from '../../identity/index';
import { JobsService } from '../../jobs/jobs.service';
import { ProviderEventHandler } from '../../payments/index';
import { PaymentGateway } from '../../payments/index';
import { PaymentsModule } from '../../payments/index';
import { customerNow } from '../../payments/index';
import { SandboxClockHooks } from '../../payments/index';
import { CheckoutCustomers } from '../checkout/checkout-customer.port';
import { ListMailingsController } from './list-mailings/list-mailings.http.controller';
import { MailingQueries } from './list-mailings/mailing-queries';
import { LobMailGateway } from './lob/lob-mail-gateway';
import { MailLetterJob } from './mail-letter/mail-letter.job';
import { MailLetterWhenPaid } from './mail-letter/mail-letter.process-manager';
import { MailGateway } from './mail-gateway';
import { MailingPayments } from './mailing-payments';
import { MailingPrints } from './mailing-prints';
import { RefundMailingJob } from './refund-mailing.job';
import { MailingRequests } from './request-mailing/mailing-requests';
import { RequestMailingController } from './request-mailing/request-mailing.http.controller';
import { SandboxMailDelivery } from './sandbox/sandbox-mail-delivery';
import { SandboxMailGateway, type SandboxMailClock } from './sandbox/sandbox-mail-gateway';
import { SelfMailingController } from './self-mailing/self-mailing.http.controller';
import { LobWebhookController } from './tracking/lob-webhook.http.controller';
import { MailTracking } from './tracking/mail-tracking';

/**
 * "Mail it for me" (issue 28, docs/adr/160-162): mailings on the case stream, their own purchase (`purpose:
 * mailing`, through the payments module's one provider-event handler), the MailLetterWhenPaid process manager and the
 * mail-letter job, tracking from Lob's signed webhooks or the sandbox mail provider on the sandbox test clock, and
 * the proof of what was mailed.
 */
@Module({
  imports: [PaymentsModule, CasesModule, DocumentsModule, IdentityModule],
  controllers: [
    RequestMailingController,
    ListMailingsController,
    SelfMailingController,
    LobWebhookController,
  ],
  providers: [
    {
      provide: MailGateway,
      inject: [APP_CONFIG, DataSource, PaymentGateway, CheckoutCustomers],
      useFactory: (
        config: AppConfig,
        dataSource: DataSource,
        payments: PaymentGateway,
        customers: CheckoutCustomers,
      ): MailGateway => {
        const { mode, lobApiKey, lobWebhookSecret, lobApiBase } = config.letters;
        if (mode === 'lob') {
          if (!lobApiKey) throw new Error('LOB_API_KEY is required when MAIL_MODE=lob');
          return new LobMailGateway({
            apiKey: lobApiKey,
            webhookSecret: lobWebhookSecret,
            apiBase: lobApiBase,
          });
        }
        // The sandbox's letters keep their customer's test clock when payments are the sandbox's too.
        const clock: SandboxMailClock = {
          keyFor: (userId) =>
            payments.mode === 'sandbox' ? customers.customerOf(userId) : Promise.resolve(null),
          now: (key) => (key ? customerNow(dataSource, key, new Date()) : Promise.resolve(new Date())),
        };
        return new SandboxMailGateway(dataSource, clock);
      },
    },
    MailingPrints,
    MailingQueries,
    MailingRequests,
    MailingPayments,
    MailTracking,
    MailLetterJob,
    MailLetterWhenPaid,
    RefundMailingJob,
    SandboxMailDelivery,
  ],
  exports: [MailGateway, SandboxMailDelivery],
})
export class MailingModule implements OnModuleInit {
  constructor(
    private readonly providerEvents: ProviderEventHandler,
    private readonly payments: MailingPayments,
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobsService,
    private readonly processManager: MailLetterWhenPaid,
    private readonly mailLetter: MailLetterJob,
    private readonly refunds: RefundMailingJob,
    private readonly clockHooks: SandboxClockHooks,
    private readonly sandboxDelivery: SandboxMailDelivery,
  ) {}

  onModuleInit(): void {
    this.providerEvents.registerIntentConsumer(this.payments);
    this.subscriptions.register(this.processManager);
    this.jobs.registerHandler(this.mailLetter);
    this.jobs.registerHandler(this.refunds);
    this.clockHooks.register((customer) => this.sandboxDelivery.deliverDue(customer));
  }
}
