import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { lawKeys, type EligibilityInput } from './law-keys';

export type { EligibilityInput };

export interface EligibilityWarning {
  /**
   * over_state_limit | over_ceiling | limitation_period | pre_suit_notice | business_court | representation |
   * deposit_clock | defendant_out_of_state, or a newer code
   */
  code: string;
  message: string;
  citation?: string;
}

export interface EligibilityResult {
  /** false only for a refusal; warnings alone never block */
  ok: boolean;
  warnings: EligibilityWarning[];
  refusal?: { field: string; message: string };
  /** The response periods the claimant may choose and what the law requires (law/response-choices.ts). */
  response?: ResponseChoices;
}

export interface ResponseChoices {
  defaultDays: number;
  days: number;
  minimumDays: number;
  choices: Array<{ days: number; allowed: boolean }>;
  required: Array<{
    kind: 'notice' | 'deposit';
    citation: string;
    days: number;
    businessDays: boolean;
    transitDays: number;
    untilDue: string | null;
    verified: boolean;
  }>;
}

/** POST /api/eligibility (public): checks a claim against the state's law table (DESIGN §5). */
export const checkEligibility = (input: EligibilityInput) =>
  apiJson<EligibilityResult>('POST', '/api/eligibility', input);

export const checkEligibilityQueryOptions = (input: EligibilityInput) =>
  queryOptions({
    queryKey: lawKeys.eligibility(input),
    queryFn: () => checkEligibility(input),
  });

/** The check for the given answers; null input (not enough known yet) runs nothing. */
export function useEligibility(input: EligibilityInput | null) {
  return useQuery({
    ...checkEligibilityQueryOptions(
      input ?? { state: '', amount: '', documentType: 'demand_letter', caseType: 'other' },
    ),
    enabled: input !== null,
    // keep the last answer on screen while the next one loads, so the panel does not flicker as people type
    placeholderData: keepPreviousData,
  });
}
