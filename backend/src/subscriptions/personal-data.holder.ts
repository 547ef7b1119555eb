import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import type { PersonalDataAccount, PersonalDataHolder } from '../common/personal-data-holder';
import { PaymentGateway } from '../payments/index';
import { BillingCustomers } from './billing-customers';
import { BenefitClaims } from './once-per-customer/benefit-claims';
import { ChangeSubscriptionCommand } from './cancel-subscription/change-subscription.command';
import { SubscriptionQueries } from './subscription-queries';
import { LIVE_STATUSES, type SubscriptionStatus } from './subscription.events';

/**
 * Subscriptions' share of deleting an account (docs/adr/124, 153): before the key is erased, the plan ends now and
 * the payment provider forgets the customer (email, name, cards). The plan's events and read rows are erased and
 * re-derived with the rest of the event log.
 */
@Injectable()
export class SubscriptionsPersonalData implements PersonalDataHolder {
  readonly name = 'subscriptions';
  readonly tables = [];

  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionQueries,
    private readonly customers: BillingCustomers,
    private readonly gateway: PaymentGateway,
    private readonly claims: BenefitClaims,
  ) {}

  async beforeErasure(user: PersonalDataAccount): Promise<void> {
    const plan = await this.subscriptions.current(user.id);
    if (plan && LIVE_STATUSES.has(plan.status as SubscriptionStatus))
      await this.commands.execute(
        new ChangeSubscriptionCommand(
          { id: user.id, role: user.role },
          { type: 'cancel', immediate: true, reason: null },
        ),
      );
    const customer = await this.customers.find(user.id);
    if (customer) await this.gateway.deleteCustomer(customer);
  }

  /** Who had a trial or a promo code stays known by an HMAC of the email (ADR 145), no longer tied to the account. */
  async forget(user: PersonalDataAccount, tx: EntityManager): Promise<void> {
    await this.claims.forgetAccount(user.id, tx);
  }
}
