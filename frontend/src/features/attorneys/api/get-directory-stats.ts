import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { attorneyKeys } from './attorney-keys';
import type { DirectoryStats } from './types';

/** GET /api/attorneys/stats (public): the live size of the directory, per state; every "N attorneys" comes from here. */
export const getDirectoryStatsQueryOptions = () =>
  queryOptions({
    queryKey: attorneyKeys.stats,
    queryFn: getQueryFn<DirectoryStats>({ on401: 'throw' }),
    // The directory changes when the sample loads or a file is imported; a minute is fresh enough.
    staleTime: 60_000,
  });

export function useDirectoryStats() {
  return useQuery(getDirectoryStatsQueryOptions());
}

/** "15,000" */
export const formatCount = (n: number) => n.toLocaleString('en-US');
