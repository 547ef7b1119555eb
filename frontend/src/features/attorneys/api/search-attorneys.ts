import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AttorneySearchResult } from './types';

export interface SearchFilters {
  state: string;
  /** 'all' or a specialty code */
  specialty: string;
  /** digits only, up to 5; empty = no distance */
  zipCode: string;
  page?: number;
}

/**
 * POST /api/attorneys/search (spec §7): state, specialty (omitted if all), zipCode (omitted if empty).
 * 401 without a session, 403 without a plan or the one-time purchase.
 */
export function searchAttorneys({
  state,
  specialty,
  zipCode,
  page,
}: SearchFilters): Promise<AttorneySearchResult> {
  return apiJson<AttorneySearchResult>('POST', '/api/attorneys/search', {
    state,
    ...(specialty && specialty !== 'all' ? { specialty } : {}),
    ...(zipCode ? { zipCode } : {}),
    ...(page && page > 1 ? { page } : {}),
  });
}

export function useSearchAttorneys() {
  return useMutation({ mutationFn: searchAttorneys });
}
