import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { attorneyKeys } from './attorney-keys';
import type { SearchAccess } from './types';

/** GET /api/attorney-search/access: may the signed-in user search now (a plan, or one-time access until when)? */
export const getSearchAccessQueryOptions = () =>
  queryOptions({
    queryKey: attorneyKeys.access,
    queryFn: getQueryFn<SearchAccess>({ on401: 'throw' }),
  });

export function useSearchAccess({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSearchAccessQueryOptions(), enabled });
}
