import { decideClaimLaw, type ClaimLaw, type ResponseDayChoice } from './claim-law';
import { responseChoicesOf, type ResponseChoices } from './response-choices';
import type { DeceptiveAct } from './deceptive-acts';
import { isVerifiedOn } from './evidence/law-evidence';
import { JURISDICTIONS } from './jurisdictions';
import { addYears, daysBetween, isIsoDate, todayUtc } from './law-dates';
import { formatUsd } from './money';
import { smallClaimsVenueFor } from './law-venue';
import { lawInForceOn, limitationsOn } from './law-in-force';
import {
  STATE_CODES,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
  type IsoDate,
  type Jurisdiction,
  type LawFact,
  type LimitationBasis,
  type PreSuitDemand,
  type StateCode,
} from './law-table.types';

export { lawInForceOn } from './law-in-force';
export {
  confirmationNote,
  isVerifiedOn,
  standingOf,
  staleFrom,
  STALE_AFTER_MONTHS,
} from './evidence/law-evidence';
export {
  DEFAULT_RESPONSE_DAYS,
  LIQUIDATED_RESPONSE_DAYS,
  RESPONSE_DAY_CHOICES,
  defaultResponseDays,
  isResponseDayChoice,
  type ResponseDayChoice,
  decideClaimLaw,
  type ClaimAnswers,
  type ClaimLaw,
  type DecidedNotice,
  type DeadlineDriver,
} from './claim-law';
export { decideDeposit, type DepositDecision } from './deposit-decision';
export { responseChoicesOf, type RequiredPeriod, type ResponseChoices } from './response-choices';
export { MAIL_TRANSIT_DAYS, NOTICE_PLACEMENT, decideNotice, type NoticeDecision } from './notice-decision';
export { stateOfAddress } from './address-state';
export { formatUsd } from './money';
export { addDays, addYears, daysBetween, isIsoDate, todayUtc } from './law-dates';
export { smallClaimsLimitFor, smallClaimsVenueFor, type SmallClaimsVenue } from './law-venue';

/** The product ceiling (DESIGN.md §8): no document for a claim above $10,000.00. */
export const PRODUCT_CEILING_CENTS = 1_000_000;

/** A limitation period ending within this many days gets an "ends soon" warning. */
export const LIMITATION_SOON_DAYS = 90;

/** The 50 states and DC, by name, for the questionnaire's state dropdown. */
export const US_STATES: ReadonlyArray<{ code: StateCode; name: string }> = STATE_CODES.map((code) => ({
  code,
  name: JURISDICTIONS[code].name,
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function isStateCode(x: unknown): x is StateCode {
  return typeof x === 'string' && (STATE_CODES as readonly string[]).includes(x);
}

/**
 * The law of `code` in force on `onDate` (default: today, UTC). Pass the letter's or filing's date; for limitation
 * periods use `limitationPeriodFor`, which looks the period up on the incident date.
 */
export function getJurisdiction(code: StateCode, onDate: IsoDate = todayUtc()): Jurisdiction {
  return lawInForceOn(code, onDate);
}

/**
 * Whether the agreement behind a claim was written (an agreement by e-mail is written), oral, or whether there was
 * none (a claim for damage, or an "other" claim that is not about an agreement).
 */
export type AgreementForm = 'written' | 'oral' | 'none';

/**
 * Which limitation periods an incident may be checked against, per case type; the shortest applies. When the
 * questionnaire has not said whether the agreement was written, each mapping takes the period that is safe to warn
 * with:
 * - unpaid work and contract breach: the oral-contract period, which is never longer than the written one (a unit
 *   test holds every state to that);
 * - vehicle damage: the motor-vehicle period where the state has one (WI 3 years), else the property-damage period;
 * - property damage: the property-damage (negligence) period;
 * - security deposits and landlord disputes: the written-contract period, because leases with deposits are
 *   almost always written (month-to-month oral tenancies are the known gap);
 * - other: the shortest of all three, because we know nothing about the claim; once the claimant says the agreement
 *   was written or oral (a loan "promised in writing" is a written agreement), that contract period, and with no
 *   agreement at all, the property-damage period.
 */
export const LIMITATION_BASIS: Readonly<Record<CaseType, ReadonlyArray<LimitationBasis>>> = {
  'unpaid-work': ['oralContract'],
  'contract-breach': ['oralContract'],
  'vehicle-damage': ['vehicleDamage'],
  'property-damage': ['propertyDamage'],
  'security-deposit': ['writtenContract'],
  'landlord-dispute': ['writtenContract'],
  other: ['writtenContract', 'oralContract', 'propertyDamage'],
};

const CONTRACT_TYPES: ReadonlySet<CaseType> = new Set([
  'unpaid-work',
  'contract-breach',
  'security-deposit',
  'landlord-dispute',
  'other',
]);

export const PERIOD_LABELS: Record<LimitationBasis, string> = {
  writtenContract: 'written contracts',
  oralContract: 'oral (unwritten) agreements',
  propertyDamage: 'property damage',
  vehicleDamage: 'property damage from a motor-vehicle accident',
};

/**
 * When each period starts to run. The table stores no discovery rules or tolling, so documents say that these vary.
 */
export const ACCRUAL: Record<LimitationBasis, { rule: 'breach' | 'injury'; description: string }> = {
  writtenContract: { rule: 'breach', description: 'counted from the date the agreement was broken' },
  oralContract: { rule: 'breach', description: 'counted from the date the agreement was broken' },
  propertyDamage: { rule: 'injury', description: 'counted from the date the damage happened' },
  vehicleDamage: { rule: 'injury', description: 'counted from the date of the accident' },
};

export interface ApplicableLimitation {
  basis: LimitationBasis;
  fact: LawFact<number>;
  /** The date the period is counted from and the law was chosen on: the incident date. */
  accruedOn: IsoDate;
  /** accruedOn + the period; on or after this date the claim may be too late. */
  endsOn: IsoDate;
  accrual: (typeof ACCRUAL)[LimitationBasis];
}

export interface LimitationOptions {
  /** The incident (accrual) date; the period in force on it applies (FL HB 837, LA art. 3493.11). Default: today. */
  incidentDate?: IsoDate;
  /** Asked in the questionnaire; when absent, contract claims use the shorter oral period. */
  agreement?: AgreementForm | undefined;
}

/** The shortest limitation period that may govern this case type in this state, for an incident on `incidentDate`. */
export function limitationPeriodFor(
  state: StateCode,
  caseType: CaseType,
  options: LimitationOptions = {},
): ApplicableLimitation {
  const accruedOn = options.incidentDate ?? todayUtc();
  const periods = limitationsOn(state, accruedOn);
  let bases = LIMITATION_BASIS[caseType];
  if ((options.agreement === 'written' || options.agreement === 'oral') && CONTRACT_TYPES.has(caseType)) {
    bases = [options.agreement === 'written' ? 'writtenContract' : 'oralContract'];
  } else if (options.agreement === 'none' && caseType === 'other') {
    bases = ['propertyDamage'];
  }
  const candidates = bases.map((basis) => {
    const fact = periods[basis];
    // No motor-vehicle period of its own in this state (or not yet on that date): the property-damage one applies.
    return fact ? { basis, fact } : { basis: 'propertyDamage' as const, fact: periods.propertyDamage };
  });
  const first = candidates[0];
  if (!first) throw new RangeError(`No limitation basis for ${caseType}`);
  const { basis, fact } = candidates.reduce(
    (shortest, next) => (next.fact.value < shortest.fact.value ? next : shortest),
    first,
  );
  return { basis, fact, accruedOn, endsOn: addYears(accruedOn, fact.value), accrual: ACCRUAL[basis] };
}

export interface PreSuitOptions {
  /** The letter's date: rules not in force on it are left out. Default: today. */
  onDate?: IsoDate;
  /** Rules limited to some claimants (NY CCA §1803-A: businesses) apply only to them. Default: individual. */
  claimant?: ClaimantKind;
}

/** The state's pre-suit notice rules that apply to this case type (conditional ones included; see `condition`). */
export function applicablePreSuitDemands(
  state: StateCode,
  caseType: CaseType,
  options: PreSuitOptions = {},
): Array<LawFact<PreSuitDemand>> {
  const claimant = options.claimant ?? 'individual';
  return lawInForceOn(state, options.onDate ?? todayUtc()).preSuitDemands.filter(
    (rule) => rule.value.appliesTo.includes(caseType) && (rule.value.claimants?.includes(claimant) ?? true),
  );
}

// ── Eligibility (questionnaire step 1 and the server, DESIGN.md §5 and §8) ────────────────────────────────────────

export interface EligibilityInput {
  /** Unvalidated: anything other than a state code or DC is refused. */
  state: string;
  amountCents: number;
  documentType: DocumentType;
  caseType: CaseType;
  /** YYYY-MM-DD; limitation periods are chosen by it. */
  incidentDate?: string;
  /** YYYY-MM-DD, the caller's notion of today (so results are reproducible); courts and limits are chosen by it. */
  today: string;
  claimant?: ClaimantKind;
  agreement?: AgreementForm | undefined;
  // The letter's answers, so the screen warns about exactly what the letter will do (claim-law.ts). Absent = not said.
  defendantKind?: 'individual' | 'business' | undefined;
  consumerTransaction?: boolean | undefined;
  deceptiveActs?: readonly DeceptiveAct[] | undefined;
  /** The other side's address: a state other than the court's is warned about. */
  defendantAddress?: string | undefined;
  /** The response period chosen at step 6 (absent: the case type's default). */
  responseDays?: ResponseDayChoice | undefined;
  /** Deposits: the day a forwarding address was given in writing before the letter (absent: not said). */
  forwardingAddressOn?: IsoDate | undefined;
}

export type EligibilityWarningCode =
  /** Above the state's small-claims limit (or a lower local court's): refused for the package, a warning on a letter. */
  | 'over_state_limit'
  /** Above SueGo's $10,000.00 ceiling: always refused. */
  | 'over_ceiling'
  /** The incident may be past, or close to, the limitation period. Never phrased as "time-barred". */
  | 'limitation_period'
  /** A statute requires notice (and a wait) before suing. */
  | 'pre_suit_notice'
  /** A business claimant files in a different court (NY Commercial Claims). */
  | 'business_court'
  /** Who must appear for a business claimant (IN: a lawyer above $6,000; RI: corporations). Never a refusal. */
  | 'representation'
  /** What starts the landlord's deposit clock, and what the letter does about it (TX forwarding address, OK demand). */
  | 'deposit_clock'
  /** The other side's address is in another state than the court's. */
  | 'defendant_out_of_state';

export interface EligibilityWarning {
  code: EligibilityWarningCode;
  message: string;
  citation?: string;
}

export interface EligibilityResult {
  /** False only for a hard refusal; warnings alone never block. */
  ok: boolean;
  /** Everything worth telling the user, including the reason for a refusal. */
  warnings: EligibilityWarning[];
  refusal?: { field: string; message: string };
  /** The response periods the claimant may choose, and what the law requires (absent on an early refusal). */
  response?: ResponseChoices;
}

/** Said after a figure SueGo has not verified in official text (or whose check is stale) on `on` (ADR 040). */
export const NOT_CONFIRMED =
  ' SueGo has not confirmed this figure in official text: confirm it with the clerk.';
const caveat = (fact: LawFact<unknown>, on: IsoDate) => (isVerifiedOn(fact, on) ? '' : NOT_CONFIRMED);

export function assessEligibility(input: EligibilityInput): EligibilityResult {
  const { state, amountCents, documentType, caseType, incidentDate, today, claimant = 'individual' } = input;
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got "${today}"`);

  if (!isStateCode(state)) {
    return refuse([], 'state', 'State must be one of the 50 US states or the District of Columbia');
  }
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return refuse([], 'amount', 'Amount claimed must be a positive amount in dollars and cents');
  }
  if (incidentDate !== undefined && !isIsoDate(incidentDate)) {
    return refuse([], 'incidentDate', 'Incident date must be a real date (YYYY-MM-DD)');
  }
  if (incidentDate !== undefined && incidentDate > today) {
    return refuse([], 'incidentDate', 'Incident date must not be in the future');
  }

  const jurisdiction = lawInForceOn(state, today);
  const warnings: EligibilityWarning[] = [];
  let refusal: EligibilityResult['refusal'];

  if (amountCents > PRODUCT_CEILING_CENTS) {
    const message = `Amount claimed must be ${formatUsd(PRODUCT_CEILING_CENTS)} or less`;
    warnings.push({ code: 'over_ceiling', message });
    refusal = { field: 'amount', message };
  }

  const venue = smallClaimsVenueFor(state, caseType, claimant, today);
  if (venue.businessCourt) {
    const bc = venue.businessCourt;
    warnings.push({
      code: 'business_court',
      message:
        `Businesses cannot use ${jurisdiction.name}'s small claims court: a business files in the ${bc.value.courtName} ` +
        `(${bc.citation}). ${bc.value.conditions}${caveat(bc, today)}`,
      citation: bc.citation,
    });
  }
  const limit = venue.limit;
  if (limit && amountCents > limit.value) {
    const whose = venue.businessCourt
      ? `the limit of the ${venue.courtName}`
      : claimant === 'business'
        ? `${jurisdiction.name}'s small-claims limit for businesses`
        : `${jurisdiction.name}'s small-claims limit`;
    const where = venue.businessCourt
      ? `${whose} (${formatUsd(limit.value)}, ${limit.citation})`
      : `${whose} of ${formatUsd(limit.value)} (${venue.courtName}, ${limit.citation})`;
    if (documentType === 'small_claims' && isVerifiedOn(limit, today)) {
      // A verified limit refuses the package (ADR 040).
      const message =
        `Amount claimed (${formatUsd(amountCents)}) is over ${where}. Choose a demand letter instead, ` +
        `or lower the amount to ${formatUsd(limit.value)} to waive the excess.`;
      warnings.push({ code: 'over_state_limit', message, citation: limit.citation });
      refusal ??= { field: 'amount', message };
    } else if (documentType === 'small_claims') {
      // An unverified (or stale) limit only warns: the package may be right, and the clerk knows the limit.
      warnings.push({
        code: 'over_state_limit',
        message:
          `Amount claimed (${formatUsd(amountCents)}) is over ${where}, a limit SueGo has not confirmed in official ` +
          `text: confirm the limit with the clerk before you file. If it applies, lower the amount to ` +
          `${formatUsd(limit.value)} to waive the excess, or choose a demand letter.`,
        citation: limit.citation,
      });
    } else {
      warnings.push({
        code: 'over_state_limit',
        message:
          `The amount is over ${where}. A demand letter is fine; to sue in small claims later you would have to ` +
          `waive the amount above the limit or file in a higher court.${caveat(limit, today)}`,
        citation: limit.citation,
      });
    }
  } else if (limit) {
    const localLimits = venue.localLimits;
    const lower = localLimits?.value.filter((l) => amountCents > l.limitCents) ?? [];
    if (localLimits && lower.length > 0) {
      const list = lower.map((l) => `${l.courtName} ${formatUsd(l.limitCents)}`).join('; ');
      warnings.push({
        code: 'over_state_limit',
        message:
          `Some ${jurisdiction.name} courts have lower ${venue.businessCourt ? 'limits' : 'small-claims limits'}: ${list}. ` +
          `Check which court covers the defendant's address before you file.${caveat(localLimits, today)}`,
        citation: localLimits.citation,
      });
    }
  }

  if (incidentDate !== undefined) {
    const warning = limitationWarning(jurisdiction, caseType, incidentDate, today, input.agreement);
    if (warning) warnings.push(warning);
  }

  const law = decideClaimLaw(
    {
      state,
      caseType,
      amountCents,
      claimant,
      incidentDate,
      agreementForm: input.agreement,
      defendantKind: input.defendantKind,
      consumerTransaction: input.consumerTransaction,
      deceptiveActs: input.deceptiveActs,
      defendantAddress: input.defendantAddress,
      responseDays: input.responseDays,
      forwardingAddressOn: input.forwardingAddressOn,
    },
    today,
  );
  warnings.push(...claimLawWarnings(law));
  const response = responseChoicesOf(law, caseType);

  return refusal ? { ok: false, warnings, refusal, response } : { ok: true, warnings, response };
}

function refuse(warnings: EligibilityWarning[], field: string, message: string): EligibilityResult {
  return { ok: false, warnings, refusal: { field, message } };
}

function limitationWarning(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  incidentDate: string,
  today: string,
  agreement: AgreementForm | undefined,
): EligibilityWarning | null {
  const { basis, fact, endsOn } = limitationPeriodFor(jurisdiction.code, caseType, {
    incidentDate,
    ...(agreement ? { agreement } : {}),
  });
  const years = fact.value;
  const term = jurisdiction.civilLaw ? 'prescriptive period' : 'limitation period';
  const period =
    `${jurisdiction.name}'s ${term} for ${PERIOD_LABELS[basis]} is generally ` +
    `${years} year${years === 1 ? '' : 's'} (${fact.citation})`;
  const clockRules =
    'Rules on when the clock starts, pauses or restarts (for example after a partial payment) vary, so check with an attorney before relying on this.';

  if (endsOn <= today) {
    return {
      code: 'limitation_period',
      message:
        `The incident date (${incidentDate}) is more than ${years} year${years === 1 ? '' : 's'} ago. ${period}, ` +
        `so this claim may be past the deadline to sue. ${clockRules}${caveat(fact, today)}`,
      citation: fact.citation,
    };
  }
  if (daysBetween(today, endsOn) <= LIMITATION_SOON_DAYS) {
    return {
      code: 'limitation_period',
      message:
        `${period}, so the deadline to sue may be as soon as ${endsOn}. Send your letter and file promptly. ` +
        `${clockRules}${caveat(fact, today)}`,
      citation: fact.citation,
    };
  }
  return null;
}

/** The warnings that come from the claim's law: the same decisions the letter is drafted from. */
function claimLawWarnings(law: ClaimLaw): EligibilityWarning[] {
  const warnings: EligibilityWarning[] = [];
  const name = law.jurisdiction.name;
  if (law.representation?.warning) {
    const fact = law.representation.fact;
    warnings.push({
      code: 'representation',
      message: `${law.representation.warning} ${fact.value.business}${caveatRule(fact, law.letterDate)}`,
      citation: fact.citation,
    });
  }
  const deposit = law.deposit;
  if (deposit && deposit.startsClock.length > 0) {
    const rule = deposit.rule;
    const uses = deposit.startsClock.map((u) =>
      u.role === 'demand' ? 'your written demand' : 'your forwarding address in writing',
    );
    const days = deposit.daysFromReceipt;
    warnings.push({
      code: 'deposit_clock',
      message:
        `In ${name}, the landlord's time to return the deposit runs from ${joinWithAnd(uses)} (${joinWithAnd(deposit.startsClock.map((u) => u.citation))}). ` +
        `Your letter gives it, so it will not say the landlord is already late, and its deadline allows the ${days}${rule.value.businessDays && days === rule.value.days ? ' business' : ''} days after it arrives.${caveatRule(rule, law.letterDate)}`,
      citation: rule.citation,
    });
  }
  if (deposit?.tenantWarning) {
    const w = deposit.tenantWarning;
    warnings.push({
      code: 'deposit_clock',
      message: `${w.text}${w.byDate ? ` Counting from your move-out date, that is ${w.byDate}.${w.mayHavePassed ? ' That date may already have passed: talk to a lawyer before you rely on the deposit rules.' : ''}` : ''}${caveatRule(deposit.rule, law.letterDate)}`,
      citation: deposit.rule.citation,
    });
  }
  for (const notice of law.notices) {
    warnings.push({
      code: 'pre_suit_notice',
      message: preSuitMessage(notice, law),
      citation: notice.rule.citation,
    });
  }
  if (law.defendantState) {
    const other = JURISDICTIONS[law.defendantState].name;
    warnings.push({
      code: 'defendant_out_of_state',
      message:
        `The other side's address is in ${other}, not ${name}. A small-claims court in ${name} can usually hear the claim only if the other side lives, works or does business in its area, or the events happened there; ` +
        `otherwise you may have to file in ${other}, where the limits and rules differ. Ask the clerk before you file.`,
    });
  }
  return warnings;
}

const caveatRule = (fact: LawFact<unknown>, on: IsoDate) =>
  isVerifiedOn(fact, on)
    ? ''
    : ' SueGo has not confirmed this rule in official text: ask the clerk or a lawyer.';

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function preSuitMessage(notice: ClaimLaw['notices'][number], law: ClaimLaw): string {
  const { name, requirement, condition, delivery } = notice.rule.value;
  const parts = [`${name} (${notice.rule.citation}): ${requirement}`];
  if (condition && notice.conditional) parts.push(condition);
  if (delivery) parts.push(`Delivery: ${delivery}`);
  if (notice.decision.place === 'letter' && notice.rule.value.noticeDays > 0) {
    parts.push(
      `Your letter says it is this notice, and its response deadline gives at least ${law.response.days} days${notice.transitDays > 0 ? ', counting time for the letter to arrive' : ''}.`,
    );
  } else if (notice.decision.place === 'letter') {
    parts.push('Your letter says it is this notice.');
  } else if (notice.decision.why) {
    parts.push(notice.decision.why);
  }
  return parts.join(' ') + caveatRule(notice.rule, law.letterDate);
}
