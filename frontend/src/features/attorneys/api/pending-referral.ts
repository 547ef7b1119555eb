import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { attorneyKeys } from './attorney-keys';
import type { ReferralPayment } from './types';

/** GET /api/attorney-referrals/{id}/payment: the payment of a referral still waiting for its fee (issue 32). */
export const getReferralPayment = (id: string) =>
  apiJson<ReferralPayment>('GET', `/api/attorney-referrals/${encodeURIComponent(id)}/payment`);

/** DELETE /api/attorney-referrals/{id}: removes a referral still waiting for its fee (its payment is canceled). */
export function useWithdrawReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/attorney-referrals/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attorneyKeys.referrals }),
  });
}
