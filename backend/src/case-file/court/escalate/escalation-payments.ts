import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { caseStreamId } from '../../case.events';
import { AppError, ConflictError } from '../../../common/errors';
import { EventStore, type Position } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { JobsService } from '../../../jobs/jobs.service';
import type { GatewayPaymentIntent, PaymentIntentConsumer } from '../../../payments/index';
import { escalationRefundDue } from './escalation.decide';
import { ESCALATION_PURPOSE, REFUND_ESCALATION_JOB } from './escalation-event-ids';
import { escalationAppendOptions, packageDecider } from './escalations';
import type { RefundEscalationPayload } from './refund-escalation.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REFUND_ESCALATION_ATTEMPTS = 10;

/**
 * An escalation's payment arrived (a verified webhook or a sandbox confirmation, through the one provider-event
 * handler): in the transaction that records the provider event (and its charge in the ledger), the case records
 * EscalationPaid and the package's CaseDocumentDrafted together, both with ids derived from the intent and the case,
 * so a duplicate delivery or a reconciliation appends nothing and a crash leaves both or neither. A payment the
 * escalation does not keep (a second intent, or one after the plan covered it) is refunded by the
 * `refund-escalation` job queued in the same transaction (ADR 184).
 */
@Injectable()
export class EscalationPayments implements PaymentIntentConsumer {
  readonly purpose = ESCALATION_PURPOSE;
  private readonly logger = new Logger('Court');

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
    if (!UUID.test(caseId)) {
      this.logger.error(
        { paymentIntentId: intent.id },
        'Escalation payment without its case; nothing recorded',
      );
      return null;
    }
    try {
      const result = await handleCommand(
        this.store,
        caseStreamId(caseId),
        packageDecider,
        {
          type: 'RecordEscalationPayment',
          data: { caseId, paymentIntentId: intent.id, amount: intent.amount_received || intent.amount },
          metadata: { now: new Date() },
        },
        { tx, metadata: { actor: null, causationId }, ...escalationAppendOptions(caseId, intent.id) },
      );
      if (result.events.length === 0 && escalationRefundDue(result.state, intent.id)) {
        const { created } = await this.jobs.enqueue<RefundEscalationPayload>(tx, {
          type: REFUND_ESCALATION_JOB,
          payload: { caseId, paymentIntentId: intent.id },
          idempotencyKey: `${REFUND_ESCALATION_JOB}:${intent.id}`,
          maxAttempts: REFUND_ESCALATION_ATTEMPTS,
        });
        if (created)
          this.logger.warn(
            { caseId, paymentIntentId: intent.id },
            'A second payment for a case already filed in small claims: refunding it',
          );
      }
      return result.position;
    } catch (error) {
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.error(
          { caseId, paymentIntentId: intent.id, reason: error.message },
          'An escalation payment does not apply to its case',
        );
        return null;
      }
      throw error;
    }
  }
}
