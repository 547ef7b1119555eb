import type { CaseDetails, ClaimantKind } from '../../cases/index';
import { printedSource } from '../../law/law-sources';
import {
  formatUsd,
  smallClaimsLimitFor,
  smallClaimsVenueFor,
  type DepositDecision,
} from '../../law/law-table';
import type { CaseType, FreelancerLaw, Jurisdiction, LawFact } from '../../law/law-table.types';
import {
  clockSentence,
  interestSentence,
  letterServesSentences,
  penaltySummary,
  remedySentences,
} from './deposit-wording';
import type {
  AmountView,
  CitedFact,
  CourtView,
  FreelancerLawView,
  LegalBasisView,
  VerifyItem,
} from './letter-view-model.types';
import { asClause, asSentence, joinWithAnd, linesOf, safeLine, tableCell } from './text';

/**
 * The law-table parts of the letter's view model: the court and its limit, the legal basis (deposit deadline, penalty
 * and notices), the freelancer laws and the itemised amount, and the list of facts the claimant should check.
 */

export const PRINCIPAL_LABELS: Record<CaseType, string> = {
  'security-deposit': 'Security deposit not returned',
  'unpaid-work': 'Unpaid payment for work performed',
  'vehicle-damage': 'Cost of the damage to my vehicle',
  'property-damage': 'Cost of the damage to my property',
  'contract-breach': 'Loss caused by the breach of our agreement',
  'landlord-dispute': 'Amount owed under the rental agreement',
  other: 'Amount owed',
};

export const cited = (fact: LawFact<unknown>, text: string): CitedFact => ({
  text,
  citation: fact.citation,
  sourceUrl: fact.sourceUrl,
  certain: fact.confidence === 'high',
});

/** Collects the facts below `high` confidence that a document relies on, for its "check these facts" list. */
export class VerifyList {
  private readonly items = new Map<string, VerifyItem>();
  add(what: string, fact: LawFact<unknown>): void {
    if (fact.confidence === 'high') return;
    const key = `${what}|${fact.citation}`;
    if (!this.items.has(key)) {
      // Only an official page is printed as a source; a secondary website never is.
      this.items.set(key, {
        what,
        citation: fact.citation,
        note: fact.note,
        sourceUrl: printedSource(fact) ?? '',
      });
    }
  }
  list(): VerifyItem[] {
    return [...this.items.values()];
  }
}

/**
 * The court this claimant files in and its limit: a business is held to the business limit (CA $6,250) or routed to
 * its own court (NY Commercial Claims); a person sees the business limit only as information.
 */
export function buildCourt(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  amountCents: number,
  claimant: ClaimantKind,
  verify: VerifyList,
): CourtView {
  const sc = jurisdiction.smallClaims;
  const venue = smallClaimsVenueFor(jurisdiction.code, caseType, claimant, jurisdiction.asOf);
  verify.add('Small-claims court', venue.courtFact);
  verify.add('Small-claims filing fee', sc.filingFee);
  const limitFact = venue.limit;
  if (limitFact) verify.add('Small-claims limit', limitFact);
  const businessFact =
    claimant === 'individual'
      ? smallClaimsLimitFor(jurisdiction.code, caseType, 'business', jurisdiction.asOf)
      : null;
  const businessDiffers =
    businessFact !== null &&
    limitFact !== null &&
    businessFact.value !== limitFact.value &&
    !sc.businessCourt;
  if (businessFact && businessDiffers) verify.add('Small-claims limit for businesses', businessFact);
  const local = venue.localLimits;
  const lower = limitFact && local ? local.value.filter((l) => amountCents > l.limitCents) : [];
  if (local && lower.length > 0) verify.add('Lower local small-claims limits', local);
  const fee = sc.filingFee.value;
  const range =
    fee.minCents === fee.maxCents
      ? formatUsd(fee.minCents)
      : `${formatUsd(fee.minCents)}–${formatUsd(fee.maxCents)}`;
  return {
    name: venue.courtName,
    citation: venue.courtFact.citation,
    certain: venue.courtFact.confidence === 'high',
    stateName: jurisdiction.name,
    limitFor: venue.limitKind
      ? `for ${venue.limitKind}`
      : claimant === 'business'
        ? 'for a business filing a claim'
        : 'for a person filing a claim',
    limit: limitFact
      ? {
          amount: formatUsd(limitFact.value),
          citation: limitFact.citation,
          certain: limitFact.confidence === 'high',
        }
      : null,
    noCap: limitFact === null && sc.noCapCaseTypes ? cited(sc.noCapCaseTypes, 'no dollar limit') : null,
    businessLimit:
      businessFact && businessDiffers
        ? {
            amount: formatUsd(businessFact.value),
            citation: businessFact.citation,
            certain: businessFact.confidence === 'high',
          }
        : null,
    overLimit: limitFact !== null && amountCents > limitFact.value,
    lowerLocalLimits: lower.map((l) => `${l.courtName} (${formatUsd(l.limitCents)})`),
    localLimitsCitation: lower.length > 0 && local ? local.citation : null,
    filingFee: {
      range,
      description: fee.description,
      citation: sc.filingFee.citation,
      certain: sc.filingFee.confidence === 'high',
    },
  };
}

export function freelancerLawView(law: LawFact<FreelancerLaw>): FreelancerLawView {
  const { name, city, scope, thresholdCents, paymentDueDays, remedy } = law.value;
  // A citation with its own parenthetical ("… et seq. (SB 988, …)") is flattened so the reference never nests them.
  const citation = law.citation.replace(/\s*\(([^()]*)\)/g, ', $1');
  const reference = law.citation.startsWith(name) ? `the ${citation}` : `the ${name} (${citation})`;
  return {
    reference,
    referenceStart: `T${reference.slice(1)}`,
    citation: law.citation,
    certain: law.confidence === 'high',
    cityCondition: scope === 'city' && city ? `If I did this work in ${city}` : null,
    threshold: formatUsd(thresholdCents),
    paymentDueDays,
    remedy,
  };
}

export function buildLegalBasis(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  details: CaseDetails,
  deposit: DepositDecision | null,
  verify: VerifyList,
): LegalBasisView {
  switch (caseType) {
    case 'security-deposit': {
      if (!deposit) throw new RangeError('A security-deposit letter needs the deposit decision');
      const { rule: returnDeadline, penalty } = deposit;
      verify.add('Security-deposit return deadline', returnDeadline);
      verify.add('Security-deposit penalty', penalty);
      if (deposit.interest) verify.add('Interest on security deposits', deposit.interest);
      const rule = returnDeadline.value;
      const hasSenderAddress = linesOf(details.plaintiffAddress).length > 0;
      const forwarding = rule.letterServesAs.find((use) => use.role === 'forwarding-address');
      return {
        caseType,
        returnDeadline: {
          ...cited(returnDeadline, asClause(rule.description)),
          // Said separately only when the description itself does not say so.
          businessDays: rule.businessDays === true && !/business day|weekends/i.test(rule.description),
        },
        returnDeadlinePassed: deposit.passed,
        letterServes: letterServesSentences(deposit, hasSenderAddress),
        clockSentence: clockSentence(deposit, hasSenderAddress),
        remedySentences: remedySentences(penalty),
        interestSentence: interestSentence(deposit, jurisdiction.name),
        forwardingAddressMissing: forwarding !== undefined && !hasSenderAddress,
        noticeCitation: forwarding?.citation ?? null,
      };
    }
    case 'other':
      return {
        caseType,
        agreementBased: details.agreementForm === 'written' || details.agreementForm === 'oral',
      };
    case 'unpaid-work':
    case 'vehicle-damage':
    case 'property-damage':
    case 'contract-breach':
    case 'landlord-dispute':
      return { caseType, agreementBased: false };
    default: {
      const never: never = caseType;
      throw new RangeError(`Unknown case type ${String(never)}`);
    }
  }
}

export function buildAmount(
  jurisdiction: Jurisdiction,
  details: CaseDetails,
  legalBasis: LegalBasisView,
): AmountView {
  const { caseType, amountCents } = details;
  const items =
    details.damageItems && details.damageItems.length > 0
      ? details.damageItems.map((d) => ({
          label: tableCell(safeLine(d.description)),
          amount: formatUsd(d.amountCents),
          amountCents: d.amountCents,
        }))
      : [{ label: PRINCIPAL_LABELS[caseType], amount: formatUsd(amountCents), amountCents }];
  const statutory: AmountView['statutory'] = [];
  if (legalBasis.caseType === 'security-deposit') {
    const { penalty, interest } = jurisdiction.securityDeposit;
    const summary = penaltySummary(penalty.value);
    // Only a remedy the table knows; the forfeiture alone is not an amount, so it is not listed here.
    if (summary && penalty.value.extra) {
      statutory.push({
        label: `the additional damages described in ${penalty.citation}`,
        description: tableCell(summary),
        citation: penalty.citation,
        certain: penalty.confidence === 'high',
      });
    }
    if (interest) {
      statutory.push({
        label: `the interest on the deposit that ${interest.citation} requires`,
        description: tableCell(asSentence(`Interest on the deposit: ${interest.value.description}`)),
        citation: interest.citation,
        certain: interest.confidence === 'high',
      });
    }
  }
  if (legalBasis.caseType === 'unpaid-work') {
    for (const law of jurisdiction.freelancerLaws) {
      statutory.push({
        label: freelancerLawView(law).reference,
        description: tableCell(law.value.remedy),
        citation: law.citation,
        certain: law.confidence === 'high',
      });
    }
  }
  const freelance = legalBasis.caseType === 'unpaid-work' && statutory.length > 0;
  return {
    totalCents: amountCents,
    total: formatUsd(amountCents),
    principalLabel: PRINCIPAL_LABELS[caseType],
    items,
    statutory,
    hasStatutory: statutory.length > 0,
    statutoryText: freelance
      ? `the remedies under ${joinWithAnd(statutory.map((s) => s.label))}, if ${statutory.length > 1 ? 'they apply' : 'it applies'}`
      : joinWithAnd(statutory.map((s) => s.label)),
  };
}
