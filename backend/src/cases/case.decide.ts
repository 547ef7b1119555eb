import { IllegalStateError, InputErrorCode, ValidationError } from '../common/errors';
import { assessEligibility, isIsoDate } from '../law/law-table';
import { documentPrice } from '../pricing/price-catalog';
import type { Case } from './case';
import { assessComplexity, COMPLEXITY_RULE_VERSION } from './complexity/complexity';
import { activateRevision, saveRevision, type RevisionCommand } from './revisions/revision.decide';
import { sendAttorneyReferral, type SendAttorneyReferral } from './attorney-referral/attorney-referral.decide';
import type {
  CaseDetailsRevised,
  ComplexityAssessed,
  CaseEvent,
  CaseOpened,
  CheckoutCanceled,
  CheckoutStarted,
  DocumentGenerated,
  DocumentGenerationFailed,
  DocumentGenerationStarted,
  PaymentFailed,
  PaymentRefunded,
  PaymentSucceeded,
  PaymentUnderpaid,
  CaseCoveredBySubscription,
} from './case.events';
import { CASE_TYPE_LABELS, claimantKindOf, type CaseDetails } from './case.types';

export type OpenCase = {
  type: 'OpenCase';
  data: { caseId: string; userId: string; details: CaseDetails };
  metadata: { now: Date };
};

export type ReviseCaseDetails = {
  type: 'ReviseCaseDetails';
  data: { caseId: string; details: CaseDetails };
  metadata: { now: Date };
};

/** Hand the claimant a payment intent priced by the server (amounts in cents). */
export type StartCheckout = {
  type: 'StartCheckout';
  data: { caseId: string; paymentIntentId: string; amount: number; promoCode: string | null; finalAmount: number };
  metadata: { now: Date };
};

/** A promo made the document free: the checkout completes with no card. */
export type CompleteFreeCheckout = {
  type: 'CompleteFreeCheckout';
  data: { caseId: string; amount: number; promoCode: string };
  metadata: { now: Date };
};

/** The provider says the intent succeeded (a verified webhook or a sandbox confirmation, re-fetched). */
export type RecordPaymentSucceeded = {
  type: 'RecordPaymentSucceeded';
  data: { caseId: string; paymentIntentId: string; amount: number; promoCode: string | null };
  metadata: { now: Date };
};

/** The provider refused a card for the intent. */
export type RecordPaymentFailed = {
  type: 'RecordPaymentFailed';
  data: { caseId: string; paymentIntentId: string; code: string; message: string };
  metadata: { now: Date };
};

/** The provider refunded a payment the case does not keep (a duplicate, or one that did not cover the price). */
export type RecordPaymentRefunded = {
  type: 'RecordPaymentRefunded';
  data: { caseId: string; paymentIntentId: string; refundId: string | null; amount: number };
  metadata: { now: Date };
};

/** A worker starts drafting the paid case's document (attempt n of its job). */
export type StartDocumentGeneration = {
  type: 'StartDocumentGeneration';
  data: { caseId: string; jobId: string; attempt: number };
  metadata: { now: Date };
};

/** The drafter produced the document. */
export type RecordDocumentGenerated = {
  type: 'RecordDocumentGenerated';
  data: Omit<DocumentGenerated['data'], 'generatedAt' | 'version'>;
  metadata: { now: Date };
};

/** An attempt failed. */
export type RecordDocumentGenerationFailed = {
  type: 'RecordDocumentGenerationFailed';
  data: { caseId: string; jobId: string; attempt: number; reason: string; final: boolean };
  metadata: { now: Date };
};

/** A subscriber's plan covers the case (its allowance was used in the same transaction). */
export type CoverCaseBySubscription = {
  type: 'CoverCaseBySubscription';
  data: { caseId: string; subscriptionId: string; plan: 'suego' | 'suepro' };
  metadata: { now: Date };
};

export type CaseCommand =
  | CoverCaseBySubscription
  | OpenCase
  | ReviseCaseDetails
  | StartCheckout
  | CompleteFreeCheckout
  | RecordPaymentSucceeded
  | RecordPaymentFailed
  | RecordPaymentRefunded
  | StartDocumentGeneration
  | RecordDocumentGenerated
  | RecordDocumentGenerationFailed
  | RevisionCommand
  | SendAttorneyReferral;

export const ALREADY_PAID_MESSAGE = 'This case is already paid for';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** "Unpaid Work v. Acme LLC": the label users see on My Documents. */
export const caseTitle = (details: CaseDetails) => `${CASE_TYPE_LABELS[details.caseType]} v. ${details.defendantName}`;

/** Where each answer lives in the request, so a refusal names the field the client sent. */
const FIELD_PATH: Record<string, string> = {
  amount: 'formData.amountClaimed',
  state: 'formData.state',
  incidentDate: 'formData.incidentDate',
  plaintiffName: 'formData.plaintiffName',
};
const refuse = (field: string, code: InputErrorCode, message: string) => {
  const path = FIELD_PATH[field] ?? `formData.${field}`;
  return new ValidationError(`${path}: ${message}`, { field: path, code });
};
/** The law table's refusals name the amount (its shape or its limits) or the incident date. */
const refusalCode = (field: string, message: string) =>
  field === 'incidentDate'
    ? InputErrorCode.InvalidDate
    : /positive amount/.test(message)
      ? InputErrorCode.InvalidFormat
      : InputErrorCode.OutOfRange;

/** Rules every version of the answers must satisfy (spec §5, DESIGN §5 and §8). */
function assertValidDetails(details: CaseDetails, now: Date): void {
  if (!details.plaintiffName.trim() || !details.plaintiffEmail.trim()) {
    throw refuse('plaintiffName', InputErrorCode.Required, 'Missing Information: Please provide your name and email.');
  }
  if (details.incidentDate > today(now)) {
    throw refuse('incidentDate', InputErrorCode.InvalidDate, 'Incident date must not be in the future');
  }
  if (details.mailingDate !== undefined && !isIsoDate(details.mailingDate)) {
    throw refuse('mailingDate', InputErrorCode.InvalidDate, 'Mailing date must be a real date (YYYY-MM-DD)');
  }
  const eligibility = assessEligibility({
    state: details.state,
    amountCents: details.amountCents,
    documentType: details.documentType,
    caseType: details.caseType,
    incidentDate: details.incidentDate,
    today: today(now),
    claimant: claimantKindOf(details),
  });
  if (eligibility.refusal) {
    const { field, message } = eligibility.refusal;
    throw refuse(field, refusalCode(field, message), message);
  }
}

/** The complexity rule's verdict on these answers today, as the event the case records. */
function complexityAssessed(caseId: string, details: CaseDetails, now: Date): ComplexityAssessed {
  const { score, reasons } = assessComplexity(details, today(now));
  return {
    type: 'ComplexityAssessed',
    data: { caseId, score, reasons, ruleVersion: COMPLEXITY_RULE_VERSION, assessedAt: now.toISOString() },
  };
}

const sameDetails = (a: CaseDetails, b: CaseDetails) => JSON.stringify(a) === JSON.stringify(b);

export function openCase(command: OpenCase, state: Case): CaseOpened[] {
  const { caseId, userId, details } = command.data;
  if (state.status !== 'none') {
    // A retried create with the same answers is the same case: nothing new happened.
    if (state.userId === userId && sameDetails(state.details, details)) return [];
    throw new IllegalStateError('This case already exists');
  }
  assertValidDetails(details, command.metadata.now);
  return [
    {
      type: 'CaseOpened',
      data: {
        caseId,
        userId,
        title: caseTitle(details),
        status: 'pending',
        details,
        openedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function reviseCaseDetails(
  command: ReviseCaseDetails,
  state: Case,
): Array<CaseDetailsRevised | ComplexityAssessed | CheckoutCanceled> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status !== 'pending' && state.status !== 'draft') {
    throw new IllegalStateError('Case details can no longer be changed once the case is paid for');
  }
  const { caseId, details } = command.data;
  if (sameDetails(state.details, details)) return [];
  assertValidDetails(details, command.metadata.now);
  const at = command.metadata.now.toISOString();
  const revised: CaseDetailsRevised = {
    type: 'CaseDetailsRevised',
    data: { caseId, title: caseTitle(details), details, revisedAt: at },
  };
  // An intent priced for the old document must not stay payable: paying it would buy the new one (issue 11).
  const assessed = complexityAssessed(caseId, details, command.metadata.now);
  const open = state.checkout?.paymentIntentId;
  if (!open || priceOf(details) === priceOf(state.details)) return [revised, assessed];
  return [
    revised,
    assessed,
    { type: 'CheckoutCanceled', data: { caseId, paymentIntentId: open, reason: 'price_changed', canceledAt: at } },
  ];
}

/** The catalog price of the document these answers produce, in cents. */
export const priceOf = (details: CaseDetails): number => documentPrice(details.documentType).amount;

/** Only a case waiting for payment can be paid per document. */
const awaitingPayment = (state: Case) => state.status === 'pending' || state.status === 'draft';

export const MISSING_RECIPIENT_ADDRESS =
  "Add the other party's mailing address before you buy: the letter is mailed to it and court papers are served there.";

/**
 * What a document cannot be drafted without, as answer path → message (the questionnaire shows the same words).
 * A letter without a recipient address would be "sent by certified mail" to nobody.
 */
export function missingForPurchase(details: CaseDetails): Array<{ field: string; message: string }> {
  const missing: Array<{ field: string; message: string }> = [];
  if (details.defendantAddress.trim() === '') {
    missing.push({ field: 'formData.defendantAddress', message: MISSING_RECIPIENT_ADDRESS });
  }
  return missing;
}

export function assertPayable(state: Case): asserts state is Exclude<Case, { status: 'none' }> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status === 'paid') throw new IllegalStateError(ALREADY_PAID_MESSAGE);
  if (!awaitingPayment(state)) throw new IllegalStateError('This case does not need a payment');
  const [missing] = missingForPurchase(state.details);
  if (missing) {
    throw new ValidationError(`${missing.field}: ${missing.message}`, { field: missing.field, code: InputErrorCode.Required });
  }
}

export function startCheckout(command: StartCheckout, state: Case): CheckoutStarted[] {
  assertPayable(state);
  const { caseId, paymentIntentId, amount, promoCode, finalAmount } = command.data;
  if (finalAmount <= 0) throw new IllegalStateError('A free checkout needs no payment intent');
  // The handler priced the intent from an earlier read; a revision since then changed the document.
  if (amount !== priceOf(state.details)) {
    throw new IllegalStateError('The price of this case changed; please start the checkout again');
  }
  // The same intent handed out again (a double click, ten parallel calls): nothing new happened.
  if (state.checkout?.paymentIntentId === paymentIntentId) return [];
  return [
    {
      type: 'CheckoutStarted',
      data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode, finalAmount, startedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function completeFreeCheckout(command: CompleteFreeCheckout, state: Case): Array<CheckoutStarted | PaymentSucceeded> {
  const { caseId, amount, promoCode } = command.data;
  // A retried free checkout with the same code already happened.
  if (state.status === 'paid' && state.payment?.paymentIntentId === null && state.payment.promoCode === promoCode) return [];
  assertPayable(state);
  const at = command.metadata.now.toISOString();
  return [
    { type: 'CheckoutStarted', data: { caseId, paymentIntentId: null, amount, currency: 'usd', promoCode, finalAmount: 0, startedAt: at } },
    { type: 'PaymentSucceeded', data: { caseId, paymentIntentId: null, amount: 0, currency: 'usd', promoCode, paidAt: at } },
  ];
}

/**
 * What a payment through this intent must bring to pay for the case as it is now: the open checkout's final
 * amount (its promo was validated when it started) when the intent is that checkout's and it was priced for the
 * current document, otherwise the full catalog price.
 */
function amountDue(state: Exclude<Case, { status: 'none' }>, paymentIntentId: string): number {
  const price = priceOf(state.details);
  const open = state.checkout;
  if (open?.paymentIntentId === paymentIntentId && open.amount === price) return open.finalAmount;
  return price;
}

export function recordPaymentSucceeded(
  command: RecordPaymentSucceeded,
  state: Case,
): Array<PaymentSucceeded | PaymentUnderpaid> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  const { caseId, paymentIntentId, amount, promoCode } = command.data;
  // Set aside (or given back) once: never the case's payment later, whatever is delivered again.
  if (state.underpaidPaymentIntents.includes(paymentIntentId) || state.refundedPaymentIntents.includes(paymentIntentId)) {
    return [];
  }
  // Paid once already (the same intent delivered again, or a second intent): money is recorded once per case.
  // A case that no longer awaits payment (covered otherwise) is left as it is; the handler logs it for a refund.
  if (!awaitingPayment(state)) return [];
  const at = command.metadata.now.toISOString();
  // A case is paid only by a payment that covers the price of what it will produce (DESIGN §6, issue 11).
  const due = amountDue(state, paymentIntentId);
  if (amount < due) {
    return [
      { type: 'PaymentUnderpaid', data: { caseId, paymentIntentId, amount, amountDue: due, currency: 'usd', receivedAt: at } },
    ];
  }
  return [{ type: 'PaymentSucceeded', data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode, paidAt: at } }];
}

export function recordPaymentFailed(command: RecordPaymentFailed, state: Case): PaymentFailed[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  // A late failure of an earlier attempt changes nothing once the case is paid.
  if (!awaitingPayment(state)) return [];
  const { caseId, paymentIntentId, code, message } = command.data;
  return [{ type: 'PaymentFailed', data: { caseId, paymentIntentId, code, message, failedAt: command.metadata.now.toISOString() } }];
}

/**
 * Why a payment for this case is owed back, or null when it is not: `underpaid`, it did not cover the price;
 * `duplicate`, the case was paid (or covered) otherwise. Never the payment the case was paid with, never twice.
 * Free checkouts (no intent) and cases covered otherwise count as paid.
 */
export function paymentToRefund(state: Case, paymentIntentId: string): PaymentRefunded['data']['reason'] | null {
  if (state.status === 'none' || state.refundedPaymentIntents.includes(paymentIntentId)) return null;
  if (state.payment && state.payment.paymentIntentId === paymentIntentId) return null;
  if (state.underpaidPaymentIntents.includes(paymentIntentId)) return 'underpaid';
  return awaitingPayment(state) ? null : 'duplicate';
}

/** A payment the case does not need because it was paid (or covered) otherwise. */
export const isDuplicatePayment = (state: Case, paymentIntentId: string): boolean =>
  paymentToRefund(state, paymentIntentId) === 'duplicate';

export function recordPaymentRefunded(command: RecordPaymentRefunded, state: Case): PaymentRefunded[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  const { caseId, paymentIntentId, refundId, amount } = command.data;
  if (state.refundedPaymentIntents.includes(paymentIntentId)) return []; // recorded already
  if (state.payment?.paymentIntentId === paymentIntentId) {
    throw new IllegalStateError('The payment this case was paid with is not refunded as a duplicate');
  }
  const reason = paymentToRefund(state, paymentIntentId);
  if (!reason) throw new IllegalStateError('This payment is not owed back');
  return [
    {
      type: 'PaymentRefunded',
      data: { caseId, paymentIntentId, refundId, amount, currency: 'usd', reason, refundedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function coverCaseBySubscription(command: CoverCaseBySubscription, state: Case): CaseCoveredBySubscription[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  const { caseId, subscriptionId, plan } = command.data;
  if (state.status === 'subscription' && state.coveredBy === subscriptionId) return []; // covered already
  // Only a case nobody has paid for yet, with no checkout open, is covered (never a second way to pay).
  if (!awaitingPayment(state) || state.checkout) throw new IllegalStateError('This case does not need a payment');
  // A plan buys the same document as a card: never one without a recipient address (issue 12).
  const [missing] = missingForPurchase(state.details);
  if (missing) {
    throw new ValidationError(`${missing.field}: ${missing.message}`, { field: missing.field, code: InputErrorCode.Required });
  }
  return [{ type: 'CaseCoveredBySubscription', data: { caseId, subscriptionId, plan, coveredAt: command.metadata.now.toISOString() } }];
}

/** Paid for (or covered by a plan): a document may be drafted. */
function assertEntitledToDocument(state: Case): asserts state is Exclude<Case, { status: 'none' }> {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  if (state.status !== 'paid' && state.status !== 'subscription' && state.status !== 'completed') {
    throw new IllegalStateError('The document is drafted once the case is paid for');
  }
}

export function startDocumentGeneration(command: StartDocumentGeneration, state: Case): DocumentGenerationStarted[] {
  assertEntitledToDocument(state);
  if (state.document) return []; // exactly one document per case
  const { caseId, jobId, attempt } = command.data;
  return [{ type: 'DocumentGenerationStarted', data: { caseId, jobId, attempt, startedAt: command.metadata.now.toISOString() } }];
}

export function recordDocumentGenerated(
  command: RecordDocumentGenerated,
  state: Case,
): Array<DocumentGenerated | ComplexityAssessed> {
  assertEntitledToDocument(state);
  // A crashed-and-retried job, or a second job for the same case, finds the document already there.
  if (state.document) return [];
  const { now } = command.metadata;
  return [
    { type: 'DocumentGenerated', data: { ...command.data, version: '1.0', generatedAt: now.toISOString() } },
    complexityAssessed(command.data.caseId, state.details, now),
  ];
}

export function recordDocumentGenerationFailed(command: RecordDocumentGenerationFailed, state: Case): DocumentGenerationFailed[] {
  assertEntitledToDocument(state);
  if (state.document) return [];
  const { caseId, jobId, attempt, reason, final } = command.data;
  return [
    { type: 'DocumentGenerationFailed', data: { caseId, jobId, attempt, reason, final, failedAt: command.metadata.now.toISOString() } },
  ];
}

export function decideCase(command: CaseCommand, state: Case): CaseEvent[] {
  switch (command.type) {
    case 'OpenCase':
      return openCase(command, state);
    case 'CoverCaseBySubscription':
      return coverCaseBySubscription(command, state);
    case 'ReviseCaseDetails':
      return reviseCaseDetails(command, state);
    case 'StartCheckout':
      return startCheckout(command, state);
    case 'CompleteFreeCheckout':
      return completeFreeCheckout(command, state);
    case 'RecordPaymentSucceeded':
      return recordPaymentSucceeded(command, state);
    case 'RecordPaymentFailed':
      return recordPaymentFailed(command, state);
    case 'RecordPaymentRefunded':
      return recordPaymentRefunded(command, state);
    case 'StartDocumentGeneration':
      return startDocumentGeneration(command, state);
    case 'RecordDocumentGenerated':
      return recordDocumentGenerated(command, state);
    case 'RecordDocumentGenerationFailed':
      return recordDocumentGenerationFailed(command, state);
    case 'SaveRevision':
      return saveRevision(command, state);
    case 'ActivateRevision':
      return activateRevision(command, state);
    case 'SendAttorneyReferral':
      return sendAttorneyReferral(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}
