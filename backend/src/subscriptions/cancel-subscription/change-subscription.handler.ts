import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { PaymentGateway } from '../../payments/index';
import {
  decideSubscription,
  NO_SUBSCRIPTION_MESSAGE,
  type SubscriptionCommand,
} from '../subscription.decide';
import { loadSubscription, subscriptionDecider } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';
import { ChangeSubscriptionCommand } from './change-subscription.command';

/**
 * Cancel and reactivate. The decider is asked first, so a refused change (no subscription, not set to cancel, a
 * reason over 200 characters) writes nothing anywhere; then the provider is told; then the event is appended
 * (the provider's webhook later finds nothing new).
 */
@CommandHandler(ChangeSubscriptionCommand)
export class ChangeSubscriptionHandler implements ICommandHandler<ChangeSubscriptionCommand> {
  constructor(
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly queries: SubscriptionQueries,
  ) {}

  async execute({ user, change, now }: ChangeSubscriptionCommand) {
    const row = await this.queries.current(user.id);
    if (!row) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
    // A plan continues only with a card to charge: reactivating without one would just make it past due.
    const hasCard = async () =>
      Boolean(
        (await this.gateway.retrieveCustomer(row.stripe_customer_id)).invoice_settings
          .default_payment_method ??
        (await this.gateway.retrieveSubscription(row.stripe_subscription_id)).default_payment_method,
      );
    const command: SubscriptionCommand =
      change.type === 'reactivate'
        ? { type: 'Reactivate', data: { hasCard: await hasCard() }, metadata: { now } }
        : change.immediate
          ? { type: 'CancelNow', data: { reason: change.reason }, metadata: { now } }
          : { type: 'ScheduleCancellation', data: { reason: change.reason }, metadata: { now } };
    const state = await loadSubscription(this.store, row.id);
    if (decideSubscription(command, state).length === 0) return { position: null };
    const providerId = row.stripe_subscription_id;
    if (command.type === 'CancelNow') {
      const ended = await this.gateway.cancelSubscription(providerId, `sub:cancel:${providerId}`);
      // A past-due plan canceled now: its open invoice is voided, so no retry runs and nothing more is charged.
      const invoice = ended.latest_invoice;
      if (invoice && (invoice.status === 'open' || invoice.status === 'uncollectible'))
        await this.gateway.voidInvoice(invoice.id, `in:void:${invoice.id}`);
    } else {
      const cancelAtPeriodEnd = command.type === 'ScheduleCancellation';
      await this.gateway.updateSubscription(providerId, {
        cancelAtPeriodEnd,
        idempotencyKey: `sub:update:${providerId}:${cancelAtPeriodEnd}:${now.getTime()}`,
      });
    }
    const result = await handleCommand(
      this.store,
      subscriptionStreamId(row.id),
      subscriptionDecider,
      command,
      {
        metadata: { actor: user },
        maxAttempts: 10,
      },
    );
    return { position: result.position };
  }
}
