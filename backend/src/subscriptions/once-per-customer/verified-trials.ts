import { Injectable, Logger } from '@nestjs/common';
import type { EmailVerifiedListener } from '../../identity/index';
import { PaymentGateway } from '../../payments/index';
import { SubscriptionQueries } from '../subscription-queries';
import { SubscriptionSync } from '../sync-from-provider/subscription-sync';
import { BenefitClaims } from './benefit-claims';

/**
 * The email key of a trial is claimed when the address is verified, never before (issue 37 point 1, ADR 210): an
 * unverified account's trial claimed only its card, so registering someone else's address uses up nobody's trial.
 * On verification every trial the account started claims its email; a trial still running whose person had one
 * already (a verified `first.last@gmail.com` under another account) ends now, its first month charged.
 */
@Injectable()
export class VerifiedTrials implements EmailVerifiedListener {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly claims: BenefitClaims,
    private readonly queries: SubscriptionQueries,
    private readonly gateway: PaymentGateway,
    private readonly sync: SubscriptionSync,
  ) {}

  async emailVerified(user: { id: string; email: string }): Promise<void> {
    for (const row of await this.queries.forUser(user.id)) {
      if (!row.trial_end) continue;
      const ours = await this.claims.claimForEmail(user.email, {
        benefit: 'trial',
        subscriptionId: row.id,
        replaces: null,
      });
      if (ours || row.status !== 'trialing') continue;
      this.logger.log({ subscriptionId: row.id }, 'This person had a trial before: the trial ends now');
      const sub = row.stripe_subscription_id;
      await this.gateway.endTrialNow(sub, `sub:end-trial:${sub}`);
      await this.sync.syncNow(row.id, sub);
    }
  }
}
