import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys, revisionsPath } from './revision-keys';
import { caseKeys } from '@/lib/case-keys';
import type { Revision } from './types';

/** PUT /api/revisions/{id}/activate (the first document) or …/documents/{documentId}/revisions/{id}/activate. */
export const activateRevision = (revisionId: string, caseId?: string, documentId: string | null = null) =>
  documentId === null || caseId === undefined
    ? apiJson<Revision>('PUT', `/api/revisions/${encodeURIComponent(revisionId)}/activate`)
    : apiJson<Revision>(
        'PUT',
        `${revisionsPath(caseId, documentId)}/${encodeURIComponent(revisionId)}/activate`,
      );

export function useActivateRevision(caseId: string, documentId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => activateRevision(revisionId, caseId, documentId),
    onSuccess: (activated) => {
      queryClient.setQueryData<Revision[]>(revisionKeys.list(caseId, documentId), (old) =>
        old?.map((r) => ({ ...r, isActive: r.id === activated.id })),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(caseId, documentId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/cases', caseId], exact: true });
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
