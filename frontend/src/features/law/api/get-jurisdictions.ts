import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { lawKeys } from './law-keys';

export interface Jurisdiction {
  /** two letters, "DC" included */
  code: string;
  name: string;
  smallClaims: {
    courtName: string;
    limitIndividualCents: number;
    limitBusinessCents: number;
    citation: string;
    /** false while SueGo has not checked the limit against the official text */
    limitVerified?: boolean;
    /** where a business files instead (New York: the Commercial Claims Part) */
    businessCourtName?: string;
  };
}

/** GET /api/jurisdictions (public): the 50 states and DC, sorted by name, with their small-claims court. */
export const getJurisdictions = () => apiJson<Jurisdiction[]>('GET', '/api/jurisdictions');

export const getJurisdictionsQueryOptions = () =>
  queryOptions({
    queryKey: lawKeys.jurisdictions,
    queryFn: getJurisdictions,
  });

export function useJurisdictions() {
  return useQuery(getJurisdictionsQueryOptions());
}
