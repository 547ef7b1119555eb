import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { documentKeys } from './document-keys';
import type { GenerationStatus } from './get-generation';

export interface StartGenerationResult {
  stage: GenerationStatus['stage'];
}

/**
 * POST /api/cases/{id}/generate (owner): starts a missing document or retries a failed one.
 * Idempotent; 409 when the case is not paid for.
 */
export const startGeneration = (caseId: string) =>
  apiJson<StartGenerationResult>('POST', `/api/cases/${encodeURIComponent(caseId)}/generate`);

export function useStartGeneration(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startGeneration(caseId),
    onSuccess: async (result) => {
      // Leave the failed stage at once so polling resumes, then read the real status.
      queryClient.setQueryData<GenerationStatus>(documentKeys.generation(caseId), (old) => ({
        attempts: old?.attempts ?? 0,
        updatedAt: old?.updatedAt ?? new Date().toISOString(),
        stage: result?.stage ?? 'queued',
        lastError: null,
      }));
      await queryClient.invalidateQueries({ queryKey: documentKeys.generation(caseId) });
    },
  });
}
