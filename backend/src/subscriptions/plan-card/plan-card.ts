import { Injectable, Logger } from '@nestjs/common';
import { comparePositions, EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { PaymentGateway, PaymentGatewayError, SandboxDelivery } from '../../payments/index';
import { decideSubscription, type SubscriptionCommand } from '../subscription.decide';
import { loadSubscription, subscriptionDecider } from '../subscription.decider';
import { LIVE_STATUSES, subscriptionStreamId, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';
import { SubscriptionSync } from '../sync-from-provider/subscription-sync';

/** What bringing the plan in line with the cards did to an unpaid invoice. */
export type PlanPayment =
  { outcome: 'none' } | { outcome: 'paid'; amount: number } | { outcome: 'declined'; message: string };

export interface PlanCardResult {
  position: Position | null;
  payment: PlanPayment;
}

const later = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;
const PAST_DUE: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

/**
 * The plan charges the customer's default card (issue 27, docs/adr/063). Called after every change to the saved
 * cards, before a removed card is detached:
 * - with a default card, the subscription's own card becomes that card (Stripe charges a subscription's
 *   `default_payment_method` before the customer's, and a trial's card is saved there); a plan that was ending for
 *   want of a card continues; when the card changed, a past-due plan's open invoice is paid now with it;
 * - with none, a trialing or active plan is set to end at its period end, so it never goes past due for a card
 *   the customer took away.
 */
@Injectable()
export class PlanCard {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly store: EventStore,
    private readonly queries: SubscriptionQueries,
    private readonly sync: SubscriptionSync,
    private readonly delivery: SandboxDelivery,
  ) {}

  /**
   * `card`: the card the plan is to charge from now on (default: the customer's default card). A removal passes
   * the next card before the customer's default changes, so the plan never points at the card being removed.
   */
  async follow(
    user: { id: string; role: string },
    customer: string,
    options: { card?: string | null; now?: Date } = {},
  ): Promise<PlanCardResult> {
    const now = options.now ?? new Date();
    const row = await this.liveRow(user.id);
    if (!row) return { position: null, payment: { outcome: 'none' } };
    const card =
      options.card !== undefined
        ? options.card
        : (await this.gateway.retrieveCustomer(customer)).invoice_settings.default_payment_method;
    const sub = await this.gateway.retrieveSubscription(row.stripe_subscription_id);
    let position: Position | null = null;
    // Only a change of card pays a past-due invoice at once: adding a spare card must not retry the failed one.
    const moved = (sub.default_payment_method ?? null) !== card;
    if (moved) {
      await this.gateway.updateSubscription(sub.id, {
        defaultPaymentMethod: card,
        idempotencyKey: `sub:card:${sub.id}:${card ?? 'none'}:${now.getTime()}`,
      });
    }
    if (!card) {
      const left = await this.decide(row.id, { type: 'LeaveWithoutCard', metadata: { now } });
      if (left.length > 0 && !sub.cancel_at_period_end) {
        await this.gateway.updateSubscription(sub.id, {
          cancelAtPeriodEnd: true,
          idempotencyKey: `sub:update:${sub.id}:true:${now.getTime()}`,
        });
      }
      position = later(
        position,
        await this.append(row.id, { type: 'LeaveWithoutCard', metadata: { now } }, user),
      );
      return { position, payment: { outcome: 'none' } };
    }
    const provide: SubscriptionCommand = { type: 'ProvideCard', metadata: { now } };
    if ((await this.decide(row.id, provide)).length > 0) {
      if (sub.cancel_at_period_end) {
        await this.gateway.updateSubscription(sub.id, {
          cancelAtPeriodEnd: false,
          idempotencyKey: `sub:update:${sub.id}:false:${now.getTime()}`,
        });
      }
      position = later(position, await this.append(row.id, provide, user));
    }
    if (!moved || !PAST_DUE.has(row.status)) return { position, payment: { outcome: 'none' } };
    const paid = await this.payOpenInvoice(user.id, card);
    return { position: later(position, paid.position), payment: paid.payment };
  }

  /**
   * "Pay now": charges the past-due plan's open invoice to `card` (default: the customer's default). The
   * idempotency key is the invoice, its attempt count and the card, so two clicks (or two tabs) that read the same
   * invoice pay it once; a later try after a refusal is a new attempt with a new key.
   */
  async payOpenInvoice(userId: string, card?: string | null): Promise<PlanCardResult> {
    const row = await this.liveRow(userId);
    if (!row || !PAST_DUE.has(row.status)) return { position: null, payment: { outcome: 'none' } };
    const sub = await this.gateway.retrieveSubscription(row.stripe_subscription_id);
    const invoice = sub.latest_invoice;
    if (!invoice || invoice.status !== 'open') return { position: null, payment: { outcome: 'none' } };
    let payment: PlanPayment;
    try {
      const paid = await this.gateway.payInvoice(invoice.id, {
        ...(card ? { paymentMethod: card } : {}),
        idempotencyKey: `in:pay:${invoice.id}:${invoice.attempt_count}:${card ?? 'default'}`,
      });
      payment = { outcome: 'paid', amount: paid.amount_paid };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.code === 'invoice_already_paid') payment = { outcome: 'paid', amount: invoice.amount_due };
      else {
        this.logger.warn({ subscriptionId: row.id, code: error.code }, 'Paying the open invoice now failed');
        payment = { outcome: 'declined', message: error.message };
      }
    }
    // The provider's events (invoice paid or failed) reach the handler now in the sandbox; the stream is brought
    // in line at once either way, without waiting for a webhook.
    const delivered = await this.delivery.deliver(sub.id);
    const synced = await this.sync.syncNow(row.id, row.stripe_subscription_id);
    return { position: later(delivered, synced), payment };
  }

  private async liveRow(userId: string) {
    const row = await this.queries.current(userId);
    return row && LIVE_STATUSES.has(row.status as SubscriptionStatus) ? row : null;
  }

  /** What the command would record now (asked before the provider is told, so a no-op tells it nothing). */
  private async decide(subscriptionId: string, command: SubscriptionCommand): Promise<unknown[]> {
    return decideSubscription(command, await loadSubscription(this.store, subscriptionId));
  }

  private async append(
    subscriptionId: string,
    command: SubscriptionCommand,
    user: { id: string; role: string },
  ): Promise<Position | null> {
    const result = await handleCommand(
      this.store,
      subscriptionStreamId(subscriptionId),
      subscriptionDecider,
      command,
      {
        metadata: { actor: { id: user.id, role: user.role } },
        maxAttempts: 10,
      },
    );
    return result.position;
  }
}
