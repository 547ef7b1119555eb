import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStore, type RecordedEvent } from '../../../event-store/event-store';
import type { Subscription } from '../../../event-store/subscriptions/subscription';
import { JobsService } from '../../../jobs/jobs.service';
import { loadCaseMailings } from '../case-mailings';
import type { LetterMailingPaid, LetterMailingRequested } from '../mailing.events';
import { MAIL_LETTER_JOB } from '../mailing-event-ids';
import { MAIL_LETTER_ATTEMPTS, type MailLetterPayload } from './mail-letter.job';

/**
 * MailLetterWhenPaid: the persisted process manager between a mailing's payment and the provider (like payment →
 * document). On LetterMailingPaid, or LetterMailingRequested when the mailing is included in the plan, it enqueues
 * a mail-letter job in the same transaction as its checkpoint, keyed by the mailing: a crash anywhere yields one job.
 */
@Injectable()
export class MailLetterWhenPaid implements Subscription {
  readonly name = 'pm_mailing_letter';
  readonly kind = 'process-manager' as const;
  readonly handles = ['LetterMailingPaid', 'LetterMailingRequested'] as const;
  readonly batchSize = 100;

  constructor(
    private readonly jobs: JobsService,
    private readonly store: EventStore,
  ) {}

  async handle(events: RecordedEvent[], tx: EntityManager): Promise<void> {
    for (const event of events) {
      const e = event as unknown as LetterMailingPaid | LetterMailingRequested;
      if (e.type === 'LetterMailingRequested' && e.data.payment !== 'included') continue;
      const { caseId, mailingId } = e.data;
      const state = await loadCaseMailings(this.store, caseId, tx);
      await this.jobs.enqueue<MailLetterPayload>(tx, {
        type: MAIL_LETTER_JOB,
        payload: { caseId, mailingId },
        idempotencyKey: `${MAIL_LETTER_JOB}:${mailingId}`,
        maxAttempts: MAIL_LETTER_ATTEMPTS,
        fairKey: state.case.status === 'none' ? null : state.case.userId,
      });
    }
  }
}
