import { todayUtc } from './law-dates';
import { lawInForceOn } from './law-in-force';
import type {
  BusinessCourt,
  CaseType,
  ClaimantKind,
  IsoDate,
  LawFact,
  LocalLimit,
  StateCode,
} from './law-table.types';

// Where a claimant files and up to how much (law-table.ts re-exports). The deposit clock is deposit-decision.ts.

/** The small-claims limit for this claimant on `onDate`, or null when the state sets no cap for this case type. */
export function smallClaimsLimitFor(
  state: StateCode,
  caseType: CaseType,
  claimant: ClaimantKind = 'individual',
  onDate: IsoDate = todayUtc(),
): LawFact<number> | null {
  const venue = smallClaimsVenueFor(state, caseType, claimant, onDate);
  return venue.limit;
}

/** Where this claimant files, and up to how much: the small-claims court, or a business court (NY Commercial Claims). */
export interface SmallClaimsVenue {
  courtName: string;
  /** The fact that names the court (its citation and confidence). */
  courtFact: LawFact<string> | LawFact<BusinessCourt>;
  /** The dollar limit, or null when the state sets no cap for this case type. */
  limit: LawFact<number> | null;
  localLimits?: LawFact<LocalLimit[]>;
  /** Set when a business is routed to a separate court instead of small claims. */
  businessCourt?: LawFact<BusinessCourt>;
  /** Set when a lower limit for this kind of claim applies (WI tort claims): what kind of claim it is. */
  limitKind?: string;
}

export function smallClaimsVenueFor(
  state: StateCode,
  caseType: CaseType,
  claimant: ClaimantKind = 'individual',
  onDate: IsoDate = todayUtc(),
): SmallClaimsVenue {
  const court = lawInForceOn(state, onDate).smallClaims;
  if (claimant === 'business' && court.businessCourt) {
    const bc = court.businessCourt;
    const limit: LawFact<number> = { ...bc, value: bc.value.limitCents };
    const localLimits: LawFact<LocalLimit[]> | undefined = bc.value.localLimits
      ? { ...bc, value: bc.value.localLimits }
      : undefined;
    return {
      courtName: bc.value.courtName,
      courtFact: bc,
      limit,
      businessCourt: bc,
      ...(localLimits ? { localLimits } : {}),
    };
  }
  const noCap = court.noCapCaseTypes?.value.includes(caseType) ?? false;
  const byType = court.caseTypeLimits?.value.find((l) => l.caseTypes.includes(caseType));
  const general = claimant === 'business' ? court.limitBusiness : court.limitIndividual;
  const limit: LawFact<number> | null = noCap
    ? null
    : byType && court.caseTypeLimits && byType.limitCents < general.value
      ? { ...court.caseTypeLimits, value: byType.limitCents }
      : general;
  const typed = limit !== null && limit !== general && byType !== undefined;
  return {
    courtName: court.courtName.value,
    courtFact: court.courtName,
    limit,
    ...(typed ? { limitKind: byType.description } : {}),
    ...(court.localLimits ? { localLimits: court.localLimits } : {}),
  };
}
