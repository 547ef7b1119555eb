import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import type { SupportTicketThread } from './types';

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: () => apiJson<SupportTicketThread>('GET', `/api/support/${encodeURIComponent(id)}`),
  });

/** GET /api/support/{id} (staff): the ticket with its reply thread, loaded when the thread is opened. */
export function useTicket(id: string, enabled: boolean) {
  return useQuery({ ...ticketQueryOptions(id), enabled });
}
