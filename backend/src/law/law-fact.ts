import {
  CASE_TYPES,
  RESEARCH_VERIFIED_ON,
  type CaseType,
  type IsoDate,
  type LawFact,
  type Verification,
} from './law-table.types';

/**
 * Helpers that keep the jurisdiction data terse. Facts from the research notes are unverified (they rest on the
 * research's secondary sources); only `verified(...)` makes a fact certain, and it needs an official source and a
 * record of who checked it and how.
 */

type Verified = Extract<Verification, { status: 'verified' }>;

const UNVERIFIED: Verification = {
  status: 'unverified',
  researchedOn: RESEARCH_VERIFIED_ON,
  basis: "research/state-law.md (secondary websites and the researcher's notes)",
};

/** Said of every fact the research rated H that nobody has yet checked against the official text. */
export const NOT_CHECKED_NOTE = 'Not yet checked against the official text.';

/**
 * A fact the research rates H (several secondary sources agree) but that has not been checked against the official
 * text. It is stored `medium`, so the product words it as unverified.
 */
export const researched = <T>(value: T, citation: string, sourceUrl: string, note?: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  effectiveFrom: null,
  effectiveTo: null,
  verification: UNVERIFIED,
  confidence: 'medium',
  note: note === undefined ? `Research rates it high. ${NOT_CHECKED_NOTE}` : `${note} ${NOT_CHECKED_NOTE}`,
});

export const medium = <T>(value: T, citation: string, sourceUrl: string, note: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  effectiveFrom: null,
  effectiveTo: null,
  verification: UNVERIFIED,
  confidence: 'medium',
  note,
});

export const low = <T>(value: T, citation: string, sourceUrl: string, note: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  effectiveFrom: null,
  effectiveTo: null,
  verification: UNVERIFIED,
  confidence: 'low',
  note,
});

/** Who checked, how, and against what: recorded on each verified fact. */
export interface Check {
  by: string;
  on: IsoDate;
  method: Verified['method'];
  evidence: string;
}

/** The legal review of 2026-11-24 (research/legal-review.md) read these against official text ([OFF]) or court pages ([CT]). */
export const legalReview = (evidence: string, method: Verified['method'] = 'official-text'): Check => ({
  by: 'SueGo legal review (research/legal-review.md)',
  on: '2026-11-24',
  method,
  evidence,
});

/**
 * Checks made while correcting the table on 2026-11-24 (issue 12), by reading stored copies of official pages (the
 * page's address is the fact's `sourceUrl` unless `evidence` names another).
 */
export const tableUpdate = (evidence: string, method: Verified['method'] = 'official-text'): Check => ({
  by: 'SueGo law-table update of 2026-11-24 (issue 12)',
  on: '2026-11-24',
  method,
  evidence,
});

/**
 * Checks made while fixing the law table's defect classes on 2026-11-26 (issue 23), by reading stored copies of
 * official pages (the page's address is the fact's `sourceUrl` unless `evidence` names another). `evidence` quotes the
 * words that carry the value, so the evidence files (docs/law-evidence/) can include them.
 */
export const classesReview = (evidence: string, method: Verified['method'] = 'official-text'): Check => ({
  by: 'SueGo law-table update of 2026-11-26 (issue 23)',
  on: '2026-11-26',
  method,
  evidence,
});

/** A fact checked against the official source at `sourceUrl` (which must be an official domain: a unit test checks). */
export const verified = <T>(
  value: T,
  citation: string,
  sourceUrl: string,
  check: Check,
  note?: string,
): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  effectiveFrom: null,
  effectiveTo: null,
  verification: {
    status: 'verified',
    verifiedOn: check.on,
    verifiedBy: check.by,
    method: check.method,
    evidence: check.evidence,
  },
  confidence: 'high',
  ...(note === undefined ? {} : { note }),
});

/** The same fact, in force from `from` to `to` (inclusive; null = open). */
export const inForce = <T>(from: IsoDate | null, to: IsoDate | null, fact: LawFact<T>): LawFact<T> => ({
  ...fact,
  effectiveFrom: from,
  effectiveTo: to,
});

/** Whole dollars → cents. */
export const usd = (dollars: number): number => Math.round(dollars * 100);

/** A business limit that the research gives as "same" as the individual one. */
export const sameForBusiness = (individual: LawFact<number>): LawFact<number> => ({ ...individual });

/** Filing fees are approximate everywhere: the research's H/M/L rates the limit, not the fee. */
export const FEE_NOTE =
  'Typical initial filing fee from research Table A; the research rates the limit, not the fee. Fees vary by county ' +
  'and amount, service costs are extra, and the court clerk has the current schedule.';

/**
 * Case types the consumer-protection notice rules (MA 93A, TX DTPA, CA CLRA, GA FBPA, AL DTPA, ME UTPA) are applied
 * to: a person's dispute with a business over goods, services or damage it caused. `unpaid-work` is left out because
 * there the claimant is the seller of services, not the consumer these acts protect; deposit and landlord cases are
 * left out because each state's landlord-tenant statute governs them (MA 93A adds `landlord-dispute`, see there).
 * These rules have `kind: 'consumer-protection'`: documents use them only for a business defendant, a consumer
 * transaction and a deceptive act the claimant identified.
 */
export const CONSUMER_CASE_TYPES: CaseType[] = [
  'contract-breach',
  'property-damage',
  'vehicle-damage',
  'other',
];

export const ALL_CASE_TYPES: CaseType[] = [...CASE_TYPES];
