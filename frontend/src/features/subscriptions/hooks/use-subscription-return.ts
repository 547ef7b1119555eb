import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { subscriptionKeys } from '../api/subscription-keys';

type Toast = { title: string; description: string };

/** Spec §2 Account: the query parameters a sign-up or a provider redirect lands with, and what each says. */
function toastFor(params: URLSearchParams, trialDays: number | null): Toast | null {
  const trial = params.get('trial');
  if (trial === 'started' || trial === 'true') {
    return {
      title: 'Free Trial Started!',
      description: `${trialDays ? `Your ${trialDays}-day free trial` : 'Your free trial'} has started. Your card is charged automatically when it ends unless you cancel.`,
    };
  }
  if (params.get('subscription') === 'success') {
    return { title: 'Subscription Activated!', description: 'Your plan is active. Thank you for subscribing.' };
  }
  if (params.get('message') === 'trial-started') {
    return { title: 'Trial Started', description: 'Your free trial has started.' };
  }
  if (params.get('setup') === 'success') {
    return { title: 'Refreshing subscription status...', description: 'Your card is saved. Your plan shows here in a moment.' };
  }
  return null;
}

const RETURN_PARAMS = ['trial', 'subscription', 'setup', 'message'];

/**
 * On arrival with trial / subscription / setup / message in the URL: refresh the subscription status, show one
 * toast, and remove those parameters from the URL (so a reload does not toast again). `trialDays` is undefined
 * while the catalog is loading: the toast waits for it, so it can name the trial length.
 */
export function useSubscriptionReturn(trialDays: number | null | undefined) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (trialDays === undefined || !RETURN_PARAMS.some((name) => params.has(name)) || handled.current === search) return;
    handled.current = search;
    const message = toastFor(params, trialDays);
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    if (message) toast(message);
    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, queryClient, trialDays]);
}
