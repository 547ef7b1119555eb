import { JURISDICTIONS } from './jurisdictions';
import type { Dated, IsoDate, Jurisdiction, LawFact, StateCode } from './law-table.types';

/**
 * Choosing the law by date. Every fact carries `effectiveFrom`/`effectiveTo`; a fact stored as a list of versions
 * (a change that happened or is scheduled) resolves to the version in force on the date asked, so a scheduled change
 * such as Utah's $25,000 limit from 2030-01-01 needs a data entry, not code.
 */

/** True when `fact` is the law on `date` (both bounds inclusive; null bounds are open). */
export function inForceOn(fact: LawFact<unknown>, date: IsoDate): boolean {
  return (
    (fact.effectiveFrom === null || fact.effectiveFrom <= date) &&
    (fact.effectiveTo === null || date <= fact.effectiveTo)
  );
}

/** The versions of a stored fact, oldest first. */
export function versionsOf<T>(dated: Dated<T>): readonly LawFact<T>[] {
  return isVersionList(dated) ? dated : [dated];
}

function isVersionList<T>(dated: Dated<T>): dated is readonly LawFact<T>[] {
  return Array.isArray(dated);
}

/** The version in force on `date`, or undefined when none is (a fact that only exists from a later date). */
export function factOn<T>(dated: Dated<T>, date: IsoDate): LawFact<T> | undefined {
  return versionsOf(dated).find((fact) => inForceOn(fact, date));
}

/** Like `factOn`, for facts every state must have on every date (a unit test holds the table to that). */
export function requiredFactOn<T>(dated: Dated<T>, date: IsoDate, what: string): LawFact<T> {
  const fact = factOn(dated, date);
  if (!fact) throw new RangeError(`No version of ${what} is in force on ${date}`);
  return fact;
}

const optional = <T>(dated: Dated<T> | undefined, date: IsoDate): LawFact<T> | undefined =>
  dated === undefined ? undefined : factOn(dated, date);

/**
 * The law of `state` in force on `date`: one version of every fact, rules not yet (or no longer) in force left out.
 * Use the letter's date (or the filing date) for courts, limits, deposits, notices and freelancer laws; limitation
 * periods depend on the incident date instead, so `limitationPeriodFor` looks them up on that.
 */
export function lawInForceOn(state: StateCode, date: IsoDate): Jurisdiction {
  const r = JURISDICTIONS[state];
  const sc = r.smallClaims;
  const need = <T>(dated: Dated<T>, what: string) => requiredFactOn(dated, date, `${state} ${what}`);
  const opt = <T>(dated: Dated<T> | undefined) => optional(dated, date);
  const smallClaims = withoutUndefined({
    courtName: need(sc.courtName, 'small-claims court'),
    limitIndividual: need(sc.limitIndividual, 'small-claims limit'),
    limitBusiness: need(sc.limitBusiness, 'small-claims business limit'),
    filingFee: need(sc.filingFee, 'filing fee'),
    noCapCaseTypes: opt(sc.noCapCaseTypes),
    localLimits: opt(sc.localLimits),
    caseTypeLimits: opt(sc.caseTypeLimits),
    businessCourt: opt(sc.businessCourt),
    representation: opt(sc.representation),
    filingCaps: opt(sc.filingCaps),
    forms: opt(sc.forms),
    service: opt(sc.service),
  });
  return withoutUndefined({
    code: r.code,
    name: r.name,
    civilLaw: r.civilLaw === true,
    asOf: date,
    smallClaims,
    limitations: limitationsOn(state, date),
    securityDeposit: withoutUndefined({
      returnDeadline: need(r.securityDeposit.returnDeadline, 'deposit deadline'),
      penalty: need(r.securityDeposit.penalty, 'deposit penalty'),
      interest: opt(r.securityDeposit.interest),
    }),
    preSuitDemands: r.preSuitDemands.filter((rule) => inForceOn(rule, date)),
    freelancerLaws: r.freelancerLaws.filter((law) => inForceOn(law, date)),
    prejudgmentInterest: opt(r.prejudgmentInterest),
  });
}

/** The limitation periods for a claim that arose (accrued) on `incidentDate`. */
export function limitationsOn(state: StateCode, incidentDate: IsoDate): Jurisdiction['limitations'] {
  const l = JURISDICTIONS[state].limitations;
  const need = <T>(dated: Dated<T>, what: string) => requiredFactOn(dated, incidentDate, `${state} ${what}`);
  return withoutUndefined({
    writtenContract: need(l.writtenContract, 'written-contract period'),
    oralContract: need(l.oralContract, 'oral-contract period'),
    propertyDamage: need(l.propertyDamage, 'property-damage period'),
    vehicleDamage: optional(l.vehicleDamage, incidentDate),
  });
}

/** Drops keys whose value is undefined, so optional facts are absent rather than present-and-undefined. */
function withoutUndefined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}
