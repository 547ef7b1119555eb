import { apiJson } from '@/lib/api-client';

export type SearchPaymentIntentResult =
  | { subscriptionAccess: true; plan: string }
  | { purchasedAccess: true; expiresAt: string }
  | { clientSecret: string; paymentIntentId: string; amount: number; currency: string };

/**
 * POST /api/create-attorney-search-payment-intent (spec §7): a client secret for the one-time search, or
 * `subscriptionAccess` (a plan includes it: 'Access Granted'), or `purchasedAccess` while bought access runs.
 */
export const createSearchPaymentIntent = (userId?: string) =>
  apiJson<SearchPaymentIntentResult>(
    'POST',
    '/api/create-attorney-search-payment-intent',
    userId ? { userId } : {},
  );

export const hasClientSecret = (
  result: SearchPaymentIntentResult,
): result is Extract<SearchPaymentIntentResult, { clientSecret: string }> => 'clientSecret' in result;
