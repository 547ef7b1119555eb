import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EmailVerificationRequiredError, IllegalStateError } from '../../common/errors';
import { deterministicUuid } from '../../common/deterministic-uuid';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { PaymentGateway, type GatewaySubscription } from '../../payments/index';
import { planPrice } from '../../pricing/index';
import { applyPromo, normalizePromoCode } from '../../pricing/index';
import { BillingCustomers } from '../billing-customers';
import { BenefitClaims } from '../once-per-customer/benefit-claims';
import { TrialCards } from '../once-per-customer/trial-cards';
import { redeemPromotionOnce } from '../promotions/redeem-promotion';
import { startedStatus } from '../provider-snapshot';
import { ALREADY_SUBSCRIBED_MESSAGE } from '../subscription.decide';
import { subscriptionDecider } from '../subscription.decider';
import { LIVE_STATUSES, subscriptionStreamId, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';
import { StartSubscriptionCommand, type StartSubscriptionResult } from './start-subscription.command';

export const TRIAL_PERIOD_DAYS = 7;

/**
 * Starts a subscription. Idempotent end to end: the subscription id is derived from the account and how many
 * subscriptions it had before, so a double click or a retried request computes the same id, redeems the promo
 * for the same subscription (a no-op), reuses the provider's object through the same idempotency key
 * (`sub:create:{id}`, retried by the SDK on timeouts with that key) and records SubscriptionStarted once.
 * A subscription still waiting for its card (incomplete) is replaced when the user changes plan or promo, so a
 * declined card never traps anyone (issue 11 #16).
 * The trial and each promo code go once per customer (the normalised email, ADR 145): a returning customer's plan
 * starts without a trial, its first month charged at once (`trialDays: 0`, a `pi_` secret to pay with). A free
 * first month needs a verified email, and the email key of a trial is claimed only once verified (ADR 210).
 */
@CommandHandler(StartSubscriptionCommand)
export class StartSubscriptionHandler implements ICommandHandler<StartSubscriptionCommand> {
  constructor(
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
    private readonly queries: SubscriptionQueries,
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
    private readonly claims: BenefitClaims,
    private readonly trialCards: TrialCards,
  ) {}

  async execute(command: StartSubscriptionCommand): Promise<StartSubscriptionResult> {
    const { user, plan, now } = command;
    const price = planPrice(plan);
    const code = command.promoCode ? normalizePromoCode(command.promoCode) : '';
    const promo = code ? applyPromo(code, plan, now, 'promoCode') : null;
    const free = promo?.promotion.kind === 'first_period_free';
    // A promotion that needs no card goes only to an account that proved it reads its address (ADR 210).
    if (free && !user.emailVerified) throw new EmailVerificationRequiredError();

    const history = await this.queries.forUser(user.id);
    const live = history.find((r) => LIVE_STATUSES.has(r.status as SubscriptionStatus));
    let replaces: string | null = null;
    if (live) {
      const same =
        live.plan === plan && live.promo_code === (promo?.code ?? null) && !command.paymentMethodId;
      if (live.status === 'incomplete' && same) return this.resume(live.id, live.stripe_subscription_id);
      if (live.status !== 'incomplete') throw new IllegalStateError(ALREADY_SUBSCRIBED_MESSAGE);
      replaces = live.id;
      await this.supersede(live.id, live.stripe_subscription_id, user, now);
    }
    const subscriptionId = deterministicUuid(`subscription:${user.id}:${history.length}`);

    if (promo) {
      await redeemPromotionOnce(
        this.store,
        this.dataSource,
        {
          type: 'RedeemPromotion',
          data: {
            code: promo.code,
            userId: user.id,
            subscriptionId,
            plan,
            discountAmount: promo.discountAmount,
            maxRedemptions: promo.promotion.maxRedemptions,
            replaces,
          },
          metadata: { now },
        },
        { id: user.id, role: user.role },
        (tx) =>
          this.claims.claimForEmail(
            user.email,
            { benefit: `promo:${promo.code}`, subscriptionId, replaces },
            tx,
          ),
      );
    }
    // A free first month replaces the trial; otherwise the trial is this person's only if never had before. Only a
    // verified address is claimed (ADR 210); an unverified one is looked up, and claimed when it is verified
    // (VerifiedTrials), while the card claims the trial as soon as it is saved (TrialCards).
    // This account's own trials count verified or not (a plan replaced before its card was saved does not).
    const hadTrial = history.some((r) => r.trial_end !== null && r.id !== replaces && r.end_reason !== 'superseded');
    const trial =
      !free &&
      !hadTrial &&
      (user.emailVerified
        ? await this.claims.claimForEmail(user.email, { benefit: 'trial', subscriptionId, replaces })
        : await this.claims.available(user.email, 'trial'));

    const customer = await this.customers.ensure(user);
    // A free month with no card to charge afterwards ends with the month (issue 27): set so at the provider from
    // the start, and lifted when a card is added, so it never goes past due for a card that never existed.
    const withoutCard =
      free &&
      !command.paymentMethodId &&
      !(await this.gateway.retrieveCustomer(customer)).invoice_settings.default_payment_method;
    const created = await this.gateway.createSubscription({
      customer,
      price: plan,
      amount: price.amount,
      trialPeriodDays: trial ? TRIAL_PERIOD_DAYS : 0,
      ...(command.paymentMethodId ? { defaultPaymentMethod: command.paymentMethodId } : {}),
      ...(promo
        ? {
            promotion: {
              code: promo.code,
              kind: promo.promotion.kind,
              ...(promo.promotion.amountOff ? { amountOff: promo.promotion.amountOff } : {}),
            },
          }
        : {}),
      ...(withoutCard ? { cancelAtPeriodEnd: true } : {}),
      metadata: { subscriptionId, userId: user.id, plan },
      idempotencyKey: `sub:create:${subscriptionId}`,
    });
    // A card saved before the plan (create-setup-intent): it claims the trial now (ADR 145).
    const sub = command.paymentMethodId ? await this.trialCards.check(created) : created;
    const status = startedStatus(sub, Boolean(command.paymentMethodId));
    const iso = (unix: number | null) => new Date((unix ?? 0) * 1000).toISOString();
    const result = await handleCommand(
      this.store,
      subscriptionStreamId(subscriptionId),
      subscriptionDecider,
      {
        type: 'StartSubscription',
        data: {
          subscriptionId,
          userId: user.id,
          plan,
          status,
          amount: price.amount,
          documentsPerPeriod: price.documentsPerPeriod,
          providerSubscriptionId: sub.id,
          providerCustomerId: customer,
          setupIntentId: sub.pending_setup_intent,
          currentPeriodStart: iso(sub.current_period_start),
          currentPeriodEnd: iso(sub.current_period_end),
          trialEnd: sub.trial_end ? iso(sub.trial_end) : null,
          promoCode: promo?.code ?? null,
          discountAmount: promo?.discountAmount ?? 0,
          withoutCard: withoutCard && sub.cancel_at_period_end,
        },
        metadata: { now },
      },
      { metadata: { actor: { id: user.id, role: user.role } }, maxAttempts: 10 },
    );
    return {
      subscriptionId,
      status,
      clientSecret: status === 'incomplete' ? await this.clientSecret(sub) : null,
      isFree: free,
      trialDays: sub.trial_end ? TRIAL_PERIOD_DAYS : 0,
      position: result.position,
    };
  }

  /** The same sign-up again while its card is not saved yet: hand out the same SetupIntent (or payment). */
  private async resume(
    subscriptionId: string,
    providerSubscriptionId: string,
  ): Promise<StartSubscriptionResult> {
    const sub = await this.gateway.retrieveSubscription(providerSubscriptionId);
    return {
      subscriptionId,
      status: 'incomplete',
      clientSecret: await this.clientSecret(sub),
      isFree: false,
      trialDays: sub.trial_end ? TRIAL_PERIOD_DAYS : 0,
      position: null,
    };
  }

  /** What the card form confirms: the trial's SetupIntent (saves the card), or the first invoice's payment. */
  private async clientSecret(sub: GatewaySubscription): Promise<string | null> {
    if (!sub.pending_setup_intent) return sub.latest_invoice_client_secret;
    return (await this.gateway.retrieveSetupIntent(sub.pending_setup_intent)).client_secret;
  }

  private async supersede(
    subscriptionId: string,
    providerSubscriptionId: string,
    user: { id: string; role: string },
    now: Date,
  ) {
    const old = await this.gateway.cancelSubscription(
      providerSubscriptionId,
      `sub:cancel:${providerSubscriptionId}`,
    );
    // Stripe leaves a trial's pending SetupIntent open when its subscription ends: a stale tab must not save a card.
    if (old.pending_setup_intent) {
      const seti = await this.gateway.retrieveSetupIntent(old.pending_setup_intent);
      if (seti.status !== 'succeeded' && seti.status !== 'canceled') {
        await this.gateway.cancelSetupIntent(seti.id, `seti:cancel:${seti.id}`);
      }
    }
    const result = await handleCommand(
      this.store,
      subscriptionStreamId(subscriptionId),
      subscriptionDecider,
      { type: 'Supersede', metadata: { now } },
      { metadata: { actor: { id: user.id, role: user.role } }, maxAttempts: 10 },
    );
    await this.readYourWrites.after(result.position);
  }
}
