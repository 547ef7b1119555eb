import type { MailingEvent } from '../../mailing.events';
import type { PostalAddress } from '../../postal-address';
import { columnPolicy } from '../../../../event-store/sealed-columns';

/**
 * The two postal addresses (names, streets) are sealed under the claimant's key (docs/adr/127); the carrier's ids,
 * statuses, dates, prices and tracking steps stay readable.
 */
export const MAILING_COLUMNS = columnPolicy<{ user_id: string }>({
  table: 'rm_mailings',
  subject: (row) => row.user_id,
  sealed: { from_address: { json: true, erased: null }, to_address: { json: true, erased: null } },
  plain: [
    'document_id',
    'revision_id',
    'revision_version',
    'carrier',
    'service',
    'status',
    'payment',
    'payment_intent_id',
    'letter_date',
    'response_due_date',
    'provider_letter_id',
    'tracking_number',
    'pdf_sha256',
    'mailed_on',
    'expected_delivery_date',
    'rejected_reason',
    'events',
  ],
});

/** One tracking step as the document page lists it. */
export interface MailingStep {
  status: string;
  description: string;
  location: string | null;
  at: string;
}

/** One row of `rm_mailings`: a letter mailed for the claimant (or by them), in column names. Amounts in cents. */
export interface MailingRow {
  id: string;
  case_id: string;
  user_id: string;
  document_id: string;
  revision_id: string;
  revision_version: string | null;
  carrier: string | null;
  service: string | null;
  status: string;
  from_address: PostalAddress | null;
  to_address: PostalAddress | null;
  price: number;
  payment: string;
  payment_intent_id: string | null;
  resend_of: string | null;
  letter_date: string | null;
  response_due_date: string | null;
  provider_letter_id: string | null;
  tracking_number: string | null;
  pdf_sha256: string | null;
  page_count: number | null;
  mailed_on: string | null;
  expected_delivery_date: string | null;
  processed_for_delivery_at: string | null;
  delivered_at: string | null;
  returned_at: string | null;
  rejected_reason: string | null;
  refunded_amount: number;
  events: MailingStep[];
  /** Case-stream position of the last event folded into this row (replay-safe). */
  version: number;
  created_at: string;
  updated_at: string;
}

const TRAVELLING = new Set(['mailed', 'in_transit']);

const blank = (id: string, caseId: string, at: string): MailingRow => ({
  id,
  case_id: caseId,
  user_id: '',
  document_id: '',
  revision_id: '',
  revision_version: null,
  carrier: null,
  service: null,
  status: 'awaiting_payment',
  from_address: null,
  to_address: null,
  price: 0,
  payment: 'card',
  payment_intent_id: null,
  resend_of: null,
  letter_date: null,
  response_due_date: null,
  provider_letter_id: null,
  tracking_number: null,
  pdf_sha256: null,
  page_count: null,
  mailed_on: null,
  expected_delivery_date: null,
  processed_for_delivery_at: null,
  delivered_at: null,
  returned_at: null,
  rejected_reason: null,
  refunded_amount: 0,
  events: [],
  version: 0,
  created_at: at,
  updated_at: at,
});

const step = (row: MailingRow, s: MailingStep): MailingStep[] => [...row.events, s];

/**
 * Folds one mailing event into its row. Pure: only event fields are used, and a row skips events at or below its
 * version, so replays and rebuilds give the same rows. Returns the new row (or the same one when nothing changed).
 */
export function evolveMailingRow(
  current: MailingRow | undefined,
  event: MailingEvent,
  position: number,
): MailingRow | undefined {
  if (current && position <= current.version) return current;
  switch (event.type) {
    case 'LetterMailingRequested': {
      const e = event.data;
      const row = current ?? blank(e.mailingId, e.caseId, e.requestedAt);
      return {
        ...row,
        user_id: e.userId,
        document_id: e.documentId,
        revision_id: e.revisionId,
        revision_version: e.version,
        service: e.service,
        status: e.payment === 'included' ? 'queued' : 'awaiting_payment',
        from_address: e.from,
        to_address: e.to,
        price: e.price,
        payment: e.payment,
        payment_intent_id: e.paymentIntentId,
        resend_of: e.resendOf,
        letter_date: e.letterDate,
        response_due_date: e.responseDueDate,
        events: step(row, {
          status: 'requested',
          description: 'Mailing requested',
          location: null,
          at: e.requestedAt,
        }),
        version: position,
        updated_at: e.requestedAt,
      };
    }
    case 'LetterMailed': {
      const e = event.data;
      const row = current ?? { ...blank(e.mailingId, e.caseId, e.mailedAt), payment: 'self' };
      return {
        ...row,
        user_id: e.userId,
        document_id: e.documentId,
        revision_id: e.revisionId,
        carrier: e.carrier,
        service: e.service,
        status: 'mailed',
        provider_letter_id: e.providerLetterId,
        tracking_number: e.trackingNumber,
        pdf_sha256: e.pdfSha256,
        page_count: e.pageCount,
        mailed_on: e.mailedOn,
        expected_delivery_date: e.expectedDeliveryDate,
        events: step(row, {
          status: 'mailed',
          description: e.carrier === 'self' ? 'You mailed it' : 'Handed to the mail service',
          location: null,
          at: e.mailedAt,
        }),
        version: position,
        updated_at: e.mailedAt,
      };
    }
    default:
      break;
  }
  if (!current) return current; // an event before its mailing's first: nothing to fold into
  const at = (() => {
    switch (event.type) {
      case 'LetterMailingPaid':
        return event.data.paidAt;
      case 'LetterMailingCanceled':
        return event.data.canceledAt;
      case 'LetterDeliveryUpdated':
        return event.data.occurredAt;
      case 'LetterDelivered':
        return event.data.deliveredAt;
      case 'LetterReturned':
        return event.data.returnedAt;
      case 'LetterMailingRejected':
        return event.data.rejectedAt;
      case 'LetterMailingRefunded':
        return event.data.refundedAt;
      default:
        return current.updated_at;
    }
  })();
  const next = { ...current, version: position, updated_at: at };
  switch (event.type) {
    case 'LetterMailingPaid':
      return {
        ...next,
        status: 'queued',
        events: step(current, { status: 'paid', description: 'Paid', location: null, at }),
      };
    case 'LetterMailingCanceled':
      return {
        ...next,
        status: 'canceled',
        events: step(current, {
          status: 'canceled',
          description: 'Replaced by another mailing request',
          location: null,
          at,
        }),
      };
    case 'LetterDeliveryUpdated': {
      const e = event.data;
      return {
        ...next,
        status: TRAVELLING.has(current.status) && e.status !== 'mailed' ? 'in_transit' : current.status,
        processed_for_delivery_at:
          e.status === 'processed_for_delivery'
            ? (current.processed_for_delivery_at ?? e.occurredAt)
            : current.processed_for_delivery_at,
        events: step(current, { status: e.status, description: e.description, location: e.location, at }),
      };
    }
    case 'LetterDelivered':
      return {
        ...next,
        status: 'delivered',
        delivered_at: at,
        events: step(current, {
          status: 'delivered',
          description: 'Delivered',
          location: event.data.location,
          at,
        }),
      };
    case 'LetterReturned':
      return {
        ...next,
        status: 'returned',
        returned_at: at,
        events: step(current, {
          status: 'returned',
          description: event.data.description,
          location: null,
          at,
        }),
      };
    case 'LetterMailingRejected':
      return {
        ...next,
        status: 'rejected',
        rejected_reason: event.data.reason,
        events: step(current, { status: 'rejected', description: event.data.reason, location: null, at }),
      };
    case 'LetterMailingRefunded':
      return {
        ...next,
        refunded_amount: current.refunded_amount + event.data.amount,
        events: step(current, { status: 'refunded', description: 'Payment refunded', location: null, at }),
      };
    default:
      return current;
  }
}
