import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { CreateCaseInput, CreateCaseResult } from '@/lib/cases';
import { caseKeys } from '@/lib/case-keys';
import { setCurrentCaseId } from './current-case';

/** POST /api/cases: needs an account; the server sets the owner and the status (pending, or covered by a plan). */
export const createCase = (input: CreateCaseInput) => apiJson<CreateCaseResult>('POST', '/api/cases', input);

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: async (result) => {
      setCurrentCaseId(result.id);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
