import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Case } from '@/lib/cases';
import { caseKeys } from './case-keys';

/** GET /api/cases/my-documents: the signed-in user's cases, newest first. */
export const getMyDocuments = () => apiJson<Case[]>('GET', '/api/cases/my-documents');

export const getMyDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: caseKeys.lists(),
    queryFn: getMyDocuments,
  });

export function useMyDocuments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyDocumentsQueryOptions(), enabled: options.enabled ?? true });
}
