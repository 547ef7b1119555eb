import { CASE_TYPE_LABELS, claimantKindOf, type CaseDetails } from '../../claim/case.types';
import {
  addYears,
  decideClaimLaw,
  formatUsd,
  isStateCode,
  limitationPeriodFor,
  type ClaimLaw,
} from '../../law/law-table';
import {
  LAW_TABLE_VERSION,
  LAW_REVIEWED_ON,
  type CaseType,
  type Jurisdiction,
  type LimitationPeriods,
} from '../../law/law-table.types';
import { addDays, assertIsoDate, formatLongDate, onOrNextBusinessDay } from '../../law/calendar';
import { JURISDICTIONS } from '../../law/jurisdictions';
import { noticeExtra } from './consumer-notices';
import { depositPrivateNotes } from './deposit-wording';
import {
  agreementPhrase,
  basisWording,
  courtShortName,
  deadlineExtendedBy,
  enclosuresOf,
  paymentLine,
} from './letter-wording';
import type {
  BuildLetterInput,
  LetterViewModel,
  LimitationView,
  NoticeRuleView,
} from './letter-view-model.types';
import {
  buildAmount,
  buildCourt,
  buildLegalBasis,
  certainOn,
  freelancerLawView,
  VerifyList,
} from './letter-law-views';
import { LetterLaw, noticeSentence } from './letter-law';
import { depositReservation, interestAsk, remedyReservation } from './letter-force';
import { buildTemplateFacts, factAnswersOf } from './statement-of-facts';
import { asClause, linesOf, oneLine, safeLine } from './text';

/**
 * Everything a demand letter (and the letter inside a small-claims package) shows, computed once from the answers
 * and the law table. Templates only arrange these values; every legal statement carries its citation and whether
 * the fact is certain (verified in official text within 12 months of the letter's date, ADR 040): the letter states
 * only certain facts as law, and the notes mark the others "not confirmed: ask the clerk".
 */

/**
 * Printed on the first page of every document (Tex. Gov't Code §81.101(c) asks that the "not a substitute for the
 * advice of an attorney" statement be clear and conspicuous). The date the law table was reviewed follows it.
 */
export const DISCLAIMER =
  'SueGo is not a law firm and does not give legal advice. This document is not a substitute for the advice of an attorney. Using SueGo does not create an attorney-client relationship. It was prepared from your answers; review it carefully before you send or file it.';

export type {
  AmountView,
  BuildLetterInput,
  CitedFact,
  CourtView,
  FreelancerLawView,
  LegalBasisView,
  LetterViewModel,
  LimitationView,
  NoticeRuleView,
  VerifyItem,
} from './letter-view-model.types';

const SUBJECTS: Record<CaseType, string> = {
  'security-deposit': 'Demand for Return of Security Deposit',
  'unpaid-work': 'Demand for Payment — Unpaid Invoice/Work',
  'vehicle-damage': 'Demand for Payment — Vehicle Damage',
  'property-damage': 'Demand for Payment — Property Damage',
  'contract-breach': 'Demand for Payment — Breach of Contract',
  'landlord-dispute': 'Demand for Payment — Rental Dispute',
  other: 'Demand for Payment',
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
  const total = formatUsd(details.amountCents);
  if (details.mailingDate !== undefined) assertIsoDate(details.mailingDate, 'details.mailingDate');
  // The letter is dated the day it is mailed when the claimant gave a later mailing date.
  const letterDate =
    details.mailingDate !== undefined && details.mailingDate > today ? details.mailingDate : today;
  const claimant = claimantKindOf(details);
  // The one decision about the law for this claim, also behind the on-screen eligibility notices (law/claim-law.ts):
  // the law in force on the letter's date; limitation periods are chosen by the incident date (buildLimitation).
  const law = decideClaimLaw(
    {
      state,
      caseType,
      amountCents: details.amountCents,
      claimant,
      incidentDate: details.incidentDate,
      agreementForm: details.agreementForm,
      defendantKind: details.defendantKind,
      consumerTransaction: details.consumerTransaction,
      deceptiveActs: details.deceptiveActs,
      defendantAddress: details.defendantAddress,
      responseDays: details.responseDays,
      forwardingAddressOn:
        details.forwardingAddressGiven === true ? details.forwardingAddressDate : undefined,
    },
    letterDate,
  );
  const jurisdiction = law.jurisdiction;
  const verify = new VerifyList(letterDate);
  // Every sentence of the letter that states law is produced through this (issue 42 point 5, ADR 217).
  // A commercial lease: the table's deposit statutes govern homes, so the letter states none of them (ADR 227).
  const letterLaw = new LetterLaw(
    state,
    letterDate,
    details.tenancyKind === 'commercial' ? ['securityDeposit.'] : [],
  );

  const senderName = safeLine(details.plaintiffName);
  const recipientName = safeLine(details.defendantName);
  const senderAddress = linesOf(details.plaintiffAddress);
  const recipientAddress = linesOf(details.defendantAddress);
  const phone = oneLine(details.plaintiffPhone);
  const email = oneLine(details.plaintiffEmail);

  const notices = law.notices.map((notice): NoticeRuleView => {
    const { rule, decision } = notice;
    verify.add(rule.value.name, rule);
    const inLetter = decision.place === 'letter';
    const certain = certainOn(rule, letterDate);
    const extra = inLetter ? noticeExtra(notice, details.amountCents) : null;
    return {
      id: rule.value.id,
      name: rule.value.name,
      citation: rule.citation,
      sourceUrl: rule.sourceUrl,
      certain,
      noticeDays: rule.value.noticeDays,
      noticeUnit: rule.value.businessDays ? 'business days' : 'days',
      requirement: rule.value.requirement,
      condition: rule.value.condition ?? null,
      delivery: rule.value.delivery ?? null,
      conditional: notice.conditional,
      inLetter,
      // The claimant's own complaint under the rule (the act and the relief asked), not a statement of the law.
      extra,
      fromReceipt: notice.transitDays > 0,
      notesWhy: decision.place === 'notes' ? decision.why : null,
      letterSentence: inLetter ? noticeSentence(letterLaw, notice, certain, extra) : null,
    };
  });
  const inLetterNotices = notices.filter((n) => n.inLetter);

  // The period asked for (the claimant's choice, else 14 days for a liquidated sum and 30 otherwise), or longer when a
  // notice in the letter or the deposit clock needs it (with mail transit from receipt).
  const { days, transitDays, drivers } = law.response;
  // At least `days` days: a deadline on a weekend or federal holiday moves to the next business day.
  const due = onOrNextBusinessDay(addDays(letterDate, days));
  const deadlineIso = due.date;
  // Which rules behind a longer deadline are confirmed: only those are named as requiring it (ADR 040, ADR 217).
  const extendedBy = deadlineExtendedBy(drivers, transitDays, letterLaw, (d) => {
    if (d.kind === 'deposit')
      return law.deposit ? { key: 'securityDeposit.returnDeadline', fact: law.deposit.rule } : null;
    const n = law.notices.find((x) => x.rule.citation === d.citation);
    return n ? { key: `preSuitDemands.${n.rule.value.id}`, fact: n.rule } : null;
  });

  const wording = basisWording(jurisdiction.civilLaw, jurisdiction.name);
  const basisWords = { ...wording, agreement: agreementPhrase(caseType, details.agreementForm) };
  const limitation = buildLimitation(
    jurisdiction,
    details,
    today,
    deadlineIso,
    verify,
    wording.limitationTerm,
  );
  const court = buildCourt(
    jurisdiction,
    caseType,
    details.amountCents,
    claimant,
    verify,
    letterLaw,
    recipientAddress,
  );
  const legalBasis = buildLegalBasis(
    jurisdiction,
    caseType,
    details,
    law.deposit,
    verify,
    letterLaw,
    basisWords,
  );
  const freelancerLaws =
    caseType === 'unpaid-work'
      ? jurisdiction.freelancerLaws.map((freelancerLaw, i) => {
          verify.add(freelancerLaw.value.name, freelancerLaw);
          return freelancerLawView(freelancerLaw, i, letterLaw);
        })
      : [];
  const interest = interestAsk({
    law: letterLaw,
    jurisdiction,
    caseType,
    agreement: details.agreementForm,
    claimant,
    incidentIso: details.incidentDate,
    paymentDueIso: details.paymentDueDate,
    depositLate:
      law.deposit?.passed && law.deposit.dueOn
        ? {
            from: law.deposit.dueOn,
            ref: { key: 'securityDeposit.returnDeadline', fact: law.deposit.rule },
          }
        : null,
  });
  const amount = {
    ...buildAmount(jurisdiction, details, legalBasis, letterLaw),
    interestSentence: interest?.sentence ?? null,
    interestFrom: interest ? { iso: interest.from, long: formatLongDate(interest.from) } : null,
    reservation:
      legalBasis.caseType === 'security-deposit'
        ? depositReservation(
            letterLaw,
            jurisdiction.name,
            legalBasis.remedySentences.length > 0,
            details.tenancyKind === 'residential',
          )
        : remedyReservation(letterLaw, law),
  };

  if (law.representation) verify.add('Who may appear for a business', law.representation.fact);

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
    lawReviewedOn: formatLongDate(LAW_REVIEWED_ON),
    incidentDate: { iso: details.incidentDate, long: formatLongDate(details.incidentDate) },
    certifiedMail: details.certifiedMail === true,
    claimInterest: details.claimInterest === true,
    agreementForm: details.agreementForm,
    mailingDate: details.mailingDate ? formatLongDate(details.mailingDate) : null,
    wording: basisWords,
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
      incidentIso: details.incidentDate,
      disputeDescription: details.disputeDescription,
      attemptedResolution: details.attemptedResolution,
      answers: factAnswersOf(details),
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
    lawStatements: letterLaw.statements(),
    demandVerb: caseType === 'security-deposit' ? 'return' : 'pay',
    payment,
    enclosures,
    hasEnclosures: enclosures.length > 0,
    deliveryRequirements,
    verify: verify.list(),
    hasVerify: verify.list().length > 0,
    confirmed: verify.confirmed(),
    hasConfirmed: verify.confirmed().length > 0,
    hasPublishedText: verify.confirmed().some((i) => i.how !== null),
    disclaimer: DISCLAIMER,
    ...privateNotesOf(law, details, senderAddress.length > 0),
  };
}

/** What only the claimant reads: the deposit clock, who appears for a business, an address in another state. */
function privateNotesOf(
  law: ClaimLaw,
  details: CaseDetails,
  hasSenderAddress: boolean,
): Pick<
  LetterViewModel,
  'privateNotes' | 'hasPrivateNotes' | 'depositNotes' | 'representation' | 'defendantElsewhere'
> {
  const name = law.jurisdiction.name;
  const depositNotes = law.deposit ? depositPrivateNotes(law.deposit, name, hasSenderAddress) : [];
  const notes = [...depositNotes];
  const rep = law.representation;
  const representation = rep
    ? { text: asClause(rep.fact.value.business), citation: rep.fact.citation, warning: rep.warning }
    : null;
  if (representation?.warning) {
    notes.push(
      `${representation.warning} Who appears for a business: ${representation.text} (${representation.citation}).`,
    );
  }
  const defendantElsewhere = law.defendantState
    ? `${safeLine(details.defendantName)}'s address is in ${JURISDICTIONS[law.defendantState].name}, not ${name}. A small-claims court in ${name} can usually hear the claim only if the other side lives, works or does business in its area, or the events happened there; otherwise you may have to file in ${JURISDICTIONS[law.defendantState].name}, where the limits and rules differ. Ask the clerk before you file.`
    : null;
  if (defendantElsewhere) notes.push(defendantElsewhere);
  return {
    privateNotes: notes,
    hasPrivateNotes: notes.length > 0,
    depositNotes,
    representation,
    defendantElsewhere,
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
    details.agreementForm === 'written' || details.agreementForm === 'oral'
      ? details.agreementForm
      : undefined;
  const { basis, fact } = limitationPeriodFor(jurisdiction.code, details.caseType, {
    incidentDate,
    ...(agreement ? { agreement } : {}),
  });
  verify.add('Limitation period (deadline to sue)', fact, `${fact.value} year${fact.value === 1 ? '' : 's'}`);
  const endsOnIso = addYears(incidentDate, fact.value);
  return {
    years: fact.value,
    yearsText: `${fact.value} year${fact.value === 1 ? '' : 's'}`,
    basisLabel: LIMITATION_LABELS[basis],
    citation: fact.citation,
    sourceUrl: fact.sourceUrl,
    certain: certainOn(fact, jurisdiction.asOf),
    endsOn: formatLongDate(endsOnIso),
    endsOnIso,
    mayHaveExpired: endsOnIso <= today,
    term,
    endsBeforeDeadline: endsOnIso > today && endsOnIso <= deadlineIso,
  };
}
