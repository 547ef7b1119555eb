import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** Where a paid case's document is in its making (DESIGN §4 process manager). */
export type GenerationStage =
  'awaiting_payment' | 'queued' | 'drafting' | 'rendering' | 'completed' | 'failed';

export interface GenerationStatus {
  /** a GenerationStage; typed loosely so a stage added on the server still renders */
  stage: GenerationStage | (string & {});
  attempts: number;
  /** why the last attempt failed, when it did */
  lastError: string | null;
  updatedAt: string;
}

/** How often the page asks while a document is being made: it usually takes a few seconds. */
export const GENERATION_POLL_MS = 1_000;
/** Slower while the status endpoint itself is failing (offline, server restarting). */
export const GENERATION_POLL_ON_ERROR_MS = 5_000;

/** GET /api/cases/{id}/generation (owner): the stage of the case's document. */
export const getGeneration = (caseId: string) =>
  apiJson<GenerationStatus>('GET', `/api/cases/${encodeURIComponent(caseId)}/generation`);

export const getGenerationQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: documentKeys.generation(caseId),
    queryFn: () => getGeneration(caseId),
    // always ask again on mount: a stage remembered from an earlier visit is out of date
    staleTime: 0,
  });

/**
 * Polls the generation status every second while `enabled`, and stops once generation has failed
 * (a retry starts it again). A completed stage keeps polling until the caller stops it, because the
 * case itself may show the document a moment later than the status does.
 */
export function useGeneration(caseId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getGenerationQueryOptions(caseId),
    enabled,
    refetchInterval: (query) => {
      if (query.state.data?.stage === 'failed') return false;
      return query.state.status === 'error' ? GENERATION_POLL_ON_ERROR_MS : GENERATION_POLL_MS;
    },
  });
}
