/**
 * The job a revision enqueues (in its transaction) when it cancels the case's open checkout: checkout's
 * {@link CancelPaymentIntentJob} cancels the intent at the provider. Named apart so the revision slice does not
 * load the job and its gateway.
 */
export const CANCEL_PAYMENT_INTENT_JOB = 'cancel-payment-intent';
export const CANCEL_PAYMENT_INTENT_ATTEMPTS = 10;

export interface CancelPaymentIntentPayload {
  caseId: string;
  paymentIntentId: string;
}
