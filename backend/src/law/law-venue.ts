import { todayUtc } from './law-dates';
import { lawInForceOn } from './law-in-force';
import type {
  BusinessCourt,
  CaseType,
  ClaimantKind,
  DepositClockEvent,
  DepositReturnDeadline,
  IsoDate,
  LawFact,
  LocalLimit,
  StateCode,
} from './law-table.types';

// Where a claimant files and up to how much, and when a landlord's deposit clock starts (law-table.ts re-exports).

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
  return {
    courtName: court.courtName.value,
    courtFact: court.courtName,
    limit: noCap ? null : claimant === 'business' ? court.limitBusiness : court.limitIndividual,
    ...(court.localLimits ? { localLimits: court.localLimits } : {}),
  };
}

// ── Security deposits: when the landlord's clock starts ───────────────────────────────────────────────────────────

/** What the tenant has told us, as dates (YYYY-MM-DD); an event that has not happened is absent. */
export type DepositEvents = Partial<Record<DepositClockEvent, IsoDate>>;

export type DepositClock =
  /** The clock has not started: these events have not happened yet (e.g. no forwarding address in TX). */
  | { started: false; waitingFor: DepositClockEvent[] }
  /**
   * The clock runs from `startedOn` for `days` (business days when `businessDays`); the caller adds them with its own
   * calendar. `alsoFrom` is the later alternative (CT 15 days after a forwarding address): the later end applies.
   */
  | {
      started: true;
      startedOn: IsoDate;
      days: number;
      businessDays: boolean;
      alsoFrom?: { startedOn: IsoDate; days: number };
    };

/** Never say a landlord's deadline "has passed" before this says the clock started. */
export function depositClock(rule: DepositReturnDeadline, events: DepositEvents): DepositClock {
  const waitingFor = rule.startsAfter.filter((event) => events[event] === undefined);
  if (waitingFor.length > 0) return { started: false, waitingFor };
  const startedOn =
    rule.startsAfter
      .map((event) => events[event] ?? '')
      .sort()
      .at(-1) ?? '';
  const alternative = rule.orIfLater && events[rule.orIfLater.after];
  return {
    started: true,
    startedOn,
    days: rule.days,
    businessDays: rule.businessDays === true,
    ...(rule.orIfLater && alternative
      ? { alsoFrom: { startedOn: alternative, days: rule.orIfLater.days } }
      : {}),
  };
}
