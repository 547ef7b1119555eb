import { Injectable, Logger } from '@nestjs/common';
import { caseStreamId } from '../case.events';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import type { Job, JobHandler } from '../../jobs/job';
import { PaymentRefunds } from '../../payments/index';
import { loadCaseMailings } from './case-mailings';
import { mailingDecider, mailingRefundReason } from './mailing.decide';
import { MAILING_SYSTEM_ACTOR, mailingEventIds, REFUND_MAILING_JOB } from './mailing-event-ids';

export interface RefundMailingPayload {
  caseId: string;
  mailingId: string;
  paymentIntentId: string;
}

/**
 * Gives a mailing's payment back: its letter was rejected by the provider after payment, or the payment was not
 * needed (its mailing was replaced or already paid). Queued in the transaction that found it, once per intent; the
 * refund's idempotency key and the event's deterministic id make a retried or crashed job refund and record once.
 */
@Injectable()
export class RefundMailingJob implements JobHandler<RefundMailingPayload> {
  readonly type = REFUND_MAILING_JOB;
  private readonly logger = new Logger('Mailing');

  constructor(
    private readonly refunds: PaymentRefunds,
    private readonly store: EventStore,
  ) {}

  async handle(job: Job<RefundMailingPayload>): Promise<void> {
    const { caseId, mailingId, paymentIntentId } = job.payload;
    const state = await loadCaseMailings(this.store, caseId);
    const reason = mailingRefundReason(state, mailingId, paymentIntentId);
    if (!reason) return; // kept, or given back already
    const refund = await this.refunds.refundOnce({
      paymentIntentId,
      gatewayReason: reason === 'not_needed' ? 'duplicate' : 'requested_by_customer',
      reason,
      metadata: { caseId, mailingId },
      causationId: job.id,
    });
    await handleCommand(
      this.store,
      caseStreamId(caseId),
      mailingDecider,
      {
        type: 'RecordMailingRefund',
        data: { caseId, mailingId, paymentIntentId, refundId: refund.id, amount: refund.amount },
        metadata: { now: new Date() },
      },
      {
        eventId: () => mailingEventIds.refunded(paymentIntentId),
        metadata: { actor: MAILING_SYSTEM_ACTOR, causationId: job.id },
      },
    );
    this.logger.warn(
      { caseId, mailingId, paymentIntentId, refundId: refund.id, reason },
      'Mailing payment refunded',
    );
  }
}
