import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Position } from '../../event-store/event-store';
import type { ProviderEventConsumer } from '../../payments/index';
import {
  PaymentGateway,
  PaymentGatewayError,
  type GatewayEvent,
  type GatewaySetupIntent,
} from '../../payments/index';
import { useAsDefaultCard } from '../setup-intents/activate-after-setup.handler';
import type { ProviderSnapshot } from '../subscription.decide';
import { SubscriptionQueries } from '../subscription-queries';
import { SubscriptionSync } from './subscription-sync';

/** The Stripe webhook types (and sandbox clock events) the subscription side acts on. */
export const SUBSCRIPTION_PROVIDER_EVENTS: ReadonlySet<string> = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'setup_intent.succeeded',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: unknown, prefix: string) =>
  typeof value === 'string' && value.startsWith(prefix) && /^[A-Za-z0-9_]{3,200}$/.test(value) ? value : null;

type Prepared = { subscriptionId: string; snapshot: ProviderSnapshot };

/**
 * The subscription an invoice bills: Stripe moved it to `parent.subscription_details.subscription` in API
 * 2025-03-31.basil (the top-level `subscription` the sandbox also sends is gone there).
 */
export function invoiceSubscriptionOf(invoice: Record<string, unknown>): unknown {
  const parent = invoice.parent as
    { subscription_details?: { subscription?: unknown } | null } | null | undefined;
  const fromParent = parent?.subscription_details?.subscription;
  if (typeof fromParent === 'string') return fromParent;
  if (fromParent && typeof fromParent === 'object') return (fromParent as { id?: unknown }).id;
  return invoice.subscription;
}

/**
 * Provider events → subscription streams. The event body only says which subscription to look at; the
 * subscription is re-fetched and the stream converges on it (SyncSubscription), so duplicates, out-of-order
 * deliveries and a shuffled backlog all end in the provider's current state.
 */
@Injectable()
export class SubscriptionProviderEvents implements ProviderEventConsumer<Prepared> {
  readonly eventTypes = SUBSCRIPTION_PROVIDER_EVENTS;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly sync: SubscriptionSync,
    private readonly queries: SubscriptionQueries,
  ) {}

  async prepare(event: GatewayEvent): Promise<{ objectId: string | null; prepared: Prepared } | null> {
    const providerSubscriptionId = await this.subscriptionOf(event);
    if (!providerSubscriptionId) return null;
    const found = await this.sync.fetch(providerSubscriptionId);
    if (!found) return null;
    const ours = found.sub.metadata.subscriptionId;
    const subscriptionId =
      ours && UUID.test(ours)
        ? ours
        : ((await this.queries.byProviderSubscription(providerSubscriptionId))?.id ?? null);
    if (!subscriptionId) return null;
    return { objectId: providerSubscriptionId, prepared: { subscriptionId, snapshot: found.snapshot } };
  }

  apply(prepared: Prepared, tx: EntityManager, providerEventId: string): Promise<Position | null> {
    return this.sync.apply(prepared.subscriptionId, prepared.snapshot, { tx, causationId: providerEventId });
  }

  private async subscriptionOf(event: GatewayEvent): Promise<string | null> {
    const object = event.data.object;
    if (event.type.startsWith('customer.subscription.')) return idOf(object.id, 'sub_');
    if (event.type.startsWith('invoice.')) return idOf(invoiceSubscriptionOf(object), 'sub_');
    const setupIntentId = idOf(object.id, 'seti_');
    if (!setupIntentId) return null;
    let seti: GatewaySetupIntent;
    try {
      seti = await this.gateway.retrieveSetupIntent(setupIntentId); // it must exist at the provider
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) return null;
      throw error;
    }
    const providerSubscriptionId =
      (await this.queries.bySetupIntent(setupIntentId))?.stripe_subscription_id ?? null;
    if (providerSubscriptionId && seti.status === 'succeeded') await useAsDefaultCard(this.gateway, seti);
    return providerSubscriptionId;
  }
}
