import { Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CasesModule } from '../cases.module';
import { PersonalDataHolders } from '../../common/personal-data-holder';
import { IdentityModule } from '../../identity';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../jobs/jobs.service';
import { PaymentsModule, SandboxClockHooks } from '../../payments';
import { AnswerLinkController } from './answer-link/answer-link.http.controller';
import { CaseClock } from './case-clock';
import { followUpPersonalData } from './personal-data.holder';
import { OutcomeStats } from './outcome-stats/outcome-stats';
import { OutcomeStatsController } from './outcome-stats/outcome-stats.http.controller';
import { RecordOutcomeController } from './record-outcome/record-outcome.http.controller';
import { pullRemindersDue } from './reminders/reminder-clock';
import { ReminderPreferences } from './reminders/reminder-preferences';
import { ReminderPreferencesController } from './reminders/reminder-preferences.http.controller';
import { ScheduleRemindersWhenMailed } from './reminders/schedule-reminders.process-manager';
import { SendReminderJob } from './reminders/send-reminder.job';
import { CaseCourtSteps } from './timeline/court-steps';
import { FollowUpQueries } from './timeline/follow-up-queries';
import { TimelineController } from './timeline/timeline.http.controller';
import { CaseReminderKernel } from './reminders/case-reminder-kernel';

/**
 * After the letter (issue 29, docs/adr/170-172): the outcome the claimant records (CaseOutcomeRecorded on the case
 * stream), the reminders of a mailed letter through the outbox (a process manager schedules `send-reminder` jobs on
 * the case's clock), their signed answer and unsubscribe links, the case's timeline and calendar, and the staff's
 * outcome figures.
 */
@Module({
  imports: [CasesModule, PaymentsModule, IdentityModule],
  controllers: [
    RecordOutcomeController,
    AnswerLinkController,
    ReminderPreferencesController,
    TimelineController,
    OutcomeStatsController,
  ],
  providers: [
    CaseClock,
    CaseReminderKernel,
    FollowUpQueries,
    ReminderPreferences,
    ScheduleRemindersWhenMailed,
    SendReminderJob,
    OutcomeStats,
    CaseCourtSteps,
  ],
  // For the court's hearing (ADR 186): the case's clock, the reminder kernel and switch, and the timeline's port.
  exports: [CaseClock, CaseReminderKernel, ReminderPreferences, CaseCourtSteps],
})
export class FollowUpModule implements OnModuleInit {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobsService,
    private readonly processManager: ScheduleRemindersWhenMailed,
    private readonly sendReminder: SendReminderJob,
    private readonly clockHooks: SandboxClockHooks,
    private readonly dataSource: DataSource,
    private readonly holders: PersonalDataHolders,
  ) {}

  onModuleInit(): void {
    this.subscriptions.register(this.processManager);
    this.jobs.registerHandler(this.sendReminder);
    this.holders.register(followUpPersonalData);
    this.clockHooks.register(async (customer, now) => {
      await pullRemindersDue(this.dataSource, customer, now);
      return null;
    });
  }
}
