import type { CaseType } from '../../law/law-table.types';
import type { LetterViewModel } from './letter-view-model';
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
}

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
  const worksheet: SmallClaimsView['worksheet'] = [
    {
      item: `Principal: ${letter.amount.principalLabel}`,
      amount: letter.amount.total,
      note: 'The amount in your demand letter',
    },
    ...letter.amount.statutory.map((s) => ({
      item: `Possible statutory damages (${tableCell(s.citation)})`,
      amount: 'Not included',
      note: s.certain ? s.description : `May apply, check the current statute: ${s.description}`,
    })),
    {
      item: 'Court costs: filing fee',
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
  const evidenceExhibits = letter.enclosures.map((item, i) => ({ label: exhibitLabel(i), item }));
  return {
    ...letter,
    smallClaims: {
      recipientAddressInline: letter.recipient.addressLines.join(', '),
      evidenceExhibits,
      hasEvidenceExhibits: evidenceExhibits.length > 0,
      suggestedEvidence: SUGGESTED_EVIDENCE[letter.caseType],
      worksheet,
    },
  };
}
