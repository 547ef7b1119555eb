import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import type { SupportTicketThread } from './types';

/** POST /api/account/support-requests/{id}/replies: the customer answers on their own ticket. */
export function useCustomerReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiJson<SupportTicketThread>('POST', `/api/account/support-requests/${encodeURIComponent(id)}/replies`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.mine() }),
  });
}
