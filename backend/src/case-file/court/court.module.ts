import { Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CasesModule } from '../cases.module';
import { DocumentsModule } from '../../documents/index';
import { EventStore } from '../../event-store/event-store';
import { CaseCourtSteps, FollowUpModule } from '../follow-up/index';
import { IdentityModule } from '../../identity/index';
import { JobsService } from '../../jobs/jobs.service';
import { PaymentsModule, ProviderEventHandler, SandboxClockHooks } from '../../payments/index';
import { EscalateController } from './escalate/escalate.http.controller';
import { EscalationPayments } from './escalate/escalation-payments';
import { Escalations } from './escalate/escalations';
import { RefundEscalationJob } from './escalate/refund-escalation.job';
import { FinalNoticeController } from './final-notice/final-notice.http.controller';
import { FinalNoticeReadingCopyController } from './final-notice/final-notice-reading-copy.http.controller';
import { HearingController } from './hearing/hearing.http.controller';
import { hearingSourceFor } from './hearing/hearing-source';
import { pullHearingRemindersDue, SendHearingReminderJob } from './hearing/send-hearing-reminder.job';
import { Sc100Controller } from './sc100/sc100.http.controller';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';

/** After the letter, toward court (issue 30, ADR 181): the final notice, California's SC-100, the package filed
 * from the same case (its own purchase, ADR 184) and the hearing (ADR 186), decided over the case stream. */
@Module({
  imports: [CasesModule, DocumentsModule, FollowUpModule, PaymentsModule, IdentityModule],
  controllers: [
    FinalNoticeController,
    FinalNoticeReadingCopyController,
    Sc100Controller,
    HearingController,
    EscalateController,
  ],
  providers: [SendHearingReminderJob, Escalations, EscalationPayments, RefundEscalationJob, UserRateLimiter],
})
export class CourtModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly sendHearingReminder: SendHearingReminderJob,
    private readonly courtSteps: CaseCourtSteps,
    private readonly clockHooks: SandboxClockHooks,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly providerEvents: ProviderEventHandler,
    private readonly escalationPayments: EscalationPayments,
    private readonly refundEscalation: RefundEscalationJob,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(this.sendHearingReminder);
    this.courtSteps.register(hearingSourceFor(this.store));
    this.clockHooks.register(async (customer, now) => {
      await pullHearingRemindersDue(this.dataSource, customer, now);
      return null;
    });
    this.providerEvents.registerIntentConsumer(this.escalationPayments);
    this.jobs.registerHandler(this.refundEscalation);
  }
}
