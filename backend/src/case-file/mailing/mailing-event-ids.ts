import { deterministicUuid } from '../../common/deterministic-uuid';
import type { PostalAddress } from './postal-address';

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

const addressKey = (a: PostalAddress) => [a.name, a.line1, a.line2, a.city, a.state, a.zip, a.zip4];

/**
 * The id of a new mailing, named by what the claimant asked for and the document's mailing it comes after (issue 37):
 * requests decided on the same state for the same letter, service, price and addresses name the same mailing, so
 * twenty clicks at once make one mailing and (its intent's idempotency key is the mailing's) one intent. A re-send
 * after a returned letter, or another choice, comes after another mailing, so it is a new one.
 */
export const newMailingId = (order: {
  caseId: string;
  documentId: string;
  after: string | null;
  service: string;
  revisionId: string;
  price: number;
  from: PostalAddress;
  to: PostalAddress;
}): string =>
  deterministicUuid(
    `LetterMailing:${JSON.stringify([
      order.caseId,
      order.documentId,
      order.after,
      order.service,
      order.revisionId,
      order.price,
      addressKey(order.from),
      addressKey(order.to),
    ])}`,
  );

export const MAIL_LETTER_JOB = 'mail-letter';
export const REFUND_MAILING_JOB = 'refund-mailing';
/** `metadata.purpose` of a mailing's payment intents. */
export const MAILING_PURPOSE = 'mailing';
export const MAILING_SYSTEM_ACTOR = { id: 'system:mailing', role: 'system' };
