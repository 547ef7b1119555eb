import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys, revisionsPath } from './revision-keys';
import type { Revision } from './types';

/** GET …/revisions: every revision of the document, oldest first. */
export const getRevisions = (caseId: string, documentId: string | null = null) =>
  apiJson<Revision[]>('GET', revisionsPath(caseId, documentId));

export const getRevisionsQueryOptions = (caseId: string, documentId: string | null = null) =>
  queryOptions({
    queryKey: revisionKeys.list(caseId, documentId),
    queryFn: () => getRevisions(caseId, documentId),
  });

export function useRevisions(caseId: string, documentId: string | null = null) {
  return useQuery({ ...getRevisionsQueryOptions(caseId, documentId), refetchOnMount: 'always' });
}
