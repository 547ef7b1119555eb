import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@/lib/api-client';
import { attorneyKeys } from './attorney-keys';
import type { Referral } from './types';

/** GET /api/attorney-referrals: the signed-in user's referral and contact requests, newest first. */
export const getReferralsQueryOptions = () =>
  queryOptions({
    queryKey: attorneyKeys.referrals,
    queryFn: getQueryFn<{ referrals: Referral[] }>({ on401: 'throw' }),
  });

export function useReferrals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getReferralsQueryOptions(), enabled });
}

/** GET /api/attorney-referrals/{id} (404 for anyone else's). */
export const getReferral = (id: string) =>
  apiJson<Referral>('GET', `/api/attorney-referrals/${encodeURIComponent(id)}`);

/**
 * After its fee is paid, a referral is sent when the provider's event is recorded: at once with the sandbox,
 * within seconds with a Stripe webhook. Asks until it is sent (or gives the last answer after `tries`).
 */
export async function waitUntilSent(id: string, tries = 20, everyMs = 1_000): Promise<Referral> {
  let referral = await getReferral(id);
  for (let i = 1; i < tries && referral.status !== 'sent'; i++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    referral = await getReferral(id);
  }
  return referral;
}
