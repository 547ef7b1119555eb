/** The case vocabulary shared by the decider, the API and the read model (spec §3). */
import { CASE_TYPES, CLAIMANT_KINDS, type CaseType, type ClaimantKind, type DocumentType } from '../law/law-table.types';

/** The seven case types, two document types and claimant kinds are defined once, with the law table that keys rules on them. */
export { CASE_TYPES, CLAIMANT_KINDS, type CaseType, type ClaimantKind, type DocumentType };
export const DOCUMENT_TYPES: readonly DocumentType[] = ['demand_letter', 'small_claims'];

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
}

/** The claimant kind of a case, `individual` for cases opened before it was asked. */
export const claimantKindOf = (details: Pick<CaseDetails, 'claimantKind'>): ClaimantKind =>
  details.claimantKind ?? 'individual';

/** "1234.5" | "1,234.50" → 123450; null when not a money amount. At most two decimals. */
export function parseAmountToCents(input: string | number): number | null {
  const text = String(input).trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 123450 → "1234.50" (the wire format of spec §3: a string with two decimals). */
export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
