import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { caseStreamId } from '../case.events';
import { AppError, ConflictError } from '../../common/errors';
import { EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { JobsService } from '../../jobs/jobs.service';
import type { PaymentIntentConsumer } from '../../payments/index';
import type { GatewayPaymentIntent } from '../../payments/index';
import { mailingDecider, mailingRefundReason } from './mailing.decide';
import { MAILING_PURPOSE, mailingEventIds, REFUND_MAILING_JOB } from './mailing-event-ids';
import type { RefundMailingPayload } from './refund-mailing.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REFUND_MAILING_ATTEMPTS = 10;

/**
 * A mailing's payment arrived (a verified webhook or a sandbox confirmation, through the one provider-event
 * handler, like the attorney-search purchase): in the transaction that records the provider event, the case
 * records LetterMailingPaid (once per intent). A payment the mailing does not keep (it was replaced, or paid twice)
 * is refunded by the `refund-mailing` job, queued in the same transaction. A second payment on the case itself
 * never happens: mailing intents carry `purpose: mailing`, so the case purchase never sees them.
 */
@Injectable()
export class MailingPayments implements PaymentIntentConsumer {
  readonly purpose = MAILING_PURPOSE;
  private readonly logger = new Logger('Mailing');

  constructor(
    private readonly store: EventStore,
    private readonly jobs: JobsService,
  ) {}

  async apply(
    intent: GatewayPaymentIntent,
    tx: EntityManager,
    causationId: string,
  ): Promise<Position | null> {
    const caseId = intent.metadata.caseId ?? '';
    const mailingId = intent.metadata.mailingId ?? '';
    if (!UUID.test(caseId) || !UUID.test(mailingId)) {
      this.logger.error(
        { paymentIntentId: intent.id },
        'Mailing payment without its case or mailing; nothing recorded',
      );
      return null;
    }
    try {
      const result = await handleCommand(
        this.store,
        caseStreamId(caseId),
        mailingDecider,
        {
          type: 'RecordMailingPayment',
          data: {
            caseId,
            mailingId,
            paymentIntentId: intent.id,
            amount: intent.amount_received || intent.amount,
          },
          metadata: { now: new Date() },
        },
        { tx, eventId: () => mailingEventIds.paid(intent.id), metadata: { actor: null, causationId } },
      );
      if (result.events.length === 0 && mailingRefundReason(result.state, mailingId, intent.id)) {
        const { created } = await this.jobs.enqueue<RefundMailingPayload>(tx, {
          type: REFUND_MAILING_JOB,
          payload: { caseId, mailingId, paymentIntentId: intent.id },
          idempotencyKey: `${REFUND_MAILING_JOB}:${intent.id}`,
          maxAttempts: REFUND_MAILING_ATTEMPTS,
        });
        if (created)
          this.logger.warn(
            { caseId, mailingId, paymentIntentId: intent.id },
            'A mailing payment that is not needed: refunding it',
          );
      }
      return result.position;
    } catch (error) {
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.error(
          { caseId, mailingId, paymentIntentId: intent.id, reason: error.message },
          'A mailing payment does not apply to its mailing',
        );
        return null;
      }
      throw error;
    }
  }
}
