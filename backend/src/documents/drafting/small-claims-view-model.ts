import { formatUsd, getJurisdiction } from '../../law/law-table';
import type { CaseType, StateCode } from '../../law/law-table.types';
import { filingFor, type FilingView } from './court-forms';
import { VerifyList } from './letter-law-views';
import type { LetterViewModel } from './letter-view-model';
import { prejudgmentInterest, type InterestView } from './prejudgment-interest';
import { tableCell } from './text';

/** What the small-claims package adds to the letter's view model. */
export interface SmallClaimsView {
  recipientAddressInline: string;
  /** The claimant's own evidence, numbered from Exhibit B (Exhibit A is the demand letter). */
  evidenceExhibits: Array<{ label: string; item: string }>;
  hasEvidenceExhibits: boolean;
  /** Evidence commonly useful for this case type, offered as suggestions. */
  suggestedEvidence: string[];
  worksheet: Array<{ item: string; amount: string; note: string }>;
  /** The official forms and the field-by-field worksheet (ten states), or what to ask the clerk for. */
  filing: FilingView & { worksheetRows: Array<{ field: string; value: string }> };
  /** Optional prejudgment interest (only when the claimant asked for it and the state has a rule we know). */
  interest: InterestView | null;
  wantsInterest: boolean;
}

/** What the claim is about, in the words a claim form's "why the defendant owes you" box needs. */
const CLAIM_SUMMARY: Record<CaseType, (defendant: string) => string> = {
  'security-deposit': (d) => `${d} did not return my security deposit after my tenancy ended`,
  'unpaid-work': (d) => `${d} has not paid for work I did at its request`,
  'vehicle-damage': (d) => `${d} damaged my vehicle and has not paid for the repair`,
  'property-damage': (d) => `${d} damaged my property and has not paid for the repair or replacement`,
  'contract-breach': (d) => `${d} did not keep our agreement, and I lost money as a result`,
  'landlord-dispute': (d) => `${d} owes me money under our rental agreement`,
  other: (d) => `${d} owes me money and has not paid`,
};

export type SmallClaimsViewModel = LetterViewModel & { smallClaims: SmallClaimsView };

const SUGGESTED_EVIDENCE: Record<CaseType, string[]> = {
  'unpaid-work': [
    'Your contract, quote or written agreement, or the messages in which the work and the price were agreed',
    'The invoices you sent and any payment reminders',
    'Proof the work was delivered or done: files, photos, delivery confirmations or approvals',
    'Messages with the other side about payment',
  ],
  'security-deposit': [
    'The lease or rental agreement',
    'Proof you paid the deposit: a receipt, bank statement or cancelled check',
    'The move-in and move-out checklists or inspection reports',
    'Dated photos or video of the home when you moved in and when you moved out',
    'Proof of your forwarding address and the date you gave it to the landlord',
    'Any itemized list of deductions the landlord sent you',
  ],
  'landlord-dispute': [
    'The lease or rental agreement',
    'Rent receipts or bank records',
    'Photos of the problem',
    'Repair requests, and any inspection or code-enforcement reports',
    'Letters, e-mails and texts with the other side',
  ],
  'vehicle-damage': [
    'Photos of the damage and of the place where it happened',
    'Two written repair estimates from different shops, or the paid repair invoice',
    'The police or accident report, if there is one',
    'Letters or e-mails with any insurance company',
    'Names and contact details of witnesses',
  ],
  'property-damage': [
    'Photos of the damage',
    'Two written repair or replacement estimates, or the paid invoice',
    'Receipts or other proof of what the property was worth',
    'Messages with the other side about the damage',
    'Names and contact details of witnesses',
  ],
  'contract-breach': [
    'The contract, or the messages that show what was agreed',
    'Receipts, invoices and proof of what you paid',
    'Messages about the problem',
    'Photos or documents that show what went wrong',
    'Estimates or receipts for putting it right',
  ],
  other: [
    'Any written agreement, receipts or invoices',
    'Messages with the other side',
    'Photos or documents that support your claim',
    'Names and contact details of witnesses',
  ],
};

/** 0 → "B", 24 → "Z", 25 → "AA": Exhibit A is always the demand letter. */
function exhibitLabel(index: number): string {
  let n = index + 1;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

export function buildSmallClaimsViewModel(letter: LetterViewModel): SmallClaimsViewModel {
  const items = letter.amount.items;
  // Asked for by the claimant, or by the letter itself at a confirmed rate (issue 43 point 3).
  const wantsInterest = letter.claimInterest || letter.amount.interestSentence !== null;
  // The court practice in force on the letter's date (forms, service, caps, interest).
  const jurisdiction = getJurisdiction(letter.stateCode as StateCode, letter.date.iso);
  const interest = wantsInterest
    ? prejudgmentInterest({
        jurisdiction,
        caseType: letter.caseType,
        agreement: letter.agreementForm,
        amountCents: letter.amount.totalCents,
        // From the day the letter's own ask runs (a payment's due date, a deposit's), else the incident.
        fromIso: letter.amount.interestFrom?.iso ?? letter.incidentDate.iso,
        fromLong: letter.amount.interestFrom?.long ?? letter.incidentDate.long,
        toIso: letter.date.iso,
      })
    : null;
  const worksheet: SmallClaimsView['worksheet'] = [
    ...items.map((line) => ({
      item: items.length > 1 ? line.label : `Principal: ${line.label}`,
      amount: line.amount,
      note: 'In your demand letter',
    })),
    ...letter.amount.statutory.map((s) => ({
      item: `Possible statutory damages (${tableCell(s.citation)})`,
      amount: 'Not included',
      note: s.certain ? s.description : `Not confirmed: ask the clerk. ${s.description}`,
    })),
    {
      item: letter.court.filingFee.court
        ? `Court costs: filing fee (the ${letter.court.filingFee.court}'s; fees differ by court)`
        : 'Court costs: filing fee',
      amount: letter.court.filingFee.range,
      note: 'Often added to the judgment if you win; ask the judge',
    },
    {
      item: 'Court costs: serving the defendant',
      amount: 'Varies',
      note: 'Ask the clerk or the sheriff for the fee',
    },
    {
      item: 'Total you are claiming now',
      amount: letter.amount.total,
      note: 'Court costs are added only if the judge awards them',
    },
  ];
  if (interest) {
    worksheet.push({
      item: `Prejudgment interest, optional (${tableCell(interest.citation)})`,
      amount: interest.computed ? interest.computed.amount : 'Ask the clerk',
      note: interest.computed
        ? `${interest.computed.percent}% a year simple interest on ${letter.amount.total} for ${interest.computed.days} days, from ${interest.computed.from} to ${letter.date.long}; it keeps growing until judgment. The judge decides whether to award it and from when${interest.certain ? '' : '. This rate is not confirmed: ask the clerk'}`
        : `${tableCell(interest.description)}. ${interest.noFigureBecause ?? ''}. The judge decides whether to award it and from when`,
    });
    if (interest.computed) {
      worksheet.push({
        item: 'Total with interest to date',
        amount: formatUsd(letter.amount.totalCents + interest.computed.amountCents),
        note: 'Only if you ask for interest; check that it stays within the small-claims limit',
      });
    }
  }
  const calculation =
    items.length > 1
      ? `${items.map((i) => `${i.label} ${i.amount}`).join(' + ')} = ${letter.amount.total}`
      : `${items[0]?.label ?? 'Amount owed'}: ${letter.amount.total}`;
  const filing = filingFor(jurisdiction, {
    plaintiff: letter.sender.name,
    plaintiffAddress: letter.sender.addressLines.join(', '),
    plaintiffContact: [letter.sender.phone, letter.sender.email].filter((x): x is string => !!x).join(', '),
    defendant: letter.recipient.name,
    defendantAddress: letter.recipient.addressLines.join(', '),
    amount: letter.amount.total,
    incidentDate: letter.incidentDate.long,
    claim: CLAIM_SUMMARY[letter.caseType](letter.recipient.name),
    calculation,
    letterDate: letter.date.long,
    over2500: letter.amount.totalCents > 250_000,
  });
  const evidenceExhibits = letter.enclosures.map((item, i) => ({ label: exhibitLabel(i), item }));
  // The package relies on the court's practice too: the notes list it, verified or not confirmed (ADR 046).
  const verify = new VerifyList(letter.date.iso, [...letter.confirmed, ...letter.verify]);
  const sc = jurisdiction.smallClaims;
  if (sc.forms) verify.add('Court forms', sc.forms);
  if (sc.service) verify.add('How the defendant is served', sc.service);
  if (sc.filingCaps) verify.add('Limits on how many claims you may file', sc.filingCaps);
  if (interest && jurisdiction.prejudgmentInterest)
    verify.add('Prejudgment interest', jurisdiction.prejudgmentInterest, interest.description);
  return {
    ...letter,
    verify: verify.list(),
    hasVerify: verify.list().length > 0,
    confirmed: verify.confirmed(),
    hasConfirmed: verify.confirmed().length > 0,
    hasPublishedText: verify.confirmed().some((i) => i.how !== null),
    smallClaims: {
      recipientAddressInline: letter.recipient.addressLines.join(', '),
      evidenceExhibits,
      hasEvidenceExhibits: evidenceExhibits.length > 0,
      suggestedEvidence: SUGGESTED_EVIDENCE[letter.caseType],
      worksheet,
      filing: {
        ...filing,
        worksheetRows: filing.worksheet.map((row) => ({
          field: tableCell(row.field),
          value: tableCell(row.value),
        })),
      },
      interest,
      wantsInterest,
    },
  };
}
