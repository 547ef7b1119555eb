import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store';
import type { SendCondition, SendConditionRef } from '../outbox/send-conditions';
import { evolveSubscription, initialSubscriptionState } from './subscription';
import { subscriptionStreamId, type SubscriptionEvent } from './subscription.events';

const NAME = 'subscription-status';

/**
 * An email sent only if, when due, the subscription still has one of `statuses` (a trial reminder: `trialing`)
 * and, when `withoutCard` is given, is (or is not) still ending for want of a card (issue 27).
 */
export const subscriptionStatusIn = (
  subscriptionId: string,
  statuses: string[],
  options: { withoutCard?: boolean } = {},
): SendConditionRef => ({
  condition: NAME,
  params: {
    subscriptionId,
    statuses,
    ...(options.withoutCard !== undefined ? { withoutCard: options.withoutCard } : {}),
  },
});

/** The outbox's `subscription-status` send condition, read from the subscription's stream when the email is due. */
@Injectable()
export class SubscriptionStatusCondition implements SendCondition {
  readonly name = NAME;

  constructor(private readonly store: EventStore) {}

  async holds(params: Record<string, unknown>): Promise<boolean> {
    const { subscriptionId, statuses, withoutCard } = params as {
      subscriptionId: string;
      statuses: string[];
      withoutCard?: boolean;
    };
    const stream = await this.store.readStream(subscriptionStreamId(subscriptionId));
    const sub = stream.reduce(
      (s, e) => evolveSubscription(s, e as unknown as SubscriptionEvent),
      initialSubscriptionState(),
    );
    if (sub.status === 'none' || !statuses.includes(sub.status)) return false;
    return withoutCard === undefined || sub.withoutCard === withoutCard;
  }
}
