import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** What the claimant enters from the notice of hearing (PUT /api/cases/{id}/hearing, ADR 186). */
export interface HearingForm {
  court: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  /** IANA zone */
  timeZone: string;
}

export interface CaseHearing {
  hearing: (HearingForm & { startsAt: string; when: string }) | null;
  checklist: string[];
  /** the same checklist in Spanish (older servers may not send it) */
  checklistEs?: string[];
}

const path = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/hearing`;
export const hearingKeys = { detail: (caseId: string) => ['/api/cases', caseId, 'hearing'] as const };
/** The case's timeline and calendar show the hearing: they are read again after a change. */
const timelineKey = (caseId: string) => ['/api/cases', caseId, 'timeline'] as const;

export function useHearing(caseId: string) {
  return useQuery({
    queryKey: hearingKeys.detail(caseId),
    queryFn: () => apiJson<CaseHearing>('GET', path(caseId)),
  });
}

function useHearingChange<T>(caseId: string, send: (value: T) => Promise<CaseHearing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (saved) => {
      queryClient.setQueryData(hearingKeys.detail(caseId), saved);
      await queryClient.invalidateQueries({ queryKey: timelineKey(caseId) });
    },
  });
}

export const useSaveHearing = (caseId: string) =>
  useHearingChange(caseId, (form: HearingForm) => apiJson<CaseHearing>('PUT', path(caseId), form));

export const useClearHearing = (caseId: string) =>
  useHearingChange(caseId, () => apiJson<CaseHearing>('DELETE', path(caseId)));
