import { deterministicUuid } from '../../common/deterministic-uuid';

/** Event ids of the money events: one PaymentSucceeded per intent (and per free checkout), one PaymentFailed per provider event. */
export const paymentEventIds = {
  checkoutStarted: (paymentIntentId: string) => deterministicUuid(`CheckoutStarted:${paymentIntentId}`),
  paymentSucceeded: (paymentIntentId: string) => deterministicUuid(`PaymentSucceeded:${paymentIntentId}`),
  paymentUnderpaid: (paymentIntentId: string) => deterministicUuid(`PaymentUnderpaid:${paymentIntentId}`),
  paymentFailed: (providerEventId: string) => deterministicUuid(`PaymentFailed:${providerEventId}`),
  paymentRefunded: (paymentIntentId: string) => deterministicUuid(`PaymentRefunded:${paymentIntentId}`),
  freeCheckoutStarted: (caseId: string) => deterministicUuid(`CheckoutStarted:free:${caseId}`),
  freePaymentSucceeded: (caseId: string) => deterministicUuid(`PaymentSucceeded:free:${caseId}`),
};
