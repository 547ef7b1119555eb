import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

/** One recommendation for a case (spec §3 Attorney recommendation). */
export interface AttorneyMatch {
  attorney: {
    id: string;
    name: string;
    rating: number | string | null;
    yearsExperience: number | string | null;
  };
  /** 0-1 */
  matchScore: number;
  reasons: string[];
}

/**
 * GET /api/cases/{id}/attorney-matches. Until the directory serves matches (or when it has none) the list is
 * empty, and the editor shows no card: a missing endpoint (404) or an error is not the user's problem here.
 */
export function useAttorneyMatches(caseId: string) {
  return useQuery({
    queryKey: ['/api/cases', caseId, 'attorney-matches'],
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
