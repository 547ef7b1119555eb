import { addBusinessDays } from './calendar';
import { addDays, addMonths, daysBetween } from './law-dates';
import { MAIL_TRANSIT_DAYS } from './notice-decision';
import type {
  DepositClockEvent,
  DepositInterest,
  DepositLetterUse,
  DepositPenalty,
  DepositReturnDeadline,
  IsoDate,
  Jurisdiction,
  LawFact,
} from './law-table.types';

/** Public holidays are not known for every state: a business-day deadline gets this many days of margin. */
const HOLIDAY_MARGIN_DAYS = 3;

const EVENT_OF_ROLE: Record<DepositLetterUse['role'], DepositClockEvent> = {
  'forwarding-address': 'forwarding-address',
  demand: 'tenant-demand',
};

/** What the deposit statute means for this letter: one answer for the letter, the notes page and the screen. */
export interface DepositDecision {
  rule: LawFact<DepositReturnDeadline>;
  penalty: LawFact<DepositPenalty>;
  interest?: LawFact<DepositInterest>;
  /** What the letter itself is under the statute (forwarding address, demand), each said in the letter. */
  letterServesAs: DepositLetterUse[];
  /** Those of them that start the landlord's time: it then runs from the day the letter is received. */
  startsClock: DepositLetterUse[];
  /** The landlord's last day, or null when it cannot be known (a clock that waits for something the letter is not). */
  dueOn: IsoDate | null;
  /** The landlord's time ran out before the letter's date: only then may the letter say so. */
  passed: boolean;
  /** The time ran out, but the letter may not say so: it depends on something SueGo does not know (`passedOnlyWith`). */
  lateButNotSaid: boolean;
  /**
   * Days from the letter's date that the letter's deadline must give so the landlord has the full statutory time
   * (counting mail transit when the time runs from receipt); 0 when the time has passed.
   */
  minResponseDays: number;
  /** The statutory days that run from receipt of this letter (0 when none do). */
  daysFromReceipt: number;
  /** The notes-page warning (OK: demand within 6 months), with its date when the table gives one. */
  tenantWarning: { text: string; byDate: IsoDate | null; mayHavePassed: boolean } | null;
}

/** What the tenant told us happened before the letter, beyond the move-out date. */
export interface DepositKnown {
  /** YYYY-MM-DD a forwarding address was given to the landlord in writing. */
  forwardingAddressOn?: IsoDate | undefined;
}

/** The last day of `days` (business days: weekends skipped, plus a margin for holidays) counted from `start`. */
function endOf(start: IsoDate, days: number, businessDays: boolean): IsoDate {
  return businessDays ? addDays(addBusinessDays(start, days), HOLIDAY_MARGIN_DAYS) : addDays(start, days);
}

/**
 * The deposit clock for a tenant who moved out on `moveOut` and whose letter is dated `letterDate`. What this letter
 * gives (the forwarding address, the demand) is taken to reach the landlord `MAIL_TRANSIT_DAYS` after its date;
 * nothing else is known to have happened, so a clock that waits for it starts with this letter and never "has passed".
 */
export function decideDeposit(
  jurisdiction: Jurisdiction,
  moveOut: IsoDate,
  letterDate: IsoDate,
  told: DepositKnown = {},
): DepositDecision {
  const { returnDeadline: rule, penalty, interest } = jurisdiction.securityDeposit;
  const r = rule.value;
  const receivedOn = addDays(letterDate, MAIL_TRANSIT_DAYS);
  const given = new Map<DepositClockEvent, IsoDate>([['move-out', moveOut]]);
  // A forwarding address the tenant says was given in writing before the letter, on a known day, started the clock
  // then (issue 43 point 6): the letter no longer starts it, and may say the time has passed.
  const forwardedBefore =
    told.forwardingAddressOn !== undefined && told.forwardingAddressOn <= letterDate
      ? told.forwardingAddressOn
      : undefined;
  if (forwardedBefore) given.set('forwarding-address', forwardedBefore);
  for (const use of r.letterServesAs) {
    const event = EVENT_OF_ROLE[use.role];
    if (!given.has(event)) given.set(event, receivedOn);
  }

  const clockEvents = [...r.startsAfter, ...(r.orIfLater ? [r.orIfLater.after] : [])];
  const startsClock = r.letterServesAs.filter(
    (use) =>
      clockEvents.includes(EVENT_OF_ROLE[use.role]) && given.get(EVENT_OF_ROLE[use.role]) === receivedOn,
  );

  // Each candidate deadline: the main one (from the last of `startsAfter`) and the later alternative (CT, UT, WY).
  type Candidate = { due: IsoDate; days: number; fromReceipt: boolean };
  const candidates: Array<Candidate | null> = [];
  if (r.startsAfter.every((e) => given.has(e))) {
    const start =
      r.startsAfter
        .map((e) => given.get(e) ?? moveOut)
        .sort()
        .at(-1) ?? moveOut;
    candidates.push({
      due: endOf(start, r.days, r.businessDays === true),
      days: r.days,
      fromReceipt: start === receivedOn,
    });
  } else {
    candidates.push(null);
  }
  if (r.orIfLater) {
    const start = given.get(r.orIfLater.after);
    candidates.push(
      start
        ? { due: addDays(start, r.orIfLater.days), days: r.orIfLater.days, fromReceipt: start === receivedOn }
        : null,
    );
  }
  // A candidate that cannot be dated (its event is not known) leaves the landlord's last day unknown.
  const known = candidates.every((c): c is Candidate => c !== null) ? candidates : [];
  const last = known.reduce<Candidate | null>((a, c) => (a === null || c.due > a.due ? c : a), null);
  const dueOn = last?.due ?? null;
  const knownBefore = (e: DepositClockEvent) =>
    e === 'move-out' || (e === 'forwarding-address' && forwardedBefore !== undefined);
  const ranOut = dueOn !== null && dueOn < letterDate;
  const passed = ranOut && (r.passedOnlyWith ?? []).every(knownBefore);
  const daysFromReceipt = last?.fromReceipt ? last.days : 0;

  const warning = r.tenantWarning;
  const byDate = warning?.withinMonths ? addMonths(moveOut, warning.withinMonths) : null;
  return {
    rule,
    penalty,
    ...(interest ? { interest } : {}),
    letterServesAs: r.letterServesAs,
    startsClock,
    dueOn,
    passed,
    lateButNotSaid: ranOut && !passed,
    minResponseDays: dueOn === null || ranOut ? 0 : Math.max(0, daysBetween(letterDate, dueOn)),
    daysFromReceipt,
    tenantWarning: warning
      ? { text: warning.text, byDate, mayHavePassed: byDate !== null && addDays(byDate, 0) < receivedOn }
      : null,
  };
}
