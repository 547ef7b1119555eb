import type { PostalAddress } from './postal-address';

/**
 * Events of "mail it for me" (issue 28). They live on the case's stream (`case-{id}`), beside the case's own events,
 * so a mailing and the document it mails are one consistency boundary; the mailing context decides them with its
 * own decider over that stream. Type strings never change; a new shape gets an upcaster.
 */

/** USPS Certified Mail with electronic return receipt, or First-Class. */
export type MailService = 'certified' | 'first_class';
export const MAIL_SERVICES: readonly MailService[] = ['certified', 'first_class'];

/** Who carried the letter to USPS: a mail provider (Lob, or the sandbox that imitates it), or the claimant. */
export type MailCarrier = 'lob' | 'sandbox' | 'self';

/**
 * The claimant asked SueGo to mail a document of the case: the exact revision, the two addresses as they will be
 * printed, the service and its price. `payment` is `included` (SuePro) or `card` (a payment intent with
 * `purpose: mailing` is due: `paymentIntentId`). `letterDate` and `responseDueDate` are the dates printed in the
 * letter (null when the text no longer says them).
 */
export type LetterMailingRequested = {
  type: 'LetterMailingRequested';
  data: {
    caseId: string;
    mailingId: string;
    userId: string;
    /** Which document of the case: today the id of its first revision (a case has one document). */
    documentId: string;
    revisionId: string;
    version: string;
    service: MailService;
    from: PostalAddress;
    to: PostalAddress;
    /** cents; 0 when included */
    price: number;
    currency: 'usd';
    payment: 'included' | 'card';
    paymentIntentId: string | null;
    /** The returned mailing this one sends again to a corrected address. */
    resendOf: string | null;
    letterDate: string | null;
    responseDueDate: string | null;
    requestedAt: string;
  };
};

/** The mailing's payment arrived (a verified webhook or a sandbox confirmation, through the one provider-event handler). */
export type LetterMailingPaid = {
  type: 'LetterMailingPaid';
  data: {
    caseId: string;
    mailingId: string;
    paymentIntentId: string;
    amount: number;
    currency: 'usd';
    paidAt: string;
  };
};

/** A mailing still waiting for its payment was replaced by another request (another service, say). */
export type LetterMailingCanceled = {
  type: 'LetterMailingCanceled';
  data: { caseId: string; mailingId: string; reason: 'replaced'; canceledAt: string };
};

/**
 * The letter is in the mail. From a provider: its letter id, the exact PDF sent (SHA-256, pages) and its tracking
 * number (certified) and expected delivery date. From the claimant ("I mailed it myself"): the date and, for
 * certified mail, their tracking number; the mailing exists from this event on.
 */
export type LetterMailed = {
  type: 'LetterMailed';
  data: {
    caseId: string;
    mailingId: string;
    userId: string;
    documentId: string;
    revisionId: string;
    carrier: MailCarrier;
    service: MailService | null;
    providerLetterId: string | null;
    trackingNumber: string | null;
    pdfSha256: string | null;
    pageCount: number | null;
    /** YYYY-MM-DD */
    mailedOn: string;
    /** YYYY-MM-DD: the provider's expected delivery date, or the mailing date plus the usual transit. */
    expectedDeliveryDate: string | null;
    mailedAt: string;
  };
};

/** A USPS scan that is neither delivery nor return (in transit, in the local area, processed for delivery, re-routed). */
export type LetterDeliveryUpdated = {
  type: 'LetterDeliveryUpdated';
  data: {
    caseId: string;
    mailingId: string;
    providerEventId: string;
    status: 'mailed' | 'in_transit' | 'in_local_area' | 'processed_for_delivery' | 're_routed' | 'other';
    description: string;
    location: string | null;
    occurredAt: string;
  };
};

/** USPS confirmed delivery (certified mail's electronic return receipt). */
export type LetterDelivered = {
  type: 'LetterDelivered';
  data: {
    caseId: string;
    mailingId: string;
    providerEventId: string;
    location: string | null;
    deliveredAt: string;
  };
};

/** The letter came back to the sender (refused, unclaimed, bad address). It may be sent again to a corrected address. */
export type LetterReturned = {
  type: 'LetterReturned';
  data: {
    caseId: string;
    mailingId: string;
    providerEventId: string;
    description: string;
    returnedAt: string;
  };
};

/** The provider refused the letter after it was requested (and paid): nothing was mailed. */
export type LetterMailingRejected = {
  type: 'LetterMailingRejected';
  data: { caseId: string; mailingId: string; reason: string; rejectedAt: string };
};

/**
 * Money for a mailing was given back: the letter was rejected (`rejected`), or the payment arrived for a mailing that
 * no longer wanted it (`not_needed`: canceled, or paid twice).
 */
export type LetterMailingRefunded = {
  type: 'LetterMailingRefunded';
  data: {
    caseId: string;
    mailingId: string;
    paymentIntentId: string;
    refundId: string | null;
    amount: number;
    currency: 'usd';
    reason: 'rejected' | 'not_needed';
    refundedAt: string;
  };
};

export type MailingEvent =
  | LetterMailingRequested
  | LetterMailingPaid
  | LetterMailingCanceled
  | LetterMailed
  | LetterDeliveryUpdated
  | LetterDelivered
  | LetterReturned
  | LetterMailingRejected
  | LetterMailingRefunded;

export type MailingEventType = MailingEvent['type'];

export const MAILING_EVENT_TYPES: readonly MailingEventType[] = [
  'LetterMailingRequested',
  'LetterMailingPaid',
  'LetterMailingCanceled',
  'LetterMailed',
  'LetterDeliveryUpdated',
  'LetterDelivered',
  'LetterReturned',
  'LetterMailingRejected',
  'LetterMailingRefunded',
];
