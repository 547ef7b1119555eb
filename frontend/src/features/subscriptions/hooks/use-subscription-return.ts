import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { translate as t } from '@/lib/i18n/runtime';
import { subscriptionKeys } from '../api/subscription-keys';
import { messages as m } from '../messages';

type Toast = { title: string; description: string };

/** Spec §2 Account: the query parameters a sign-up or a provider redirect lands with, and what each says. */
function toastFor(params: URLSearchParams, trialDays: number | null): Toast | null {
  const trial = params.get('trial');
  if (trial === 'started' || trial === 'true') {
    return {
      title: t(m.freeTrialStarted),
      description: t(m.freeTrialStartedBody, { days: trialDays ? String(trialDays) : 'none' }),
    };
  }
  if (params.get('subscription') === 'success') {
    return { title: t(m.activated), description: t(m.activatedBody) };
  }
  if (params.get('message') === 'trial-started') {
    return { title: t(m.trialStarted), description: t(m.trialStartedBody) };
  }
  if (params.get('setup') === 'success') {
    return { title: t(m.refreshing), description: t(m.cardSavedShowsSoon) };
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
    if (
      trialDays === undefined ||
      !RETURN_PARAMS.some((name) => params.has(name)) ||
      handled.current === search
    )
      return;
    handled.current = search;
    const message = toastFor(params, trialDays);
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    if (message) toast(message);
    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, queryClient, trialDays]);
}
