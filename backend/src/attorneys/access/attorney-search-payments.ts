import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import type { PaymentIntentConsumer } from '../../payments/index';
import { ProviderEventHandler } from '../../payments/index';
import { PaymentGateway, type GatewayPaymentIntent } from '../../payments/index';
import { addonPrice } from '../../pricing/index';
import { AttorneyClock } from './attorney-clock';
import { attorneySearchDecider, attorneySearchPurchaseEventId } from './attorney-search-access';
import { attorneySearchStreamId, type AttorneySearchEvent } from './attorney-search.events';
import { SearchAccessService } from './search-access.service';

/** `metadata.purpose` of attorney search intents. */
export const ATTORNEY_SEARCH_PURPOSE = 'attorney_search';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Intents the user can still pay: handed out again rather than replaced. */
const PAYABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

export type StartSearchPurchaseResult =
  | { kind: 'subscription'; plan: 'suego' | 'suepro' }
  | { kind: 'purchased'; expiresAt: string }
  | { kind: 'intent'; clientSecret: string; paymentIntentId: string; amount: number; currency: 'usd' };

/**
 * The one-time attorney search purchase (DESIGN §6: $1.99 for 30 days), paid through the same gateway and the
 * same provider-event handler as a document: the intent carries `purpose: attorney_search`, and its success is
 * recorded by {@link apply} in the transaction that records the provider event, once per intent (a deterministic
 * event id and a decider that ignores a known intent), so the money is counted exactly once.
 */
@Injectable()
export class AttorneySearchPayments implements PaymentIntentConsumer {
  readonly purpose = ATTORNEY_SEARCH_PURPOSE;
  private readonly logger = new Logger('Attorneys');

  constructor(
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
    private readonly access: SearchAccessService,
    private readonly clock: AttorneyClock,
  ) {}

  /**
   * What the user needs to search: nothing (a plan, or access still running), or an intent to pay. The intent's
   * idempotency key counts the purchases so far, so repeated calls hand out the same intent until it is paid.
   */
  async start(userId: string): Promise<StartSearchPurchaseResult & { position?: Position | null }> {
    const access = await this.access.check(userId);
    if (access.access === 'subscription') return { kind: 'subscription', plan: access.plan };
    if (access.access === 'purchase') return { kind: 'purchased', expiresAt: access.expiresAt };
    const purchases = (await this.store.readStream(attorneySearchStreamId(userId))).length;
    const price = addonPrice('attorney_search');
    const key = `pi:attorney-search:${userId}:${purchases}`;
    let intent = await this.gateway.createPaymentIntent({
      amount: price.amount,
      currency: 'usd',
      description: `SueGo ${price.name}`,
      metadata: { purpose: ATTORNEY_SEARCH_PURPOSE, userId },
      idempotencyKey: key,
    });
    if (intent.status === 'succeeded') {
      // Paid, its webhook not processed yet: record it now (idempotent with the webhook) and say so.
      const position = await this.providerEvents.reconcilePaymentIntent(intent);
      const stream = await this.store.readStream(attorneySearchStreamId(userId));
      const state = stream.reduce(
        (s, e) => attorneySearchDecider.evolve(s, e as unknown as AttorneySearchEvent),
        attorneySearchDecider.initialState(),
      );
      if (state.validUntil) return { kind: 'purchased', expiresAt: state.validUntil, position };
    }
    if (!PAYABLE.has(intent.status)) {
      // Canceled at the provider (from its dashboard): start a fresh one.
      intent = await this.gateway.createPaymentIntent({
        amount: price.amount,
        currency: 'usd',
        description: `SueGo ${price.name}`,
        metadata: { purpose: ATTORNEY_SEARCH_PURPOSE, userId },
        idempotencyKey: `${key}:${intent.id}`,
      });
    }
    if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`);
    return {
      kind: 'intent',
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: 'usd',
    };
  }

  async apply(
    intent: GatewayPaymentIntent,
    tx: EntityManager,
    causationId: string,
  ): Promise<Position | null> {
    const userId = intent.metadata.userId ?? '';
    if (!UUID.test(userId)) {
      this.logger.warn(
        { paymentIntentId: intent.id },
        'Attorney search payment without a user; nothing recorded',
      );
      return null;
    }
    const price = addonPrice('attorney_search');
    const result = await handleCommand(
      this.store,
      attorneySearchStreamId(userId),
      attorneySearchDecider,
      {
        type: 'RecordAttorneySearchPurchase',
        data: {
          userId,
          paymentIntentId: intent.id,
          amount: intent.amount_received || intent.amount,
          accessDays: price.accessDays ?? 30,
        },
        metadata: { now: this.clock.now() },
      },
      { tx, eventId: () => attorneySearchPurchaseEventId(intent.id), metadata: { actor: null, causationId } },
    );
    return result.position;
  }
}
