import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { followUpKeys } from './follow-up-keys';
import type { AnswerLinkInfo, CaseOutcome } from './types';

const path = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/answer-link`;

/** GET: what the link is for and whether it still works. Records nothing. */
export function useAnswerLink(caseId: string, token: string | null) {
  return useQuery({
    queryKey: followUpKeys.answerLink(caseId, token ?? ''),
    queryFn: () => apiJson<AnswerLinkInfo>('GET', `${path(caseId)}?token=${encodeURIComponent(token ?? '')}`),
    enabled: token !== null,
    retry: false,
  });
}

/** POST: records the answer (the button of the confirmation page). */
export function useSendAnswer(caseId: string) {
  return useMutation({
    mutationFn: (input: { token: string; outcome: CaseOutcome; amountReceivedCents?: number }) =>
      apiJson<{ caseId: string; outcome: CaseOutcome; headline: string }>('POST', path(caseId), input),
  });
}
