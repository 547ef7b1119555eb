/** One field an event changed (GET /api/audit/cases/{id}/history → events[].changes). */
export interface CaseChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface CaseHistoryEvent {
  position: number;
  type: string;
  occurredAt: string;
  recordedAt: string;
  actor: { id: string; role: string } | null;
  summary: string;
  changes: CaseChange[];
}

export interface CaseDetailsAsOf {
  caseType?: string;
  state?: string;
  plaintiffName?: string;
  plaintiffEmail?: string;
  defendantName?: string;
  amountCents?: number;
  documentType?: string;
  [answer: string]: unknown;
}

/** The case as the rules saw it at an instant, once opened. */
export interface OpenedCaseAsOf {
  status: string;
  caseId: string;
  userId: string;
  title: string;
  details: CaseDetailsAsOf;
  openedAt: string;
  checkout: {
    paymentIntentId: string | null;
    amount: number;
    finalAmount: number;
    promoCode: string | null;
  } | null;
  payment: {
    paymentIntentId: string | null;
    amount: number;
    promoCode: string | null;
    paidAt: string;
  } | null;
  document: { revisionId: string; title: string; generatedAt: string } | null;
  coveredBy?: string;
  /** Every saved version, named; only the active one's text is sent (`activeText`). */
  revisions: { id: string; version: string }[];
  activeRevisionId: string | null;
  activeText: string | null;
  /** The documents after the first (ADR 180), each with its versions and its active text. */
  laterDocuments?: {
    documentId: string;
    kind: 'final_notice' | 'small_claims';
    title: string;
    draftedAt: string;
    activeRevisionId: string;
    revisions: { id: string; version: string }[];
    activeText: string | null;
  }[];
}

/** The case at an instant: status `none` before it was opened. */
export type CaseAsOf = { status: 'none' } | OpenedCaseAsOf;

export const isOpened = (state: CaseAsOf): state is OpenedCaseAsOf => state.status !== 'none';

/** The case's hash chain, recomputed by the server and checked against the latest signed audit anchor. */
export interface ChainIntegrity {
  verified: boolean;
  /** Why it does not verify (the broken link), or null. */
  reason: string | null;
  /** When the anchor it was checked against was made; null before the first anchor. */
  anchoredAt: string | null;
}

export interface CaseHistory {
  caseId: string;
  asOf: string | null;
  events: CaseHistoryEvent[];
  state: CaseAsOf;
  /** Absent from servers older than the audit anchors (issue 26). */
  integrity?: ChainIntegrity;
}

export interface AuditCaseSummary {
  id: string;
  userId: string;
  title: string;
  status: string;
  caseType: string;
  state: string;
  amount: string;
  documentType: string;
  createdAt: string;
  updatedAt: string;
  matchedBy: ('account' | 'claimantEmail')[];
}

export interface CasesByEmail {
  email: string;
  account: { id: string; email: string; name: string; role: string; createdAt: string } | null;
  cases: AuditCaseSummary[];
  truncated: boolean;
}

export interface AuditLookup {
  id: string;
  lookedUpAt: string;
  by: { id: string; role: string; email: string | null; name: string | null };
  kind: 'case' | 'email';
  caseId: string | null;
  email: string | null;
  asOf: string | null;
  found: boolean;
  caseCount: number;
}

export interface AuditLookupsPage {
  items: AuditLookup[];
  total: number;
  page: number;
  pageSize: number;
}
