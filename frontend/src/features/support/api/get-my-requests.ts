import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import type { SupportTicketThread } from './types';

export const myRequestsQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.mine(),
    queryFn: () => apiJson<{ tickets: SupportTicketThread[] }>('GET', '/api/account/support-requests'),
  });

/** GET /api/account/support-requests: the signed-in user's own tickets, each with its replies. */
export function useMyRequests(enabled: boolean) {
  return useQuery({ ...myRequestsQueryOptions(), enabled });
}
