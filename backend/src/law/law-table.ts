import { JURISDICTIONS } from './jurisdictions';
import {
  STATE_CODES,
  type CaseType,
  type DocumentType,
  type Jurisdiction,
  type LawFact,
  type LimitationPeriods,
  type PreSuitDemand,
  type StateCode,
} from './law-table.types';

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

export function getJurisdiction(code: StateCode): Jurisdiction {
  return JURISDICTIONS[code];
}

/**
 * Which limitation period an incident date is checked against, per case type. We don't ask whether a contract was
 * written, so each mapping takes the period that is safe to warn with:
 * - unpaid work and contract breach: the oral-contract period, which is never longer than the written one (a unit
 *   test holds every state to that);
 * - vehicle and property damage: the property-damage period;
 * - security deposits and landlord disputes: the written-contract period, because leases with deposits are
 *   almost always written (month-to-month oral tenancies are the known gap);
 * - other: the shortest of all three, because we know nothing about the claim.
 */
export const LIMITATION_BASIS: Readonly<Record<CaseType, ReadonlyArray<keyof LimitationPeriods>>> = {
  'unpaid-work': ['oralContract'],
  'contract-breach': ['oralContract'],
  'vehicle-damage': ['propertyDamage'],
  'property-damage': ['propertyDamage'],
  'security-deposit': ['writtenContract'],
  'landlord-dispute': ['writtenContract'],
  other: ['writtenContract', 'oralContract', 'propertyDamage'],
};

const PERIOD_LABELS: Record<keyof LimitationPeriods, string> = {
  writtenContract: 'written contracts',
  oralContract: 'oral (unwritten) agreements',
  propertyDamage: 'property damage',
};

export interface ApplicableLimitation {
  basis: keyof LimitationPeriods;
  fact: LawFact<number>;
}

/** The shortest limitation period that may govern this case type in this state. */
export function limitationPeriodFor(state: StateCode, caseType: CaseType): ApplicableLimitation {
  const periods = JURISDICTIONS[state].limitations;
  const candidates = LIMITATION_BASIS[caseType].map((basis) => ({ basis, fact: periods[basis] }));
  return candidates.reduce((shortest, next) => (next.fact.value < shortest.fact.value ? next : shortest));
}

/** The state's pre-suit notice rules that apply to this case type (conditional ones included; see `condition`). */
export function applicablePreSuitDemands(
  state: StateCode,
  caseType: CaseType,
): Array<LawFact<PreSuitDemand>> {
  return JURISDICTIONS[state].preSuitDemands.filter((rule) => rule.value.appliesTo.includes(caseType));
}

/**
 * Days a demand letter gives the other side to respond: 30, or longer where a notice statute that may apply to this
 * case type requires it (TX DTPA 60). Conditional rules count too: a longer deadline never hurts the claimant,
 * a shorter one can forfeit a statutory remedy.
 */
export function responseDeadlineDays(state: StateCode, caseType: CaseType): number {
  return Math.max(
    DEFAULT_RESPONSE_DAYS,
    ...applicablePreSuitDemands(state, caseType).map((r) => r.value.noticeDays),
  );
}

/** The small-claims limit for this claimant, or null when the state sets no cap for this case type. */
export function smallClaimsLimitFor(
  state: StateCode,
  caseType: CaseType,
  claimant: 'individual' | 'business' = 'individual',
): LawFact<number> | null {
  const court = JURISDICTIONS[state].smallClaims;
  if (court.noCapCaseTypes?.value.includes(caseType)) return null;
  return claimant === 'business' ? court.limitBusiness : court.limitIndividual;
}

// ── Eligibility (questionnaire step 1 and the server, DESIGN.md §5 and §8) ────────────────────────────────────────

export interface EligibilityInput {
  /** Unvalidated: anything other than a state code or DC is refused. */
  state: string;
  amountCents: number;
  documentType: DocumentType;
  caseType: CaseType;
  /** YYYY-MM-DD */
  incidentDate?: string;
  /** YYYY-MM-DD, the caller's notion of today (so results are reproducible). */
  today: string;
  claimant?: 'individual' | 'business';
}

export type EligibilityWarningCode =
  /** Above the state's small-claims limit (or a lower local court's): refused for the package, a warning on a letter. */
  | 'over_state_limit'
  /** Above SueGo's $10,000.00 ceiling: always refused. */
  | 'over_ceiling'
  /** The incident may be past, or close to, the limitation period. Never phrased as "time-barred". */
  | 'limitation_period'
  /** A statute requires notice (and a wait) before suing. */
  | 'pre_suit_notice';

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

  const jurisdiction = JURISDICTIONS[state];
  const warnings: EligibilityWarning[] = [];
  let refusal: EligibilityResult['refusal'];

  if (amountCents > PRODUCT_CEILING_CENTS) {
    const message = `Amount claimed must be ${formatUsd(PRODUCT_CEILING_CENTS)} or less`;
    warnings.push({ code: 'over_ceiling', message });
    refusal = { field: 'amount', message };
  }

  const limit = smallClaimsLimitFor(state, caseType, claimant);
  const court = jurisdiction.smallClaims.courtName.value;
  if (limit && amountCents > limit.value) {
    const whose =
      claimant === 'business'
        ? `${jurisdiction.name}'s small-claims limit for businesses`
        : `${jurisdiction.name}'s small-claims limit`;
    const where = `${whose} of ${formatUsd(limit.value)} (${court}, ${limit.citation})`;
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
    const localLimits = jurisdiction.smallClaims.localLimits;
    const lower = localLimits?.value.filter((l) => amountCents > l.limitCents) ?? [];
    if (localLimits && lower.length > 0) {
      const list = lower.map((l) => `${l.courtName} ${formatUsd(l.limitCents)}`).join('; ');
      warnings.push({
        code: 'over_state_limit',
        message:
          `Some ${jurisdiction.name} courts have lower small-claims limits: ${list}. ` +
          `Check which court covers the defendant's address before you file.${caveat(localLimits)}`,
        citation: localLimits.citation,
      });
    }
  }

  if (incidentDate !== undefined) {
    const warning = limitationWarning(jurisdiction, caseType, incidentDate, today);
    if (warning) warnings.push(warning);
  }

  for (const rule of applicablePreSuitDemands(state, caseType)) {
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
): EligibilityWarning | null {
  const { basis, fact } = limitationPeriodFor(jurisdiction.code, caseType);
  const years = fact.value;
  const endsOn = addYears(incidentDate, years);
  const period =
    `${jurisdiction.name}'s limitation period for ${PERIOD_LABELS[basis]} is generally ` +
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

// ── Calendar dates as YYYY-MM-DD strings (UTC, no time zones) ─────────────────────────────────────────────────────

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Same month and day `years` later; 29 February becomes 28 February in a common year (the earlier, safer date). */
export function addYears(isoDate: string, years: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}
