import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { mailingKeys } from './mailing-keys';
import { TRAVELLING, type Mailing } from './types';

/** While a letter travels the list is asked for again this often (tracking arrives by webhook). */
export const MAILING_POLL_MS = 5_000;

/** GET /api/cases/{id}/mailings: the case's mailings, oldest first. */
export const getMailings = (caseId: string) =>
  apiJson<Mailing[]>('GET', `/api/cases/${encodeURIComponent(caseId)}/mailings`);

export const getMailingsQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: mailingKeys.all(caseId), queryFn: () => getMailings(caseId) });

export function useMailings(caseId: string) {
  return useQuery({
    ...getMailingsQueryOptions(caseId),
    refetchInterval: (query) =>
      query.state.data?.some((m) => TRAVELLING.has(m.status) || m.status === 'awaiting_payment')
        ? MAILING_POLL_MS
        : false,
  });
}
