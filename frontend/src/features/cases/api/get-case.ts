import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Case } from '@/lib/cases';
import { caseKeys } from '@/lib/case-keys';

/** GET /api/cases/{id}: the owner's case; someone else's answers 404 like a missing one. */
export const getCase = (id: string) => apiJson<Case>('GET', `/api/cases/${encodeURIComponent(id)}`);

export const getCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: () => getCase(id),
  });

export function useCase(id: string | null) {
  return useQuery({ ...getCaseQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
