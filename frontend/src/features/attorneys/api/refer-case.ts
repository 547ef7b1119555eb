import { apiJson } from '@/lib/api-client';
import type { SubmitReferralResult } from './types';

/** POST /api/cases/{id}/refer-attorney (spec §7: the screen sends only attorneyId). */
export const referCase = (caseId: string, attorneyId: string, notes?: string) =>
  apiJson<SubmitReferralResult>('POST', `/api/cases/${encodeURIComponent(caseId)}/refer-attorney`, {
    attorneyId,
    ...(notes ? { notes } : {}),
  });
