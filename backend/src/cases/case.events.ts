import type { CaseDetails, CaseStatus } from './case.types';

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

export type CaseEvent = CaseOpened | CaseDetailsRevised | CheckoutStarted | PaymentSucceeded | PaymentFailed;
export type CaseEventType = CaseEvent['type'];
export const CASE_EVENT_TYPES: readonly CaseEventType[] = [
  'CaseOpened',
  'CaseDetailsRevised',
  'CheckoutStarted',
  'PaymentSucceeded',
  'PaymentFailed',
];

export const caseStreamId = (caseId: string) => `case-${caseId}`;
