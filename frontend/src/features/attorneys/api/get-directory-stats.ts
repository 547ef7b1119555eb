import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage } from '@/lib/i18n/runtime';
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
/** A count as the page's language writes it ("1,234"). */
export const formatCount = (n: number) => n.toLocaleString(LOCALES[currentLanguage()]);
