import { IllegalStateError, InputErrorCode, ValidationError } from '../../common/errors';
import { documentPrice } from '../../pricing/index';
import type { Case } from '../case';
import type {
  CaseCoveredBySubscription,
  CheckoutStarted,
  PaymentFailed,
  PaymentRefunded,
  PaymentSucceeded,
  PaymentUnderpaid,
} from '../case.events';
import type { CaseDetails } from '../../claim/case.types';

// How a case gets paid for: checkout per document, the provider's verdicts on its intents, refunds of payments
// it does not keep, and cover by a subscriber's plan. Dispatched by decideCase (case.decide.ts).

/** Hand the claimant a payment intent priced by the server (amounts in cents). */
export type StartCheckout = {
  type: 'StartCheckout';
  data: {
    caseId: string;
    paymentIntentId: string;
    amount: number;
    promoCode: string | null;
    finalAmount: number;
  };
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

/** A subscriber's plan covers the case (its allowance was used in the same transaction). */
export type CoverCaseBySubscription = {
  type: 'CoverCaseBySubscription';
  data: { caseId: string; subscriptionId: string; plan: 'suego' | 'suepro' };
  metadata: { now: Date };
};

export type CasePaymentCommand =
  | StartCheckout
  | CompleteFreeCheckout
  | RecordPaymentSucceeded
  | RecordPaymentFailed
  | RecordPaymentRefunded
  | CoverCaseBySubscription;

export const ALREADY_PAID_MESSAGE = 'This case is already paid for';

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
    throw new ValidationError(`${missing.field}: ${missing.message}`, {
      field: missing.field,
      code: InputErrorCode.Required,
    });
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
      data: {
        caseId,
        paymentIntentId,
        amount,
        currency: 'usd',
        promoCode,
        finalAmount,
        startedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function completeFreeCheckout(
  command: CompleteFreeCheckout,
  state: Case,
): Array<CheckoutStarted | PaymentSucceeded> {
  const { caseId, amount, promoCode } = command.data;
  // A retried free checkout with the same code already happened.
  if (
    state.status === 'paid' &&
    state.payment?.paymentIntentId === null &&
    state.payment.promoCode === promoCode
  )
    return [];
  assertPayable(state);
  const at = command.metadata.now.toISOString();
  return [
    {
      type: 'CheckoutStarted',
      data: {
        caseId,
        paymentIntentId: null,
        amount,
        currency: 'usd',
        promoCode,
        finalAmount: 0,
        startedAt: at,
      },
    },
    {
      type: 'PaymentSucceeded',
      data: { caseId, paymentIntentId: null, amount: 0, currency: 'usd', promoCode, paidAt: at },
    },
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
  if (
    state.underpaidPaymentIntents.includes(paymentIntentId) ||
    state.refundedPaymentIntents.includes(paymentIntentId)
  ) {
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
      {
        type: 'PaymentUnderpaid',
        data: { caseId, paymentIntentId, amount, amountDue: due, currency: 'usd', receivedAt: at },
      },
    ];
  }
  return [
    {
      type: 'PaymentSucceeded',
      data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode, paidAt: at },
    },
  ];
}

export function recordPaymentFailed(command: RecordPaymentFailed, state: Case): PaymentFailed[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  // A late failure of an earlier attempt changes nothing once the case is paid.
  if (!awaitingPayment(state)) return [];
  const { caseId, paymentIntentId, code, message } = command.data;
  return [
    {
      type: 'PaymentFailed',
      data: { caseId, paymentIntentId, code, message, failedAt: command.metadata.now.toISOString() },
    },
  ];
}

/**
 * Why a payment for this case is owed back, or null when it is not: `underpaid`, it did not cover the price;
 * `duplicate`, the case was paid (or covered) otherwise. Never the payment the case was paid with, never twice.
 * Free checkouts (no intent) and cases covered otherwise count as paid.
 */
export function paymentToRefund(
  state: Case,
  paymentIntentId: string,
): PaymentRefunded['data']['reason'] | null {
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
      data: {
        caseId,
        paymentIntentId,
        refundId,
        amount,
        currency: 'usd',
        reason,
        refundedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function coverCaseBySubscription(
  command: CoverCaseBySubscription,
  state: Case,
): CaseCoveredBySubscription[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  const { caseId, subscriptionId, plan } = command.data;
  if (state.status === 'subscription' && state.coveredBy === subscriptionId) return []; // covered already
  // Only a case nobody has paid for yet, with no checkout open, is covered (never a second way to pay).
  if (!awaitingPayment(state) || state.checkout)
    throw new IllegalStateError('This case does not need a payment');
  // A plan buys the same document as a card: never one without a recipient address (issue 12).
  const [missing] = missingForPurchase(state.details);
  if (missing) {
    throw new ValidationError(`${missing.field}: ${missing.message}`, {
      field: missing.field,
      code: InputErrorCode.Required,
    });
  }
  return [
    {
      type: 'CaseCoveredBySubscription',
      data: { caseId, subscriptionId, plan, coveredAt: command.metadata.now.toISOString() },
    },
  ];
}
