import { evolveCase, initialCaseState, type Case } from '../case';

import type { MailCarrier, MailingEvent, MailService } from './mailing.events';

import type { PostalAddress } from './postal-address';

import { type CaseFileEvent, isCaseEvent } from '../case-file.events';

/** Where a mailing is. The API adds nothing: these are the statuses `GET /mailings` answers. */
export type MailingStatus =
  | 'awaiting_payment'
  | 'queued'
  | 'mailed'
  | 'in_transit'
  | 'delivered'
  | 'returned'
  | 'rejected'
  | 'canceled';

/** One letter sent (or to be sent), as the mailing rules see it. */
export interface Mailing {
  id: string;
  documentId: string;
  revisionId: string;
  carrier: MailCarrier | null;
  service: MailService | null;
  status: MailingStatus;
  from: PostalAddress | null;
  to: PostalAddress | null;
  price: number;
  payment: 'included' | 'card' | 'self';
  /** The intent that must pay it (card mailings). */
  paymentIntentId: string | null;
  /** The intent that paid it, once paid. */
  paidBy: string | null;
  /** Intents given back for this mailing. */
  refunded: readonly string[];
  providerLetterId: string | null;
  resendOf: string | null;
}

/**
 * The case stream as the mailing decider folds it: the case, as its own evolve sees it (owner, document, active
 * revision), plus every mailing and the provider scans already recorded (a scan is recorded once, however often
 * it is reported).
 */
export interface CaseMailings {
  case: Case;
  mailings: readonly Mailing[];
  recordedScans: ReadonlySet<string>;
}

const MAILING_TYPES = new Set<string>([
  'LetterMailingRequested',
  'LetterMailingPaid',
  'LetterMailingCanceled',
  'LetterMailed',
  'LetterDeliveryUpdated',
  'LetterDelivered',
  'LetterReturned',
  'LetterMailingRejected',
  'LetterMailingRefunded',
]);
export const isMailingEvent = (event: { type: string }): event is MailingEvent =>
  MAILING_TYPES.has(event.type);

export const initialCaseMailings = (): CaseMailings => ({
  case: initialCaseState(),
  mailings: [],
  recordedScans: new Set(),
});

const update = (state: CaseMailings, id: string, change: (m: Mailing) => Mailing): CaseMailings => ({
  ...state,
  mailings: state.mailings.map((m) => (m.id === id ? change(m) : m)),
});

const scanned = (state: CaseMailings, providerEventId: string): ReadonlySet<string> =>
  new Set([...state.recordedScans, providerEventId]);

/** A scan moves a letter on only while it travels: a late scan never undoes a delivery or a return. */
const TRAVELLING: ReadonlySet<MailingStatus> = new Set(['mailed', 'in_transit']);

export function evolveCaseMailings(state: CaseMailings, event: CaseFileEvent): CaseMailings {
  if (isCaseEvent(event)) return { ...state, case: evolveCase(state.case, event) };
  if (!isMailingEvent(event)) return state;
  switch (event.type) {
    case 'LetterMailingRequested': {
      const d = event.data;
      const mailing: Mailing = {
        id: d.mailingId,
        documentId: d.documentId,
        revisionId: d.revisionId,
        carrier: null,
        service: d.service,
        status: d.payment === 'included' ? 'queued' : 'awaiting_payment',
        from: d.from,
        to: d.to,
        price: d.price,
        payment: d.payment,
        paymentIntentId: d.paymentIntentId,
        paidBy: null,
        refunded: [],
        providerLetterId: null,
        resendOf: d.resendOf,
      };
      return { ...state, mailings: [...state.mailings, mailing] };
    }
    case 'LetterMailingPaid':
      return update(state, event.data.mailingId, (m) => ({
        ...m,
        status: 'queued',
        paidBy: event.data.paymentIntentId,
      }));
    case 'LetterMailingCanceled':
      return update(state, event.data.mailingId, (m) => ({ ...m, status: 'canceled' }));
    case 'LetterMailed': {
      const d = event.data;
      if (!state.mailings.some((m) => m.id === d.mailingId)) {
        // "I mailed it myself": the mailing starts here.
        const mailing: Mailing = {
          id: d.mailingId,
          documentId: d.documentId,
          revisionId: d.revisionId,
          carrier: d.carrier,
          service: d.service,
          status: 'mailed',
          from: null,
          to: null,
          price: 0,
          payment: 'self',
          paymentIntentId: null,
          paidBy: null,
          refunded: [],
          providerLetterId: null,
          resendOf: null,
        };
        return { ...state, mailings: [...state.mailings, mailing] };
      }
      return update(state, d.mailingId, (m) => ({
        ...m,
        status: 'mailed',
        carrier: d.carrier,
        providerLetterId: d.providerLetterId,
      }));
    }
    case 'LetterDeliveryUpdated':
      // USPS's acceptance scan ("Mailed") leaves it mailed; any later scan means it is on its way.
      return {
        ...update(state, event.data.mailingId, (m) =>
          TRAVELLING.has(m.status) && event.data.status !== 'mailed' ? { ...m, status: 'in_transit' } : m,
        ),
        recordedScans: scanned(state, event.data.providerEventId),
      };
    case 'LetterDelivered':
      return {
        ...update(state, event.data.mailingId, (m) => ({ ...m, status: 'delivered' })),
        recordedScans: scanned(state, event.data.providerEventId),
      };
    case 'LetterReturned':
      return {
        ...update(state, event.data.mailingId, (m) => ({ ...m, status: 'returned' })),
        recordedScans: scanned(state, event.data.providerEventId),
      };
    case 'LetterMailingRejected':
      return update(state, event.data.mailingId, (m) => ({ ...m, status: 'rejected' }));
    case 'LetterMailingRefunded':
      return update(state, event.data.mailingId, (m) => ({
        ...m,
        refunded: [...m.refunded, event.data.paymentIntentId],
      }));
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

export const findMailing = (state: CaseMailings, mailingId: string): Mailing | undefined =>
  state.mailings.find((m) => m.id === mailingId);

/** Statuses in which a document is "in the mail" (or delivered): no second mailing of it is started. */
export const ACTIVE_STATUSES: ReadonlySet<MailingStatus> = new Set([
  'queued',
  'mailed',
  'in_transit',
  'delivered',
]);
