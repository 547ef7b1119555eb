import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import type { SupportTicket, TicketStatus } from './types';

/** PATCH /api/support/{id} {status} (staff): any status to any. */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TicketStatus }) =>
      apiJson<SupportTicket>('PATCH', `/api/support/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
