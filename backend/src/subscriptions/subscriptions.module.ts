import { Module, type OnModuleInit } from '@nestjs/common';
import { CasesModule } from '../case-file/index';
import { CaseCoverage, CheckoutCustomers } from '../case-file/index';
import { CheckoutCustomerAnswers } from './checkout-customer';
import { EmailVerifiedHooks, IdentityModule } from '../identity/index';
import { ProviderEventHandler } from '../payments/index';
import { PaymentsModule } from '../payments/index';
import { SendConditions } from '../outbox/send-conditions';
import { PersonalDataHolders } from '../common/personal-data-holder';
import { SubscriptionsPersonalData } from './personal-data.holder';
import { BillingCustomers } from './billing-customers';
import { BenefitClaims } from './once-per-customer/benefit-claims';
import { CustomerKeys } from './once-per-customer/customer-keys';
import { TrialCards } from './once-per-customer/trial-cards';
import { VerifiedTrials } from './once-per-customer/verified-trials';
import { ChangeSubscriptionHandler } from './cancel-subscription/change-subscription.handler';
import { ChangeSubscriptionController } from './cancel-subscription/change-subscription.http.controller';
import { DocumentAllowance } from './cover-case/document-allowance';
import { CoverCaseBySubscriptionHandler } from './cover-case/cover-case.handler';
import { PaymentMethodsController } from './payment-methods/payment-methods.http.controller';
import { PayNowController } from './pay-now/pay-now.http.controller';
import { PlanCard } from './plan-card/plan-card';
import { ActivateAfterSetupHandler } from './setup-intents/activate-after-setup.handler';
import { SetupIntentsController } from './setup-intents/setup-intents.http.controller';
import { CreateSubscriptionController } from './start-subscription/create-subscription.http.controller';
import { StartSubscriptionHandler } from './start-subscription/start-subscription.handler';
import { SubscriptionQueries } from './subscription-queries';
import { SubscriptionStatusCondition } from './subscription-status.condition';
import { SubscriptionStatusController } from './subscription-status/subscription-status.http.controller';
import { SubscriptionProviderEvents } from './sync-from-provider/subscription-provider-events';
import { SubscriptionSync } from './sync-from-provider/subscription-sync';
import { TestClockController } from './test-clock/test-clock.http.controller';

/**
 * SueGo and SuePro plans (DESIGN.md §4, §6): `subscription-{id}` streams, the `subscriptions` read model, saved
 * cards, plan promotions, covered cases (through the cases context's CaseCoverage port), and the provider's subscription events (Stripe webhooks or the sandbox's
 * test clock) through the payments module's one provider-event handler.
 */
@Module({
  imports: [PaymentsModule, IdentityModule, CasesModule],
  controllers: [
    SubscriptionStatusController,
    CreateSubscriptionController,
    SetupIntentsController,
    ChangeSubscriptionController,
    PaymentMethodsController,
    PayNowController,
    TestClockController,
  ],
  providers: [
    BillingCustomers,
    CustomerKeys,
    BenefitClaims,
    TrialCards,
    SubscriptionQueries,
    SubscriptionSync,
    SubscriptionProviderEvents,
    StartSubscriptionHandler,
    ActivateAfterSetupHandler,
    ChangeSubscriptionHandler,
    CoverCaseBySubscriptionHandler,
    DocumentAllowance,
    PlanCard,
    SubscriptionStatusCondition,
    CheckoutCustomerAnswers,
    SubscriptionsPersonalData,
    VerifiedTrials,
  ],
  exports: [BillingCustomers, SubscriptionQueries, BenefitClaims, DocumentAllowance],
})
export class SubscriptionsModule implements OnModuleInit {
  constructor(
    private readonly providerEvents: ProviderEventHandler,
    private readonly consumer: SubscriptionProviderEvents,
    private readonly coverage: CaseCoverage,
    private readonly checkoutCustomers: CheckoutCustomers,
    private readonly checkoutAnswers: CheckoutCustomerAnswers,
    private readonly coverCase: CoverCaseBySubscriptionHandler,
    private readonly sendConditions: SendConditions,
    private readonly statusCondition: SubscriptionStatusCondition,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: SubscriptionsPersonalData,
    private readonly verifiedHooks: EmailVerifiedHooks,
    private readonly verifiedTrials: VerifiedTrials,
  ) {}

  onModuleInit(): void {
    this.providerEvents.registerConsumer(this.consumer);
    this.coverage.register(this.coverCase);
    this.checkoutCustomers.register(this.checkoutAnswers);
    this.sendConditions.register(this.statusCondition);
    this.holders.register(this.personalData);
    this.verifiedHooks.register(this.verifiedTrials);
  }
}
