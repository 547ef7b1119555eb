import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import type { SupportTicketPage } from './types';

export const TICKET_PAGE_SIZE = 20;

export interface TicketFilter {
  /** 'all' or one status */
  status: string;
  /** part of the email or subject */
  q: string;
  overdue: boolean;
  page: number;
}

export function ticketsUrl(filter: TicketFilter): string {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.overdue) query.set('overdue', 'true');
  query.set('page', String(filter.page));
  query.set('pageSize', String(TICKET_PAGE_SIZE));
  return `/api/support?${query.toString()}`;
}

export const ticketsQueryOptions = (filter: TicketFilter) =>
  queryOptions({
    queryKey: supportKeys.list(filter),
    queryFn: () => apiJson<SupportTicketPage>('GET', ticketsUrl(filter)),
    placeholderData: keepPreviousData,
  });

/** GET /api/support (staff): newest first, by status, search and overdue, one page. */
export function useTickets(filter: TicketFilter) {
  return useQuery(ticketsQueryOptions(filter));
}
