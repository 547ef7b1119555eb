import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useGeneration } from '../api/get-generation';
import { useStartGeneration } from '../api/start-generation';

/**
 * A paid case whose generation has still not been started after this long gets a nudge
 * (POST /generate is idempotent): spec §4, "generation starts automatically".
 */
export const AUTO_START_AFTER_MS = 5_000;

export interface UseDocumentGenerationOptions {
  caseId: string;
  /** true while the case is paid for but its document is not there yet */
  active: boolean;
  /** called on every status answer that says "completed", until the case shows the document */
  onCompleted: () => void;
}

/**
 * Follows the making of a case's document: polls the status, announces a failure once with a toast,
 * offers a retry, and starts generation if a paid case has none after a few seconds.
 */
export function useDocumentGeneration({ caseId, active, onCompleted }: UseDocumentGenerationOptions) {
  const generation = useGeneration(caseId, { enabled: active });
  const start = useStartGeneration(caseId);
  const { data, dataUpdatedAt } = generation;
  const stage = active ? data?.stage : undefined;

  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  }, [onCompleted]);

  // Completed: load the case, which now carries the document (again on each answer while it lags).
  useEffect(() => {
    if (stage === 'completed') onCompletedRef.current();
  }, [stage, dataUpdatedAt]);

  // Failed: one toast per failure, not one per render or poll.
  const toastedFailure = useRef<string | null>(null);
  const failureKey = stage === 'failed' && data ? `${data.attempts}|${data.updatedAt}` : null;
  useEffect(() => {
    if (failureKey === null || toastedFailure.current === failureKey) return;
    toastedFailure.current = failureKey;
    toast({
      variant: 'destructive',
      title: 'Document Generation Failed',
      description: 'We could not finish your document. Use Retry to try again.',
    });
  }, [failureKey]);

  // Paid but never started: ask the server to start it, once.
  const waitingSince = useRef<number | null>(null);
  const nudged = useRef(false);
  const { mutate: startMutate } = start;
  useEffect(() => {
    if (stage !== 'awaiting_payment') {
      waitingSince.current = null;
      return;
    }
    const now = Date.now();
    waitingSince.current ??= now;
    if (!nudged.current && now - waitingSince.current >= AUTO_START_AFTER_MS) {
      nudged.current = true;
      // a 409 here only means the payment is not recorded yet: polling carries on either way
      startMutate(undefined, { onError: () => undefined });
    }
  }, [stage, dataUpdatedAt, startMutate]);

  const retry = () => {
    start.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Document Generation Failed',
          description: getErrorMessage(error, 'Please try again.'),
        }),
    });
  };

  return {
    status: active ? data : undefined,
    /** the status endpoint itself is failing (polling continues, more slowly) */
    isStatusError: generation.isError,
    retry,
    isRetrying: start.isPending,
  };
}
