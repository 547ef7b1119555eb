import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IllegalStateError, NotFoundError } from '../../common/errors';
import { PaymentGateway, PaymentGatewayError, type GatewaySetupIntent } from '../../payments/index';
import type { PlanId } from '../../pricing/index';
import { EventStore } from '../../event-store/event-store';
import { BillingCustomers } from '../billing-customers';
import { loadSubscription } from '../subscription.decider';
import { StartSubscriptionCommand } from '../start-subscription/start-subscription.command';
import { SubscriptionQueries } from '../subscription-queries';
import { LIVE_STATUSES, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionSync } from '../sync-from-provider/subscription-sync';
import { ActivateAfterSetupCommand } from './activate-after-setup.command';

export const SETUP_NOT_COMPLETED_MESSAGE = 'Payment setup was not completed. Please try again.';

/**
 * The trial's card becomes the customer's default when there is none (Stripe saves it on the subscription only,
 * `save_default_payment_method: on_subscription`): the account's default card is the one its plan charges
 * (issue 27), and the saved-cards page shows it so. Idempotent.
 */
export async function useAsDefaultCard(gateway: PaymentGateway, seti: GatewaySetupIntent): Promise<void> {
  if (!seti.customer || !seti.payment_method) return;
  const customer = await gateway.retrieveCustomer(seti.customer);
  if (!customer.invoice_settings.default_payment_method)
    await gateway.setDefaultPaymentMethod(seti.customer, seti.payment_method);
}

/**
 * After the card form: the trial's own SetupIntent brings its subscription in line with the provider at once
 * (without waiting for the webhook, which then finds nothing new); a SetupIntent made by create-setup-intent for a
 * plan starts that plan with the saved card. Another customer's SetupIntent answers 404.
 */
@CommandHandler(ActivateAfterSetupCommand)
export class ActivateAfterSetupHandler implements ICommandHandler<ActivateAfterSetupCommand> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
    private readonly queries: SubscriptionQueries,
    private readonly sync: SubscriptionSync,
    private readonly commands: CommandBus,
    private readonly store: EventStore,
  ) {}

  async execute({ user, setupIntentId }: ActivateAfterSetupCommand) {
    const seti = await this.ownSetupIntent(user.id, setupIntentId);
    if (seti.status !== 'succeeded') throw new IllegalStateError(SETUP_NOT_COMPLETED_MESSAGE);
    const mine = await this.queries.bySetupIntent(seti.id);
    if (mine) {
      if (mine.user_id !== user.id) throw new NotFoundError('Setup intent not found');
      await useAsDefaultCard(this.gateway, seti);
      const position = await this.sync.syncNow(mine.id, mine.stripe_subscription_id);
      return { status: (await loadSubscription(this.store, mine.id)).status, position };
    }
    const plan = seti.metadata.plan as PlanId | undefined;
    if (plan !== 'suego' && plan !== 'suepro')
      throw new IllegalStateError('This card setup is not for a plan');
    const current = await this.queries.current(user.id);
    // Called twice for the same setup: the plan it started is the answer.
    if (
      current &&
      current.plan === plan &&
      LIVE_STATUSES.has(current.status as SubscriptionStatus) &&
      current.status !== 'incomplete'
    ) {
      return { status: current.status, position: null };
    }
    await this.gateway.setDefaultPaymentMethod(seti.customer!, seti.payment_method);
    const result = await this.commands.execute(
      new StartSubscriptionCommand(user, plan, seti.metadata.promoCode ?? null, seti.payment_method),
    );
    return { status: result.status, position: result.position };
  }

  private async ownSetupIntent(userId: string, setupIntentId: string): Promise<GatewaySetupIntent> {
    const customer = await this.customers.find(userId);
    let seti: GatewaySetupIntent;
    try {
      seti = await this.gateway.retrieveSetupIntent(setupIntentId);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404)
        throw new NotFoundError('Setup intent not found');
      throw error;
    }
    if (!customer || seti.customer !== customer) throw new NotFoundError('Setup intent not found');
    return seti;
  }
}
