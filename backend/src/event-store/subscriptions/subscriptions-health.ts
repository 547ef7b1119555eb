/** One subscription's state, as the health report shows it to staff. */
export interface SubscriptionHealth {
  name: string;
  status: string;
  position: string;
  lag: number;
  error?: string;
}

/**
 * Anything that runs subscriptions (projections, process managers) reports them through this token. The event
 * store owns it (its SubscriptionsService is the source); the health endpoint reads it.
 */
export const SUBSCRIPTIONS_HEALTH = Symbol('SUBSCRIPTIONS_HEALTH');
export interface SubscriptionsHealthSource {
  subscriptionsHealth(): Promise<SubscriptionHealth[]>;
}
