import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AttorneySearchResult } from './types';

export interface TeaserFilters {
  state: string;
  /** a specialty code; empty = any */
  specialty: string;
  /** a city or a 5-digit ZIP; empty = anywhere in the state */
  location: string;
}

/** GET /api/attorneys/teaser (public): the home page's search, at most 3 attorneys with their contact details. */
export function searchTeaser(filters: TeaserFilters): Promise<AttorneySearchResult> {
  const query = new URLSearchParams({ state: filters.state });
  if (filters.specialty) query.set('specialty', filters.specialty);
  if (filters.location.trim()) query.set('location', filters.location.trim());
  return apiJson<AttorneySearchResult>('GET', `/api/attorneys/teaser?${query.toString()}`);
}

export function useTeaserSearch() {
  return useMutation({ mutationFn: searchTeaser });
}
