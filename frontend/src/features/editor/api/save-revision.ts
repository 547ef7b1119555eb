import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys } from './revision-keys';
import { caseKeys } from '@/lib/case-keys';
import type { Revision, SaveRevisionInput } from './types';

/** POST /api/cases/{id}/revisions: the text becomes the next version and the active one. */
export const saveRevision = ({ caseId, input }: { caseId: string; input: SaveRevisionInput }) =>
  apiJson<Revision>('POST', `/api/cases/${encodeURIComponent(caseId)}/revisions`, input);

/** After a save (or a refused one) the list is fetched again, and the case (its text and preview) too. */
export function useSaveRevision(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRevisionInput) => saveRevision({ caseId, input }),
    // The new revision shows at once (it is the active one), before the refetch confirms it.
    onSuccess: (saved) => {
      queryClient.setQueryData<Revision[]>(revisionKeys.list(caseId), (old) =>
        old ? [...old.map((r) => ({ ...r, isActive: false })), saved] : [saved],
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(caseId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/cases', caseId], exact: true });
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
