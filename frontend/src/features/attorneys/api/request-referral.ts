import { apiJson } from '@/lib/api-client';
import type { SubmitReferralResult } from './types';

/**
 * The Request Attorney Referral form (spec §3): caseType, state, description, urgency, budget, email, phone, and
 * the claimant's ZIP (issue 32: the request goes to the nearest qualified attorneys).
 */
export interface ReferralRequestInput {
  caseType: string;
  state: string;
  zipCode: string;
  description: string;
  urgency: string;
  budget: string;
  contactEmail: string;
  contactPhone: string;
  /** after the same-matter warning (409 referral_same_matter): a second paid request, confirmed */
  confirmSameMatter?: boolean;
}

const withoutEmpty = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== ''));

/** POST /api/attorney-referrals: the form, or `{ attorneyId }` for Contact Attorney; then the list is refreshed. */
export const requestReferral = (input: ReferralRequestInput | { attorneyId: string; description?: string }) =>
  apiJson<SubmitReferralResult>('POST', '/api/attorney-referrals', withoutEmpty(input));
