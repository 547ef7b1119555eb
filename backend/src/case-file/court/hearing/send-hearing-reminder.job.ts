import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { caseStreamId } from '../../case.events';
import { deterministicUuid } from '../../../common/deterministic-uuid';
import { InjectConfig } from '../../../config/app-config';
import type { AppConfig } from '../../../config/env';
import { execSql } from '../../../database/sql';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import {
  CaseReminderKernel,
  FOLLOW_UP_LINK_KEY,
  ReminderPreferences,
  SignedLinks,
} from '../../follow-up/index';
import type { Job, JobContext, JobHandler } from '../../../jobs/job';
import { JobsService } from '../../../jobs/jobs.service';
import { NotificationOutbox } from '../../../outbox/outbox';
import { hearingChecklist } from './hearing-checklist';
import { hearingReminderEmail } from './hearing-email';
import { hearingDecider } from './hearing.decide';
import type { ScheduledHearing } from './hearing-state';
import { hearingReminderDueAt } from './hearing-time';
import { HEARING_REMINDER_KINDS, type HearingReminderKind } from './hearing.events';

export const SEND_HEARING_REMINDER_JOB = 'send-hearing-reminder';
export const HEARING_SYSTEM_ACTOR = { id: 'system:court', role: 'system' };

export interface SendHearingReminderPayload {
  caseId: string;
  hearingId: string;
  reminder: HearingReminderKind;
  /** When it falls due on the case's clock (ISO). */
  dueAt: string;
  /** The billing customer whose sandbox test clock the case keeps (null: real time). */
  clockKey: string | null;
}

/**
 * Enqueues a new hearing's two reminders in the transaction that recorded it (ADR 186), keyed by hearing and
 * reminder, to run when they fall due on the case's clock. A reminder whose moment is already past is not queued.
 */
export async function enqueueHearingReminders(
  jobs: JobsService,
  tx: EntityManager,
  caseId: string,
  hearing: ScheduledHearing,
  clock: { key: string | null; now: Date },
): Promise<void> {
  for (const reminder of HEARING_REMINDER_KINDS) {
    const dueAt = hearingReminderDueAt(reminder, hearing);
    if (dueAt.getTime() < clock.now.getTime()) continue;
    await jobs.enqueue<SendHearingReminderPayload>(tx, {
      type: SEND_HEARING_REMINDER_JOB,
      payload: {
        caseId,
        hearingId: hearing.hearingId,
        reminder,
        dueAt: dueAt.toISOString(),
        clockKey: clock.key,
      },
      idempotencyKey: `${SEND_HEARING_REMINDER_JOB}:${hearing.hearingId}:${reminder}`,
      runAt: new Date(Date.now() + (dueAt.getTime() - clock.now.getTime())),
      maxAttempts: 5,
    });
  }
}

/** After a sandbox test clock moved: the hearing reminders now due on it run at once (like ADR 171's). */
export async function pullHearingRemindersDue(dataSource: DataSource, clockKey: string, clockNow: Date) {
  const { rows } = await execSql<{ id: string }>(
    dataSource,
    `UPDATE jobs SET run_at = now(), updated_at = now()
      WHERE type = $1 AND status = 'queued' AND run_at > now()
        AND payload->>'clockKey' = $2 AND (payload->>'dueAt')::timestamptz <= $3
      RETURNING id`,
    [SEND_HEARING_REMINDER_JOB, clockKey, clockNow],
  );
  return rows.length;
}

/**
 * Sends one hearing reminder when it falls due (ADR 186). In the transaction that marks the job done, the hearing
 * decider decides whether it still goes (the same hearing, not sent, not turned off, its moment not passed);
 * `HearingReminderSent` is appended with an id derived from hearing and reminder, and the email recorded in the
 * outbox for the case's owner in their language: exactly once. A job run early by real time while the sandbox
 * clock stands still waits for the clock again.
 */
@Injectable()
export class SendHearingReminderJob implements JobHandler<SendHearingReminderPayload> {
  readonly type = SEND_HEARING_REMINDER_JOB;
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

  async handle(job: Job<SendHearingReminderPayload>, context: JobContext): Promise<void> {
    const tx = context.tx!;
    const p = job.payload;
    const due = await this.kernel.due(job, tx);
    if (!due) return;
    const { owner, user, clockNow } = due;
    const eventId = deterministicUuid(`HearingReminderSent:${p.hearingId}:${p.reminder}`);
    const result = await handleCommand(
      this.store,
      caseStreamId(p.caseId),
      hearingDecider,
      {
        type: 'SendHearingReminder',
        data: {
          caseId: p.caseId,
          hearingId: p.hearingId,
          reminder: p.reminder,
          optedOut: !(await this.preferences.emailReminders(owner, tx)),
        },
        metadata: { now: clockNow },
      },
      { tx, eventId: () => eventId, metadata: { actor: HEARING_SYSTEM_ACTOR } },
    );
    const hearing = result.state.hearing.current;
    if (result.events.length === 0 || !hearing) return;
    await this.outbox.record(tx, {
      sourceKey: `hearing-reminder:${eventId}`,
      kind: 'hearing-reminder',
      to: user.email,
      subjectId: owner,
      data: hearingReminderEmail({
        reminder: p.reminder,
        name: user.name,
        hearing,
        checklist: hearingChecklist(due.case.details.state, clockNow.toISOString().slice(0, 10)),
        caseId: p.caseId,
        publicUrl: this.config.http.publicUrl,
        unsubscribeToken: this.links.unsubscribeToken(owner),
      }),
    });
  }
}
