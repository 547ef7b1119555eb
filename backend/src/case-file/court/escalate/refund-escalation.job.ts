import { Injectable, Logger } from '@nestjs/common';
import { caseStreamId } from '../../case.events';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import type { Job, JobHandler } from '../../../jobs/job';
import { PaymentRefunds } from '../../../payments/index';
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
    private readonly refunds: PaymentRefunds,
    private readonly store: EventStore,
  ) {}

  async handle(job: Job<RefundEscalationPayload>): Promise<void> {
    const { caseId, paymentIntentId } = job.payload;
    const state = await loadCaseCourt(this.store, caseId);
    if (!escalationRefundDue(state, paymentIntentId)) return; // kept, or given back already
    const refund = await this.refunds.refundOnce({
      paymentIntentId,
      gatewayReason: 'duplicate',
      reason: 'duplicate',
      metadata: { caseId, purpose: 'escalation' },
      causationId: job.id,
    });
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
