import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { auditKeys } from './audit-keys';
import type { CasesByEmail } from './types';

/** GET /api/audit/cases?email= (staff and auditors): the account with that email and the cases it matches. */
export const getCasesByEmail = (email: string) =>
  apiJson<CasesByEmail>('GET', `/api/audit/cases?email=${encodeURIComponent(email)}`);

export const casesByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: auditKeys.byEmail(email),
    queryFn: () => getCasesByEmail(email),
    // Each request is a recorded lookup: ask once per search, not on every focus.
    staleTime: Infinity,
    retry: false,
  });

export function useCasesByEmail(email: string | null) {
  return useQuery({ ...casesByEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
