import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export interface OutboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'queued' | 'sent' | 'kept' | 'skipped';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  items: OutboxEmail[];
  total: number;
  page: number;
  pageSize: number;
  delivering: boolean;
}

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/outbox (staff only): every email the product recorded, newest first. */
export function useOutbox(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: () => apiJson<OutboxPage>('GET', `/api/admin/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
