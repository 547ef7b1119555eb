import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import {
  PaymentGateway,
  PaymentGatewayError,
  type GatewaySubscription,
} from '../../payments/index';
import { TrialCards } from '../once-per-customer/trial-cards';
import { toSnapshot } from '../provider-snapshot';
import type { ProviderSnapshot } from '../subscription.decide';
import { subscriptionDecider } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';

/**
 * Re-fetches a subscription from the provider and appends what the stream lacks (SyncSubscription). Used by the
 * provider-event consumer (webhooks, sandbox clock) and by the calls that must not wait for a webhook.
 */
@Injectable()
export class SubscriptionSync {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly trialCards: TrialCards,
  ) {}

  /** The provider's subscription now, with whether its trial SetupIntent succeeded; null when it does not exist. */
  async fetch(
    providerSubscriptionId: string,
  ): Promise<{ sub: GatewaySubscription; snapshot: ProviderSnapshot } | null> {
    let sub: GatewaySubscription;
    try {
      sub = await this.gateway.retrieveSubscription(providerSubscriptionId);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) return null;
      throw error;
    }
    const seti = sub.pending_setup_intent
      ? await this.gateway.retrieveSetupIntent(sub.pending_setup_intent)
      : null;
    const setupSucceeded = seti?.status === 'succeeded';
    // The trial's card is known now: a card that had a trial under another email ends this one (ADR 145).
    if (setupSucceeded || sub.default_payment_method)
      sub = await this.trialCards.check(sub, seti?.payment_method ?? null);
    return { sub, snapshot: toSnapshot(sub, setupSucceeded) };
  }

  async apply(
    subscriptionId: string,
    snapshot: ProviderSnapshot,
    options: { tx?: EntityManager; causationId?: string; now?: Date } = {},
  ): Promise<Position | null> {
    const result = await handleCommand(
      this.store,
      subscriptionStreamId(subscriptionId),
      subscriptionDecider,
      { type: 'SyncSubscription', data: { snapshot }, metadata: { now: options.now ?? new Date() } },
      { tx: options.tx, metadata: { actor: null, causationId: options.causationId }, maxAttempts: 10 },
    );
    return result.position;
  }

  /** Fetch and apply at once (no webhook to wait for). */
  async syncNow(subscriptionId: string, providerSubscriptionId: string): Promise<Position | null> {
    const found = await this.fetch(providerSubscriptionId);
    return found ? this.apply(subscriptionId, found.snapshot) : null;
  }
}
