import { Injectable, Logger } from '@nestjs/common';
import { EventStore } from '../../../event-store/event-store';
import type { Job, JobHandler } from '../../../jobs/job';
import { loadCaseMailings } from '../case-mailings';
import { letterPages } from '../letter-pages';
import { MailGateway, MailGatewayError, type ProviderLetter } from '../mail-gateway';
import { findMailing } from '../mailing';
import { mailableDocument, revisionOf } from '../mailing.decide';
import { MAIL_LETTER_JOB } from '../mailing-event-ids';
import { MailingPrints } from '../mailing-prints';
import { MailTracking } from '../tracking/mail-tracking';

export interface MailLetterPayload {
  caseId: string;
  mailingId: string;
}

/** Attempts before a letter the provider keeps failing on is rejected and refunded (a crash counts as one). */
export const MAIL_LETTER_ATTEMPTS = 8;

/**
 * The `mail-letter` job: prints the mailing's letter pages once (kept as its proof), hands them to the mail provider
 * with the mailing id as the idempotency key, and records LetterMailed. It runs outside a transaction and may run
 * again after a crash anywhere: the kept PDF is reused, the provider answers a repeated key with the same letter
 * (and from the second attempt on the letter is first looked up by the mailing id, in case the key has expired), and
 * LetterMailed has a deterministic id. So a crash between payment and the provider call mails once.
 */
@Injectable()
export class MailLetterJob implements JobHandler<MailLetterPayload> {
  readonly type = MAIL_LETTER_JOB;
  private readonly logger = new Logger('Mailing');

  constructor(
    private readonly store: EventStore,
    private readonly gateway: MailGateway,
    private readonly prints: MailingPrints,
    private readonly tracking: MailTracking,
  ) {}

  async handle(job: Job<MailLetterPayload>): Promise<void> {
    const { caseId, mailingId } = job.payload;
    const state = await loadCaseMailings(this.store, caseId);
    const mailing = findMailing(state, mailingId);
    if (state.case.status === 'none' || !mailing || mailing.status !== 'queued') return; // done, or nothing to do
    const last = job.attempts >= job.maxAttempts;
    try {
      const revision = revisionOf(state.case, mailing.revisionId);
      const pages = revision ? letterPages(revision.content) : null;
      if (!pages?.ok || !mailing.from || !mailing.to || !mailing.service) {
        await this.tracking.reject(
          caseId,
          mailingId,
          pages && !pages.ok ? pages.message : 'The letter to mail was not found',
          job.id,
        );
        return;
      }
      const proof =
        (await this.prints.proof(mailingId)) ??
        (await this.prints.keep(
          mailingId,
          caseId,
          state.case.userId,
          await this.prints.letterPdf(
            mailableDocument(state.case, mailing.documentId)?.title ?? state.case.document?.title ?? state.case.title,
            pages.content,
          ),
        ));
      let letter: ProviderLetter | null = job.attempts > 1 ? await this.gateway.findLetter(mailingId) : null;
      letter ??= await this.gateway.createLetter({
        idempotencyKey: `mailing:${mailingId}`,
        service: mailing.service,
        from: mailing.from,
        to: mailing.to,
        pdf: proof.pdf,
        description: `SueGo case ${caseId}`,
        metadata: { caseId, mailingId, userId: state.case.userId },
      });
      await this.tracking.reconcile(caseId, mailingId, letter, job.id);
    } catch (error) {
      const permanent = error instanceof MailGatewayError && error.permanent;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        { caseId, mailingId, attempt: job.attempts, permanent, reason },
        'Mailing attempt failed',
      );
      if (permanent || last) {
        await this.tracking.reject(
          caseId,
          mailingId,
          permanent
            ? `The mail service refused the letter: ${reason}`
            : 'The mail service could not be reached; nothing was mailed',
          job.id,
        );
        return;
      }
      throw error;
    }
  }
}
