import type { EligibilityInput } from './check-eligibility';

/** Query keys of the state-law feature (jurisdictions and eligibility checks). */
export const lawKeys = {
  jurisdictions: ['/api/jurisdictions'] as const,
  eligibility: (input: EligibilityInput) => ['/api/eligibility', input] as const,
};
