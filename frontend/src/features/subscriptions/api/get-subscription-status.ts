import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Stripe's subscription statuses (spec §4). */
export type SubscriptionStatus = 'trialing' | 'active' | 'incomplete' | 'past_due' | 'unpaid' | 'canceled';

export type PlanId = 'suego' | 'suepro';

/** Spec §3 subscriptions, as GET /api/subscription/status answers it (dates are ISO strings). */
export interface Subscription {
  id: string;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** end of the free trial, when there is one */
  trialEnd?: string | null;
  promoCode?: string | null;
  /** documents used in the current period, when the server reports them */
  documentsUsed?: number | null;
  /** null = unlimited */
  documentsPerPeriod?: number | null;
  /** documents the plan still covers this period; null = unlimited */
  documentsRemaining?: number | null;
  /** the plan has no card to charge: it ends at currentPeriodEnd unless one is added (issue 27) */
  withoutCard?: boolean;
  /** why an ended plan ended (no_card, payment_failed, canceled, …) */
  endReason?: string | null;
  /** the card's refusal, when a charge failed */
  lastPaymentError?: string | null;
  /** when the provider tries the failed charge again */
  nextPaymentAttempt?: string | null;
  /** cents per month, from the catalog */
  amount?: number;
}

export interface SubscriptionStatusResponse {
  subscription: Subscription | null;
  hasActiveSubscription: boolean;
  /** false once this customer (the email, any account) had the free trial: a new plan is charged at once */
  trialAvailable?: boolean;
}

const NO_SUBSCRIPTION: SubscriptionStatusResponse = { subscription: null, hasActiveSubscription: false };

const readStatus = getQueryFn<SubscriptionStatusResponse>({ on401: 'returnNull' });

/** GET /api/subscription/status; signed out (401) reads as "no subscription". */
export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.status,
    queryFn: async (context) => (await readStatus(context)) ?? NO_SUBSCRIPTION,
  });

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionStatusQueryOptions(), enabled });
}

/** A subscription that gives access right now (spec §4: trialing or active). */
export function isLiveStatus(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active';
}

/** The plan covers one more document right now: live (trialing or active) with documents left or unlimited. */
export function coversADocument(response: SubscriptionStatusResponse | null | undefined): boolean {
  const sub = response?.subscription;
  if (!sub || !isLiveStatus(sub.status)) return false;
  return sub.documentsRemaining === undefined || sub.documentsRemaining === null || sub.documentsRemaining > 0;
}
