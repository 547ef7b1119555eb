import { defineMessages } from '@/lib/i18n/define';

/** The promo box and the card form's loading state (issue 33); spec §8 toast titles stay as written in English. */
export const messages = defineMessages('promo', {
  checkAndRetry: 'Please check your code and try again.',
  invalid: "That promo code isn't valid. Please check your code and try again.",
  invalidTitle: 'Invalid Promo Code',
  applied: 'Promo Code Applied',
  isApplied: '{code} is applied.',
  couldNotCheck: "Couldn't Check Promo Code",
  checkConnection: 'Check your connection and try again.',
  appliedLine: 'Promo code <mono>{code}</mono> is applied.',
  remove: 'Remove<hidden> promo code {code}</hidden>',
  label: 'Promo code',
  placeholder: 'Have a code?',
  checking: 'Checking…',
  apply: 'Apply',
  locked: "A promo code can't be added once a payment has started.",
  loadingCardForm: 'Loading the card form…',
  notCharged: 'Your card was not charged. Please try again.',
  notReady: 'Payment system not ready. Please refresh and try again.',
  paymentFailed: 'Payment Failed',
  paymentProcessed: 'Payment Processed',
  savedCards: 'Your saved cards',
  payWithSaved: 'Pay {amount} with {brand} ending {last4}',
});
