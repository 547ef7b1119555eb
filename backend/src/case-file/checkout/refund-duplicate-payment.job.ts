import { Injectable, Logger } from '@nestjs/common';
import { paymentToRefund } from './case-payment.decide';
import { caseDecider } from '../case.decider';
import { caseStreamId } from '../case.events';
import { loadCase } from '../load-case';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import type { Job, JobHandler } from '../../jobs/job';
import { paymentEventIds } from './payment-event-ids';
import { PaymentRefunds } from '../../payments/index';

export const REFUND_DUPLICATE_PAYMENT_JOB = 'refund-duplicate-payment';
export const REFUND_DUPLICATE_PAYMENT_ATTEMPTS = 10;

export interface RefundDuplicatePaymentPayload {
  caseId: string;
  paymentIntentId: string;
}

/**
 * Gives back money a case does not keep: taken for a case that was already paid for (a superseded payment intent
 * that still got paid because its cancellation lost the race with the card, or a payment for a case a plan already
 * covered), or a payment that did not cover the case's price (`PaymentUnderpaid`, issue 11). Enqueued by the
 * provider-event handler in the transaction that found the duplicate, once per intent. The refund carries an
 * idempotency key derived from the intent and the event a deterministic id, so a retried or crashed job refunds
 * and records once; the payment the case was paid with is never refunded here.
 */
@Injectable()
export class RefundDuplicatePaymentJob implements JobHandler<RefundDuplicatePaymentPayload> {
  readonly type = REFUND_DUPLICATE_PAYMENT_JOB;
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly refunds: PaymentRefunds,
    private readonly store: EventStore,
  ) {}

  async handle(job: Job<RefundDuplicatePaymentPayload>): Promise<void> {
    const { caseId, paymentIntentId } = job.payload;
    const state = await loadCase(this.store, caseId);
    if (state.status === 'none' || state.refundedPaymentIntents.includes(paymentIntentId)) return;
    const reason = paymentToRefund(state, paymentIntentId);
    if (!reason) {
      this.logger.error({ caseId, paymentIntentId }, 'Refund refused: the case keeps this payment');
      return;
    }
    const refund = await this.refunds.refundOnce({
      paymentIntentId,
      gatewayReason: reason === 'duplicate' ? 'duplicate' : 'requested_by_customer',
      reason,
      // Same parameters as before underpaid refunds existed: a refund retried across an upgrade keeps its key.
      metadata: { caseId },
      causationId: job.id,
    });
    await handleCommand(
      this.store,
      caseStreamId(caseId),
      caseDecider,
      {
        type: 'RecordPaymentRefunded',
        data: { caseId, paymentIntentId, refundId: refund.id, amount: refund.amount },
        metadata: { now: new Date() },
      },
      {
        eventId: () => paymentEventIds.paymentRefunded(paymentIntentId),
        metadata: { actor: { id: 'system:payments', role: 'system' }, causationId: job.id },
      },
    );
    this.logger.warn(
      { caseId, paymentIntentId, refundId: refund.id, amount: refund.amount },
      reason === 'duplicate' ? 'Duplicate payment refunded' : 'Underpaid payment refunded',
    );
  }
}
