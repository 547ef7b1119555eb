import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** One line of GET /api/billing/history: a charge or a refund, amounts in cents. */
export interface BillingHistoryItem {
  id: string;
  date: string;
  description: string;
  amount: number;
  currency: string;
  kind: 'charge' | 'refund';
  status: 'paid' | 'partially_refunded' | 'refunded';
  purpose: string;
  cardLast4: string | null;
  cardBrand: string | null;
  receiptNumber: string;
  testMode: boolean;
  testModeLine: string | null;
  receiptUrl: string;
  providerReceiptUrl: string | null;
}

export interface BillingHistoryPage {
  items: BillingHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const BILLING_HISTORY_PAGE_SIZE = 20;

export const billingHistoryKeys = {
  all: ['/api/billing/history'] as const,
  page: (page: number) => [...billingHistoryKeys.all, page] as const,
};

export const billingHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingHistoryKeys.page(page),
    queryFn: () =>
      apiJson<BillingHistoryPage>(
        'GET',
        `/api/billing/history?page=${page}&pageSize=${BILLING_HISTORY_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The signed-in user's charges and refunds, newest first, one page at a time. */
export function useBillingHistory(page: number, enabled = true) {
  return useQuery({ ...billingHistoryQueryOptions(page), enabled });
}
