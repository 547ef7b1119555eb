import type { CaseType, ClaimantKind, DocumentType } from '@/lib/cases';

export interface EligibilityInput {
  state: string;
  /** two decimals, e.g. "2500.00" */
  amount: string;
  documentType: DocumentType;
  caseType: CaseType;
  /** YYYY-MM-DD */
  incidentDate?: string;
  /** sent only for a business: the server reads a missing value as "individual" */
  claimantKind?: ClaimantKind;
  // The letter's answers, each only once given: the server warns about exactly what the letter will do with them.
  agreementForm?: 'written' | 'oral' | 'none';
  defendantKind?: 'individual' | 'business';
  consumerTransaction?: boolean;
  deceptiveActs?: string[];
  defendantAddress?: string;
  /** deposits: the day a forwarding address was given in writing */
  forwardingAddressDate?: string;
}

/** Query keys of the state-law feature (jurisdictions and eligibility checks). */
export const lawKeys = {
  jurisdictions: ['/api/jurisdictions'] as const,
  eligibility: (input: EligibilityInput) => ['/api/eligibility', input] as const,
};
