/**
 * The cited state-law table (DESIGN.md §5, research/state-law.md §3). Every legal statement the product makes is a
 * `LawFact`: a value plus where it comes from, when it was checked and how sure we are. Letters and eligibility
 * warnings only ever quote facts from here, never free text, so an uncertain fact stays visibly uncertain downstream.
 */

/** Bump on every data change; documents record the version they were drafted from. */
export const LAW_TABLE_VERSION = '2026-11-01.1';

/** The date the research notes were gathered; facts taken from them carry it, not the day this code was written. */
export const RESEARCH_VERIFIED_ON = '2026-11-01';

/** Same vocabulary as the case aggregate (spec §3); kept here so the law table has no dependency on `cases/`. */
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

export type DocumentType = 'demand_letter' | 'small_claims';

/**
 * - `high`: the research rates it H and nothing in the notes contradicts it.
 * - `medium`: the research rates it M, marks it "verify"/"mem", sources conflict, or the value is an approximation.
 * - `low`: the research has no figure or flags it as likely stale; shown to users only with a strong caveat.
 */
export type Confidence = 'high' | 'medium' | 'low';

interface LawFactBase<T> {
  value: T;
  /** Statute, rule or fee schedule, e.g. "Cal. Code Civ. Proc. §116.220". */
  citation: string;
  /** Where a reviewer checks the fact: the official code page when its address is known, else the research source. */
  sourceUrl: string;
  /** ISO date (YYYY-MM-DD) the fact was last checked against its source. */
  verifiedOn: string;
}

/** Anything below `high` must say why in `note`; the type makes that impossible to forget. */
export type LawFact<T> = LawFactBase<T> &
  ({ confidence: 'high'; note?: string } | { confidence: 'medium' | 'low'; note: string });

// prettier-ignore
export const STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
/** The 50 states and DC. */
export type StateCode = (typeof STATE_CODES)[number];

export interface FilingFee {
  minCents: number;
  maxCents: number;
  description: string;
}

/** A court inside the state whose small-claims limit is below the state's headline limit (NY town courts, etc.). */
export interface LocalLimit {
  courtName: string;
  limitCents: number;
}

export interface SmallClaimsCourt {
  courtName: LawFact<string>;
  /** The highest small-claims limit open to a natural person anywhere in the state, in cents. */
  limitIndividual: LawFact<number>;
  /** The limit for a business or other entity claimant, in cents. */
  limitBusiness: LawFact<number>;
  filingFee: LawFact<FilingFee>;
  /** Case types the state's dollar limit does not apply to (CT/HI security deposits, MA motor-vehicle damage). */
  noCapCaseTypes?: LawFact<CaseType[]>;
  /** Courts with a lower limit than `limitIndividual`; the user is warned, not refused, because we don't know the county. */
  localLimits?: LawFact<LocalLimit[]>;
}

/** Years. Where the statute splits a category, the shorter period is stored and the split is explained in `note`. */
export interface LimitationPeriods {
  writtenContract: LawFact<number>;
  oralContract: LawFact<number>;
  propertyDamage: LawFact<number>;
}

export interface DepositReturnDeadline {
  /**
   * The latest day after move-out by which the landlord must return or account, under the variants the research
   * lists (e.g. CO one month, or up to 60 days if the lease says so → 60). Using the latest keeps a letter from
   * accusing a landlord of being late when a variant still gave them time. `description` states the full rule.
   */
  days: number;
  /** True when the statute counts business days (AZ). */
  businessDays?: boolean;
  description: string;
}

export interface DepositPenalty {
  description: string;
  /**
   * The statutory multiple (of the deposit or of the amount withheld, as `description` says). Stored only when the
   * fact is `high`; an uncertain or disputed multiple stays in the prose so no calculation relies on it.
   */
  multiplier?: number;
}

export interface SecurityDepositRules {
  returnDeadline: LawFact<DepositReturnDeadline>;
  penalty: LawFact<DepositPenalty>;
}

/** A statutory notice the claimant must give (and wait out) before suing, research §3.5. */
export interface PreSuitDemand {
  id: string;
  name: string;
  /** Case types the rule is applied to; the choice per rule is documented where the rule is defined. */
  appliesTo: CaseType[];
  /** Days the other side must be given before suit; 0 when the rule only requires asking first. */
  noticeDays: number;
  requirement: string;
  /** When the rule only bites in some cases of those types (e.g. only for a bounced check). */
  condition?: string;
  delivery?: string;
}

export interface FreelancerLaw {
  name: string;
  scope: 'state' | 'city';
  city?: string;
  /** The contract value at or above which the law applies, in cents. */
  thresholdCents: number;
  /** Days after completion by which payment is due when the contract sets no date. */
  paymentDueDays: number;
  remedy: string;
}

export interface Jurisdiction {
  code: StateCode;
  name: string;
  smallClaims: SmallClaimsCourt;
  limitations: LimitationPeriods;
  securityDeposit: SecurityDepositRules;
  preSuitDemands: Array<LawFact<PreSuitDemand>>;
  freelancerLaws: Array<LawFact<FreelancerLaw>>;
}
