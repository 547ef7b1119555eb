import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Spec §9: a cancel reason holds at most 200 characters (the server checks it too). */
export const CANCEL_REASON_MAX = 200;

export interface CancelSubscriptionInput {
  /** false = at the end of the current period; true = now (a past-due plan: its unpaid invoice is voided) */
  immediate: boolean;
  reason?: string;
}

/** POST /api/subscriptions/cancel */
export const cancelSubscription = (input: CancelSubscriptionInput) =>
  apiJson<unknown>('POST', '/api/subscriptions/cancel', input);

/** POST /api/subscriptions/reactivate: undoes a cancellation set for the period end. */
export const reactivateSubscription = () => apiJson<unknown>('POST', '/api/subscriptions/reactivate', {});

/** Both refresh the status afterwards (spec §4). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
}

export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
}

export type PlanPayment = { outcome: 'paid'; amount: number } | { outcome: 'declined'; message: string };

/** POST /api/subscriptions/pay-now: the past-due plan's unpaid invoice, charged now to the default card. */
export const payNow = () => apiJson<PlanPayment>('POST', '/api/subscriptions/pay-now', {});

export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
}
