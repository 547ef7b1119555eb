import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /api/cases/{id}/checkout (issue 27): the price from the catalog and what the customer's plan says about it. */
export interface CheckoutOffer {
  documentName: string;
  amount: number;
  currency: string;
  cover: {
    kind: 'none' | 'covers' | 'used_up' | 'not_covering';
    message: string;
    planName?: string;
  };
  name: string;
  email: string;
}

export const checkoutOfferKeys = {
  offer: (caseId: string) => ['/api/cases', caseId, 'checkout'] as const,
};

export const checkoutOfferQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: checkoutOfferKeys.offer(caseId),
    queryFn: () => apiJson<CheckoutOffer>('GET', `/api/cases/${encodeURIComponent(caseId)}/checkout`),
  });

export function useCheckoutOffer(caseId: string) {
  return useQuery(checkoutOfferQueryOptions(caseId));
}

/** POST /api/cases/{id}/cover: the plan covers this case instead of a payment. */
export function useCoverWithPlan() {
  return useMutation({
    mutationFn: (caseId: string) =>
      apiJson<{ status: 'subscription' }>('POST', `/api/cases/${encodeURIComponent(caseId)}/cover`, {}),
  });
}
