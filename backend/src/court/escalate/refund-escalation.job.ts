import { Injectable, Logger } from '@nestjs/common';
import { caseStreamId } from '../../cases/index';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import type { Job, JobHandler } from '../../jobs/job';
import { ChargeLedger, PaymentGateway, PaymentGatewayError } from '../../payments/index';
import { escalationRefundDue } from './escalation.decide';
import { ESCALATION_SYSTEM_ACTOR, escalationIds, REFUND_ESCALATION_JOB } from './escalation-event-ids';
import { loadCaseCourt, packageDecider } from './escalations';

export interface RefundEscalationPayload {
  caseId: string;
  paymentIntentId: string;
}

/**
 * Gives back an escalation payment the case does not keep (paid twice: two intents raced, or a card paid after the
 * plan covered it). Queued in the transaction that found it, once per intent; the refund's idempotency key and the
 * event's deterministic id make a retried or crashed job refund and record once, and the money given back is in the
 * billing history with its receipt.
 */
@Injectable()
export class RefundEscalationJob implements JobHandler<RefundEscalationPayload> {
  readonly type = REFUND_ESCALATION_JOB;
  private readonly logger = new Logger('Court');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly ledger: ChargeLedger,
  ) {}

  async handle(job: Job<RefundEscalationPayload>): Promise<void> {
    const { caseId, paymentIntentId } = job.payload;
    const state = await loadCaseCourt(this.store, caseId);
    if (!escalationRefundDue(state, paymentIntentId)) return; // kept, or given back already
    let refund: { id: string | null; amount: number };
    try {
      const made = await this.gateway.refundPaymentIntent({
        paymentIntent: paymentIntentId,
        reason: 'duplicate',
        metadata: { caseId, purpose: 'escalation' },
        idempotencyKey: `pi:refund:${paymentIntentId}`,
      });
      if (made.status === 'failed' || made.status === 'canceled')
        throw new Error(`Refund ${made.id} of ${paymentIntentId} is ${made.status}`);
      refund = { id: made.id, amount: made.amount };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError && error.code === 'charge_already_refunded')) throw error;
      const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
      refund = { id: null, amount: intent.amount_received || intent.amount };
    }
    await this.ledger.recordRefund(
      {
        providerPaymentId: paymentIntentId,
        providerRefundId: refund.id,
        amount: refund.amount,
        reason: 'duplicate',
      },
      job.id,
    );
    await handleCommand(
      this.store,
      caseStreamId(caseId),
      packageDecider,
      {
        type: 'RecordEscalationRefund',
        data: { caseId, paymentIntentId, refundId: refund.id, amount: refund.amount },
        metadata: { now: new Date() },
      },
      {
        eventId: () => escalationIds.refunded(paymentIntentId),
        metadata: { actor: ESCALATION_SYSTEM_ACTOR, causationId: job.id },
      },
    );
    this.logger.warn({ caseId, paymentIntentId, refundId: refund.id }, 'Escalation payment refunded');
  }
}
