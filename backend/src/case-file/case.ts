import type { CaseDocumentDrafted, CaseEvent } from './case.events';
import type { CaseDetails, CaseStatus } from '../claim/case.types';

/** The latest checkout: the intent a new create-payment-intent call hands out again. */
export interface OpenCheckout {
  paymentIntentId: string | null;
  amount: number;
  finalAmount: number;
  promoCode: string | null;
}

/** How the case was paid for. */
export interface CasePayment {
  paymentIntentId: string | null;
  amount: number;
  promoCode: string | null;
  paidAt: string;
}

/** The drafted document (revision 1.0). */
export interface CaseDocument {
  revisionId: string;
  title: string;
  generatedAt: string;
}

/** One saved text of the document (1.0 is the drafted one). */
export interface CaseRevision {
  id: string;
  /** "1.0", "1.1", … */
  version: string;
  content: string;
}

/** A later document of the case (ADR 180): a final notice or the package filed from the same case. */
export interface CaseLaterDocument {
  documentId: string;
  kind: CaseDocumentDrafted['data']['kind'];
  title: string;
  draftedAt: string;
  /** Every revision, oldest first (1.0 is the drafted one). */
  revisions: readonly CaseRevision[];
  activeRevisionId: string;
}

/** The case as the decider sees it: just what the rules need. */
export type Case =
  | { status: 'none' }
  | {
      status: CaseStatus;
      caseId: string;
      userId: string;
      title: string;
      details: CaseDetails;
      openedAt: string;
      checkout: OpenCheckout | null;
      payment: CasePayment | null;
      document: CaseDocument | null;
      /** The subscription whose plan covered the case (status `subscription`). */
      coveredBy?: string;
      /** Intents whose payment was refunded (a duplicate, or one that did not cover the price). */
      refundedPaymentIntents: readonly string[];
      /** Intents paid for less than the case cost: never accepted as its payment, owed back until refunded. */
      underpaidPaymentIntents: readonly string[];
      /** Every revision of the document, oldest first; empty until it is generated. */
      revisions: readonly CaseRevision[];
      /** Exactly one revision is active once the document exists. */
      activeRevisionId: string | null;
      /** Referral requests this case was sent to an attorney with (AttorneyReferralSent). */
      referrals: readonly string[];
      /** The documents after the first, in the order they were drafted (ADR 180). */
      laterDocuments: readonly CaseLaterDocument[];
    };

export const initialCaseState = (): Case => ({ status: 'none' });

type OpenCaseState = Exclude<Case, { status: 'none' }>;

function updateLater(
  state: OpenCaseState,
  documentId: string,
  change: (d: CaseLaterDocument) => CaseLaterDocument,
): OpenCaseState {
  return {
    ...state,
    laterDocuments: (state.laterDocuments ?? []).map((d) => (d.documentId === documentId ? change(d) : d)),
  };
}

/** A later document of the case by id, if it has one. */
export const laterDocument = (state: Case, documentId: string): CaseLaterDocument | undefined =>
  state.status === 'none' ? undefined : (state.laterDocuments ?? []).find((d) => d.documentId === documentId);

/** The case's later document of a kind, if it has one (at most one of each). */
export const laterDocumentOfKind = (
  state: Case,
  kind: CaseLaterDocument['kind'],
): CaseLaterDocument | undefined =>
  state.status === 'none' ? undefined : (state.laterDocuments ?? []).find((d) => d.kind === kind);

export function evolveCase(state: Case, event: CaseEvent): Case {
  switch (event.type) {
    case 'CaseOpened':
      return {
        status: event.data.status,
        caseId: event.data.caseId,
        userId: event.data.userId,
        title: event.data.title,
        details: event.data.details,
        openedAt: event.data.openedAt,
        checkout: null,
        payment: null,
        document: null,
        refundedPaymentIntents: [],
        underpaidPaymentIntents: [],
        revisions: [],
        activeRevisionId: null,
        referrals: [],
        laterDocuments: [],
      };
    case 'CaseDetailsRevised':
      if (state.status === 'none') return state;
      return { ...state, title: event.data.title, details: event.data.details };
    case 'CheckoutStarted': {
      if (state.status === 'none') return state;
      const { paymentIntentId, amount, finalAmount, promoCode } = event.data;
      return { ...state, checkout: { paymentIntentId, amount, finalAmount, promoCode } };
    }
    case 'CheckoutCanceled':
      if (state.status === 'none' || state.checkout?.paymentIntentId !== event.data.paymentIntentId) return state;
      return { ...state, checkout: null };
    case 'PaymentUnderpaid':
      if (state.status === 'none') return state;
      return { ...state, underpaidPaymentIntents: [...state.underpaidPaymentIntents, event.data.paymentIntentId] };
    case 'PaymentSucceeded': {
      if (state.status === 'none') return state;
      const { paymentIntentId, amount, promoCode, paidAt } = event.data;
      return { ...state, status: 'paid', payment: { paymentIntentId, amount, promoCode, paidAt } };
    }
    case 'CaseCoveredBySubscription':
      if (state.status === 'none') return state;
      return { ...state, status: 'subscription', coveredBy: event.data.subscriptionId };
    case 'PaymentFailed':
      // The intent stays open for another card; nothing the rules need changes.
      return state;
    case 'PaymentRefunded':
      if (state.status === 'none') return state;
      return { ...state, refundedPaymentIntents: [...state.refundedPaymentIntents, event.data.paymentIntentId] };
    case 'DocumentGenerationStarted':
    case 'DocumentGenerationFailed':
      // Progress only: the rules care whether a document exists.
      return state;
    case 'DocumentGenerated': {
      if (state.status === 'none') return state;
      const { revisionId, title, generatedAt, version, content } = event.data;
      return {
        ...state,
        status: 'completed',
        document: { revisionId, title, generatedAt },
        revisions: [{ id: revisionId, version, content }],
        activeRevisionId: revisionId,
      };
    }
    case 'RevisionSaved': {
      if (state.status === 'none') return state;
      const { revisionId, version, content } = event.data;
      const documentId = event.data.documentId ?? null;
      if (documentId !== null)
        return updateLater(state, documentId, (d) => ({
          ...d,
          revisions: [...d.revisions, { id: revisionId, version, content }],
          activeRevisionId: revisionId,
        }));
      return { ...state, revisions: [...state.revisions, { id: revisionId, version, content }], activeRevisionId: revisionId };
    }
    case 'RevisionActivated': {
      if (state.status === 'none') return state;
      const documentId = event.data.documentId ?? null;
      if (documentId !== null)
        return updateLater(state, documentId, (d) => ({ ...d, activeRevisionId: event.data.revisionId }));
      return { ...state, activeRevisionId: event.data.revisionId };
    }
    case 'CaseDocumentDrafted': {
      if (state.status === 'none') return state;
      const d = event.data;
      if ((state.laterDocuments ?? []).some((doc) => doc.documentId === d.documentId)) return state;
      return {
        ...state,
        laterDocuments: [
          ...(state.laterDocuments ?? []),
          {
            documentId: d.documentId,
            kind: d.kind,
            title: d.title,
            draftedAt: d.draftedAt,
            revisions: [{ id: d.revisionId, version: d.version, content: d.content }],
            activeRevisionId: d.revisionId,
          },
        ],
      };
    }
    case 'ComplexityAssessed':
      // A read-side figure: no rule depends on it.
      return state;
    case 'AttorneyReferralSent':
      if (state.status === 'none') return state;
      return { ...state, referrals: [...(state.referrals ?? []), event.data.referralRequestId] };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
