/**
 * The claim vocabulary (spec §3): the seven case types, the two document types and the claimant kinds, defined once.
 * The case file, the law table and the price catalog all use these unions. Imports nothing.
 */
export const CASE_TYPES = [
  'unpaid-work',
  'landlord-dispute',
  'vehicle-damage',
  'property-damage',
  'contract-breach',
  'security-deposit',
  'other',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const DOCUMENT_TYPES = ['demand_letter', 'small_claims'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Who is making the claim: a natural person, or a business or other entity (asked in the questionnaire). */
export const CLAIMANT_KINDS = ['individual', 'business'] as const;
export type ClaimantKind = (typeof CLAIMANT_KINDS)[number];

/** The deceptive acts the questionnaire offers (law/deceptive-acts.ts maps each to the consumer statutes). */
export const DECEPTIVE_ACTS = [
  'misrepresented-characteristics',
  'misrepresented-quality',
  'bait-advertising',
  'misrepresented-rights',
  'misrepresented-repairs',
  'unconscionable-terms',
] as const;
export type DeceptiveAct = (typeof DECEPTIVE_ACTS)[number];

/** The response periods a claimant may choose at step 6 (law/claim-law.ts never lets one undercut a statute). */
export const RESPONSE_DAY_CHOICES = [10, 14, 21, 30] as const;
export type ResponseDayChoice = (typeof RESPONSE_DAY_CHOICES)[number];
