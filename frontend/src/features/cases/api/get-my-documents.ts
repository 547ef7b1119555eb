import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MyDocumentsPage } from '@/lib/cases';
import { caseKeys } from '@/lib/case-keys';

export const MY_DOCUMENTS_PAGE_SIZE = 10;

/** GET /api/cases/my-documents: one page of the signed-in user's cases, newest first, as card summaries. */
export const getMyDocuments = (page: number) =>
  apiJson<MyDocumentsPage>(
    'GET',
    `/api/cases/my-documents?page=${page}&pageSize=${MY_DOCUMENTS_PAGE_SIZE}`,
  );

export const getMyDocumentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: caseKeys.list(page),
    queryFn: () => getMyDocuments(page),
  });

export function useMyDocuments(page: number, options: { enabled?: boolean } = {}) {
  // The page being left stays on screen until the next one arrives (no skeleton flash between pages).
  return useQuery({
    ...getMyDocumentsQueryOptions(page),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
