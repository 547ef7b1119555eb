// The public surface of subscriptions/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { BillingCustomers } from './billing-customers';
export { promotionStreamId } from './promotions/promotion';
export { SubscriptionQueries } from './subscription-queries';
export { subscriptionStatusIn } from './subscription-status.condition';
export { evolveSubscription, initialSubscriptionState } from './subscription';
export { SubscriptionsModule } from './subscriptions.module';
export { DocumentAllowance, type PlanCoverage } from './cover-case/document-allowance';

// Read models (read-models/): other contexts read them through here.
export { SUBSCRIPTION_COLUMNS } from './read-models/subscriptions/subscription.row';
export { SUBSCRIPTIONS_VIEW } from './read-models/subscriptions/subscriptions.projection';
