import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys } from './revision-keys';
import { caseKeys } from '@/lib/case-keys';
import type { Revision } from './types';

/** PUT /api/revisions/{id}/activate. */
export const activateRevision = (revisionId: string) =>
  apiJson<Revision>('PUT', `/api/revisions/${encodeURIComponent(revisionId)}/activate`);

export function useActivateRevision(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateRevision,
    onSuccess: (activated) => {
      queryClient.setQueryData<Revision[]>(revisionKeys.list(caseId), (old) =>
        old?.map((r) => ({ ...r, isActive: r.id === activated.id })),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(caseId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/cases', caseId], exact: true });
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
