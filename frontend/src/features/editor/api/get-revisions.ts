import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys } from './revision-keys';
import type { Revision } from './types';

/** GET /api/cases/{id}/revisions: every revision, oldest first. */
export const getRevisions = (caseId: string) =>
  apiJson<Revision[]>('GET', `/api/cases/${encodeURIComponent(caseId)}/revisions`);

export const getRevisionsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: revisionKeys.list(caseId),
    queryFn: () => getRevisions(caseId),
  });

export function useRevisions(caseId: string) {
  return useQuery({ ...getRevisionsQueryOptions(caseId), refetchOnMount: 'always' });
}
