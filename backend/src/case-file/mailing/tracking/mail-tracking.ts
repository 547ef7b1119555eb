import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { caseStreamId } from '../../case.events';
import { AppError, ConflictError } from '../../../common/errors';
import { EventStore, type Position } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { JobsService } from '../../../jobs/jobs.service';
import { loadCaseMailings } from '../case-mailings';
import { MailGateway, MailGatewayError, type MailWebhookEvent, type ProviderLetter } from '../mail-gateway';
import { findMailing } from '../mailing';
import { mailingDecider, mailingRefundReason, type MailingCommand } from '../mailing.decide';
import { MAILING_SYSTEM_ACTOR, mailingEventIds, REFUND_MAILING_JOB } from '../mailing-event-ids';
import { REFUND_MAILING_ATTEMPTS } from '../mailing-payments';
import { MailingPrints } from '../mailing-prints';
import type { RefundMailingPayload } from '../refund-mailing.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place a provider's letter turns into case events, whether the mail-letter job just created it or a
 * tracking webhook (Lob's, verified; or the sandbox's) reported it: the letter is re-fetched from the provider and
 * the case is brought in line with it, LetterMailed first (if the webhook won the race with the job), then every
 * USPS scan not yet recorded. Each event has a deterministic id and the decider returns [] for what is known, so
 * duplicate, late or out-of-order deliveries record everything exactly once.
 */
@Injectable()
export class MailTracking {
  private readonly logger = new Logger('Mailing');

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly gateway: MailGateway,
    private readonly prints: MailingPrints,
    private readonly jobs: JobsService,
  ) {}

  /** A tracking webhook: look at the letter it names, as the provider has it now. */
  async handle(
    event: MailWebhookEvent,
  ): Promise<{ outcome: 'applied' | 'ignored'; position: Position | null }> {
    if (!event.letterId || !event.type.startsWith('letter.')) return { outcome: 'ignored', position: null };
    let letter: ProviderLetter;
    try {
      letter = await this.gateway.retrieveLetter(event.letterId);
    } catch (error) {
      if (error instanceof MailGatewayError && error.status === 404)
        return { outcome: 'ignored', position: null };
      throw error; // provider unreachable: the delivery fails and is retried
    }
    const { caseId, mailingId } = letter.metadata;
    if (!caseId || !mailingId || !UUID.test(caseId) || !UUID.test(mailingId)) {
      this.logger.warn(
        { letterId: letter.id, providerEventId: event.id },
        'A letter SueGo did not send; ignored',
      );
      return { outcome: 'ignored', position: null };
    }
    const position = await this.reconcile(caseId, mailingId, letter, event.id);
    return { outcome: 'applied', position };
  }

  /** Records what the provider's letter says that the case does not know yet. */
  async reconcile(
    caseId: string,
    mailingId: string,
    letter: ProviderLetter,
    causationId: string,
  ): Promise<Position | null> {
    const state = await loadCaseMailings(this.store, caseId);
    const mailing = findMailing(state, mailingId);
    if (!mailing) {
      this.logger.warn(
        { caseId, mailingId, letterId: letter.id },
        'A letter for a mailing the case does not have; ignored',
      );
      return null;
    }
    let position: Position | null = null;
    if (mailing.status === 'queued') {
      if (letter.deleted)
        return this.reject(
          caseId,
          mailingId,
          'The mail service canceled the letter before it was mailed',
          causationId,
        );
      const proof = await this.prints.proof(mailingId);
      position = await this.decide(
        {
          type: 'RecordLetterMailed',
          data: {
            caseId,
            mailingId,
            carrier: this.gateway.mode,
            providerLetterId: letter.id,
            trackingNumber: letter.trackingNumber,
            pdfSha256: proof?.sha256 ?? '',
            pageCount: proof?.pageCount ?? 0,
            mailedOn: letter.sendDate,
            expectedDeliveryDate: letter.expectedDeliveryDate,
          },
          metadata: { now: new Date() },
        },
        mailingEventIds.mailed(mailingId),
        causationId,
      );
    }
    const scans = [...letter.scans].sort((a, b) => a.time.localeCompare(b.time));
    for (const scan of scans) {
      if (state.recordedScans.has(scan.id)) continue;
      const kind = scan.kind;
      position =
        (await this.decide(
          {
            type: 'RecordLetterScan',
            data: {
              caseId,
              mailingId,
              providerEventId: scan.id,
              kind,
              description: scan.description,
              location: scan.location,
              occurredAt: scan.time,
            },
            metadata: { now: new Date() },
          },
          mailingEventIds.scan(scan.id),
          causationId,
        )) ?? position;
    }
    return position;
  }

  /** The provider refused the letter: recorded, and its payment refunded (queued in the same transaction). */
  async reject(
    caseId: string,
    mailingId: string,
    reason: string,
    causationId: string,
  ): Promise<Position | null> {
    return this.dataSource.transaction(async (tx) => {
      const result = await handleCommand(
        this.store,
        caseStreamId(caseId),
        mailingDecider,
        { type: 'RejectLetterMailing', data: { caseId, mailingId, reason }, metadata: { now: new Date() } },
        {
          tx,
          eventId: () => mailingEventIds.rejected(mailingId),
          metadata: { actor: MAILING_SYSTEM_ACTOR, causationId },
        },
      );
      const paidBy = findMailing(result.state, mailingId)?.paidBy;
      if (paidBy && mailingRefundReason(result.state, mailingId, paidBy) === 'rejected')
        await this.jobs.enqueue<RefundMailingPayload>(tx, {
          type: REFUND_MAILING_JOB,
          payload: { caseId, mailingId, paymentIntentId: paidBy },
          idempotencyKey: `${REFUND_MAILING_JOB}:${paidBy}`,
          maxAttempts: REFUND_MAILING_ATTEMPTS,
        });
      this.logger.warn(
        { caseId, mailingId, reason },
        'Letter rejected by the mail service; its payment is refunded',
      );
      return result.position;
    });
  }

  private async decide(
    command: MailingCommand,
    eventId: string,
    causationId: string,
  ): Promise<Position | null> {
    try {
      const result = await handleCommand(
        this.store,
        caseStreamId(command.data.caseId),
        mailingDecider,
        command,
        {
          eventId: () => eventId,
          metadata: { actor: MAILING_SYSTEM_ACTOR, causationId },
        },
      );
      return result.position;
    } catch (error) {
      // A scan for a mailing that cannot take it (rejected, say): keep going, retrying cannot help.
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.warn(
          { command: command.type, reason: error.message },
          'Tracking does not apply to the mailing',
        );
        return null;
      }
      throw error;
    }
  }
}
