import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { followUpKeys } from './follow-up-keys';
import type { OutcomeStats } from './types';

/** GET /api/admin/outcomes (staff only). */
export function useOutcomeStats() {
  return useQuery({
    queryKey: followUpKeys.outcomeStats(),
    queryFn: () => apiJson<OutcomeStats>('GET', '/api/admin/outcomes'),
  });
}
