import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { followUpKeys } from './follow-up-keys';
import type { CaseOutcome, CaseTimeline } from './types';

export interface RecordOutcomeInput {
  outcome: CaseOutcome;
  amountReceivedCents?: number;
}

/** POST /api/cases/{id}/outcome: answers the case's new timeline. */
export function useRecordOutcome(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordOutcomeInput) =>
      apiJson<CaseTimeline>('POST', `/api/cases/${encodeURIComponent(caseId)}/outcome`, input),
    onSuccess: (timeline) => {
      queryClient.setQueryData(followUpKeys.timeline(caseId), timeline);
      void queryClient.invalidateQueries({ queryKey: followUpKeys.allCards() });
    },
  });
}
