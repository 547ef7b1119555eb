import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, ConflictError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { JobsService } from '../../jobs/jobs.service';
import {
  NOT_APPLIED,
  type PaymentApplied,
  type PaymentFailure,
  type PaymentIntentConsumer,
} from '../../payments/index';
import type { GatewayPaymentIntent } from '../../payments/index';
import type { Case } from '../case';
import { paymentToRefund, type RecordPaymentFailed, type RecordPaymentSucceeded } from './case-payment.decide';
import { caseDecider } from '../case.decider';
import { caseStreamId } from '../case.events';
import { paymentEventIds } from './payment-event-ids';
import {
  REFUND_DUPLICATE_PAYMENT_ATTEMPTS,
  REFUND_DUPLICATE_PAYMENT_JOB,
  type RefundDuplicatePaymentPayload,
} from './refund-duplicate-payment.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MoneyCommand = { command: RecordPaymentSucceeded | RecordPaymentFailed; eventId: string };

/**
 * The case purchase as one more payments consumer (like subscriptions and attorneys): the intents checkout creates
 * carry `metadata.caseId` and no purpose. In the transaction that records the provider event, the money event goes
 * to the case stream with a deterministic id derived from the payment intent, so even a different event about the
 * same intent cannot pay twice; a payment the case does not keep is refunded by a job queued in that transaction.
 */
@Injectable()
export class CasePayments implements PaymentIntentConsumer {
  readonly purpose = null;
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly store: EventStore,
    private readonly jobs: JobsService,
  ) {}

  caseIdOf(intent: GatewayPaymentIntent): string | null {
    const caseId = intent.metadata.caseId ?? '';
    return UUID.test(caseId) ? caseId : null;
  }

  async apply(intent: GatewayPaymentIntent, tx: EntityManager, causationId: string): Promise<PaymentApplied> {
    const caseId = this.caseIdOf(intent);
    if (!caseId) return NOT_APPLIED;
    const money: MoneyCommand = {
      command: {
        type: 'RecordPaymentSucceeded',
        data: {
          caseId,
          paymentIntentId: intent.id,
          amount: intent.amount_received || intent.amount,
          promoCode: intent.metadata.promoCode ?? null,
        },
        metadata: { now: new Date() },
      },
      eventId: paymentEventIds.paymentSucceeded(intent.id),
    };
    return this.applyToCase(caseId, money, tx, causationId);
  }

  async applyFailure(
    intent: GatewayPaymentIntent,
    failure: PaymentFailure,
    tx: EntityManager,
    providerEventId: string,
  ): Promise<PaymentApplied> {
    const caseId = this.caseIdOf(intent);
    if (!caseId) return NOT_APPLIED;
    const money: MoneyCommand = {
      command: {
        type: 'RecordPaymentFailed',
        data: { caseId, paymentIntentId: intent.id, code: failure.code, message: failure.message },
        metadata: { now: new Date() },
      },
      eventId: paymentEventIds.paymentFailed(providerEventId),
    };
    return this.applyToCase(caseId, money, tx, providerEventId);
  }

  private async applyToCase(
    caseId: string,
    money: MoneyCommand,
    tx: EntityManager,
    causationId: string,
  ): Promise<PaymentApplied> {
    try {
      const result = await handleCommand(this.store, caseStreamId(caseId), caseDecider, money.command, {
        tx,
        // An underpaid success is its own outcome of the intent, with its own deterministic id.
        eventId: (event) =>
          event.type === 'PaymentUnderpaid'
            ? paymentEventIds.paymentUnderpaid(event.data.paymentIntentId)
            : money.eventId,
        metadata: { actor: null, causationId },
      });
      if (
        money.command.type === 'RecordPaymentSucceeded' &&
        !result.events.some((e) => e.type === 'PaymentSucceeded')
      )
        await this.refundIfNotKept(result.state, money.command, tx);
      return result.position;
    } catch (error) {
      // A refusal (no such case): keep the provider event recorded and acknowledge; retrying cannot help.
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.warn(
          { caseId, command: money.command.type, reason: error.message },
          'Provider event does not apply to a case',
        );
        return NOT_APPLIED;
      }
      throw error;
    }
  }

  /**
   * A payment the case does not keep — a second one for a case already paid (or covered), or one that did not
   * cover the price — is refunded: its job is queued in this transaction, once per intent.
   */
  private async refundIfNotKept(
    state: Case,
    command: RecordPaymentSucceeded,
    tx: EntityManager,
  ): Promise<void> {
    const { caseId, paymentIntentId } = command.data;
    const reason = paymentToRefund(state, paymentIntentId);
    if (!reason) return;
    const { created } = await this.jobs.enqueue<RefundDuplicatePaymentPayload>(tx, {
      type: REFUND_DUPLICATE_PAYMENT_JOB,
      payload: { caseId, paymentIntentId },
      idempotencyKey: `${REFUND_DUPLICATE_PAYMENT_JOB}:${paymentIntentId}`,
      maxAttempts: REFUND_DUPLICATE_PAYMENT_ATTEMPTS,
    });
    if (!created) return;
    this.logger.warn(
      {
        caseId,
        paymentIntentId,
        amount: command.data.amount,
        reason,
        paidWith: state.status === 'none' ? null : (state.payment?.paymentIntentId ?? null),
      },
      reason === 'underpaid'
        ? 'A payment succeeded that does not cover the price of the case: refunding it'
        : 'A second payment succeeded for a case that is already paid or covered: refunding it',
    );
  }
}
