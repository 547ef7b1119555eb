import { CASE_TYPE_LABELS, claimantKindOf, type CaseDetails } from '../../cases/case.types';
import { printedSource } from '../../law/law-sources';
import {
  addYears,
  applicablePreSuitDemands,
  DEFAULT_RESPONSE_DAYS,
  depositClock,
  formatUsd,
  getJurisdiction,
  isStateCode,
  limitationPeriodFor,
  smallClaimsLimitFor,
  smallClaimsVenueFor,
} from '../../law/law-table';
import {
  LAW_TABLE_VERSION,
  LAW_CURRENT_AS_OF,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
  type FreelancerLaw,
  type Jurisdiction,
  type LawFact,
  type LimitationPeriods,
} from '../../law/law-table.types';
import { addBusinessDays, addDays, assertIsoDate, formatLongDate, onOrNextBusinessDay } from './calendar';
import { decideNotice, MAIL_TRANSIT_DAYS } from './consumer-notices';
import { forwardingAddressNotice } from './deposit-notices';
import {
  agreementPhrase,
  basisWording,
  courtShortName,
  enclosuresOf,
  paymentLine,
  type BasisWording,
} from './letter-wording';
import { buildTemplateFacts } from './statement-of-facts';
import { asClause, asSentence, joinWithAnd, linesOf, oneLine, safeLine, tableCell } from './text';

/**
 * Everything a demand letter (and the letter inside a small-claims package) shows, computed once from the answers
 * and the law table. Templates only arrange these values; every legal statement carries its citation and whether
 * the fact is certain (`high` confidence) so the wording can hedge ("generally", "may") when it is not.
 */

/**
 * Printed on the first page of every document (Tex. Gov't Code §81.101(c) asks that the "not a substitute for the
 * advice of an attorney" statement be clear and conspicuous). The date the law was current follows it.
 */
export const DISCLAIMER =
  'SueGo is not a law firm and does not give legal advice. This document is not a substitute for the advice of an attorney. Using SueGo does not create an attorney-client relationship. It was prepared from your answers; review it carefully before you send or file it.';

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
  /** "limitation period", or Louisiana's "prescriptive period". */
  term: string;
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
      /**
       * The landlord's deadline has passed: only where the clock starts at move-out (the incident date). Where it
       * starts with the tenant's forwarding address or demand, the letter never says so.
       */
      returnDeadlinePassed: boolean;
      penalty: CitedFact;
      /** The letter is the tenant's statutory notice or demand (CO, ME, UT, LA, AZ; TX/CT/WY forwarding address). */
      statutoryNotice: string | null;
      /** The notice gives the forwarding address, but the claimant gave no address of their own. */
      forwardingAddressMissing: boolean;
      noticeCitation: string | null;
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
  /** The other side's period runs from receipt; the deadline adds mail transit (or counts from the mailing date). */
  fromReceipt: boolean;
  /** Why the rule is on the notes page only (e.g. no deceptive act picked), or null. */
  notesWhy: string | null;
}

export interface CourtView {
  name: string;
  /** "for a person filing a claim" or "for a business filing a claim": whose limit `limit` is. */
  limitFor: string;
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
  /** The itemised lines (one principal line when the claimant gave no items). */
  items: Array<{ label: string; amount: string; amountCents: number }>;
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
  /** The small-claims package (the notes page then says it is not part of Exhibit A). */
  isPackage: boolean;
  caseType: CaseType;
  caseTypeLabel: string;
  stateCode: string;
  stateName: string;
  lawTableVersion: string;
  date: { iso: string; long: string };
  /** The date the law table was current, printed with the disclaimer on the first page. */
  lawCurrentAsOf: string;
  incidentDate: { iso: string; long: string };
  /** The claimant said they will send it by certified mail, return receipt requested. */
  certifiedMail: boolean;
  /** The claimant asked for prejudgment interest (small-claims package only). */
  claimInterest: boolean;
  /** The mailing date the claimant gave, long format, or null. */
  mailingDate: string | null;
  wording: BasisWording & { agreement: string };
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
    /** Mail transit days added because a receipt-based notice is in the letter (0 otherwise). */
    transitDays: number;
    /** Set when `today + days` fell on a weekend or federal holiday and the deadline moved to the next business day. */
    movedFrom: { long: string; reason: string } | null;
  };
  court: CourtView;
  /** The court as named in a sentence of the letter (no parenthesised alternatives). */
  courtShortName: string;
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
  const { caseType } = details;
  const verify = new VerifyList();

  const total = formatUsd(details.amountCents);
  if (details.mailingDate !== undefined) assertIsoDate(details.mailingDate, 'details.mailingDate');
  // The letter is dated the day it is mailed when the claimant gave a later mailing date.
  const letterDate = details.mailingDate !== undefined && details.mailingDate > today ? details.mailingDate : today;
  // The law in force on the letter's date; limitation periods are chosen by the incident date (buildLimitation).
  const jurisdiction = getJurisdiction(state, letterDate);
  const claimant = claimantKindOf(details);

  const senderName = safeLine(details.plaintiffName);
  const recipientName = safeLine(details.defendantName);
  const senderAddress = linesOf(details.plaintiffAddress);
  const recipientAddress = linesOf(details.defendantAddress);
  const phone = oneLine(details.plaintiffPhone);
  const email = oneLine(details.plaintiffEmail);

  const notices = applicablePreSuitDemands(state, caseType, { onDate: letterDate, claimant }).flatMap((rule): NoticeRuleView[] => {
    const decision = decideNotice(rule, details);
    if (decision.place === 'none') return [];
    verify.add(rule.value.name, rule);
    const inLetter = decision.place === 'letter';
    return [{
      id: rule.value.id,
      name: rule.value.name,
      citation: rule.citation,
      sourceUrl: rule.sourceUrl,
      certain: rule.confidence === 'high',
      noticeDays: rule.value.noticeDays,
      requirement: rule.value.requirement,
      condition: rule.value.condition ?? null,
      delivery: rule.value.delivery ?? null,
      // A consumer notice is only in the letter once its conditions were answered, so it is no longer "to the
      // extent it applies"; the other letter rules keep their condition.
      conditional: rule.value.condition !== undefined && !(inLetter && decision.acts.length > 0),
      inLetter,
      extra: inLetter ? decision.extra : null,
      fromReceipt: inLetter && decision.fromReceipt,
      notesWhy: decision.place === 'notes' ? decision.why : null,
    }];
  });
  const inLetterNotices = notices.filter((n) => n.inLetter);

  // 30 days, or longer when a notice in the letter needs it; a period that runs from receipt gets mail transit.
  const needed = (n: NoticeRuleView) => n.noticeDays + (n.fromReceipt ? MAIL_TRANSIT_DAYS : 0);
  const days = Math.max(DEFAULT_RESPONSE_DAYS, ...inLetterNotices.map(needed));
  const transitDays = inLetterNotices.some((n) => n.fromReceipt && needed(n) === days) ? MAIL_TRANSIT_DAYS : 0;
  // At least `days` days: a deadline on a weekend or federal holiday moves to the next business day.
  const due = onOrNextBusinessDay(addDays(letterDate, days));
  const deadlineIso = due.date;

  const longest = inLetterNotices.filter((n) => needed(n) === days && days > DEFAULT_RESPONSE_DAYS);
  const requires = `${joinWithAnd(longest.map((n) => n.citation))} ${longest.every((n) => n.conditional) ? 'may require' : 'requires'}`;
  const extendedBy =
    longest.length === 0
      ? null
      : transitDays > 0
        ? `the ${days - transitDays} days after you receive this letter that ${requires}, plus ${transitDays} days for delivery`
        : `the notice period that ${requires}`;

  const wording = basisWording(jurisdiction.civilLaw, jurisdiction.name);
  const limitation = buildLimitation(jurisdiction, details, today, deadlineIso, verify, wording.limitationTerm);
  const court = buildCourt(jurisdiction, caseType, details.amountCents, claimant, verify);
  const legalBasis = buildLegalBasis(jurisdiction, caseType, details, today, verify);
  const amount = buildAmount(jurisdiction, details, legalBasis);
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
  const enclosures = enclosuresOf(details);
  const payment = paymentLine(senderName, senderAddress.length > 0, phone, email);

  return {
    caseId,
    documentType: details.documentType,
    isPackage: details.documentType === 'small_claims',
    caseType,
    caseTypeLabel: CASE_TYPE_LABELS[caseType],
    stateCode: state,
    stateName: jurisdiction.name,
    lawTableVersion: LAW_TABLE_VERSION,
    date: { iso: letterDate, long: formatLongDate(letterDate) },
    lawCurrentAsOf: formatLongDate(LAW_CURRENT_AS_OF),
    incidentDate: { iso: details.incidentDate, long: formatLongDate(details.incidentDate) },
    certifiedMail: details.certifiedMail === true,
    claimInterest: details.claimInterest === true,
    mailingDate: details.mailingDate ? formatLongDate(details.mailingDate) : null,
    wording: { ...wording, agreement: agreementPhrase(caseType, details.agreementForm) },
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
      transitDays,
      movedFrom: due.movedFrom ? { long: formatLongDate(due.movedFrom), reason: due.reason ?? '' } : null,
    },
    court,
    courtShortName: courtShortName(court.name),
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
  details: CaseDetails,
  today: string,
  deadlineIso: string,
  verify: VerifyList,
  term: string,
): LimitationView {
  const incidentDate = details.incidentDate;
  // A written or spoken agreement (asked) picks the contract period; otherwise the table's safe choice.
  const agreement =
    details.agreementForm === 'written' || details.agreementForm === 'oral' ? details.agreementForm : undefined;
  const { basis, fact } = limitationPeriodFor(jurisdiction.code, details.caseType, {
    incidentDate,
    ...(agreement ? { agreement } : {}),
  });
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
    term,
    endsBeforeDeadline: endsOnIso > today && endsOnIso <= deadlineIso,
  };
}

/**
 * The court this claimant files in and its limit: a business is held to the business limit (CA $6,250) or routed to
 * its own court (NY Commercial Claims); a person sees the business limit only as information.
 */
function buildCourt(
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
    claimant === 'individual' ? smallClaimsLimitFor(jurisdiction.code, caseType, 'business', jurisdiction.asOf) : null;
  const businessDiffers =
    businessFact !== null && limitFact !== null && businessFact.value !== limitFact.value && !sc.businessCourt;
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
    limitFor: claimant === 'business' ? 'for a business filing a claim' : 'for a person filing a claim',
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
      // The move-out date is the incident date; nothing else (a forwarding address, a demand) is known to have
      // happened, so a clock that needs it has not started and the letter never says it "has passed".
      const clock = depositClock(rule, { 'move-out': details.incidentDate });
      // Business days: weekends are skipped; three extra days cover public holidays, so "has passed" is never early.
      const dueIso = !clock.started
        ? null
        : clock.businessDays
          ? addDays(addBusinessDays(clock.startedOn, clock.days), 3)
          : addDays(clock.startedOn, clock.days);
      const needsAddress =
        rule.startsAfter.includes('forwarding-address') || rule.orIfLater?.after === 'forwarding-address';
      const forwarding = needsAddress ? forwardingAddressNotice(jurisdiction.code) : null;
      const hasSenderAddress = linesOf(details.plaintiffAddress).length > 0;
      const forwardingSentence = needsAddress
        ? (forwarding?.sentence ??
          'This letter also gives you my forwarding address in writing: it is the address at the top of this letter.')
        : null;
      return {
        caseType,
        returnDeadline: {
          ...cited(returnDeadline, asClause(rule.description)),
          // Said separately only when the description itself does not say so.
          businessDays: rule.businessDays === true && !/business day/i.test(rule.description),
        },
        // A later alternative deadline (CT: 15 days after a forwarding address) may still be running.
        returnDeadlinePassed: dueIso !== null && rule.orIfLater === undefined && dueIso < today,
        penalty: cited(penalty, asClause(penalty.value.description)),
        statutoryNotice: hasSenderAddress ? forwardingSentence : null,
        forwardingAddressMissing: needsAddress && !hasSenderAddress,
        noticeCitation: needsAddress ? (forwarding?.citation ?? returnDeadline.citation) : null,
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

function buildAmount(jurisdiction: Jurisdiction, details: CaseDetails, legalBasis: LegalBasisView): AmountView {
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
    items,
    statutory,
    hasStatutory: statutory.length > 0,
    statutoryText: freelance
      ? `the remedies under ${joinWithAnd(statutory.map((s) => s.label))}, if ${statutory.length > 1 ? 'they apply' : 'it applies'}`
      : joinWithAnd(statutory.map((s) => s.label)),
  };
}
