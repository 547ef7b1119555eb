import { JURISDICTIONS } from './jurisdictions';
import { addYears, daysBetween, isIsoDate, todayUtc } from './law-dates';
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
export { addDays, addYears, daysBetween, isIsoDate, todayUtc } from './law-dates';
export {
  depositClock,
  smallClaimsLimitFor,
  smallClaimsVenueFor,
  type DepositClock,
  type DepositEvents,
  type SmallClaimsVenue,
} from './law-venue';

/** The product ceiling (DESIGN.md §8): no document for a claim above $10,000.00. */
export const PRODUCT_CEILING_CENTS = 1_000_000;

/** A limitation period ending within this many days gets an "ends soon" warning. */
export const LIMITATION_SOON_DAYS = 90;

/** The default response deadline of a demand letter; statutes can only lengthen it. */
export const DEFAULT_RESPONSE_DAYS = 30;

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

/** Whether the agreement behind a contract claim was written (an agreement by e-mail is written) or oral. */
export type AgreementForm = 'written' | 'oral';

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
 * - other: the shortest of all three, because we know nothing about the claim.
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
  agreement?: AgreementForm;
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
  if (options.agreement && CONTRACT_TYPES.has(caseType)) {
    bases = [options.agreement === 'written' ? 'writtenContract' : 'oralContract'];
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

/**
 * Days a demand letter gives the other side to respond: 30, or longer where a notice statute that may apply to this
 * case type requires it (TX DTPA 60). Conditional rules count too: a longer deadline never hurts the claimant,
 * a shorter one can forfeit a statutory remedy.
 */
export function responseDeadlineDays(
  state: StateCode,
  caseType: CaseType,
  options: PreSuitOptions = {},
): number {
  return Math.max(
    DEFAULT_RESPONSE_DAYS,
    ...applicablePreSuitDemands(state, caseType, options).map((r) => r.value.noticeDays),
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
  agreement?: AgreementForm;
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
  | 'business_court';

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
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 350000 → "$3,500.00" */
export const formatUsd = (cents: number): string => usdFormat.format(cents / 100);

const UNVERIFIED = ' This figure is still being verified.';
const caveat = (fact: LawFact<unknown>) => (fact.confidence === 'high' ? '' : UNVERIFIED);

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
        `(${bc.citation}). ${bc.value.conditions}${caveat(bc)}`,
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
    if (documentType === 'small_claims') {
      const message =
        `Amount claimed (${formatUsd(amountCents)}) is over ${where}. Choose a demand letter instead, ` +
        `or lower the amount to ${formatUsd(limit.value)} to waive the excess.${caveat(limit)}`;
      warnings.push({ code: 'over_state_limit', message, citation: limit.citation });
      refusal ??= { field: 'amount', message };
    } else {
      warnings.push({
        code: 'over_state_limit',
        message:
          `The amount is over ${where}. A demand letter is fine; to sue in small claims later you would have to ` +
          `waive the amount above the limit or file in a higher court.${caveat(limit)}`,
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
          `Check which court covers the defendant's address before you file.${caveat(localLimits)}`,
        citation: localLimits.citation,
      });
    }
  }

  if (incidentDate !== undefined) {
    const warning = limitationWarning(jurisdiction, caseType, incidentDate, today, input.agreement);
    if (warning) warnings.push(warning);
  }

  for (const rule of applicablePreSuitDemands(state, caseType, { onDate: today, claimant })) {
    warnings.push({ code: 'pre_suit_notice', message: preSuitMessage(rule), citation: rule.citation });
  }

  return refusal ? { ok: false, warnings, refusal } : { ok: true, warnings };
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
        `so this claim may be past the deadline to sue. ${clockRules}${caveat(fact)}`,
      citation: fact.citation,
    };
  }
  if (daysBetween(today, endsOn) <= LIMITATION_SOON_DAYS) {
    return {
      code: 'limitation_period',
      message:
        `${period}, so the deadline to sue may be as soon as ${endsOn}. Send your letter and file promptly. ` +
        `${clockRules}${caveat(fact)}`,
      citation: fact.citation,
    };
  }
  return null;
}

function preSuitMessage(rule: LawFact<PreSuitDemand>): string {
  const { name, requirement, condition, delivery, noticeDays } = rule.value;
  const parts = [`${name} (${rule.citation}): ${requirement}`];
  if (condition) parts.push(condition);
  if (delivery) parts.push(`Delivery: ${delivery}`);
  if (noticeDays > 0) parts.push(`Your letter's response deadline will give at least ${noticeDays} days.`);
  return parts.join(' ') + (rule.confidence === 'high' ? '' : ' This rule is still being verified.');
}
