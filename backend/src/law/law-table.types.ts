/**
 * The cited state-law table (DESIGN.md §5, research/state-law.md §3). Every legal statement the product makes is a
 * `LawFact`: a value plus where it comes from, when it was checked and how sure we are. Letters and eligibility
 * warnings only ever quote facts from here, never free text, so an uncertain fact stays visibly uncertain downstream.
 */

/** Bump on every data change; documents record the version they were drafted from. */
export const LAW_TABLE_VERSION = '2026-12-03.1';

/** The date the research notes were gathered: what an unverified fact's `researchedOn` says. */
export const RESEARCH_VERIFIED_ON = '2026-11-01';

/**
 * The date the table as a whole was last reviewed (legal review of 2026-11-24; defect classes fixed on 2026-11-26,
 * issue 23; official evidence applied and the unverified rule switched on, issue 24). Documents print it as "Law
 * reviewed on {date}"; each fact's own check is in its `verification`, and the notes page lists them.
 */
export const LAW_REVIEWED_ON = '2026-11-27';

/** The claim vocabulary the law table keys its rules on, defined once in claim/ (the case and the catalog use it too). */
import { CASE_TYPES, CLAIMANT_KINDS, type CaseType, type ClaimantKind, type DocumentType } from '../claim/claim.types';
export { CASE_TYPES, CLAIMANT_KINDS, type CaseType, type ClaimantKind, type DocumentType };

/** YYYY-MM-DD */
export type IsoDate = string;

/**
 * How a fact was checked (ADR 040).
 * - `verified`: someone read the official text (legislature or the state's code site) or an official court or
 *   government page, copied the words that carry the value (`quote`) from `url` and kept them with their source in
 *   the state's evidence file (`evidence`: "docs/law-evidence/KS.md § smallClaims.limitIndividual"). Only these facts
 *   may be stated as law, and only while the check is less than 12 months old (`standingOf`).
 * - `unverified`: the value comes from the research notes, secondary websites or a reviewer's knowledge. The
 *   product never states it as law to the other side; the claimant's notes say "not confirmed: ask the clerk".
 */
export type Verification =
  | {
      status: 'verified';
      /** The day the official text was read (not the day the research notes were written). */
      verifiedOn: IsoDate;
      /** Who checked, e.g. "SueGo law evidence (issue 24)". */
      verifiedBy: string;
      /**
       * `published-text` (ADR 218): a deadline or a duty read in the statute's words as two publishers with different
       * owners print them, not on the official site; `url` and `quote` are the first publisher's, `published` has both.
       */
      method: 'official-text' | 'official-court-page' | 'published-text';
      /** The two publishers' names, addresses and words, for a `published-text` check only. */
      published?: { publishers: string[]; urls: string[]; quotes: string[] };
      /** Where the check is kept: the evidence file and entry ("docs/law-evidence/KS.md § smallClaims.limitIndividual"). */
      evidence: string;
      /** The official page the words were read on (an official publisher: `isOfficialSource`). */
      url: string;
      /** The official words the value was read from, as the evidence file has them. */
      quote: string;
    }
  | {
      status: 'unverified';
      /** When the value was gathered. */
      researchedOn: IsoDate;
      /** Where the value comes from instead, e.g. "research Table A (secondary websites)". */
      basis: string;
    };

/** A fact's standing on a date: verified (and checked within 12 months), verified longer ago (stale), or unverified. */
export type FactStanding = 'verified' | 'stale' | 'unverified';

/**
 * - `high`: checked against an official source (the type requires `verification.status === 'verified'`).
 * - `medium`: not verified against an official source, or sources conflict, or the value is an approximation.
 * - `low`: the research has no figure or flags it as likely stale; shown to users only with a strong caveat.
 */
export type Confidence = 'high' | 'medium' | 'low';

interface LawFactBase<T> {
  value: T;
  /** Statute, rule or fee schedule, e.g. "Cal. Code Civ. Proc. §116.220". */
  citation: string;
  /**
   * Where a reader checks the fact. Printed in documents only when it is an official domain (legislature, court,
   * state or city government: see `isOfficialSource` in law-sources.ts); a verified fact must have an official one.
   */
  sourceUrl: string;
  /**
   * First day this value is the law (inclusive), or null when it was already in force before anything the table
   * records (the start date was not researched). Which day a fact is looked up on depends on the fact: the letter's
   * or filing's date for courts, limits, deposits and notices; the incident (accrual) date for limitation periods.
   */
  effectiveFrom: IsoDate | null;
  /** Last day this value is the law (inclusive), or null when no end is scheduled. */
  effectiveTo: IsoDate | null;
  verification: Verification;
}

/** Anything below `high` must say why in `note`; only a verified fact may be `high`. The type enforces both. */
export type LawFact<T> = LawFactBase<T> &
  (
    | { confidence: 'high'; note?: string; verification: Extract<Verification, { status: 'verified' }> }
    | { confidence: 'medium' | 'low'; note: string }
  );

/**
 * A fact as stored in the table: one version, or its versions in date order when the law changed or is scheduled to
 * change (UT small-claims limit $20,000 to 2029-12-31, $25,000 from 2030-01-01). `lawInForceOn` picks the version in
 * force on a date; a unit test checks that versions neither overlap nor leave gaps.
 */
export type Dated<T> = LawFact<T> | readonly LawFact<T>[];

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
  /**
   * The court whose own page gave the fee ("Toledo Municipal Court"), when the fee is one court's and not the state's
   * (issue 42 point 4): documents then say it as that court's ("the Toledo Municipal Court charges $61.50; fees differ
   * by court: confirm yours"), never as the state's.
   */
  court?: string;
}

/** A court inside the state whose small-claims limit is below the state's headline limit (NY town courts, etc.). */
export interface LocalLimit {
  courtName: string;
  limitCents: number;
}

/** A small-claims limit that applies to some case types only (WI tort claims $5,000). */
export interface CaseTypeLimit {
  caseTypes: CaseType[];
  limitCents: number;
  /** What kind of claim it is, e.g. "claims based in tort, such as damage to property". */
  description: string;
}

/**
 * Where a business or other entity files instead of the small-claims court (NY: the Commercial Claims part). When a
 * state has one, a business claimant is routed there: its name and limits replace the small-claims ones.
 */
export interface BusinessCourt {
  courtName: string;
  /** The highest limit anywhere in the state, in cents (NYC $10,000). */
  limitCents: number;
  /** Courts with a lower limit (NY city courts outside NYC $5,000). */
  localLimits?: LocalLimit[];
  /** Id of the `preSuitDemands` rule that must be met before filing there (NY CCA §1803-A), if any. */
  preSuitDemandId?: string;
  /** Other conditions, e.g. "at most 5 claims a calendar month". */
  conditions: string;
}

/**
 * Who may appear in small claims, and how a business appears (research §3.2 notes; legal review (d) 4). A
 * representation rule is not a court limit: it never refuses a claim, it tells a business claimant who must appear
 * (Indiana: a business's claim above $6,000 is presented by a lawyer or the owner in person, S.C. Rule 8(C)).
 */
export interface Representation {
  /** Whether attorneys may appear for a party: `false` (AZ, CA, MI), `with-leave` (WA), or `true`. */
  attorneys: boolean | 'with-leave';
  /** How a business or other entity appears, e.g. "by an officer or employee; corporations need counsel (RI)". */
  business: string;
  /**
   * Above this amount (cents) a business's claim must be presented by a lawyer (or, where the rule allows, the owner
   * in person) instead of an employee or officer (IN $6,000). The claim may still be filed: a warning, not a limit.
   */
  businessWithoutLawyerUpToCents?: number;
  /** Corporations and similar entities must appear through a lawyer in small claims (RI, with exceptions in `business`). */
  entitiesNeedLawyer?: boolean;
}

/** An official court form, by its name and number, for the filing package's worksheet. */
export interface CourtForm {
  /** The form's number, when it has one ("SC-100", "DC 84"); the name alone otherwise. */
  number?: string;
  name: string;
  purpose:
    'claim' | 'case-information' | 'fee-waiver' | 'proof-of-service' | 'declaration' | 'demand' | 'other';
  /** When it is needed, if not always ("only when asking to waive the filing fee"). */
  when?: string;
}

/** How the defendant is served in small claims. */
export interface ServiceRule {
  /** True when the clerk mails the notice of claim (NYC, MA), so the claimant does not arrange service. */
  clerkServes: boolean;
  description: string;
}

/**
 * Kinds of claim for prejudgment interest: money due under a written agreement, under any agreement (written or
 * oral), and damage to property (tort). A state's rule names the kinds it covers; a claim of another kind gets no
 * figure (NC tort interest runs from filing, IL covers only written instruments).
 */
export type InterestClaimKind = 'written-contract' | 'contract' | 'tort';

/** What starts prejudgment interest for a kind of claim: the incident (breach or damage), the filing, or a notice. */
export type InterestStart = 'incident' | 'filing' | 'notice';

/** The statutory prejudgment interest a small-claims judgment may add, research §3.6 / legal review (c) 11. */
export interface PrejudgmentInterest {
  /** Simple annual rate in percent when the statute fixes one; null when it floats (set yearly or by index). */
  ratePercent: number | null;
  description: string;
  /**
   * The kinds of claim the rule covers and when interest starts for each. A figure is computed only for a covered
   * kind whose interest starts at the incident and whose rate is fixed; `contract` covers written agreements too.
   */
  covers: Array<{ claims: InterestClaimKind; from: InterestStart }>;
}

export interface SmallClaimsCourtRecord {
  courtName: Dated<string>;
  /** The highest small-claims limit open to a natural person anywhere in the state, in cents. */
  limitIndividual: Dated<number>;
  /** The limit for a business or other entity claimant, in cents (ignored when `businessCourt` applies). */
  limitBusiness: Dated<number>;
  filingFee: Dated<FilingFee>;
  /** Case types the state's dollar limit does not apply to (CT/HI security deposits, MA motor-vehicle damage). */
  noCapCaseTypes?: Dated<CaseType[]>;
  /** Courts with a lower limit than `limitIndividual`; the user is warned, not refused, because we don't know the county. */
  localLimits?: Dated<LocalLimit[]>;
  /** A lower limit for some case types, for every claimant (WI: $5,000 for tort claims such as property damage). */
  caseTypeLimits?: Dated<CaseTypeLimit[]>;
  /** Where businesses file instead (NY Commercial Claims). */
  businessCourt?: Dated<BusinessCourt>;
  representation?: Dated<Representation>;
  /** Caps on how many claims one may file (CA: two over $2,500 a year). */
  filingCaps?: Dated<string>;
  /** The official forms, for the ten most populous states; elsewhere the package says what to ask the clerk for. */
  forms?: Dated<CourtForm[]>;
  service?: Dated<ServiceRule>;
}

/** The small-claims facts in force on one date (`lawInForceOn`). */
export interface SmallClaimsCourt {
  courtName: LawFact<string>;
  limitIndividual: LawFact<number>;
  limitBusiness: LawFact<number>;
  filingFee: LawFact<FilingFee>;
  noCapCaseTypes?: LawFact<CaseType[]>;
  localLimits?: LawFact<LocalLimit[]>;
  caseTypeLimits?: LawFact<CaseTypeLimit[]>;
  businessCourt?: LawFact<BusinessCourt>;
  representation?: LawFact<Representation>;
  filingCaps?: LawFact<string>;
  forms?: LawFact<CourtForm[]>;
  service?: LawFact<ServiceRule>;
}

/**
 * What starts a limitation clock. We ask only for the incident date, so every period is counted from it and the
 * law is looked up on it (the accrual date): the date of the breach for contracts, of the damage for property.
 */
export type AccrualRule = 'breach' | 'injury';

/**
 * Years. Where the statute splits a category, the shorter period is stored and the split is explained in `note`.
 * Each is looked up on the incident date (FL negligence 2 years for causes accruing from 2023-03-24, LA delicts
 * 2 years from 2024-07-01).
 */
export interface LimitationPeriodsRecord {
  writtenContract: Dated<number>;
  oralContract: Dated<number>;
  /** Negligent damage to property; where trespass has a longer period (AL), negligence is stored. */
  propertyDamage: Dated<number>;
  /** Property damage from a motor-vehicle accident, where the state sets its own period (WI 3 years, CO 3). */
  vehicleDamage?: Dated<number>;
}

export interface LimitationPeriods {
  writtenContract: LawFact<number>;
  oralContract: LawFact<number>;
  propertyDamage: LawFact<number>;
  vehicleDamage?: LawFact<number>;
}

export type LimitationBasis = keyof LimitationPeriods;

/** Events that start a landlord's deposit clock. */
export type DepositClockEvent =
  /** The tenancy ended and the tenant moved out (surrendered possession). */
  | 'move-out'
  /** The tenant gave the landlord a forwarding address in writing. */
  | 'forwarding-address'
  /** The tenant demanded the deposit in writing (AZ, OK, KS). */
  | 'tenant-demand';

/** What a tenant's demand letter can itself be under a state's deposit statute. */
export type DepositLetterRole = 'forwarding-address' | 'demand';

export interface DepositLetterUse {
  /** The letter gives the tenant's forwarding address in writing, or is the tenant's written demand for the deposit. */
  role: DepositLetterRole;
  /** The provision that makes it count, printed in the letter ("Tex. Prop. Code §92.107"). */
  citation: string;
}

export interface DepositReturnDeadline {
  /**
   * Days the landlord has once every event in `startsAfter` has happened (counted from the last of them). Where a
   * variant gives more time (CO one month, or up to 60 days if the lease says so → 60) the latest is stored, so a
   * letter never accuses a landlord of being late while a variant still gave them time. `description` states the rule.
   */
  days: number;
  /** True when the statute counts business days (AZ). */
  businessDays?: boolean;
  /**
   * The events that must all have happened before the clock runs (AZ: move-out and the tenant's demand; TX: move-out
   * and the forwarding address). When one of them is what this letter gives (`letterServesAs`), the clock starts when
   * the letter is received, so the letter never says the time has passed and gives the full period after receipt.
   */
  startsAfter: DepositClockEvent[];
  /**
   * A second deadline counted from another event; the later of the two applies (CT: 21 days after move-out, or 15
   * days after a written forwarding address, whichever is later).
   */
  orIfLater?: { days: number; after: DepositClockEvent };
  /**
   * The letter may say the landlord's time has passed only when these events are known to have happened before it,
   * although they do not start the clock (OH, MI: the tenant's damages, or the landlord's duty to list deductions,
   * depend on the forwarding address the letter now gives). The careful reading: no accusation of lateness.
   */
  passedOnlyWith?: DepositClockEvent[];
  /**
   * Decided for every state: what the demand letter itself is under the statute (the forwarding address in writing,
   * the tenant's written demand), or nothing (`[]`). The letter says so, with the citation.
   */
  letterServesAs: DepositLetterUse[];
  /**
   * A rule the tenant must know that the landlord must never read (OK: no written demand within 6 months and the
   * deposit reverts to the landlord). Printed on the claimant's notes page only; with `withinMonths` the notes give
   * the date (counted from move-out) and warn when it may have passed.
   */
  tenantWarning?: { text: string; withinMonths?: number };
  description: string;
}

/**
 * What the statute lets a tenant recover when the landlord does not follow the deposit rules, as the statute states
 * it. The letter prints a remedy sentence only for what is known: nothing when both parts are absent.
 */
export interface DepositPenalty {
  /**
   * What the tenant may recover beyond the deposit itself, worded to follow "recover" and with the statute's
   * qualifiers: "up to", the condition ("if the landlord kept it in bad faith"), fees and costs. Null when the
   * statute gives nothing beyond the deposit, or SueGo does not know what it gives.
   */
  extra: string | null;
  /** What a landlord who misses the deadline loses, worded to follow "a landlord who misses it" (NY, FL, IA). */
  forfeiture?: string;
  /**
   * The statutory multiple (of the deposit or of the amount withheld, as `extra` says). Stored only when the fact is
   * `high` or the research rates it H; an uncertain or disputed multiple stays in the prose so no calculation relies
   * on it.
   */
  multiplier?: number;
}

/** Interest a state requires landlords to pay on deposits, worded to follow "requires the landlord to pay interest on a deposit". */
export interface DepositInterest {
  description: string;
}

export interface SecurityDepositRulesRecord {
  returnDeadline: Dated<DepositReturnDeadline>;
  penalty: Dated<DepositPenalty>;
  /** Only where the state requires interest on deposits (MN, MA, NJ, OH, …). */
  interest?: Dated<DepositInterest>;
}

export interface SecurityDepositRules {
  returnDeadline: LawFact<DepositReturnDeadline>;
  penalty: LawFact<DepositPenalty>;
  interest?: LawFact<DepositInterest>;
}

/**
 * What kind of pre-suit rule this is, so documents can gate it:
 * - `consumer-protection`: MA 93A, TX DTPA, CA CLRA, GA FBPA, AL DTPA, ME UTPA. Only for a consumer transaction with
 *   a business defendant and a deceptive act the claimant identified.
 * - `deposit-tenant-notice`: the tenant's own notice that unlocks the deposit penalty (CO, ME, UT, LA). A demand that
 *   starts the landlord's clock (AZ, OK, KS) is part of the deposit rule instead (`letterServesAs`).
 * - `small-claims-prerequisite`: the court expects a demand first (CA ask-first, MT, NY Commercial Claims §1803-A).
 * - `fee-shifting`: a demand that makes attorney fees recoverable (TX §38.002, OR 20.080, ID 12-120).
 * - `bad-check`: CA §1719.
 */
export type PreSuitDemandKind =
  | 'consumer-protection'
  | 'deposit-tenant-notice'
  | 'small-claims-prerequisite'
  | 'fee-shifting'
  | 'bad-check';

/** A statutory notice the claimant must give (and wait out) before suing, research §3.5. */
export interface PreSuitDemand {
  id: string;
  kind: PreSuitDemandKind;
  name: string;
  /** Case types the rule is applied to; the choice per rule is documented where the rule is defined. */
  appliesTo: CaseType[];
  /** Claimant kinds it applies to; all when absent (NY §1803-A: businesses only). */
  claimants?: ClaimantKind[];
  /** Days the other side must be given before suit; 0 when the rule only requires asking first. */
  noticeDays: number;
  /** True when `noticeDays` are business days (UT deposit notice: 5 business days). */
  businessDays?: boolean;
  /** Where the statute sets a latest time, days before filing by which the notice must have been sent (§1803-A 180). */
  maxDaysBeforeFiling?: number;
  /**
   * Whether `noticeDays` run from the day the notice is mailed or from the day the other side receives it
   * (CLRA §1782(b) and DTPA §17.5052 run from receipt: allow for mail transit).
   */
  countsFrom: 'mailing' | 'receipt';
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

/** One state as stored: facts with their effective dates. Read it through `lawInForceOn`. */
export interface JurisdictionRecord {
  code: StateCode;
  name: string;
  /** Civil-law state (Louisiana): documents use civil-law wording ("prescriptive period", La. C.C. art. 2315). */
  civilLaw?: boolean;
  smallClaims: SmallClaimsCourtRecord;
  limitations: LimitationPeriodsRecord;
  securityDeposit: SecurityDepositRulesRecord;
  /** Each rule carries its own effective dates; only those in force on the lookup date are returned. */
  preSuitDemands: Array<LawFact<PreSuitDemand>>;
  freelancerLaws: Array<LawFact<FreelancerLaw>>;
  prejudgmentInterest?: Dated<PrejudgmentInterest>;
}

/** The law of one state in force on `asOf` (see `lawInForceOn`): one version of every fact. */
export interface Jurisdiction {
  code: StateCode;
  name: string;
  civilLaw: boolean;
  /** The date the facts were chosen for. Limitation periods are chosen by incident date: see `limitationPeriodFor`. */
  asOf: IsoDate;
  smallClaims: SmallClaimsCourt;
  limitations: LimitationPeriods;
  securityDeposit: SecurityDepositRules;
  preSuitDemands: Array<LawFact<PreSuitDemand>>;
  freelancerLaws: Array<LawFact<FreelancerLaw>>;
  prejudgmentInterest?: LawFact<PrejudgmentInterest>;
}
