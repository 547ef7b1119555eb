/**
 * The job a revision enqueues (in its transaction) when it cancels the case's open checkout: the payments module
 * cancels the intent at the provider. Named here so the case slice does not depend on the payments module.
 */
export const CANCEL_PAYMENT_INTENT_JOB = 'cancel-payment-intent';
export const CANCEL_PAYMENT_INTENT_ATTEMPTS = 10;

export interface CancelPaymentIntentPayload {
  caseId: string;
  paymentIntentId: string;
}
