import { CASE_TYPE_LABELS, type CaseDetails } from '../../cases/case.types';
import { printedSource } from '../../law/law-sources';
import {
  addYears,
  applicablePreSuitDemands,
  formatUsd,
  getJurisdiction,
  isStateCode,
  limitationPeriodFor,
  responseDeadlineDays,
  smallClaimsLimitFor,
} from '../../law/law-table';
import {
  LAW_TABLE_VERSION,
  type CaseType,
  type DocumentType,
  type FreelancerLaw,
  type Jurisdiction,
  type LawFact,
  type LimitationPeriods,
} from '../../law/law-table.types';
import { addBusinessDays, addDays, assertIsoDate, formatLongDate, onOrNextBusinessDay } from './calendar';
import { noticeRuleUse } from './notice-rules';
import { buildTemplateFacts } from './statement-of-facts';
import {
  asClause,
  asSentence,
  joinWithAnd,
  linesOf,
  listItemsOf,
  oneLine,
  safeLine,
  tableCell,
} from './text';

/**
 * Everything a demand letter (and the letter inside a small-claims package) shows, computed once from the answers
 * and the law table. Templates only arrange these values; every legal statement carries its citation and whether
 * the fact is certain (`high` confidence) so the wording can hedge ("generally", "may") when it is not.
 */

export const DISCLAIMER =
  'SueGo is not a law firm and does not provide legal advice. This document was prepared from your answers; review it carefully before sending.';

export interface BuildLetterInput {
  caseId: string;
  details: CaseDetails;
  /** YYYY-MM-DD: the letter's date; the response deadline counts from it. */
  today: string;
}

/** A law-table fact, phrased for use inside a sentence. */
export interface CitedFact {
  text: string;
  citation: string;
  sourceUrl: string;
  /** `high` confidence: may be stated as certain. Otherwise templates say "generally" / "may". */
  certain: boolean;
}

export interface LimitationView {
  years: number;
  yearsText: string;
  /** "breach of an unwritten (oral) agreement", "property damage", … */
  basisLabel: string;
  citation: string;
  sourceUrl: string;
  certain: boolean;
  /** incidentDate + years, long format. */
  endsOn: string;
  endsOnIso: string;
  /** The period may already have run out (counting from the incident date). */
  mayHaveExpired: boolean;
  /** It may run out before the letter's response deadline. */
  endsBeforeDeadline: boolean;
}

export interface FreelancerLawView {
  /** "the Los Angeles Freelance Worker Protections Ordinance (eff. 7/1/2023)" */
  reference: string;
  /** The same, capitalised to start a sentence. */
  referenceStart: string;
  citation: string;
  certain: boolean;
  /** "If I did this work in Los Angeles" for city ordinances, null for state acts. */
  cityCondition: string | null;
  threshold: string;
  paymentDueDays: number;
  remedy: string;
}

export type LegalBasisView =
  | {
      caseType: 'security-deposit';
      returnDeadline: CitedFact & { businessDays: boolean };
      /** The landlord's deadline (counted from the incident date, taken as the move-out date) has passed. */
      returnDeadlinePassed: boolean;
      penalty: CitedFact;
    }
  | {
      caseType:
        | 'unpaid-work'
        | 'vehicle-damage'
        | 'property-damage'
        | 'contract-breach'
        | 'landlord-dispute'
        | 'other';
    };

export interface NoticeRuleView {
  id: string;
  name: string;
  citation: string;
  sourceUrl: string;
  certain: boolean;
  noticeDays: number;
  requirement: string;
  condition: string | null;
  delivery: string | null;
  /** The rule has a condition (e.g. only against a business), so the letter says "to the extent it applies". */
  conditional: boolean;
  /** The letter itself says it is the notice this rule requires (see notice-rules.ts). */
  inLetter: boolean;
  /** Extra sentence the letter needs to satisfy the rule's content requirement, or null. */
  extra: string | null;
}

export interface CourtView {
  name: string;
  citation: string;
  certain: boolean;
  stateName: string;
  /** Null when the state sets no small-claims cap for this case type (MA motor-vehicle damage). */
  limit: { amount: string; citation: string; certain: boolean } | null;
  noCap: CitedFact | null;
  /** The business limit, only when it differs from the individual one. */
  businessLimit: { amount: string; citation: string; certain: boolean } | null;
  overLimit: boolean;
  /** Lower-limit courts the claim is above (NY town courts…), as "City Courts … ($5,000.00)". */
  lowerLocalLimits: string[];
  localLimitsCitation: string | null;
  filingFee: { range: string; description: string; citation: string; certain: boolean };
}

export interface AmountView {
  totalCents: number;
  total: string;
  principalLabel: string;
  /** Possible statutory amounts, described (never added): "the damages described in Cal. Civ. Code §1950.5(l)". */
  statutory: Array<{ label: string; description: string; citation: string; certain: boolean }>;
  hasStatutory: boolean;
  statutoryText: string;
}

export interface VerifyItem {
  what: string;
  citation: string;
  note: string;
  sourceUrl: string;
}

export interface LetterViewModel {
  caseId: string;
  documentType: DocumentType;
  caseType: CaseType;
  caseTypeLabel: string;
  stateCode: string;
  stateName: string;
  lawTableVersion: string;
  date: { iso: string; long: string };
  incidentDate: { iso: string; long: string };
  sender: {
    name: string;
    addressLines: string[];
    hasAddress: boolean;
    phone: string | null;
    email: string | null;
  };
  recipient: { name: string; addressLines: string[]; hasAddress: boolean };
  subject: string;
  title: string;
  salutation: string;
  opening: string;
  /** Statement of facts, one string per paragraph (template text, or the accepted LLM rewrite). */
  facts: string[];
  legalBasisPartial: string;
  legalBasis: LegalBasisView;
  limitation: LimitationView;
  /** Freelancer laws of the state (unpaid work only; empty otherwise). City ordinances are worded conditionally. */
  freelancerLaws: FreelancerLawView[];
  hasFreelancerLaws: boolean;
  inLetterNotices: NoticeRuleView[];
  hasInLetterNotices: boolean;
  notices: NoticeRuleView[];
  hasNotices: boolean;
  amount: AmountView;
  deadline: {
    iso: string;
    long: string;
    /** The minimum number of days given (30, or a statute's longer notice period). */
    days: number;
    extendedBy: string | null;
    /** Set when `today + days` fell on a weekend or federal holiday and the deadline moved to the next business day. */
    movedFrom: { long: string; reason: string } | null;
  };
  court: CourtView;
  /** "pay" or, for a deposit, "return". */
  demandVerb: string;
  payment: string;
  enclosures: string[];
  hasEnclosures: boolean;
  deliveryRequirements: string[];
  verify: VerifyItem[];
  hasVerify: boolean;
  disclaimer: string;
}

const SUBJECTS: Record<CaseType, string> = {
  'security-deposit': 'Demand for Return of Security Deposit',
  'unpaid-work': 'Demand for Payment — Unpaid Invoice/Work',
  'vehicle-damage': 'Demand for Payment — Vehicle Damage',
  'property-damage': 'Demand for Payment — Property Damage',
  'contract-breach': 'Demand for Payment — Breach of Contract',
  'landlord-dispute': 'Demand for Payment — Rental Dispute',
  other: 'Demand for Payment',
};

const PRINCIPAL_LABELS: Record<CaseType, string> = {
  'security-deposit': 'Security deposit not returned',
  'unpaid-work': 'Unpaid payment for work performed',
  'vehicle-damage': 'Cost of the damage to my vehicle',
  'property-damage': 'Cost of the damage to my property',
  'contract-breach': 'Loss caused by the breach of our agreement',
  'landlord-dispute': 'Amount owed under the rental agreement',
  other: 'Amount owed',
};

const OPENINGS: Record<CaseType, (amount: string) => string> = {
  'security-deposit': (a) => `I am writing to ask you to return ${a} of my security deposit.`,
  'unpaid-work': (a) => `I am writing to ask you to pay ${a} that you owe me for work I performed for you.`,
  'vehicle-damage': (a) => `I am writing to ask you to pay ${a} for the damage to my vehicle.`,
  'property-damage': (a) => `I am writing to ask you to pay ${a} for the damage to my property.`,
  'contract-breach': (a) =>
    `I am writing to ask you to pay ${a} that I lost because our agreement was not kept.`,
  'landlord-dispute': (a) =>
    `I am writing to ask you to pay ${a} that you owe me in connection with our rental agreement.`,
  other: (a) => `I am writing to ask you to pay ${a} that you owe me.`,
};

const LIMITATION_LABELS: Record<keyof LimitationPeriods, string> = {
  writtenContract: 'breach of a written agreement',
  oralContract: 'breach of an unwritten (oral) agreement',
  propertyDamage: 'damage to property',
  vehicleDamage: 'damage to property in a motor-vehicle accident',
};

export const LEGAL_BASIS_PARTIALS: Record<CaseType, string> = {
  'unpaid-work': 'legal-basis-unpaid-work',
  'landlord-dispute': 'legal-basis-landlord-dispute',
  'vehicle-damage': 'legal-basis-vehicle-damage',
  'property-damage': 'legal-basis-property-damage',
  'contract-breach': 'legal-basis-contract-breach',
  'security-deposit': 'legal-basis-security-deposit',
  other: 'legal-basis-other',
};

const cited = (fact: LawFact<unknown>, text: string): CitedFact => ({
  text,
  citation: fact.citation,
  sourceUrl: fact.sourceUrl,
  certain: fact.confidence === 'high',
});

/** Collects the facts below `high` confidence that a document relies on, for its "check these facts" list. */
class VerifyList {
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

export function buildLetterViewModel(input: BuildLetterInput): LetterViewModel {
  const { caseId, details, today } = input;
  assertIsoDate(today, 'today');
  assertIsoDate(details.incidentDate, 'details.incidentDate');
  if (!isStateCode(details.state))
    throw new RangeError(`details.state must be a US state code, got "${details.state}"`);
  if (!Number.isSafeInteger(details.amountCents) || details.amountCents <= 0) {
    throw new RangeError('details.amountCents must be a positive integer');
  }
  const state = details.state;
  // The law in force on the letter's date; limitation periods are chosen by the incident date (buildLimitation).
  const jurisdiction = getJurisdiction(state, today);
  const { caseType } = details;
  const verify = new VerifyList();

  const total = formatUsd(details.amountCents);
  const days = responseDeadlineDays(state, caseType, { onDate: today });
  // At least `days` days: a deadline on a weekend or federal holiday moves to the next business day.
  const due = onOrNextBusinessDay(addDays(today, days));
  const deadlineIso = due.date;

  const senderName = safeLine(details.plaintiffName);
  const recipientName = safeLine(details.defendantName);
  const senderAddress = linesOf(details.plaintiffAddress);
  const recipientAddress = linesOf(details.defendantAddress);
  const phone = oneLine(details.plaintiffPhone);
  const email = oneLine(details.plaintiffEmail);

  const notices = applicablePreSuitDemands(state, caseType, { onDate: today }).map((rule): NoticeRuleView => {
    verify.add(rule.value.name, rule);
    const use = noticeRuleUse(rule.value);
    return {
      id: rule.value.id,
      name: rule.value.name,
      citation: rule.citation,
      sourceUrl: rule.sourceUrl,
      certain: rule.confidence === 'high',
      noticeDays: rule.value.noticeDays,
      requirement: rule.value.requirement,
      condition: rule.value.condition ?? null,
      delivery: rule.value.delivery ?? null,
      conditional: rule.value.condition !== undefined,
      inLetter: use.use === 'letter',
      extra: use.use === 'letter' && use.extra ? use.extra(details.amountCents) : null,
    };
  });
  const inLetterNotices = notices.filter((n) => n.inLetter);

  const longest = notices.filter((n) => n.noticeDays === days && days > 0);
  const extendedBy =
    days > 30 && longest.length > 0
      ? `the notice period that ${joinWithAnd(longest.map((n) => n.citation))} ${longest.every((n) => n.conditional) ? 'may require' : 'requires'}`
      : null;

  const limitation = buildLimitation(
    jurisdiction,
    caseType,
    details.incidentDate,
    today,
    deadlineIso,
    verify,
  );
  const court = buildCourt(jurisdiction, caseType, details.amountCents, verify);
  const legalBasis = buildLegalBasis(jurisdiction, caseType, details, today, verify);
  const amount = buildAmount(jurisdiction, caseType, details.amountCents, legalBasis);
  const freelancerLaws =
    caseType === 'unpaid-work'
      ? jurisdiction.freelancerLaws.map((law) => {
          verify.add(law.value.name, law);
          return freelancerLawView(law);
        })
      : [];

  const deliveryRequirements = notices
    .filter((n) => n.delivery !== null)
    .map(
      (n) =>
        `Delivery rule of ${n.name} (${n.citation}): ${n.delivery ?? ''}${n.condition ? ` ${n.condition}` : ''}`,
    );

  const subject = SUBJECTS[caseType];
  const enclosures = listItemsOf(details.evidenceDescription).map((item) => tableCell(item));
  const payment =
    senderAddress.length > 0
      ? `You can pay by check or money order made out to ${senderName} and mailed to the address above, or contact me${phone ? ` at ${phone}` : ''}${email ? ` or ${email}` : ''} to arrange another way to pay.`
      : `Please contact me${phone ? ` at ${phone}` : ''}${email ? ` or ${email}` : ''} to arrange payment.`;

  return {
    caseId,
    documentType: details.documentType,
    caseType,
    caseTypeLabel: CASE_TYPE_LABELS[caseType],
    stateCode: state,
    stateName: jurisdiction.name,
    lawTableVersion: LAW_TABLE_VERSION,
    date: { iso: today, long: formatLongDate(today) },
    incidentDate: { iso: details.incidentDate, long: formatLongDate(details.incidentDate) },
    sender: {
      name: senderName,
      addressLines: senderAddress,
      hasAddress: senderAddress.length > 0,
      phone: phone || null,
      email: email || null,
    },
    recipient: {
      name: recipientName,
      addressLines: recipientAddress,
      hasAddress: recipientAddress.length > 0,
    },
    subject,
    title:
      details.documentType === 'small_claims'
        ? `Small-Claims Filing Package — ${senderName} v. ${recipientName}`
        : `${subject} — ${senderName} to ${recipientName}`,
    salutation: `Dear ${recipientName}:`,
    opening: `${OPENINGS[caseType](total)} This letter explains what happened, why you owe this amount, and what I will do if it is not paid by ${formatLongDate(deadlineIso)}.`,
    facts: buildTemplateFacts({
      caseType,
      plaintiffName: senderName,
      defendantName: recipientName,
      amount: total,
      incidentDate: formatLongDate(details.incidentDate),
      disputeDescription: details.disputeDescription,
      attemptedResolution: details.attemptedResolution,
    }),
    legalBasisPartial: LEGAL_BASIS_PARTIALS[caseType],
    legalBasis,
    limitation,
    freelancerLaws,
    hasFreelancerLaws: freelancerLaws.length > 0,
    inLetterNotices,
    hasInLetterNotices: inLetterNotices.length > 0,
    notices,
    hasNotices: notices.length > 0,
    amount,
    deadline: {
      iso: deadlineIso,
      long: formatLongDate(deadlineIso),
      days,
      extendedBy,
      movedFrom: due.movedFrom ? { long: formatLongDate(due.movedFrom), reason: due.reason ?? '' } : null,
    },
    court,
    demandVerb: caseType === 'security-deposit' ? 'return' : 'pay',
    payment,
    enclosures,
    hasEnclosures: enclosures.length > 0,
    deliveryRequirements,
    verify: verify.list(),
    hasVerify: verify.list().length > 0,
    disclaimer: DISCLAIMER,
  };
}

function buildLimitation(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  incidentDate: string,
  today: string,
  deadlineIso: string,
  verify: VerifyList,
): LimitationView {
  const { basis, fact } = limitationPeriodFor(jurisdiction.code, caseType, { incidentDate });
  verify.add('Limitation period (deadline to sue)', fact);
  const endsOnIso = addYears(incidentDate, fact.value);
  return {
    years: fact.value,
    yearsText: `${fact.value} year${fact.value === 1 ? '' : 's'}`,
    basisLabel: LIMITATION_LABELS[basis],
    citation: fact.citation,
    sourceUrl: fact.sourceUrl,
    certain: fact.confidence === 'high',
    endsOn: formatLongDate(endsOnIso),
    endsOnIso,
    mayHaveExpired: endsOnIso <= today,
    endsBeforeDeadline: endsOnIso > today && endsOnIso <= deadlineIso,
  };
}

function buildCourt(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  amountCents: number,
  verify: VerifyList,
): CourtView {
  const sc = jurisdiction.smallClaims;
  verify.add('Small-claims court', sc.courtName);
  verify.add('Small-claims filing fee', sc.filingFee);
  const limitFact = smallClaimsLimitFor(jurisdiction.code, caseType, 'individual', jurisdiction.asOf);
  if (limitFact) verify.add('Small-claims limit', limitFact);
  const businessFact = smallClaimsLimitFor(jurisdiction.code, caseType, 'business', jurisdiction.asOf);
  const businessDiffers =
    businessFact !== null && limitFact !== null && businessFact.value !== limitFact.value;
  if (businessFact && businessDiffers) verify.add('Small-claims limit for businesses', businessFact);
  const local = sc.localLimits;
  const lower = limitFact && local ? local.value.filter((l) => amountCents > l.limitCents) : [];
  if (local && lower.length > 0) verify.add('Lower local small-claims limits', local);
  const fee = sc.filingFee.value;
  const range =
    fee.minCents === fee.maxCents
      ? formatUsd(fee.minCents)
      : `${formatUsd(fee.minCents)}–${formatUsd(fee.maxCents)}`;
  return {
    name: sc.courtName.value,
    citation: sc.courtName.citation,
    certain: sc.courtName.confidence === 'high',
    stateName: jurisdiction.name,
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

function freelancerLawView(law: LawFact<FreelancerLaw>): FreelancerLawView {
  const { name, city, scope, thresholdCents, paymentDueDays, remedy } = law.value;
  const reference = law.citation.startsWith(name) ? `the ${law.citation}` : `the ${name} (${law.citation})`;
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

function buildLegalBasis(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  details: CaseDetails,
  today: string,
  verify: VerifyList,
): LegalBasisView {
  switch (caseType) {
    case 'security-deposit': {
      const { returnDeadline, penalty } = jurisdiction.securityDeposit;
      verify.add('Security-deposit return deadline', returnDeadline);
      verify.add('Security-deposit penalty', penalty);
      const rule = returnDeadline.value;
      // Business days: weekends are skipped; three extra days cover public holidays, so "has passed" is never early.
      const dueIso = rule.businessDays
        ? addDays(addBusinessDays(details.incidentDate, rule.days), 3)
        : addDays(details.incidentDate, rule.days);
      return {
        caseType,
        returnDeadline: {
          ...cited(returnDeadline, asClause(rule.description)),
          // Said separately only when the description itself does not say so.
          businessDays: rule.businessDays === true && !/business day/i.test(rule.description),
        },
        returnDeadlinePassed: dueIso < today,
        penalty: cited(penalty, asClause(penalty.value.description)),
      };
    }
    case 'unpaid-work':
    case 'vehicle-damage':
    case 'property-damage':
    case 'contract-breach':
    case 'landlord-dispute':
    case 'other':
      return { caseType };
    default: {
      const never: never = caseType;
      throw new RangeError(`Unknown case type ${String(never)}`);
    }
  }
}

function buildAmount(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  amountCents: number,
  legalBasis: LegalBasisView,
): AmountView {
  const statutory: AmountView['statutory'] = [];
  if (legalBasis.caseType === 'security-deposit') {
    const penalty = jurisdiction.securityDeposit.penalty;
    statutory.push({
      label: `the additional damages described in ${penalty.citation}`,
      description: tableCell(asSentence(penalty.value.description)),
      citation: penalty.citation,
      certain: penalty.confidence === 'high',
    });
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
    statutory,
    hasStatutory: statutory.length > 0,
    statutoryText: freelance
      ? `the remedies under ${joinWithAnd(statutory.map((s) => s.label))}, if ${statutory.length > 1 ? 'they apply' : 'it applies'}`
      : joinWithAnd(statutory.map((s) => s.label)),
  };
}
