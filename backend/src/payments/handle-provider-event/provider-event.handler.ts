import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { comparePositions, EventStore, type Position } from '../../event-store/event-store';
import { WrongExpectedVersionError } from '../../event-store/event-store.errors';
import {
  InvalidWebhookError,
  PaymentGateway,
  PaymentGatewayError,
  type GatewayEvent,
  type GatewayPaymentIntent,
} from '../payment-gateway';
import { ChargeLedger } from '../billing/charge-ledger';
import type { LedgerEntry } from '../billing/charge-ledger';
import { providerEventStreamId, type ProviderEventReceived } from '../provider-event.events';
import { failureCode } from '../sandbox/sandbox-cards';
import {
  NOT_APPLIED,
  type PaymentApplied,
  type PaymentFailure,
  type PaymentIntentConsumer,
  type ProviderEventConsumer,
} from './payment-consumers';

/** The provider events this handler acts on; any other type is acknowledged and ignored (not recorded). */
export const HANDLED_PROVIDER_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
]);

const EVENT_ID = /^evt_[A-Za-z0-9_]{1,200}$/;

const latest = (...positions: (Position | null | undefined)[]): Position | null =>
  positions.reduce<Position | null>(
    (max, p) => (!p ? max : !max || comparePositions(p, max) > 0 ? p : max),
    null,
  );
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export interface ProviderEventResult {
  /**
   * - `applied`: recorded now, and the intent's owner acted on it (it may have found the outcome already there);
   * - `recorded`: recorded now, nothing to do (unknown case, intent still processing…);
   * - `duplicate`: this provider event was recorded before; nothing was done;
   * - `ignored`: a type we do not handle; nothing was recorded.
   */
  outcome: 'applied' | 'recorded' | 'duplicate' | 'ignored';
  /** Where the appended events landed (for read-your-writes); null when nothing was appended. */
  position: Position | null;
}

/**
 * The till: every provider event, whether it came from a verified Stripe webhook or from the sandbox, is recorded
 * once in `provider-event-{evt}` (expected `no_stream`: the store refuses a second delivery) and, in the same
 * transaction, handed to the context it concerns: a {@link ProviderEventConsumer} for the event types it names
 * (subscriptions), else the {@link PaymentIntentConsumer} of the intent's `metadata.purpose` (attorneys), or of
 * intents without one (a case's document: cases/checkout/case-payments.ts). The intent is re-fetched from the
 * provider before acting: the event body only says which object to look at, so events delivered late or out of
 * order converge on the provider's current truth. Money taken, whatever it paid for, also goes to the billing
 * ledger in that transaction (issue 27: `charge-{id}`, the billing history and receipts).
 */
@Injectable()
export class ProviderEventHandler {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly ledger: ChargeLedger,
  ) {}

  private readonly consumers: ProviderEventConsumer[] = [];
  private readonly intentConsumers = new Map<string | null, PaymentIntentConsumer>();

  /** Lets another module act on the provider event types it names (called once at module init). */
  registerConsumer(consumer: ProviderEventConsumer): void {
    this.consumers.push(consumer);
  }

  /** Lets another module own the payment intents it creates with `metadata.purpose` (called once at module init). */
  registerIntentConsumer(consumer: PaymentIntentConsumer): void {
    if (this.intentConsumers.has(consumer.purpose))
      throw new Error(`Purpose ${consumer.purpose} is already registered`);
    this.intentConsumers.set(consumer.purpose, consumer);
  }

  /** The owner of an intent: its purpose's consumer, else the consumer of intents without a purpose. */
  private intentConsumerOf(intent: GatewayPaymentIntent): PaymentIntentConsumer | null {
    const purpose = intent.metadata.purpose;
    return (
      (purpose ? this.intentConsumers.get(purpose) : undefined) ?? this.intentConsumers.get(null) ?? null
    );
  }

  async handle(event: GatewayEvent): Promise<ProviderEventResult> {
    if (!EVENT_ID.test(event.id)) throw new InvalidWebhookError('Malformed event id');
    const consumer = this.consumers.find((c) => c.eventTypes.has(event.type));
    if (consumer) return this.handleWith(consumer, event);
    if (this.ledger.handles(event.type)) return this.handleForLedger(event);
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
    const owner = intent ? this.intentConsumerOf(intent) : null;
    const caseId = intent && owner?.caseIdOf ? owner.caseIdOf(intent) : null;
    const charge = intent ? this.ledger.factsOfIntent(intent, new Date(event.created * 1000)) : null;

    return this.dataSource.transaction(async (tx) => {
      const position = await this.record(tx, event, objectId, caseId, charge);
      if (!position) return { outcome: 'duplicate', position: null };
      if (!intent || !owner) return { outcome: 'recorded', position };
      let applied: PaymentApplied = NOT_APPLIED;
      if (intent.status === 'succeeded') applied = await owner.apply(intent, tx, event.id);
      else if (event.type === 'payment_intent.payment_failed' && owner.applyFailure)
        applied = await owner.applyFailure(intent, this.failureOf(event, intent), tx, event.id);
      // A decline an owner does not record needs nothing more: the card form shows it, the intent stays open.
      if (applied === NOT_APPLIED) return { outcome: 'recorded', position };
      return { outcome: 'applied', position: applied ?? position };
    });
  }

  /** A refund reported by the provider (refund.created/updated): the ledger's alone, whoever refunded. */
  private async handleForLedger(event: GatewayEvent): Promise<ProviderEventResult> {
    const entry = await this.ledger.prepare(event);
    const objectId = typeof event.data.object.id === 'string' ? event.data.object.id : null;
    return this.dataSource.transaction(async (tx) => {
      const position = await this.record(tx, event, objectId, null, entry);
      return position ? { outcome: 'recorded', position } : { outcome: 'duplicate', position: null };
    });
  }

  private async handleWith(
    consumer: ProviderEventConsumer,
    event: GatewayEvent,
  ): Promise<ProviderEventResult> {
    const found = await consumer.prepare(event);
    const charge = await this.ledger.prepare(event);
    return this.dataSource.transaction(async (tx) => {
      const position = await this.record(tx, event, found?.objectId ?? null, null, charge);
      if (!position) return { outcome: 'duplicate', position: null };
      if (!found) return { outcome: 'recorded', position };
      const applied = await consumer.apply(found.prepared, tx, event.id);
      return { outcome: 'applied', position: latest(applied, position) };
    });
  }

  /**
   * Records the delivery in its own stream, with the charge it reports in the billing ledger; null when it was
   * recorded before (or right now by a concurrent delivery that committed first).
   */
  private async record(
    tx: EntityManager,
    event: GatewayEvent,
    objectId: string | null,
    caseId: string | null,
    charge: LedgerEntry | null,
  ): Promise<Position | null> {
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
      if (error instanceof WrongExpectedVersionError) return null;
      throw error;
    }
    return latest(position, await this.ledger.apply(charge, tx, event.id));
  }

  /** The refusal this event reports (the intent may already carry a later attempt's error). */
  private failureOf(event: GatewayEvent, intent: GatewayPaymentIntent): PaymentFailure {
    const reported = event.data.object.last_payment_error as
      GatewayPaymentIntent['last_payment_error'] | undefined;
    const error = reported ?? intent.last_payment_error;
    return {
      code: error ? failureCode(error) : 'payment_failed',
      message: error?.message ?? 'Your payment could not be completed.',
    };
  }

  /**
   * Brings the intent's owner in line with an intent read from the provider, without a provider event (checkout
   * found the intent already succeeded before its webhook arrived). Idempotent with the webhook path.
   */
  async reconcilePaymentIntent(intent: GatewayPaymentIntent): Promise<Position | null> {
    const owner = this.intentConsumerOf(intent);
    if (!owner || intent.status !== 'succeeded') return null;
    // Re-read for the charge's card and receipt (the caller's copy may come from a create call, which has none).
    const charge = this.ledger.factsOfIntent((await this.fetchIntent(intent.id)) ?? intent);
    return this.dataSource.transaction(async (tx) => {
      const charged = await this.ledger.apply(charge, tx, intent.id);
      const applied = await owner.apply(intent, tx, intent.id);
      return latest(applied === NOT_APPLIED ? null : applied, charged);
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
}
