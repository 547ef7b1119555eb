import { defineMessages } from '@/lib/i18n/define';

/** Billing history (issue 27) in the page's language (issue 33). */
export const messages = defineMessages('billingHistory', {
  card: 'Card',
  cardLine: '{brand} •••• {last4}',
  statusPaid: 'Paid',
  statusPartlyRefunded: 'Partly refunded',
  statusRefunded: 'Refunded',
  refund: 'Refund',
  downloadReceipt: 'Download receipt {number} (PDF)',
  receiptUnavailable: 'Receipt unavailable',
  pleaseTryAgain: 'Please try again.',
  receiptPdf: 'Receipt (PDF)',
  receiptNumber: 'Receipt {number}',
  stripeReceipt: 'Stripe receipt',
  loading: 'Loading your billing history…',
  loadFailed: "We couldn't load your billing history.",
  checkConnection: 'Check your connection and try again.',
  tryAgain: 'Try again',
  empty: 'No charges yet. Every payment and refund will be listed here with its receipt.',
  listLabel: 'Charges and refunds',
  pagesLabel: 'Billing history pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  testModeLine: 'Test mode — no real charge',
});
