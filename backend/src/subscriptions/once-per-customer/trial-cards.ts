import { Injectable, Logger } from '@nestjs/common';
import { PaymentGateway, type GatewaySubscription } from '../../payments/index';
import { BenefitClaims } from './benefit-claims';
import { SHARED_TEST_CARD_LAST4 } from './customer-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trial is also once per card (Stripe's fingerprint, ADR 145): once a trialing subscription has its card, the
 * card claims the trial; a card that had it under another email ends this trial now, so the first month is charged
 * at once. The sandbox gives each test number its own fingerprint and exempts none (issue 37 point 1: tests that
 * need several trials use several cards); with real Stripe in test mode the shared test cards stay exempt (every
 * tester uses 4242…).
 */
@Injectable()
export class TrialCards {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly claims: BenefitClaims,
  ) {}

  /** `sub` as it stands after the check: unchanged, or with its trial ended (active or past due). */
  async check(sub: GatewaySubscription, savedCard: string | null = null): Promise<GatewaySubscription> {
    const subscriptionId = sub.metadata.subscriptionId;
    const cardId = sub.default_payment_method ?? savedCard;
    if (sub.status !== 'trialing' || !cardId || !subscriptionId || !UUID.test(subscriptionId)) return sub;
    const card = (await this.gateway.retrievePaymentMethod(cardId)).card;
    const fingerprint = card?.fingerprint;
    if (!card || !fingerprint) return sub;
    if (this.gateway.mode === 'stripe' && !sub.livemode && SHARED_TEST_CARD_LAST4.has(card.last4)) return sub;
    if (await this.claims.claimForCard(fingerprint, { benefit: 'trial', subscriptionId, replaces: null }))
      return sub;
    this.logger.log(
      { subscriptionId, providerSubscriptionId: sub.id },
      'This card had a trial before: the trial ends now',
    );
    return this.gateway.endTrialNow(sub.id, `sub:end-trial:${sub.id}`);
  }
}
