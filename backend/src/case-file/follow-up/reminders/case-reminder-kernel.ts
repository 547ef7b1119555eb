import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStore } from '../../../event-store/event-store';
import type { Job } from '../../../jobs/job';
import { JobsService } from '../../../jobs/jobs.service';
import { UserAccounts } from '../../../identity';
import type { Case } from '../../case';
import { readCaseFile, type CaseFile } from '../../case-file';
import { CaseClock } from '../case-clock';

/** What a reminder job needs once its moment has come: the case file, its owner and the case's clock. */
export interface DueReminder {
  file: CaseFile;
  /** The case itself (opened: a reminder of a case that was never opened does not go). */
  case: Exclude<Case, { status: 'none' }>;
  owner: string;
  user: { email: string; name: string };
  clockNow: Date;
}

/**
 * The part every case reminder job shares (issue 39: the letter's follow-up reminders, ADR 171, and the hearing's,
 * ADR 186): read the case file in the job's transaction, skip a case or account that is gone, and, when the job runs
 * early by real time while the case's sandbox test clock stands still, enqueue it again for the clock's moment.
 */
@Injectable()
export class CaseReminderKernel {
  constructor(
    private readonly store: EventStore,
    private readonly clock: CaseClock,
    private readonly jobs: JobsService,
    private readonly accounts: UserAccounts,
  ) {}

  /** The due reminder, or null when it no longer goes (no case, a deleted account) or waits again (re-enqueued). */
  async due<P extends { caseId: string; dueAt: string }>(
    job: Job<P>,
    tx: EntityManager,
  ): Promise<DueReminder | null> {
    const file = await readCaseFile(this.store, job.payload.caseId, tx);
    const opened = file.case;
    if (opened.status === 'none') return null;
    const owner = opened.userId;
    const user = await this.accounts.contact(owner, tx);
    if (!user) return null;
    const clockNow = await this.clock.now(await this.clock.keyFor(owner), tx);
    const dueAt = new Date(job.payload.dueAt);
    if (clockNow.getTime() < dueAt.getTime()) {
      await this.jobs.enqueue<P>(tx, {
        type: job.type,
        payload: job.payload,
        idempotencyKey: `${job.idempotencyKey}:after:${job.id}`,
        runAt: new Date(Date.now() + (dueAt.getTime() - clockNow.getTime())),
        maxAttempts: job.maxAttempts,
      });
      return null;
    }
    return { file, case: opened, owner, user, clockNow };
  }
}
