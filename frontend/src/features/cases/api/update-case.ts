import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Case, UpdateCaseInput } from '@/lib/cases';
import { caseKeys } from '@/lib/case-keys';

/** PATCH /api/cases/{id}: revise the answers while the case waits for payment (409 once it is paid). */
export const updateCase = ({ id, input }: { id: string; input: UpdateCaseInput }) =>
  apiJson<Case>('PATCH', `/api/cases/${encodeURIComponent(id)}`, input);

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
