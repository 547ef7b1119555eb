import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { attorneyKeys } from './attorney-keys';
import type { MatchReasonCode } from './match-reasons';

/** One recommendation for a case (spec §3 Attorney recommendation). */
export interface AttorneyMatch {
  attorney: {
    id: string;
    name: string;
    rating: number | string | null;
    yearsExperience: number | string | null;
    firm?: string;
    city?: string;
    state?: string;
    reviewCount?: number;
    /** `sample`: a fictional attorney of the sample directory */
    source?: 'sample' | 'import';
  };
  /** 0-1 */
  matchScore: number;
  reasons: string[];
  /** The same reasons by code (issue 33); absent from an older server. */
  reasonCodes?: MatchReasonCode[];
  distanceMiles?: number | null;
}

/**
 * GET /api/cases/{id}/attorney-matches: the top 3 for the case. A missing case (404) reads as no recommendations:
 * the editor then shows no card.
 */
export function useAttorneyMatches(caseId: string) {
  return useQuery({
    queryKey: attorneyKeys.matches(caseId),
    queryFn: async (): Promise<AttorneyMatch[]> => {
      try {
        const matches = await apiJson<AttorneyMatch[]>(
          'GET',
          `/api/cases/${encodeURIComponent(caseId)}/attorney-matches`,
        );
        return Array.isArray(matches) ? matches : [];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    retry: false,
  });
}
