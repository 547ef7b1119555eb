import type { EntityManager } from 'typeorm';
import type { Position } from '../../event-store/event-store';
import type { GatewayEvent, GatewayPaymentIntent } from '../payment-gateway';

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

/** A consumer's answer when the payment concerns nothing it knows (no such case…): the event is only recorded. */
export const NOT_APPLIED = Symbol('NOT_APPLIED');
export type PaymentApplied = Position | null | typeof NOT_APPLIED;

/** Why the provider refused a payment, in the provider-neutral words the case shows (sandbox-cards.ts). */
export interface PaymentFailure {
  code: string;
  message: string;
}

/**
 * A context that sells something through payment intents: the intents created with `metadata.purpose` equal to
 * `purpose` (attorney search, attorney referral) are its own; `purpose: null` owns the intents created without
 * one (a case's document, cases/checkout/case-payments.ts). Runs inside the transaction that records the provider
 * event (or, for a reconciliation, its own), with the intent as re-fetched from the provider; each method must be
 * idempotent per intent (a deterministic event id), because the same intent can be reported more than once.
 */
export interface PaymentIntentConsumer {
  readonly purpose: string | null;
  /** The intent succeeded. Returns where its events landed (null: nothing new), or NOT_APPLIED. */
  apply(intent: GatewayPaymentIntent, tx: EntityManager, causationId: string): Promise<PaymentApplied>;
  /** A `payment_intent.payment_failed` delivery for an intent that has not succeeded since (optional). */
  applyFailure?(
    intent: GatewayPaymentIntent,
    failure: PaymentFailure,
    tx: EntityManager,
    providerEventId: string,
  ): Promise<PaymentApplied>;
  /** The case an intent pays for, recorded on `ProviderEventReceived.caseId` (only the case purchase has one). */
  caseIdOf?(intent: GatewayPaymentIntent): string | null;
}
