import { CASE_TYPES, RESEARCH_VERIFIED_ON, type CaseType, type LawFact } from './law-table.types';

/**
 * Helpers that keep the jurisdiction data terse. Facts come from the research notes and carry its date; where a
 * detail came from elsewhere (memory, another public source) the fact is below `high` and its note says so.
 */

export const high = <T>(value: T, citation: string, sourceUrl: string, note?: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  verifiedOn: RESEARCH_VERIFIED_ON,
  confidence: 'high',
  ...(note === undefined ? {} : { note }),
});

export const medium = <T>(value: T, citation: string, sourceUrl: string, note: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  verifiedOn: RESEARCH_VERIFIED_ON,
  confidence: 'medium',
  note,
});

export const low = <T>(value: T, citation: string, sourceUrl: string, note: string): LawFact<T> => ({
  value,
  citation,
  sourceUrl,
  verifiedOn: RESEARCH_VERIFIED_ON,
  confidence: 'low',
  note,
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
 * Each rule's `condition` tells the user it only applies when the other side is a business.
 */
export const CONSUMER_CASE_TYPES: CaseType[] = [
  'contract-breach',
  'property-damage',
  'vehicle-damage',
  'other',
];

export const ALL_CASE_TYPES: CaseType[] = [...CASE_TYPES];
