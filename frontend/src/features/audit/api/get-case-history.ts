import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { auditKeys } from './audit-keys';
import type { CaseHistory } from './types';

/** GET /api/audit/cases/{id}/history[?asOf=]: every event with what it changed, and the case at that instant. */
export const getCaseHistory = (caseId: string, asOf: string | null) =>
  apiJson<CaseHistory>(
    'GET',
    `/api/audit/cases/${encodeURIComponent(caseId)}/history${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`,
  );

export const caseHistoryQueryOptions = (caseId: string, asOf: string | null) =>
  queryOptions({
    queryKey: auditKeys.history(caseId, asOf),
    queryFn: () => getCaseHistory(caseId, asOf),
    // History up to a past instant never changes, and each request is a recorded lookup.
    staleTime: asOf ? Infinity : 30_000,
    retry: false,
  });

export function useCaseHistory(caseId: string | null, asOf: string | null = null) {
  return useQuery({
    ...caseHistoryQueryOptions(caseId ?? '', asOf),
    enabled: Boolean(caseId),
    // While the slider moves, keep showing the same case's last answer; never another case's.
    placeholderData: (previous) => (previous?.caseId === caseId ? previous : undefined),
  });
}
