import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { followUpKeys } from './follow-up-keys';
import type { CaseTimeline } from './types';

/** GET /api/cases/{id}/timeline: the case's journey after the letter. */
export const getTimeline = (caseId: string) =>
  apiJson<CaseTimeline>('GET', `/api/cases/${encodeURIComponent(caseId)}/timeline`);

/** While the letter is being drafted, how often the journey asks again (its read model follows the document). */
export const TIMELINE_NOT_READY_REFETCH_MS = 2_000;

export const getTimelineQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: followUpKeys.timeline(caseId),
    queryFn: () => getTimeline(caseId),
    // A journey fetched before the letter was ready would say "Letter not ready yet" beside the finished letter
    // until the next visit: ask again until the case's journey has its letter.
    refetchInterval: (query) =>
      query.state.data?.headlineCode === 'letter_not_ready' ? TIMELINE_NOT_READY_REFETCH_MS : false,
  });

export function useTimeline(caseId: string) {
  return useQuery(getTimelineQueryOptions(caseId));
}

/** GET /api/follow-ups?caseIds=: the timelines behind a page of My Documents cards. */
export function useFollowUpCards(caseIds: readonly string[]) {
  return useQuery({
    queryKey: followUpKeys.cards(caseIds),
    queryFn: () =>
      apiJson<CaseTimeline[]>('GET', `/api/follow-ups?caseIds=${caseIds.map(encodeURIComponent).join(',')}`),
    enabled: caseIds.length > 0,
  });
}
