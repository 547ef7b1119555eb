import { Module, type OnModuleInit } from '@nestjs/common';
import { CasesModule } from '../cases/index';
import { JobsService } from '../jobs/jobs.service';
import { PaymentsModule, ProviderEventHandler } from '../payments/index';
import { SubscriptionsModule } from '../subscriptions/index';
import { EscalateController } from './escalate/escalate.http.controller';
import { EscalationPayments } from './escalate/escalation-payments';
import { Escalations } from './escalate/escalations';
import { RefundEscalationJob } from './escalate/refund-escalation.job';
import { FinalNoticeController } from './final-notice/final-notice.http.controller';
import { Sc100Controller } from './sc100/sc100.http.controller';

/** After the letter, toward court (issue 30, ADR 181): the final notice, California's SC-100 and the package filed
 * from the same case (its own purchase, ADR 184), decided over the case stream. */
@Module({
  imports: [CasesModule, PaymentsModule, SubscriptionsModule],
  controllers: [FinalNoticeController, Sc100Controller, EscalateController],
  providers: [Escalations, EscalationPayments, RefundEscalationJob],
})
export class CourtModule implements OnModuleInit {
  constructor(
    private readonly providerEvents: ProviderEventHandler,
    private readonly payments: EscalationPayments,
    private readonly jobs: JobsService,
    private readonly refunds: RefundEscalationJob,
  ) {}

  onModuleInit(): void {
    this.providerEvents.registerIntentConsumer(this.payments);
    this.jobs.registerHandler(this.refunds);
  }
}
