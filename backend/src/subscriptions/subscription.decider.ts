import type { EventStore, RecordedEvent } from '../event-store/event-store';
import type { Decider } from '../event-store/handle-command';
import { evolveSubscription, initialSubscriptionState, type Subscription } from './subscription';
import { decideSubscription, type SubscriptionCommand } from './subscription.decide';
import { subscriptionStreamId, type SubscriptionEvent } from './subscription.events';

/** The subscription aggregate's pure functions, as the event store's command helper wants them. */
export const subscriptionDecider: Decider<SubscriptionCommand, Subscription, SubscriptionEvent> = {
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};

export function foldSubscription(events: readonly RecordedEvent[]): Subscription {
  return events.reduce<Subscription>(
    (s, e) => evolveSubscription(s, e as unknown as SubscriptionEvent),
    initialSubscriptionState(),
  );
}

export async function loadSubscription(store: EventStore, subscriptionId: string): Promise<Subscription> {
  return foldSubscription(await store.readStream(subscriptionStreamId(subscriptionId)));
}
