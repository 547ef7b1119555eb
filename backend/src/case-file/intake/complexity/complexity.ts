import {
  addYears,
  decideClaimLaw,
  daysBetween,
  formatUsd,
  getJurisdiction,
  isStateCode,
  limitationPeriodFor,
  smallClaimsLimitFor,
} from '../../../law/law-table';
import type { CaseDetails, CaseType } from '../../../claim/case.types';

/** Bump when the weights change: the version is recorded on every ComplexityAssessed. */
export const COMPLEXITY_RULE_VERSION = '2';

/** Spec §9: 0-10, thresholds 3 (medium) and 6 (high, attorney recommended). */
export const MAX_COMPLEXITY = 10;

export interface ComplexityAssessment {
  /** Whole points, 0-10. */
  score: number;
  /** Why, one sentence per point-scoring factor, biggest first. */
  reasons: string[];
}

interface Factor {
  points: number;
  reason: string;
}

/** Words that mark a company or organisation as the other side (a business defends differently, often with counsel). */
const BUSINESS_NAME =
  /\b(llc|l\.l\.c|inc|incorporated|corp|corporation|co|company|ltd|limited|llp|lp|pllc|pc|plc|group|holdings|partners|associates|enterprises|properties|management|realty|services|bank|insurance)\b\.?/i;

export const isBusinessName = (name: string) => BUSINESS_NAME.test(name);

/** Case types whose facts are usually disputed or whose law is less settled than a plain unpaid invoice. */
const HARDER_CASE_TYPES: Partial<Record<CaseType, string>> = {
  'contract-breach': 'Breach-of-contract claims often turn on what the agreement said',
  'landlord-dispute': 'Landlord disputes often involve lease terms and local housing rules',
  'property-damage': 'Property damage claims usually need proof of cost and of who caused it',
  other: 'This kind of dispute does not fit a standard claim type',
};

/** Evidence shorter than this says little about what can be proved. */
const THIN_EVIDENCE_CHARS = 20;

function amountFactor(details: CaseDetails): Factor | null {
  if (!isStateCode(details.state)) return null;
  const limit = smallClaimsLimitFor(details.state, details.caseType);
  if (!limit || limit.value <= 0) return null;
  const ratio = details.amountCents / limit.value;
  const limitText = `${formatUsd(limit.value)} small-claims limit in ${details.state}`;
  if (ratio >= 0.8) return { points: 2, reason: `The amount is close to the ${limitText}` };
  if (ratio >= 0.5) return { points: 1, reason: `The amount is more than half the ${limitText}` };
  return null;
}

function statuteFactor(details: CaseDetails, today: string): Factor | null {
  if (!isStateCode(details.state)) return null;
  const jurisdiction = getJurisdiction(details.state);
  const deposit = details.caseType === 'security-deposit' || details.caseType === 'landlord-dispute';
  if (deposit && jurisdiction.securityDeposit.penalty.value.multiplier) {
    const multiplier = jurisdiction.securityDeposit.penalty.value.multiplier;
    return {
      points: 2,
      reason: `A ${details.state} statute may multiply the deposit award (${multiplier}x), which landlords often contest`,
    };
  }
  // Notice statutes with a waiting period are the ones that carry multiple damages or fee shifting (93A, DTPA, CLRA).
  // The same decision as the letter and the eligibility notices (law/claim-law.ts): a consumer statute counts only
  // when the answers make the letter its notice, never for a car accident between two people.
  const law = decideClaimLaw(
    {
      state: details.state,
      caseType: details.caseType,
      amountCents: details.amountCents,
      claimant: details.claimantKind,
      incidentDate: details.incidentDate,
      agreementForm: details.agreementForm,
      defendantKind: details.defendantKind,
      consumerTransaction: details.consumerTransaction,
      deceptiveActs: details.deceptiveActs,
    },
    today,
  );
  const statute = law.notices.find((n) => n.decision.place === 'letter' && n.rule.value.noticeDays > 0)?.rule;
  if (statute) {
    return {
      points: 2,
      reason: `${statute.value.name} may apply, with its own notice rules and extra damages or fees`,
    };
  }
  if (details.caseType === 'unpaid-work') {
    // City ordinances are left out: the answers do not say where the work was done.
    const freelancer = jurisdiction.freelancerLaws.find(
      (law) => law.value.scope === 'state' && details.amountCents >= law.value.thresholdCents,
    );
    if (freelancer) {
      return { points: 2, reason: `${freelancer.value.name} may apply, with extra damages or attorney fees` };
    }
  }
  return null;
}

function deadlineFactor(details: CaseDetails, today: string): Factor | null {
  if (!isStateCode(details.state)) return null;
  const { fact } = limitationPeriodFor(details.state, details.caseType);
  const deadline = addYears(details.incidentDate, fact.value);
  const daysLeft = daysBetween(today, deadline);
  if (daysLeft <= 90)
    return { points: 3, reason: `The deadline to sue (${deadline}) is less than 90 days away` };
  if (daysLeft <= 365)
    return { points: 1, reason: `The deadline to sue (${deadline}) is less than a year away` };
  return null;
}

/**
 * How much a case would benefit from an attorney: a pure rule over the answers and the law table. Each factor
 * adds points; the sum is capped at 10. Deterministic for the same details and day.
 */
export function assessComplexity(details: CaseDetails, today: string): ComplexityAssessment {
  const factors: Factor[] = [];
  const push = (factor: Factor | null) => {
    if (factor) factors.push(factor);
  };
  push(deadlineFactor(details, today));
  push(amountFactor(details));
  if (isBusinessName(details.defendantName)) {
    push({ points: 2, reason: 'The other side is a business, which may have a lawyer' });
  }
  push(statuteFactor(details, today));
  if (details.evidenceDescription.trim().length < THIN_EVIDENCE_CHARS) {
    push({ points: 2, reason: 'Little or no evidence is described yet' });
  }
  const caseTypeReason = HARDER_CASE_TYPES[details.caseType];
  if (caseTypeReason) push({ points: 1, reason: caseTypeReason });

  const ordered = [...factors].sort((a, b) => b.points - a.points);
  const total = ordered.reduce((sum, f) => sum + f.points, 0);
  return { score: Math.min(MAX_COMPLEXITY, total), reasons: ordered.map((f) => f.reason) };
}
