import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec §9: cached data never goes stale, no refetch on focus, no polling, no retries. */
export const queryConfig = {
  queries: {
    queryFn: getQueryFn<unknown>({ on401: 'throw' }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

export const queryClient = createQueryClient();
