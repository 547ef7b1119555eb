/**
 * The case vocabulary shared by the questionnaire, My Documents and case review (spec §3, §4).
 * Kept outside the features so none of them has to import another.
 */

export const CASE_TYPES = [
  'unpaid-work',
  'landlord-dispute',
  'vehicle-damage',
  'property-damage',
  'contract-breach',
  'security-deposit',
  'other',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  'unpaid-work': 'Unpaid Work',
  'landlord-dispute': 'Landlord Dispute',
  'vehicle-damage': 'Vehicle Damage',
  'property-damage': 'Property Damage',
  'contract-breach': 'Breach of Contract',
  'security-deposit': 'Security Deposit',
  other: 'Other Dispute',
};

export function isCaseType(value: unknown): value is CaseType {
  return typeof value === 'string' && (CASE_TYPES as readonly string[]).includes(value);
}

/** The label of a case type; an unknown value from the server is shown as it is. */
export function caseTypeLabel(value: string | null | undefined): string {
  if (!value) return 'Case';
  return isCaseType(value) ? CASE_TYPE_LABELS[value] : value;
}

export const DOCUMENT_TYPES = ['demand_letter', 'small_claims'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Who is making the claim: a person, or a business or other organisation (sets the small-claims limit and court). */
export const CLAIMANT_KINDS = ['individual', 'business'] as const;
export type ClaimantKind = (typeof CLAIMANT_KINDS)[number];

export function isClaimantKind(value: unknown): value is ClaimantKind {
  return typeof value === 'string' && (CLAIMANT_KINDS as readonly string[]).includes(value);
}

/** Status values the product shows (spec §4). */
export type CaseStatus = 'draft' | 'pending' | 'paid' | 'subscription' | 'under_review' | 'completed';

/** The questionnaire answers as the server stores them (spec §3 formData). */
export interface CaseFormData {
  caseType: CaseType;
  state: string;
  plaintiffName: string;
  plaintiffEmail: string;
  plaintiffAddress: string;
  plaintiffPhone: string;
  defendantName: string;
  defendantAddress: string;
  disputeDescription: string;
  /** the amount as the user typed it (without separators), e.g. "2500.00" or "2500" */
  amountClaimed: string;
  /** YYYY-MM-DD */
  incidentDate: string;
  attemptedResolution: string;
  evidenceDescription: string;
  documentType: DocumentType;
  agreedToTerms: boolean;
  /** absent on cases created before the question was asked: read as "individual" */
  claimantKind?: ClaimantKind;
  /** Issue 12 answers, absent when not given. */
  defendantKind?: 'individual' | 'business';
  consumerTransaction?: boolean;
  deceptiveActs?: string[];
  agreementForm?: 'written' | 'oral' | 'none';
  enclosures?: string[];
  certifiedMail?: boolean;
  mailingDate?: string;
  claimInterest?: boolean;
  damageItems?: Array<{ description: string; amount: string }>;
  /** Issue 43 answers, absent when not given. */
  responseDays?: 10 | 14 | 21 | 30;
  tenancyKind?: 'residential' | 'commercial';
  forwardingAddressGiven?: boolean;
  forwardingAddressDate?: string;
  itemizedStatementReceived?: boolean;
  paymentDueDate?: string;
  faultAdmitted?: boolean;
  policeReport?: boolean;
}

/** A case as GET /api/cases/{id} answers it. */
export interface Case {
  id: string;
  userId: string;
  caseType: string;
  title: string | null;
  /** a CaseStatus; typed loosely so a status added on the server still renders */
  status: string;
  /** tolerant: older cases may lack answers */
  formData: Partial<CaseFormData> | null;
  /** decimal with two places, e.g. "2500.00" */
  amount: string | null;
  state: string | null;
  documentType: string | null;
  documentUrl: string | null;
  documentContent: string | null;
  documentTitle: string | null;
  generatedDocument: string | null;
  reviewNotes: string | null;
  complexityScore: string | null;
  /** why the complexity rule scored the case so (absent on older servers) */
  complexityReasons?: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A case as a My Documents card shows it (GET /api/cases/my-documents): the document's first 300 characters
 * instead of its text, and only the answers the card shows.
 */
export interface CaseSummary extends Pick<
  Case,
  | 'id'
  | 'userId'
  | 'caseType'
  | 'title'
  | 'status'
  | 'amount'
  | 'state'
  | 'documentType'
  | 'documentUrl'
  | 'documentTitle'
  | 'createdAt'
  | 'updatedAt'
> {
  formData: Partial<
    Pick<
      CaseFormData,
      'caseType' | 'state' | 'amountClaimed' | 'plaintiffName' | 'defendantName' | 'disputeDescription'
    >
  > | null;
  /** the first 300 characters of the document, null before there is one */
  documentPreview: string | null;
  /** characters in the whole document */
  documentLength: number;
  /** The case's documents after the first (ADR 180): a final notice, the package filed from the case. */
  laterDocuments?: { id: string; kind: 'final_notice' | 'small_claims'; title: string; version: string }[];
}

/** One page of GET /api/cases/my-documents. */
export interface MyDocumentsPage {
  cases: CaseSummary[];
  page: number;
  pageSize: number;
  /** all of the user's cases */
  total: number;
}

/** Body of POST /api/cases. */
export interface CreateCaseInput {
  caseType: CaseType;
  state: string;
  formData: CaseFormData;
  /** two decimals, e.g. "2500.00" */
  amount: string;
}

/** Body of PATCH /api/cases/{id} (details revision before payment). */
export interface UpdateCaseInput {
  formData: CaseFormData;
  amount: string;
}

export interface CreateCaseResult {
  id: string;
  /** a CaseStatus */
  status: string;
}

// ── Money ────────────────────────────────────────────────────────────────────────────────────────────────

/** SueGo's ceiling for a claim (spec §1, DESIGN §8): $10,000.00. */
export const MAX_CLAIM_CENTS = 1_000_000;

/**
 * "2500" | "2,500.5" | " 2500.00 " → cents; null when it is not an amount with at most two decimals.
 * A stray dollar sign is tolerated because people type one out of habit.
 */
export function parseAmountToCents(input: string): number | null {
  const text = input.trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 250000 → "2500.00" (the wire format: a string with two decimals). */
export function centsToAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "2500.00" → "$2,500.00"; anything that is not an amount is shown as given. */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '—';
  const cents = parseAmountToCents(amount);
  return cents === null ? amount : usd.format(cents / 100);
}

// ── Dates ────────────────────────────────────────────────────────────────────────────────────────────────

/** Today's date in the user's time zone as YYYY-MM-DD (what a date input's max expects). */
export function todayIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-14" → "March 14, 2026" (no time-zone shift); other text is shown as given. */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (!isIsoDate(value)) return value;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}
