import type { CaseDetails, CaseStatus } from '../claim/case.types';

/**
 * Events of the `case-{id}` stream: the public contract of the case aggregate. Type strings never change;
 * a new shape gets an upcaster (DESIGN.md §4).
 */
export type CaseOpened = {
  type: 'CaseOpened';
  data: {
    caseId: string;
    userId: string;
    title: string;
    status: Extract<CaseStatus, 'pending'>;
    details: CaseDetails;
    openedAt: string;
  };
};

export type CaseDetailsRevised = {
  type: 'CaseDetailsRevised';
  data: {
    caseId: string;
    title: string;
    details: CaseDetails;
    revisedAt: string;
  };
};

/**
 * The claimant was given a way to pay: a payment intent at the provider (null for a checkout a promo made free).
 * `amount` is the catalog price, `finalAmount` what is charged after the promo; both in cents.
 */
export type CheckoutStarted = {
  type: 'CheckoutStarted';
  data: {
    caseId: string;
    paymentIntentId: string | null;
    amount: number;
    currency: 'usd';
    promoCode: string | null;
    finalAmount: number;
    startedAt: string;
  };
};

/**
 * The open payment intent may no longer be paid: a revision changed the price of the document the case will
 * produce (issue 11). The intent is canceled at the provider by the `cancel-payment-intent` job.
 */
export type CheckoutCanceled = {
  type: 'CheckoutCanceled';
  data: {
    caseId: string;
    paymentIntentId: string;
    reason: 'price_changed';
    canceledAt: string;
  };
};

/** The money arrived (or a promo made the document free: amount 0, no intent). The case is `paid`. */
export type PaymentSucceeded = {
  type: 'PaymentSucceeded';
  data: {
    caseId: string;
    paymentIntentId: string | null;
    amount: number;
    currency: 'usd';
    promoCode: string | null;
    paidAt: string;
  };
};

/**
 * A payment succeeded at the provider but does not cover what the case costs now (e.g. a $5 intent paid after the
 * case was revised to the $15 package). The case is not paid by it, and it is owed back (`PaymentRefunded`,
 * reason `underpaid`). `amountDue` is what the case needed from this intent.
 */
export type PaymentUnderpaid = {
  type: 'PaymentUnderpaid';
  data: {
    caseId: string;
    paymentIntentId: string;
    amount: number;
    amountDue: number;
    currency: 'usd';
    receivedAt: string;
  };
};

/** A card attempt was refused; the intent stays open for another card. `code` is the provider's (card_declined…). */
export type PaymentFailed = {
  type: 'PaymentFailed';
  data: {
    caseId: string;
    paymentIntentId: string;
    code: string;
    message: string;
    failedAt: string;
  };
};

/**
 * Money the case does not keep was given back: `duplicate`, taken for a case that was already paid for (a
 * superseded intent that still got paid); `underpaid`, a payment that did not cover the price (PaymentUnderpaid).
 * The payment the document was delivered for is never refunded here.
 */
export type PaymentRefunded = {
  type: 'PaymentRefunded';
  data: {
    caseId: string;
    paymentIntentId: string;
    /** null when the provider said the payment had been refunded already (e.g. from its dashboard). */
    refundId: string | null;
    amount: number;
    currency: 'usd';
    reason: 'duplicate' | 'underpaid';
    refundedAt: string;
  };
};

/**
 * A subscriber's plan covers this case: no payment, the document is drafted at once. The subscription stream
 * records the matching DocumentAllowanceUsed in the same transaction.
 */
export type CaseCoveredBySubscription = {
  type: 'CaseCoveredBySubscription';
  data: { caseId: string; subscriptionId: string; plan: 'suego' | 'suepro'; coveredAt: string };
};

/** A worker took the generate-document job for this case (one per attempt). */
export type DocumentGenerationStarted = {
  type: 'DocumentGenerationStarted';
  data: { caseId: string; jobId: string; attempt: number; startedAt: string };
};

/** The document exists: revision 1.0, active. The content is the editable plain text; the PDF is printed from it. */
export type DocumentGenerated = {
  type: 'DocumentGenerated';
  data: {
    caseId: string;
    revisionId: string;
    version: '1.0';
    title: string;
    content: string;
    drafter: 'template' | 'llm';
    lawTableVersion: string;
    /** Why the LLM's statement of facts was not used, when an LLM is configured and its text was refused. */
    llmRejectedReason: string | null;
    generatedAt: string;
  };
};

/** An attempt failed; `final` when no automatic retry is left (the owner may retry). */
export type DocumentGenerationFailed = {
  type: 'DocumentGenerationFailed';
  data: { caseId: string; jobId: string; attempt: number; reason: string; final: boolean; failedAt: string };
};

/**
 * The owner saved an edited text as a new revision (versions 1.1, 1.2, … after the drafted 1.0); it becomes the
 * active one. `baseVersion` is the active version the text was edited from.
 */
export type RevisionSaved = {
  type: 'RevisionSaved';
  data: {
    caseId: string;
    revisionId: string;
    version: string;
    baseVersion: string;
    content: string;
    editSummary: string;
    /** The user who saved it. */
    authorId: string;
    savedAt: string;
    /** The document this revision belongs to; null for the case's first document (schema v2, ADR 180; absent before the upcaster ran). */
    documentId?: string | null;
  };
};

/** The owner made an earlier revision the active one: what the document page, previews and the PDF show. */
export type RevisionActivated = {
  type: 'RevisionActivated';
  data: {
    caseId: string;
    revisionId: string;
    version: string;
    /** The activated text, so read models need no other revision to show it. */
    content: string;
    activatedAt: string;
    /** The document whose active revision this is; null for the case's first document (schema v2, ADR 180; absent before the upcaster ran). */
    documentId?: string | null;
  };
};

/** The kinds of document a case can hold (ADR 180): the first one is the one the case was bought for. */
export type CaseDocumentKind = 'demand_letter' | 'final_notice' | 'small_claims';
export const CASE_DOCUMENT_KINDS: readonly CaseDocumentKind[] = ['demand_letter', 'final_notice', 'small_claims'];

/**
 * A later document of the case exists (issue 30): a final notice, or the small-claims package filed from the same
 * case. Revision 1.0, active; its id is `documentId` (= `revisionId`). Decided by the court context (ADR 181).
 */
export type CaseDocumentDrafted = {
  type: 'CaseDocumentDrafted';
  data: {
    caseId: string;
    documentId: string;
    kind: Exclude<CaseDocumentKind, 'demand_letter'>;
    revisionId: string;
    version: '1.0';
    title: string;
    content: string;
    lawTableVersion: string;
    draftedAt: string;
  };
};

/** The complexity rule scored the case (0-10, higher = more reason to see an attorney), with its reasons. */
export type ComplexityAssessed = {
  type: 'ComplexityAssessed';
  data: {
    caseId: string;
    score: number;
    reasons: string[];
    ruleVersion: string;
    assessedAt: string;
  };
};

/**
 * The owner sent this case to an attorney (POST /api/cases/{id}/refer-attorney): included in a plan, or paid
 * ($15) before it is recorded. The referral itself is the `referral-request-{referralRequestId}` stream.
 */
export type AttorneyReferralSent = {
  type: 'AttorneyReferralSent';
  data: {
    caseId: string;
    referralRequestId: string;
    attorneyId: string;
    attorneyName: string;
    /** The owner's note to the attorney. */
    notes: string | null;
    sentAt: string;
  };
};

export type CaseEvent =
  | CaseOpened
  | CaseDetailsRevised
  | CheckoutStarted
  | CheckoutCanceled
  | PaymentSucceeded
  | PaymentUnderpaid
  | PaymentFailed
  | PaymentRefunded
  | CaseCoveredBySubscription
  | DocumentGenerationStarted
  | DocumentGenerated
  | DocumentGenerationFailed
  | RevisionSaved
  | RevisionActivated
  | ComplexityAssessed
  | AttorneyReferralSent
  | CaseDocumentDrafted;
export type CaseEventType = CaseEvent['type'];
export const CASE_EVENT_TYPES: readonly CaseEventType[] = [
  'CaseOpened',
  'CaseDetailsRevised',
  'CheckoutStarted',
  'CheckoutCanceled',
  'PaymentSucceeded',
  'PaymentUnderpaid',
  'PaymentFailed',
  'PaymentRefunded',
  'CaseCoveredBySubscription',
  'DocumentGenerationStarted',
  'DocumentGenerated',
  'DocumentGenerationFailed',
  'RevisionSaved',
  'RevisionActivated',
  'ComplexityAssessed',
  'AttorneyReferralSent',
  'CaseDocumentDrafted',
];

/** The schema version each case event is appended at (RevisionSaved/RevisionActivated v2 carry `documentId`). */
export const caseEventSchemaVersion = (event: { type: string }): number =>
  event.type === 'RevisionSaved' || event.type === 'RevisionActivated' ? 2 : 1;

export const caseStreamId = (caseId: string) => `case-${caseId}`;
