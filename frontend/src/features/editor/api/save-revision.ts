import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revisionKeys, revisionsPath } from './revision-keys';
import { caseKeys } from '@/lib/case-keys';
import type { Revision, SaveRevisionInput } from './types';

/** POST …/revisions: the text becomes the next version of the document and the active one. */
export const saveRevision = ({
  caseId,
  documentId = null,
  input,
}: {
  caseId: string;
  documentId?: string | null;
  input: SaveRevisionInput;
}) => apiJson<Revision>('POST', revisionsPath(caseId, documentId), input);

/** After a save (or a refused one) the list is fetched again, and the case (its text and preview) too. */
export function useSaveRevision(caseId: string, documentId: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRevisionInput) => saveRevision({ caseId, documentId, input }),
    // The new revision shows at once (it is the active one), before the refetch confirms it.
    onSuccess: (saved) => {
      queryClient.setQueryData<Revision[]>(revisionKeys.list(caseId, documentId), (old) =>
        old ? [...old.map((r) => ({ ...r, isActive: false })), saved] : [saved],
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(caseId, documentId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/cases', caseId], exact: true });
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
