import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { caseStreamId } from '../../case.events';
import { EventStore, type RecordedEvent } from '../../../event-store/event-store';
import type { Subscription } from '../../../event-store/subscriptions/subscription';
import { JobsService } from '../../../jobs/jobs.service';
import type { MailingEvent } from '../../mailing';
import { CaseClock } from '../case-clock';
import { evolveCaseFollowUp, initialCaseFollowUp } from '../follow-up';
import type { ReminderKind } from '../follow-up.events';
import { DATED_REMINDERS, reminderDueAt, reminderStale } from '../reminder-schedule';
import { SEND_REMINDER_JOB, type SendReminderPayload } from './send-reminder.job';
import type { CaseFileEvent } from '../../case-file.events';

/** Events older than this when first seen (a new deployment reading old history) schedule nothing. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * ScheduleRemindersWhenMailed (ADR 171): when a letter is mailed (by SueGo or by the claimant) it schedules the
 * reminders 3 days before its response date, on it and 7 days after; when USPS confirms delivery, the delivery one.
 * Each is a `send-reminder` job enqueued in this subscription's checkpoint transaction, keyed by letter, reminder
 * and date, due at its moment on the case's clock (the sandbox test clock moves due jobs forward).
 */
@Injectable()
export class ScheduleRemindersWhenMailed implements Subscription {
  readonly name = 'pm_case_reminders';
  readonly kind = 'process-manager' as const;
  readonly handles = ['LetterMailed', 'LetterDelivered'] as const;
  readonly batchSize = 100;

  constructor(
    private readonly jobs: JobsService,
    private readonly store: EventStore,
    private readonly clock: CaseClock,
  ) {}

  async handle(events: RecordedEvent[], tx: EntityManager): Promise<void> {
    for (const event of events) {
      if (Date.now() - event.createdAt.getTime() > STALE_AFTER_MS) continue;
      await this.schedule(event as unknown as MailingEvent & RecordedEvent, tx);
    }
  }

  private async schedule(event: MailingEvent, tx: EntityManager): Promise<void> {
    if (event.type !== 'LetterMailed' && event.type !== 'LetterDelivered') return;
    const { caseId, mailingId } = event.data;
    const stream = await this.store.readStream(caseStreamId(caseId), { tx });
    const state = stream.reduce(
      (s, e) => evolveCaseFollowUp(s, e as unknown as CaseFileEvent),
      initialCaseFollowUp(),
    );
    const letter = state.letters.find((l) => l.mailingId === mailingId);
    if (state.case.status === 'none' || !letter?.responseDueDate) return;
    const due = letter.responseDueDate;
    const clockKey = await this.clock.keyFor(state.case.userId);
    const clockNow = await this.clock.now(clockKey, tx);
    const kinds: ReminderKind[] =
      event.type === 'LetterDelivered' ? ['delivered', ...DATED_REMINDERS] : [...DATED_REMINDERS];
    for (const reminder of kinds) {
      if (reminderStale(reminder, due, clockNow)) continue;
      const dueAt = reminderDueAt(reminder, due, letter.deliveredAt);
      await this.jobs.enqueue<SendReminderPayload>(tx, {
        type: SEND_REMINDER_JOB,
        payload: { caseId, mailingId, reminder, responseDueDate: due, dueAt: dueAt.toISOString(), clockKey },
        idempotencyKey: `${SEND_REMINDER_JOB}:${mailingId}:${reminder}:${due}`,
        runAt: new Date(Date.now() + Math.max(0, dueAt.getTime() - clockNow.getTime())),
        maxAttempts: 5,
      });
    }
  }
}
