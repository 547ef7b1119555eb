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
 * research's secondary sources); only an entry of the state's evidence file, named with `evidenced(…)`
 * (evidence/law-evidence.ts), makes a fact verified (ADR 040).
 */

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

/**
 * A check made before the evidence files (issue 24): who read what, and when. It is kept on the fact, but it does not
 * make the fact verified: only an entry of docs/law-evidence with the official words does (`evidenced`, ADR 040).
 */
export interface Check {
  by: string;
  on: IsoDate;
  method: Extract<Verification, { status: 'verified' }>['method'];
  evidence: string;
}

/** The legal review of 2026-11-24 (research/legal-review.md) read these against official text ([OFF]) or court pages ([CT]). */
export const legalReview = (evidence: string, method: Check['method'] = 'official-text'): Check => ({
  by: 'SueGo legal review (research/legal-review.md)',
  on: '2026-11-24',
  method,
  evidence,
});

/** Checks made while correcting the table on 2026-11-24 (issue 12), by reading stored copies of official pages. */
export const tableUpdate = (evidence: string, method: Check['method'] = 'official-text'): Check => ({
  by: 'SueGo law-table update of 2026-11-24 (issue 12)',
  on: '2026-11-24',
  method,
  evidence,
});

/**
 * Checks made while fixing the law table's defect classes on 2026-11-26 (issue 23), quoting the official words from
 * the evidence files where they read them.
 */
export const classesReview = (evidence: string, method: Check['method'] = 'official-text'): Check => ({
  by: 'SueGo law-table update of 2026-11-26 (issue 23)',
  on: '2026-11-26',
  method,
  evidence,
});

/**
 * A fact someone checked before the evidence files existed. It stays unverified (the product never states it as law)
 * unless `evidenced(…)` finds its entry in docs/law-evidence with the official words; the earlier check is kept in
 * `basis` so a reviewer can find it again.
 */
export const checkedBefore = <T>(
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
    status: 'unverified',
    researchedOn: RESEARCH_VERIFIED_ON,
    basis: `Checked on ${check.on} by ${check.by}: ${check.evidence}`,
  },
  confidence: 'medium',
  note:
    note ??
    `Checked on ${check.on} against ${check.method === 'official-text' ? 'the official text' : 'an official court page'}; no official quote of it is kept in docs/law-evidence yet.`,
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

/** Said of a filing fee read on one court's (or county's) official page: other courts may charge differently. */
export const COURT_FEE_NOTE =
  "One court's official fee: each court (or county) sets its own, service costs are extra, and the clerk has the current fee.";

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
