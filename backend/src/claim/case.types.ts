/** The case vocabulary shared by the decider, the API and the read model (spec §3). */
import {
  CASE_TYPES,
  CLAIMANT_KINDS,
  DOCUMENT_TYPES,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
  type DeceptiveAct,
  type ResponseDayChoice,
} from './claim.types';

export { CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, type CaseType, type ClaimantKind, type DocumentType };

/** Status values the product shows (spec §4); `paid` is shown as "Processing". */
export type CaseStatus = 'draft' | 'pending' | 'paid' | 'subscription' | 'under_review' | 'completed';

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  'unpaid-work': 'Unpaid Work',
  'landlord-dispute': 'Landlord Dispute',
  'vehicle-damage': 'Vehicle Damage',
  'property-damage': 'Property Damage',
  'contract-breach': 'Breach of Contract',
  'security-deposit': 'Security Deposit',
  other: 'Other Dispute',
};

/** The questionnaire answers (spec §3 formData). Amounts are integer cents inside the domain. */
export interface CaseDetails {
  caseType: CaseType;
  state: string;
  plaintiffName: string;
  plaintiffEmail: string;
  plaintiffAddress: string;
  plaintiffPhone: string;
  defendantName: string;
  defendantAddress: string;
  disputeDescription: string;
  amountCents: number;
  /** YYYY-MM-DD */
  incidentDate: string;
  attemptedResolution: string;
  evidenceDescription: string;
  documentType: DocumentType;
  agreedToTerms: true;
  /**
   * Whether the claimant is a person or a business (questionnaire step 1): it sets the small-claims limit (CA $6,250
   * and WA $5,000 for businesses) and the court (NY businesses file in Commercial Claims). Absent on cases opened
   * before the question existed, which are read as `individual`.
   */
  claimantKind?: ClaimantKind;
  // Answers added for issue 12. Optional: cases opened before them lack them, and "not said" is always the
  // careful reading (no consumer notice, no certified-mail line, the shorter oral-contract period).
  /** Was the agreement written (an e-mail or a text counts), oral, or was there none (damage cases)? */
  agreementForm?: AgreementForm;
  /** Is the other side a person or a business? */
  defendantKind?: 'individual' | 'business';
  /** Did the claimant buy goods or services from them for personal, family or household use? */
  consumerTransaction?: boolean;
  /** The deceptive acts the claimant says happened (consumer-statute notices need at least one). */
  deceptiveActs?: DeceptiveAct[];
  /** The claimant will send the letter by certified mail, return receipt requested. */
  certifiedMail?: boolean;
  /** YYYY-MM-DD the claimant plans to mail the letter (receipt-based periods count from delivery). */
  mailingDate?: string;
  /** What the claimant encloses, one item each, in order (never split at commas). */
  enclosures?: string[];
  /** The amount claimed, itemised; the items add up to amountCents. */
  damageItems?: DamageItem[];
  /** Ask for prejudgment interest at the state's rate in the small-claims package. */
  claimInterest?: boolean;
  // Answers added for issue 43: each optional ("not said"), asked only where the case type needs it.
  /** The letter's response period chosen at step 6; absent: 14 days for a liquidated sum, else 30. */
  responseDays?: ResponseDayChoice;
  /** Deposits and rental disputes: a home (residential) or a business (commercial) tenancy. */
  tenancyKind?: TenancyKind;
  /** Deposits: the tenant gave the landlord a forwarding address in writing before this letter. */
  forwardingAddressGiven?: boolean;
  /** YYYY-MM-DD the forwarding address was given in writing (only with `forwardingAddressGiven`). */
  forwardingAddressDate?: string;
  /** Deposits: whether the landlord sent a written, itemized statement of deductions. */
  itemizedStatementReceived?: boolean;
  /** Unpaid work: YYYY-MM-DD payment was due under the agreement (never taken from the incident date). */
  paymentDueDate?: string;
  /** Damage: the other side admitted fault (in words or in writing). */
  faultAdmitted?: boolean;
  /** Damage: a police report was made. */
  policeReport?: boolean;
  /**
   * The other side had the claimant's property in its care when it was damaged (a valet, a repair shop, a mover): the
   * damage letter then relies on bailment as well as negligence (ADR 227). Absent when not said.
   */
  propertyInTheirCare?: boolean;
}

export const TENANCY_KINDS = ['residential', 'commercial'] as const;
export type TenancyKind = (typeof TENANCY_KINDS)[number];

export const AGREEMENT_FORMS = ['written', 'oral', 'none'] as const;
export type AgreementForm = (typeof AGREEMENT_FORMS)[number];

export interface DamageItem {
  description: string;
  amountCents: number;
}

/** The claimant kind of a case, `individual` for cases opened before it was asked. */
export const claimantKindOf = (details: Pick<CaseDetails, 'claimantKind'>): ClaimantKind =>
  details.claimantKind ?? 'individual';

/** "1234.5" | "1,234.50" → 123450; null when not a money amount. At most two decimals. */
export function parseAmountToCents(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 123450 → "1234.50" (the wire format of spec §3: a string with two decimals). */
export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
