import { deterministicUuid } from '../common/deterministic-uuid';

/**
 * Event ids of the mailing's events, derived from what they are about, so a retried job, a second webhook or a
 * reconciliation appends nothing twice (the store refuses a known event id; the decider returns [] first).
 */
export const mailingEventIds = {
  requested: (mailingId: string) => deterministicUuid(`LetterMailingRequested:${mailingId}`),
  canceled: (mailingId: string) => deterministicUuid(`LetterMailingCanceled:${mailingId}`),
  paid: (paymentIntentId: string) => deterministicUuid(`LetterMailingPaid:${paymentIntentId}`),
  mailed: (mailingId: string) => deterministicUuid(`LetterMailed:${mailingId}`),
  scan: (providerScanId: string) => deterministicUuid(`LetterScan:${providerScanId}`),
  rejected: (mailingId: string) => deterministicUuid(`LetterMailingRejected:${mailingId}`),
  refunded: (paymentIntentId: string) => deterministicUuid(`LetterMailingRefunded:${paymentIntentId}`),
};

export const MAIL_LETTER_JOB = 'mail-letter';
export const REFUND_MAILING_JOB = 'refund-mailing';
/** `metadata.purpose` of a mailing's payment intents. */
export const MAILING_PURPOSE = 'mailing';
export const MAILING_SYSTEM_ACTOR = { id: 'system:mailing', role: 'system' };
