import { Module, type OnModuleInit } from '@nestjs/common';
import { UserRateLimiter } from '../rate-limits/user-rate-limiter';
import { IdentityModule } from '../identity/index';
import { JobsService } from '../jobs/jobs.service';
import { ProviderEventHandler } from '../payments/index';
import { PaymentsModule } from '../payments/index';
import { CancelPaymentIntentJob } from './checkout/cancel-payment-intent.job';
import { CasePayments } from './checkout/case-payments';
import { CreatePaymentIntentController } from './checkout/create-payment-intent.http.controller';
import { RefundDuplicatePaymentJob } from './checkout/refund-duplicate-payment.job';
import { StartCheckoutHandler } from './checkout/start-checkout.handler';
import { EligibilityController } from './intake/eligibility/eligibility.http.controller';
import { CaseQueries } from './intake/get-case/case-queries';
import { GetCaseController } from './intake/get-case/get-case.http.controller';
import { CaseCoverage } from './intake/open-case/case-coverage.port';
import { CheckoutCustomers } from './checkout/checkout-customer.port';
import { CheckoutOfferController } from './checkout/checkout-offer.http.controller';
import { OpenCaseHandler } from './intake/open-case/open-case.handler';
import { OpenCaseController } from './intake/open-case/open-case.http.controller';
import { ReviseCaseDetailsHandler } from './intake/revise-case-details/revise-case-details.handler';
import { ReviseCaseDetailsController } from './intake/revise-case-details/revise-case-details.http.controller';

/**
 * Case intake: open and revise cases (commands → case-{id} events) and read them from the `cases` projection.
 * Checkout sells the case's document through the payments till: the intent is created here, its provider events
 * come back through {@link CasePayments} (a payments consumer), a payment the case does not keep is refunded by the
 * `refund-duplicate-payment` job, and a revision that changes the price cancels the open intent through the
 * `cancel-payment-intent` job. The auditor's replay of a case's history lives in audit/case-history/.
 */
@Module({
  imports: [IdentityModule, PaymentsModule],
  controllers: [
    EligibilityController,
    GetCaseController,
    OpenCaseController,
    ReviseCaseDetailsController,
    CreatePaymentIntentController,
    CheckoutOfferController,
  ],
  providers: [
    CaseQueries,
    OpenCaseHandler,
    ReviseCaseDetailsHandler,
    UserRateLimiter,
    CaseCoverage,
    CheckoutCustomers,
    StartCheckoutHandler,
    CasePayments,
    RefundDuplicatePaymentJob,
    CancelPaymentIntentJob,
  ],
  exports: [CaseQueries, CaseCoverage, CheckoutCustomers],
})
export class CasesModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly providerEvents: ProviderEventHandler,
    private readonly payments: CasePayments,
    private readonly refunds: RefundDuplicatePaymentJob,
    private readonly cancellations: CancelPaymentIntentJob,
  ) {}

  onModuleInit(): void {
    this.providerEvents.registerIntentConsumer(this.payments);
    this.jobs.registerHandler(this.refunds);
    this.jobs.registerHandler(this.cancellations);
  }
}
