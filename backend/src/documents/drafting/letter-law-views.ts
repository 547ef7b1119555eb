import type { CaseDetails, ClaimantKind } from '../../claim/case.types';
import { printedSource } from '../../law/law-sources';
import {
  confirmationNote,
  formatUsd,
  isVerifiedOn,
  smallClaimsLimitFor,
  standingOf,
  smallClaimsVenueFor,
  type DepositDecision,
} from '../../law/law-table';
import type { CaseType, FreelancerLaw, IsoDate, Jurisdiction, LawFact } from '../../law/law-table.types';
import { formatLongDate } from '../../law/calendar';
import {
  clockSentence,
  depositDeadlineSentence,
  interestSentence,
  letterServesSentences,
  penaltySummary,
  remedySentences,
} from './deposit-wording';
import { smallClaimsCourtPhrase, type FactRef, type LetterLaw } from './letter-law';
import { basisParagraph } from './basis-paragraph';
import { courtShortName, type BasisWording } from './letter-wording';
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

/**
 * Whether a fact may be stated as law in a document dated `on`: verified against official text, and read less than
 * 12 months before (ADR 040). Anything else is left out of the letter and marked "not confirmed" in the notes.
 */
export const certainOn = (fact: LawFact<unknown>, on: IsoDate): boolean => isVerifiedOn(fact, on);

export const cited = (fact: LawFact<unknown>, text: string, on: IsoDate): CitedFact => ({
  text,
  citation: fact.citation,
  sourceUrl: fact.sourceUrl,
  certain: certainOn(fact, on),
});

/** What the claimant can ask the clerk about a fact SueGo has not confirmed, by the notes' label. */
const ASK: Readonly<Record<string, string>> = {
  'Small-claims court':
    'Which court hears small claims against the other side, at the address you have for them?',
  'Small-claims filing fee':
    'What is the filing fee for a claim of this amount, and what does serving the other side cost?',
  'Small-claims limit':
    'What is the most you can claim in small claims, and does it apply to a claim like yours?',
  'Small-claims limit for businesses': 'What is the small-claims limit when a business files the claim?',
  'Lower local small-claims limits': "Which court covers the other side's address, and what is its limit?",
  'Security-deposit return deadline':
    'How long does a landlord have to return a deposit or list the deductions, and what starts that time?',
  'Security-deposit penalty': 'What can a tenant recover when a landlord keeps a deposit wrongly?',
  'Interest on security deposits': 'Must the landlord pay interest on the deposit, and at what rate?',
  'Limitation period (deadline to sue)': 'How long after the incident can you still file a claim like yours?',
  'Who may appear for a business': 'Who may appear in court for a business, and must it use a lawyer?',
  'Court forms': 'Which form do you file the claim on, and is this the current version?',
  'How the defendant is served': 'How must the other side be served, and what does it cost?',
  'Limits on how many claims you may file':
    'Is there a limit on how many small claims you may file, and does it apply to you?',
  'Prejudgment interest': 'May you ask for interest up to the judgment, at what rate and from when?',
};
const askAbout = (what: string): string =>
  ASK[what] ?? `Does this rule (${what}) apply to your claim, and what must you do before you file?`;

/**
 * The facts a document relies on, for the notes page: those verified against official text (with the day they were
 * read and where), and those not confirmed (unverified, or verified more than 12 months before the document's date),
 * each with what to ask the clerk.
 */
export class VerifyList {
  private readonly items = new Map<string, VerifyItem>();
  constructor(
    private readonly on: IsoDate,
    /** Items already listed (the letter's, when the package adds its own facts). */
    initial: readonly VerifyItem[] = [],
  ) {
    for (const item of initial) this.items.set(`${item.what}|${item.citation}`, item);
  }
  /** `said`: the fact's value in a few words ("21 days after the tenant moves out"), so the notes can name it. */
  add(what: string, fact: LawFact<unknown>, said?: string): void {
    const key = `${what}|${fact.citation}`;
    if (this.items.has(key)) return;
    const standing = standingOf(fact, this.on);
    const v = fact.verification;
    this.items.set(key, {
      what,
      said: said ? said.trim().replace(/\.$/, '') : null,
      citation: fact.citation,
      note: fact.note ?? '',
      // Only an official page is printed as a source; a secondary website never is.
      sourceUrl: printedSource(fact) ?? '',
      confirmed: standing === 'verified',
      stale: standing === 'stale',
      verifiedOn: v.status === 'verified' ? formatLongDate(v.verifiedOn) : null,
      how: confirmationNote(fact),
      ask: askAbout(what),
    });
  }
  /** The facts not confirmed (unverified or stale): the "check these facts" list. */
  list(): VerifyItem[] {
    return [...this.items.values()].filter((i) => !i.confirmed);
  }
  /** The facts verified against official text, within 12 months of the document's date. */
  confirmed(): VerifyItem[] {
    return [...this.items.values()].filter((i) => i.confirmed);
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
  law: LetterLaw,
  recipientAddress: readonly string[],
): CourtView {
  const sc = jurisdiction.smallClaims;
  const venue = smallClaimsVenueFor(jurisdiction.code, caseType, claimant, jurisdiction.asOf);
  verify.add('Small-claims court', venue.courtFact, venue.courtName);
  const courtRef: FactRef = {
    key: venue.businessCourt ? 'smallClaims.businessCourt' : 'smallClaims.courtName',
    fact: venue.courtFact,
  };
  const limitFact = venue.limit;
  if (limitFact) verify.add('Small-claims limit', limitFact, formatUsd(limitFact.value));
  const businessFact =
    claimant === 'individual'
      ? smallClaimsLimitFor(jurisdiction.code, caseType, 'business', jurisdiction.asOf)
      : null;
  const businessDiffers =
    businessFact !== null &&
    limitFact !== null &&
    businessFact.value !== limitFact.value &&
    !sc.businessCourt;
  if (businessFact && businessDiffers)
    verify.add('Small-claims limit for businesses', businessFact, formatUsd(businessFact.value));
  const local = venue.localLimits;
  const lower = limitFact && local ? local.value.filter((l) => amountCents > l.limitCents) : [];
  if (local && lower.length > 0) verify.add('Lower local small-claims limits', local);
  const fee = sc.filingFee.value;
  const range =
    fee.minCents === fee.maxCents
      ? formatUsd(fee.minCents)
      : `${formatUsd(fee.minCents)}–${formatUsd(fee.maxCents)}`;
  // A fee read on one court's page is said as that court's, never as the state's (issue 42 point 4).
  const courtFee = fee.court
    ? `the ${fee.court} charges ${range}; fees differ by court: confirm yours`
    : null;
  verify.add('Small-claims filing fee', sc.filingFee, courtFee ?? range);
  return {
    name: venue.courtName,
    place: smallClaimsCourtPhrase(
      law,
      courtRef,
      courtShortName(venue.courtName),
      jurisdiction.name,
      recipientAddress,
    ),
    citation: venue.courtFact.citation,
    certain: certainOn(venue.courtFact, jurisdiction.asOf),
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
          certain: certainOn(limitFact, jurisdiction.asOf),
        }
      : null,
    noCap:
      limitFact === null && sc.noCapCaseTypes
        ? cited(sc.noCapCaseTypes, 'no dollar limit', jurisdiction.asOf)
        : null,
    businessLimit:
      businessFact && businessDiffers
        ? {
            amount: formatUsd(businessFact.value),
            citation: businessFact.citation,
            certain: certainOn(businessFact, jurisdiction.asOf),
          }
        : null,
    overLimit: limitFact !== null && amountCents > limitFact.value,
    lowerLocalLimits: lower.map((l) => `${l.courtName} (${formatUsd(l.limitCents)})`),
    localLimitsCitation: lower.length > 0 && local ? local.citation : null,
    filingFee: {
      range,
      description: fee.description,
      court: fee.court ?? null,
      courtFee,
      citation: sc.filingFee.citation,
      certain: certainOn(sc.filingFee, jurisdiction.asOf),
    },
  };
}

export function freelancerLawView(
  law: LawFact<FreelancerLaw>,
  index: number,
  letterLaw: LetterLaw,
): FreelancerLawView {
  const { name, city, scope, thresholdCents, paymentDueDays, remedy } = law.value;
  // A citation with its own parenthetical ("… et seq. (SB 988, …)") is flattened so the reference never nests them.
  const citation = law.citation.replace(/\s*\(([^()]*)\)/g, ', $1');
  const reference = law.citation.startsWith(name) ? `the ${citation}` : `the ${name} (${citation})`;
  const referenceStart = `T${reference.slice(1)}`;
  const cityCondition = scope === 'city' && city ? `If I did this work in ${city}` : null;
  const threshold = formatUsd(thresholdCents);
  return {
    reference,
    referenceStart,
    citation: law.citation,
    certain: letterLaw.confirmed(law),
    cityCondition,
    threshold,
    paymentDueDays,
    remedy,
    sentence: letterLaw.say(
      { key: `freelancerLaws[${index}]`, fact: law },
      `${cityCondition ? `${cityCondition}, ${reference} may also apply.` : `${referenceStart} may also apply to this work.`} Under it, payment for covered freelance work worth ${threshold} or more is due on the date agreed or, if no date was agreed, within ${paymentDueDays} days after the work is completed.`,
    ),
  };
}

export function buildLegalBasis(
  jurisdiction: Jurisdiction,
  caseType: CaseType,
  details: CaseDetails,
  deposit: DepositDecision | null,
  verify: VerifyList,
  law: LetterLaw,
  wording: BasisWording & { agreement: string },
): LegalBasisView {
  switch (caseType) {
    case 'security-deposit': {
      if (!deposit) throw new RangeError('A security-deposit letter needs the deposit decision');
      const { rule: returnDeadline, penalty } = deposit;
      verify.add('Security-deposit return deadline', returnDeadline, returnDeadline.value.description);
      verify.add('Security-deposit penalty', penalty, penaltySummary(penalty.value) ?? undefined);
      if (deposit.interest)
        verify.add('Interest on security deposits', deposit.interest, deposit.interest.value.description);
      const rule = returnDeadline.value;
      const hasSenderAddress = linesOf(details.plaintiffAddress).length > 0;
      const forwarding = rule.letterServesAs.find((use) => use.role === 'forwarding-address');
      const businessDays = rule.businessDays === true && !/business day|weekends/i.test(rule.description);
      return {
        caseType,
        basis: depositDeadlineSentence(
          deposit,
          jurisdiction.name,
          formatUsd(details.amountCents),
          businessDays,
          law,
        ),
        returnDeadline: {
          ...cited(returnDeadline, asClause(rule.description), jurisdiction.asOf),
          // Said separately only when the description itself does not say so.
          businessDays,
        },
        returnDeadlinePassed: deposit.passed,
        letterServes: letterServesSentences(deposit, hasSenderAddress, law),
        clockSentence: clockSentence(deposit, hasSenderAddress, law),
        remedySentences: remedySentences(penalty, law),
        interestSentence: interestSentence(deposit, law),
        forwardingAddressMissing: forwarding !== undefined && !hasSenderAddress,
        noticeCitation: forwarding?.citation ?? null,
      };
    }
    case 'other':
    case 'unpaid-work':
    case 'vehicle-damage':
    case 'property-damage':
    case 'contract-breach':
    case 'landlord-dispute': {
      const agreementBased =
        caseType === 'other' && (details.agreementForm === 'written' || details.agreementForm === 'oral');
      return {
        caseType,
        agreementBased,
        basis: basisParagraph(
          caseType,
          agreementBased,
          jurisdiction.name,
          wording,
          jurisdiction.civilLaw,
          law,
          details.propertyInTheirCare === true,
        ),
      };
    }
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
  law: LetterLaw,
): Omit<AmountView, 'interestSentence' | 'interestFrom' | 'reservation'> {
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
  const refs: FactRef[] = [];
  if (legalBasis.caseType === 'security-deposit') {
    const { penalty, interest } = jurisdiction.securityDeposit;
    const summary = penaltySummary(penalty.value);
    // Only a remedy the table knows; the forfeiture alone is not an amount, so it is not listed here.
    if (summary && penalty.value.extra) {
      statutory.push({
        label: `the additional damages described in ${penalty.citation}`,
        description: tableCell(summary),
        citation: penalty.citation,
        certain: certainOn(penalty, jurisdiction.asOf),
      });
      refs.push({ key: 'securityDeposit.penalty', fact: penalty });
    }
    if (interest) {
      statutory.push({
        label: `the interest on the deposit that ${interest.citation} requires`,
        description: tableCell(asSentence(`Interest on the deposit: ${interest.value.description}`)),
        citation: interest.citation,
        certain: certainOn(interest, jurisdiction.asOf),
      });
      refs.push({ key: 'securityDeposit.interest', fact: interest });
    }
  }
  if (legalBasis.caseType === 'unpaid-work') {
    jurisdiction.freelancerLaws.forEach((f, i) => {
      statutory.push({
        label: freelancerLawView(f, i, law).reference,
        description: tableCell(f.value.remedy),
        citation: f.citation,
        certain: certainOn(f, jurisdiction.asOf),
      });
      refs.push({ key: `freelancerLaws[${i}]`, fact: f });
    });
  }
  // The letter names only the remedies verified in official text (ADR 040); the package's worksheet lists them all.
  const named = statutory.filter((s) => s.certain);
  const freelance = legalBasis.caseType === 'unpaid-work' && named.length > 0;
  const statutoryText = freelance
    ? `the remedies under ${joinWithAnd(named.map((s) => s.label))}, if ${named.length > 1 ? 'they apply' : 'it applies'}`
    : joinWithAnd(named.map((s) => s.label));
  const namedRefs = refs.filter((_r, i) => statutory[i]?.certain === true);
  const costs =
    (namedRefs.length > 0 &&
      law.say(
        namedRefs,
        `If I have to go to court, I may also ask for my court costs and for any additional amount the law allows, such as ${statutoryText}.`,
      )) ||
    law.general('general.court-costs', 'If I have to go to court, I may also ask for my court costs.');
  return {
    courtCostsSentence: costs,
    totalCents: amountCents,
    total: formatUsd(amountCents),
    principalLabel: PRINCIPAL_LABELS[caseType],
    items,
    statutory,
    hasStatutory: named.length > 0,
    statutoryText,
  };
}
