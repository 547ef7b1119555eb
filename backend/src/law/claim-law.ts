import { stateOfAddress } from './address-state';
import { addBusinessDays } from './calendar';
import { decideDeposit, type DepositDecision } from './deposit-decision';
import { addDays, daysBetween } from './law-dates';
import { formatUsd } from './money';
import { lawInForceOn } from './law-in-force';
import { MAIL_TRANSIT_DAYS, decideNotice, type NoticeAnswers, type NoticeDecision } from './notice-decision';
import type {
  CaseType,
  ClaimantKind,
  IsoDate,
  Jurisdiction,
  LawFact,
  PreSuitDemand,
  Representation,
  StateCode,
} from './law-table.types';

/**
 * The one decision about what the law means for a claim, read by both the on-screen eligibility notices and the
 * drafted letter (DESIGN §7b): which pre-suit rules apply and where they go, what the deposit statute makes of the
 * letter, how long the letter's deadline must be, who must appear for a business, and whether the other side is in
 * another state. Everything the screen warns about is what the letter does, and nothing else.
 */

/** The letter's response period for a sum that is not liquidated (damage, losses); statutes can only lengthen it. */
export const DEFAULT_RESPONSE_DAYS = 30;

/**
 * A liquidated sum (a deposit, an unpaid invoice: an amount the other side is already late on) gets 14 days by
 * default (issue 43 point 4); statutes and the deposit clock can only lengthen it.
 */
export const LIQUIDATED_RESPONSE_DAYS = 14;

/** The periods the claimant may choose at step 6 (a choice below what a statute requires is not offered). */
import { RESPONSE_DAY_CHOICES, type ResponseDayChoice } from '../claim/claim.types';
export { RESPONSE_DAY_CHOICES, type ResponseDayChoice };

export const isResponseDayChoice = (value: unknown): value is ResponseDayChoice =>
  RESPONSE_DAY_CHOICES.includes(value as ResponseDayChoice);

/** Case types whose amount is a sum already due rather than damages to be assessed. */
const LIQUIDATED: ReadonlySet<CaseType> = new Set(['security-deposit', 'unpaid-work']);

/** The response period a claim gets when the claimant has not chosen one. */
export const defaultResponseDays = (caseType: CaseType): ResponseDayChoice =>
  LIQUIDATED.has(caseType) ? LIQUIDATED_RESPONSE_DAYS : DEFAULT_RESPONSE_DAYS;

/** The answers the law reads. Absent means "not said", which always takes the careful reading. */
export interface ClaimAnswers extends NoticeAnswers {
  state: StateCode;
  caseType: CaseType;
  amountCents: number;
  claimant?: ClaimantKind | undefined;
  /** The incident date (for a deposit, the move-out date). */
  incidentDate?: IsoDate | undefined;
  agreementForm?: 'written' | 'oral' | 'none' | undefined;
  defendantAddress?: string | undefined;
  /** Deposits: YYYY-MM-DD the tenant gave a forwarding address in writing, before the letter (absent: not said). */
  forwardingAddressOn?: IsoDate | undefined;
  /** The response period the claimant chose (step 6); absent means the case type's default. */
  responseDays?: ResponseDayChoice | undefined;
}

/** A pre-suit rule that applies on these answers, and where it goes (never `none`: those are left out). */
export interface DecidedNotice {
  rule: LawFact<PreSuitDemand>;
  decision: Exclude<NoticeDecision, { place: 'none' }>;
  /** Calendar days from the letter's date its deadline must give for this rule (0 when it is on the notes page). */
  daysNeeded: number;
  /** Mail transit included in `daysNeeded` (the rule counts from receipt). */
  transitDays: number;
  /** The rule has a condition the answers do not settle, so the letter says "to the extent it applies". */
  conditional: boolean;
}

/** Why the letter's deadline is longer than the chosen (or default) period: one statutory period it has to give. */
export interface DeadlineDriver {
  kind: 'notice' | 'deposit';
  citation: string;
  /** The statute's days (business days when `businessDays`). */
  days: number;
  businessDays: boolean;
  /** Mail transit added because the period runs from receipt; 0 when it does not. */
  transitDays: number;
  /** A deposit clock that started at move-out: the deadline keeps the landlord's whole time up to this day. */
  untilDue: IsoDate | null;
  conditional: boolean;
}

export interface RepresentationDecision {
  fact: LawFact<Representation>;
  /** That the rule bites for this business claimant (never a refusal); `fact.value.business` says who appears. */
  warning: string | null;
}

export interface ClaimLaw {
  jurisdiction: Jurisdiction;
  letterDate: IsoDate;
  claimant: ClaimantKind;
  notices: DecidedNotice[];
  /** For a security-deposit claim with a move-out date; null otherwise. */
  deposit: DepositDecision | null;
  /**
   * The letter's response period in days from its date, and what made it longer than the period asked for
   * (`chosen`: the claimant's choice or the case type's default). `minimumDays` is the longest period a statute or the
   * deposit clock requires (0 when none does), with the drivers behind it in `required`: a choice below it is not
   * offered.
   */
  response: {
    days: number;
    chosen: number;
    drivers: DeadlineDriver[];
    transitDays: number;
    minimumDays: number;
    required: DeadlineDriver[];
  };
  /** For a business claimant in a state whose representation rule the table holds; null otherwise. */
  representation: RepresentationDecision | null;
  /** The state of the other side's address when it is not the claim's state (null when the same or unreadable). */
  defendantState: StateCode | null;
}

/** Calendar days from `from` that `days` (business days when asked) after `from + transit` take, with a margin. */
function calendarDaysFor(from: IsoDate, days: number, businessDays: boolean, transit: number): number {
  if (!businessDays) return days + transit;
  return daysBetween(from, addDays(addBusinessDays(addDays(from, transit), days), 3));
}

export function decideClaimLaw(answers: ClaimAnswers, letterDate: IsoDate): ClaimLaw {
  const jurisdiction = lawInForceOn(answers.state, letterDate);
  const claimant = answers.claimant ?? 'individual';

  const notices = jurisdiction.preSuitDemands
    .filter((rule) => rule.value.appliesTo.includes(answers.caseType))
    .filter((rule) => rule.value.claimants?.includes(claimant) ?? true)
    .flatMap((rule): DecidedNotice[] => {
      const decision = decideNotice(rule, answers);
      if (decision.place === 'none') return [];
      const transitDays = decision.place === 'letter' && decision.fromReceipt ? MAIL_TRANSIT_DAYS : 0;
      const daysNeeded =
        decision.place === 'letter'
          ? calendarDaysFor(letterDate, rule.value.noticeDays, rule.value.businessDays === true, transitDays)
          : 0;
      const conditional =
        rule.value.condition !== undefined && !(decision.place === 'letter' && decision.acts.length > 0);
      return [{ rule, decision, daysNeeded, transitDays, conditional }];
    });

  const deposit =
    answers.caseType === 'security-deposit' && answers.incidentDate !== undefined
      ? decideDeposit(jurisdiction, answers.incidentDate, letterDate, {
          forwardingAddressOn: answers.forwardingAddressOn,
        })
      : null;

  const candidates: Array<{ needed: number; driver: DeadlineDriver }> = notices
    .filter((n) => n.decision.place === 'letter' && n.rule.value.noticeDays > 0)
    .map((n) => ({
      needed: n.daysNeeded,
      driver: {
        kind: 'notice',
        citation: n.rule.citation,
        days: n.rule.value.noticeDays,
        businessDays: n.rule.value.businessDays === true,
        transitDays: n.transitDays,
        untilDue: null,
        conditional: n.conditional,
      },
    }));
  if (deposit && deposit.minResponseDays > 0) {
    const fromReceipt = deposit.daysFromReceipt > 0;
    candidates.push({
      needed: deposit.minResponseDays,
      driver: {
        kind: 'deposit',
        citation: deposit.rule.citation,
        days: fromReceipt ? deposit.daysFromReceipt : deposit.rule.value.days,
        businessDays:
          deposit.rule.value.businessDays === true && deposit.daysFromReceipt === deposit.rule.value.days,
        transitDays: fromReceipt ? MAIL_TRANSIT_DAYS : 0,
        untilDue: fromReceipt ? null : deposit.dueOn,
        conditional: false,
      },
    });
  }
  // One rule for every deadline: the longest of the period asked for and every statutory period (with transit).
  const chosen = answers.responseDays ?? defaultResponseDays(answers.caseType);
  const minimumDays = Math.max(0, ...candidates.map((c) => c.needed));
  const required = candidates.filter((c) => c.needed === minimumDays && minimumDays > 0).map((c) => c.driver);
  const days = Math.max(chosen, minimumDays);
  const drivers = days > chosen ? required : [];

  const defendantState = answers.defendantAddress ? stateOfAddress(answers.defendantAddress) : null;
  return {
    jurisdiction,
    letterDate,
    claimant,
    notices,
    deposit,
    response: {
      days,
      chosen,
      drivers,
      transitDays: drivers.some((d) => d.transitDays > 0) ? MAIL_TRANSIT_DAYS : 0,
      minimumDays,
      required,
    },
    representation: decideRepresentation(jurisdiction, claimant, answers.amountCents),
    defendantState: defendantState !== null && defendantState !== answers.state ? defendantState : null,
  };
}

function decideRepresentation(
  jurisdiction: Jurisdiction,
  claimant: ClaimantKind,
  amountCents: number,
): RepresentationDecision | null {
  const fact = jurisdiction.smallClaims.representation;
  if (claimant !== 'business' || !fact) return null;
  const rule = fact.value;
  const threshold = rule.businessWithoutLawyerUpToCents;
  const warning = rule.entitiesNeedLawyer
    ? `In ${jurisdiction.name} small claims, a corporation or similar business generally must appear through a lawyer.`
    : threshold !== undefined && amountCents > threshold
      ? `Your claim is over ${formatUsd(threshold)}, the most an employee or officer may present for a business in ${jurisdiction.name} small claims. You may still file it, but check who must present it.`
      : null;
  return { fact, warning };
}
