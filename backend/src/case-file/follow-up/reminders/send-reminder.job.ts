import { Inject, Injectable } from '@nestjs/common';
import { caseStreamId } from '../../case.events';
import { deterministicUuid } from '../../../common/deterministic-uuid';
import { InjectConfig } from '../../../config/app-config';
import type { AppConfig } from '../../../config/env';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import type { Job, JobContext, JobHandler } from '../../../jobs/job';
import { NotificationOutbox } from '../../../outbox/outbox';
import { CaseReminderKernel } from './case-reminder-kernel';
import { followUpDecider } from '../follow-up.decide';
import type { ReminderKind } from '../follow-up.events';
import { FOLLOW_UP_LINK_KEY, SignedLinks } from '../links/signed-links';
import { ANSWER_LINK_DAYS } from '../reminder-schedule';
import { reminderEmail } from './reminder-email';
import { ReminderPreferences } from './reminder-preferences';

export const SEND_REMINDER_JOB = 'send-reminder';
export const FOLLOW_UP_SYSTEM_ACTOR = { id: 'system:follow-up', role: 'system' };

export interface SendReminderPayload {
  caseId: string;
  mailingId: string;
  reminder: ReminderKind;
  responseDueDate: string;
  /** When it falls due on the case's clock (ISO). */
  dueAt: string;
  /** The billing customer whose sandbox test clock the case keeps (null: real time). */
  clockKey: string | null;
}

/**
 * Sends one reminder when it falls due (ADR 171). In the transaction that marks the job done: the follow-up decider
 * decides whether it still goes (not turned off, not paid in full, the same letter and date, its moment not passed),
 * CaseReminderSent is appended with its answer link's id, and the email is recorded in the outbox for the case's
 * owner (subject_id). A job run early by real time while the test clock stands still waits for the clock again.
 */
@Injectable()
export class SendReminderJob implements JobHandler<SendReminderPayload> {
  readonly type = SEND_REMINDER_JOB;
  readonly transactional = true;
  private readonly links: SignedLinks;

  constructor(
    private readonly store: EventStore,
    private readonly kernel: CaseReminderKernel,
    private readonly preferences: ReminderPreferences,
    private readonly outbox: NotificationOutbox,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(FOLLOW_UP_LINK_KEY) linkKey: Buffer,
  ) {
    this.links = new SignedLinks(linkKey);
  }

  async handle(job: Job<SendReminderPayload>, context: JobContext): Promise<void> {
    const tx = context.tx!;
    const p = job.payload;
    const due = await this.kernel.due(job, tx);
    if (!due) return;
    const { owner, user, clockNow } = due;
    const state = due.file.followUp;
    const now = new Date();
    const linkId = deterministicUuid(`reminder-link:${job.idempotencyKey}`);
    const linkExpiresAt = new Date(now.getTime() + ANSWER_LINK_DAYS * 86_400_000);
    const eventId = deterministicUuid(`CaseReminderSent:${p.mailingId}:${p.reminder}:${p.responseDueDate}`);
    const result = await handleCommand(
      this.store,
      caseStreamId(p.caseId),
      followUpDecider,
      {
        type: 'SendCaseReminder',
        data: {
          caseId: p.caseId,
          reminder: p.reminder,
          mailingId: p.mailingId,
          responseDueDate: p.responseDueDate,
          optedOut: !(await this.preferences.emailReminders(owner, tx)),
          linkId,
          linkExpiresAt,
        },
        metadata: { now: clockNow },
      },
      { tx, eventId: () => eventId, metadata: { actor: FOLLOW_UP_SYSTEM_ACTOR } },
    );
    if (result.events.length === 0) return;
    const letter = state.letters.find((l) => l.mailingId === p.mailingId);
    const details = due.case.details as { defendantName?: string };
    await this.outbox.record(tx, {
      sourceKey: `case-reminder:${eventId}`,
      kind: 'case-reminder',
      to: user.email,
      subjectId: owner,
      data: reminderEmail({
        reminder: p.reminder,
        name: user.name,
        recipient: details.defendantName ?? '',
        responseDueDate: p.responseDueDate,
        deliveredOn: letter?.deliveredAt?.slice(0, 10) ?? null,
        caseId: p.caseId,
        publicUrl: this.config.http.publicUrl,
        answerToken: this.links.answerToken({ caseId: p.caseId, linkId, expiresAt: linkExpiresAt }),
        unsubscribeToken: this.links.unsubscribeToken(owner),
      }),
    });
  }
}
