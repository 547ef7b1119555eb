import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Case } from '../../cases/case';
import { paymentToRefund, type RecordPaymentFailed, type RecordPaymentSucceeded } from '../../cases/case.decide';
import { caseDecider } from '../../cases/case.decider';
import { caseStreamId } from '../../cases/case.events';
import { AppError, ConflictError } from '../../common/errors';
import { comparePositions, EventStore, type Position } from '../../event-store/event-store';
import { WrongExpectedVersionError } from '../../event-store/event-store.errors';
import { handleCommand } from '../../event-store/handle-command';
import { JobsService } from '../../jobs/jobs.service';
import { ChargeLedger } from '../billing/charge-ledger';
import type { ChargeFacts } from '../billing/charge-facts';
import { paymentEventIds } from '../deterministic-id';
import {
  InvalidWebhookError,
  PaymentGateway,
  PaymentGatewayError,
  type GatewayEvent,
  type GatewayPaymentIntent,
} from '../payment-gateway';
import { providerEventStreamId, type ProviderEventReceived } from '../provider-event.events';
import {
  REFUND_DUPLICATE_PAYMENT_ATTEMPTS,
  REFUND_DUPLICATE_PAYMENT_JOB,
  type RefundDuplicatePaymentPayload,
} from '../refund-duplicate-payment/refund-duplicate-payment.job';
import { failureCode } from '../sandbox/sandbox-cards';

/** The provider events this handler acts on; any other type is acknowledged and ignored (not recorded). */
export const HANDLED_PROVIDER_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
]);

const EVENT_ID = /^evt_[A-Za-z0-9_]{1,200}$/;
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProviderEventResult {
  /**
   * - `applied`: recorded now, and the case command ran (it may have found the outcome already there);
   * - `recorded`: recorded now, nothing to do for a case (unknown case, intent still processing…);
   * - `duplicate`: this provider event was recorded before; nothing was done;
   * - `ignored`: a type we do not handle; nothing was recorded.
   */
  outcome: 'applied' | 'recorded' | 'duplicate' | 'ignored';
  /** Where the appended events landed (for read-your-writes); null when nothing was appended. */
  position: Position | null;
}

/**
 * Another context's share of provider events (subscriptions): `prepare` re-fetches the truth outside the
 * transaction (null: nothing to act on); `apply` appends its events inside the transaction that records the
 * provider event, so a delivery is recorded and acted on together or not at all.
 */
export interface ProviderEventConsumer<Prepared = unknown> {
  readonly eventTypes: ReadonlySet<string>;
  prepare(event: GatewayEvent): Promise<{ objectId: string | null; prepared: Prepared } | null>;
  apply(prepared: Prepared, tx: EntityManager, providerEventId: string): Promise<Position | null>;
}

/**
 * Another context's payment intents: an intent created with `metadata.purpose` equal to `purpose` (attorney search,
 * attorney referral) is that context's, not a case's. `apply` runs inside the transaction that records the provider
 * event (or, for a reconciliation, its own), with the intent as re-fetched from the provider; it must be idempotent
 * per intent (a deterministic event id), because the same intent can be reported more than once.
 */
export interface PaymentIntentConsumer {
  readonly purpose: string;
  apply(intent: GatewayPaymentIntent, tx: EntityManager, causationId: string): Promise<Position | null>;
}

type MoneyCommand = { command: RecordPaymentSucceeded | RecordPaymentFailed; eventId: string };

const latest = (...positions: (Position | null | undefined)[]): Position | null =>
  positions.reduce<Position | null>((max, p) => (!p ? max : !max || comparePositions(p, max) > 0 ? p : max), null);

/**
 * The one place provider events turn into case events, whether they came from a verified Stripe webhook or from
 * the sandbox. Each event is recorded once in `provider-event-{evt}` (expected `no_stream`: the store refuses a
 * second delivery) and, in the same transaction, the money event goes to the case stream with a deterministic id
 * derived from the payment intent, so even a different event about the same intent cannot pay twice. The intent
 * is re-fetched from the provider before acting: the event body only says which object to look at, so events
 * delivered late or out of order converge on the provider's current truth.
 */
@Injectable()
export class ProviderEventHandler {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly ledger: ChargeLedger,
  ) {}

  private readonly consumers: ProviderEventConsumer[] = [];
  private readonly intentConsumers = new Map<string, PaymentIntentConsumer>();

  /** Lets another module act on the provider event types it names (called once at module init). */
  registerConsumer(consumer: ProviderEventConsumer): void {
    this.consumers.push(consumer);
  }

  /** Lets another module own the payment intents it creates with `metadata.purpose` (called once at module init). */
  registerIntentConsumer(consumer: PaymentIntentConsumer): void {
    if (this.intentConsumers.has(consumer.purpose)) throw new Error(`Purpose ${consumer.purpose} is already registered`);
    this.intentConsumers.set(consumer.purpose, consumer);
  }

  /** The consumer of an intent's purpose; null for a case's intent (no purpose). */
  private intentConsumerOf(intent: GatewayPaymentIntent | null): PaymentIntentConsumer | null {
    const purpose = intent?.metadata.purpose;
    return purpose ? (this.intentConsumers.get(purpose) ?? null) : null;
  }

  async handle(event: GatewayEvent): Promise<ProviderEventResult> {
    if (!EVENT_ID.test(event.id)) throw new InvalidWebhookError('Malformed event id');
    // Money taken, whatever it paid for, goes to the billing ledger with the provider event (issue 27).
    const charge = await this.ledger.prepare(event);
    const consumer = this.consumers.find((c) => c.eventTypes.has(event.type));
    if (consumer) return this.handleWith(consumer, event, charge);
    if (!HANDLED_PROVIDER_EVENTS.has(event.type)) {
      this.logger.log(
        { providerEventId: event.id, type: event.type },
        'Provider event type not handled; acknowledged',
      );
      return { outcome: 'ignored', position: null };
    }
    const objectId =
      typeof event.data.object.id === 'string' && PAYMENT_INTENT_ID.test(event.data.object.id)
        ? event.data.object.id
        : null;
    // The truth, not the event body (which may be stale or out of order).
    const intent = objectId ? await this.fetchIntent(objectId) : null;
    const owner = this.intentConsumerOf(intent);
    if (owner && intent) return this.handleIntentOf(owner, event, intent, charge);
    const caseId = intent && UUID.test(intent.metadata.caseId ?? '') ? intent.metadata.caseId! : null;
    const money = intent && caseId ? this.moneyCommand(event, intent, caseId) : null;

    return this.dataSource.transaction(async (tx) => {
      const received: ProviderEventReceived = {
        type: 'ProviderEventReceived',
        data: {
          providerEventId: event.id,
          provider: this.gateway.mode,
          eventType: event.type,
          objectId,
          caseId,
          createdAt: new Date(event.created * 1000).toISOString(),
          receivedAt: new Date().toISOString(),
        },
      };
      let position: Position;
      try {
        ({ position } = await this.store.append(providerEventStreamId(event.id), [received], 'no_stream', {
          tx,
        }));
      } catch (error) {
        // Delivered before (or right now by a concurrent delivery that committed first).
        if (error instanceof WrongExpectedVersionError) return { outcome: 'duplicate', position: null };
        throw error;
      }
      const charged = await this.ledger.apply(charge, tx, event.id);
      if (!money || !caseId) return { outcome: 'recorded', position: latest(position, charged) };
      const applied = await this.applyToCase(caseId, money, tx, event.id);
      return { outcome: applied ? 'applied' : 'recorded', position: latest(applied?.position ?? position, charged) };
    });
  }

  private async handleWith(
    consumer: ProviderEventConsumer,
    event: GatewayEvent,
    charge: ChargeFacts | null,
  ): Promise<ProviderEventResult> {
    const found = await consumer.prepare(event);
    return this.dataSource.transaction(async (tx) => {
      let position: Position;
      try {
        ({ position } = await this.store.append(providerEventStreamId(event.id), [this.received(event, found?.objectId ?? null, null)], 'no_stream', { tx }));
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) return { outcome: 'duplicate', position: null };
        throw error;
      }
      const charged = await this.ledger.apply(charge, tx, event.id);
      if (!found) return { outcome: 'recorded', position: latest(position, charged) };
      const applied = await consumer.apply(found.prepared, tx, event.id);
      return { outcome: 'applied', position: latest(applied ?? position, charged) };
    });
  }

  /** An intent of another context: record the provider event, and hand a succeeded intent to its owner, together. */
  private async handleIntentOf(
    owner: PaymentIntentConsumer,
    event: GatewayEvent,
    intent: GatewayPaymentIntent,
    charge: ChargeFacts | null,
  ): Promise<ProviderEventResult> {
    return this.dataSource.transaction(async (tx) => {
      let position: Position;
      try {
        ({ position } = await this.store.append(providerEventStreamId(event.id), [this.received(event, intent.id, null)], 'no_stream', { tx }));
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) return { outcome: 'duplicate', position: null };
        throw error;
      }
      // A decline needs nothing recorded: the card form shows it, and the intent stays open for another card.
      if (intent.status !== 'succeeded') return { outcome: 'recorded', position };
      const charged = await this.ledger.apply(charge, tx, event.id);
      const applied = await owner.apply(intent, tx, event.id);
      return { outcome: 'applied', position: latest(applied ?? position, charged) };
    });
  }

  private received(event: GatewayEvent, objectId: string | null, caseId: string | null): ProviderEventReceived {
    return {
      type: 'ProviderEventReceived',
      data: {
        providerEventId: event.id,
        provider: this.gateway.mode,
        eventType: event.type,
        objectId,
        caseId,
        createdAt: new Date(event.created * 1000).toISOString(),
        receivedAt: new Date().toISOString(),
      },
    };
  }

  /**
   * Brings a case in line with an intent read from the provider, without a provider event (checkout found the
   * intent already succeeded before its webhook arrived). Idempotent with the webhook path.
   */
  async reconcilePaymentIntent(intent: GatewayPaymentIntent): Promise<Position | null> {
    const owner = this.intentConsumerOf(intent);
    // Re-read for the charge's card and receipt (the caller's copy may come from a create call, which has none).
    const charge =
      intent.status === 'succeeded'
        ? this.ledger.factsOfIntent((await this.fetchIntent(intent.id)) ?? intent)
        : null;
    if (owner) {
      if (intent.status !== 'succeeded') return null;
      return this.dataSource.transaction(async (tx) =>
        latest(await this.ledger.apply(charge, tx, intent.id), await owner.apply(intent, tx, intent.id)),
      );
    }
    const caseId = intent.metadata.caseId;
    if (intent.status !== 'succeeded' || !caseId || !UUID.test(caseId)) return null;
    const money = this.moneyCommand(null, intent, caseId);
    if (!money) return null;
    return this.dataSource.transaction(async (tx) => {
      const charged = await this.ledger.apply(charge, tx, intent.id);
      const applied = await this.applyToCase(caseId, money, tx, intent.id);
      return latest(applied?.position, charged);
    });
  }

  /** The intent as the provider has it now; null when the provider has no such intent (nothing to act on). */
  private async fetchIntent(id: string): Promise<GatewayPaymentIntent | null> {
    try {
      return await this.gateway.retrievePaymentIntent(id);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) return null;
      throw error; // provider unreachable: the delivery fails and is retried later
    }
  }

  private moneyCommand(
    event: GatewayEvent | null,
    intent: GatewayPaymentIntent,
    caseId: string,
  ): MoneyCommand | null {
    const now = { now: new Date() };
    if (intent.status === 'succeeded') {
      return {
        command: {
          type: 'RecordPaymentSucceeded',
          data: {
            caseId,
            paymentIntentId: intent.id,
            amount: intent.amount_received || intent.amount,
            promoCode: intent.metadata.promoCode ?? null,
          },
          metadata: now,
        },
        eventId: paymentEventIds.paymentSucceeded(intent.id),
      };
    }
    if (event?.type === 'payment_intent.payment_failed') {
      // The refusal this event reports (the intent may already carry a later attempt's error).
      const reported = event.data.object.last_payment_error as
        GatewayPaymentIntent['last_payment_error'] | undefined;
      const error = reported ?? intent.last_payment_error;
      return {
        command: {
          type: 'RecordPaymentFailed',
          data: {
            caseId,
            paymentIntentId: intent.id,
            code: error ? failureCode(error) : 'payment_failed',
            message: error?.message ?? 'Your payment could not be completed.',
          },
          metadata: now,
        },
        eventId: paymentEventIds.paymentFailed(event.id),
      };
    }
    return null; // processing, requires_action…: a later event will tell.
  }

  private async applyToCase(
    caseId: string,
    money: MoneyCommand,
    tx: EntityManager,
    causationId: string,
  ): Promise<{ position: Position | null } | null> {
    try {
      const result = await handleCommand(this.store, caseStreamId(caseId), caseDecider, money.command, {
        tx,
        // An underpaid success is its own outcome of the intent, with its own deterministic id.
        eventId: (event) =>
          event.type === 'PaymentUnderpaid' ? paymentEventIds.paymentUnderpaid(event.data.paymentIntentId) : money.eventId,
        metadata: { actor: null, causationId },
      });
      if (money.command.type === 'RecordPaymentSucceeded' && !result.events.some((e) => e.type === 'PaymentSucceeded'))
        await this.refundIfNotKept(result.state, money.command, tx);
      return { position: result.position };
    } catch (error) {
      // A refusal (no such case): keep the provider event recorded and acknowledge; retrying cannot help.
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.warn(
          { caseId, command: money.command.type, reason: error.message },
          'Provider event does not apply to a case',
        );
        return null;
      }
      throw error;
    }
  }

  /**
   * A payment the case does not keep — a second one for a case already paid (or covered), or one that did not
   * cover the price — is refunded: its job is queued in this transaction, once per intent.
   */
  private async refundIfNotKept(state: Case, command: RecordPaymentSucceeded, tx: EntityManager): Promise<void> {
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
