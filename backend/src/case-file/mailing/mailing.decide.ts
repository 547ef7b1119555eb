import {
  ConflictError,
  IllegalStateError,
  NotFoundError,
  InputErrorCode,
  ValidationError,
} from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import {
  ACTIVE_STATUSES,
  evolveCaseMailings,
  findMailing,
  initialCaseMailings,
  type CaseMailings,
  type Mailing,
} from './mailing';
import type {
  LetterDeliveryUpdated,
  LetterMailed,
  LetterMailingCanceled,
  LetterMailingRequested,
  LetterMailingRefunded,
  MailCarrier,
  MailingEvent,
  MailService,
} from './mailing.events';
import type { CaseFileEvent } from '../case-file.events';

type Meta = { metadata: { now: Date } };

/**
 * Mail a document of the case for the claimant (the handler priced it and parsed the addresses first). `replaces`
 * is the document's mailing waiting for payment that the claimant saw and chose again over (null: none was waiting).
 */
export type RequestLetterMailing = Meta & {
  type: 'RequestLetterMailing';
  data: Omit<LetterMailingRequested['data'], 'requestedAt' | 'currency' | 'version'>;
  replaces?: string | null;
};

/** The provider says the mailing's intent succeeded (re-fetched, amount as received). */
export type RecordMailingPayment = Meta & {
  type: 'RecordMailingPayment';
  data: { caseId: string; mailingId: string; paymentIntentId: string; amount: number };
};

/** The provider accepted the letter (the mail-letter job, or a tracking webhook that arrived first). */
export type RecordLetterMailed = Meta & {
  type: 'RecordLetterMailed';
  data: {
    caseId: string;
    mailingId: string;
    carrier: Exclude<MailCarrier, 'self'>;
    providerLetterId: string;
    trackingNumber: string | null;
    pdfSha256: string;
    pageCount: number;
    mailedOn: string;
    expectedDeliveryDate: string | null;
  };
};

/** "I mailed it myself". */
export type RecordSelfMailing = Meta & {
  type: 'RecordSelfMailing';
  data: {
    caseId: string;
    mailingId: string;
    userId: string;
    documentId: string;
    mailedOn: string;
    trackingNumber: string | null;
  };
};

/** A USPS scan reported by the provider (re-fetched from it). */
export type RecordLetterScan = Meta & {
  type: 'RecordLetterScan';
  data: {
    caseId: string;
    mailingId: string;
    providerEventId: string;
    kind: LetterDeliveryUpdated['data']['status'] | 'delivered' | 'returned';
    description: string;
    location: string | null;
    occurredAt: string;
  };
};

/** The provider refused the letter; nothing was mailed. */
export type RejectLetterMailing = Meta & {
  type: 'RejectLetterMailing';
  data: { caseId: string; mailingId: string; reason: string };
};

/** The provider gave a mailing's payment back. */
export type RecordMailingRefund = Meta & {
  type: 'RecordMailingRefund';
  data: {
    caseId: string;
    mailingId: string;
    paymentIntentId: string;
    refundId: string | null;
    amount: number;
  };
};

export type MailingCommand =
  | RequestLetterMailing
  | RecordMailingPayment
  | RecordLetterMailed
  | RecordSelfMailing
  | RecordLetterScan
  | RejectLetterMailing
  | RecordMailingRefund;

export const ALREADY_MAILED_MESSAGE = 'This letter is already in the mail';
/** A request decided before another mailing of the letter started waiting for its card (issue 37). */
export const MAILING_WAITING_MESSAGE = 'A mailing of this letter is waiting for payment';

type OpenCase = Exclude<CaseMailings['case'], { status: 'none' }>;

function caseOf(state: CaseMailings): OpenCase {
  if (state.case.status === 'none') throw new NotFoundError('Case not found');
  return state.case;
}

function mailingOf(state: CaseMailings, mailingId: string): Mailing {
  const mailing = findMailing(state, mailingId);
  if (!mailing) throw new NotFoundError('Mailing not found');
  return mailing;
}

/**
 * The mailable documents of a case, by id (ADR 180): the first document, named by the id of its first revision,
 * and a final notice. The package filed from the case is for the court, never mailed to the other side.
 */
export function mailableDocument(
  c: OpenCase,
  documentId: string,
): { documentId: string; activeRevisionId: string; title: string } | null {
  if (c.document && c.activeRevisionId && c.document.revisionId === documentId)
    return { documentId, activeRevisionId: c.activeRevisionId, title: c.document.title };
  const later = (c.laterDocuments ?? []).find(
    (d) => d.documentId === documentId && d.kind === 'final_notice',
  );
  return later ? { documentId, activeRevisionId: later.activeRevisionId, title: later.title } : null;
}

/** A revision of any document of the case, by id. */
export const revisionOf = (c: OpenCase, revisionId: string) =>
  c.revisions.find((r) => r.id === revisionId) ??
  (c.laterDocuments ?? []).flatMap((d) => d.revisions).find((r) => r.id === revisionId);

/** The document's id when the request names none: the case's first (today, only) document. */
export const primaryDocumentId = (c: OpenCase): string | null => c.document?.revisionId ?? null;

/** The document's mailings, oldest first. */
export const mailingsOf = (state: CaseMailings, documentId: string) =>
  state.mailings.filter((m) => m.documentId === documentId);

/** The document's latest mailing that is in the mail or delivered, if any. */
export const activeMailing = (state: CaseMailings, documentId: string): Mailing | undefined =>
  mailingsOf(state, documentId).findLast((m) => ACTIVE_STATUSES.has(m.status));

/** The document's mailing still waiting for its payment, if any (at most one). */
export const awaitingPayment = (state: CaseMailings, documentId: string): Mailing | undefined =>
  mailingsOf(state, documentId).find((m) => m.status === 'awaiting_payment');

/** The document's latest mailing, when it came back to the sender: a new mailing of it is a re-send. */
export const returnedMailing = (state: CaseMailings, documentId: string): Mailing | undefined => {
  const sent = mailingsOf(state, documentId).filter(
    (m) => m.status !== 'canceled' && m.status !== 'rejected' && m.status !== 'awaiting_payment',
  );
  const last = sent.at(-1);
  return last?.status === 'returned' ? last : undefined;
};

const today = (now: Date) => now.toISOString().slice(0, 10);

export function requestLetterMailing(
  command: RequestLetterMailing,
  state: CaseMailings,
): Array<LetterMailingCanceled | LetterMailingRequested> {
  const c = caseOf(state);
  const d = command.data;
  const existing = findMailing(state, d.mailingId);
  if (existing) return []; // the same request again
  if (c.userId !== d.userId) throw new NotFoundError('Case not found');
  const document = mailableDocument(c, d.documentId);
  if (!document) throw new IllegalStateError('This case has no document to mail yet');
  if (document.activeRevisionId !== d.revisionId)
    throw new IllegalStateError('The letter changed while you were mailing it: look at the preview again');
  const active = activeMailing(state, d.documentId);
  if (active) throw new IllegalStateError(ALREADY_MAILED_MESSAGE);
  const returned = returnedMailing(state, d.documentId);
  if ((d.resendOf ?? null) !== (returned?.id ?? null))
    throw new IllegalStateError(
      returned
        ? 'This letter came back: send it again to a corrected address'
        : 'Only a letter that came back can be sent again',
    );
  if (d.payment === 'card' && (!d.paymentIntentId || d.price <= 0))
    throw new IllegalStateError('A paid mailing needs its payment intent');
  if (d.payment === 'included' && (d.paymentIntentId || d.price !== 0))
    throw new IllegalStateError('An included mailing has no payment');
  const at = command.metadata.now.toISOString();
  const events: Array<LetterMailingCanceled | LetterMailingRequested> = [];
  const waiting = awaitingPayment(state, d.documentId);
  // Only a choice made over the waiting mailing replaces it; one decided before it existed would undo a click.
  if (waiting && waiting.id !== (command.replaces ?? null))
    throw new ConflictError(MAILING_WAITING_MESSAGE, {
      mailingId: waiting.id,
      service: waiting.service,
      price: waiting.price,
    });
  if (waiting)
    events.push({
      type: 'LetterMailingCanceled',
      data: { caseId: d.caseId, mailingId: waiting.id, reason: 'replaced', canceledAt: at },
    });
  const version = revisionOf(c, d.revisionId)?.version ?? '';
  events.push({ type: 'LetterMailingRequested', data: { ...d, version, currency: 'usd', requestedAt: at } });
  return events;
}

export function recordMailingPayment(command: RecordMailingPayment, state: CaseMailings) {
  caseOf(state);
  const d = command.data;
  const m = mailingOf(state, d.mailingId);
  // Paid once: the same intent reported again changes nothing; any other outcome is refunded by the caller.
  if (m.status !== 'awaiting_payment' || m.paymentIntentId !== d.paymentIntentId || d.amount < m.price)
    return [];
  return [
    {
      type: 'LetterMailingPaid' as const,
      data: {
        caseId: d.caseId,
        mailingId: d.mailingId,
        paymentIntentId: d.paymentIntentId,
        amount: d.amount,
        currency: 'usd' as const,
        paidAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function recordLetterMailed(command: RecordLetterMailed, state: CaseMailings): LetterMailed[] {
  const c = caseOf(state);
  const d = command.data;
  const m = mailingOf(state, d.mailingId);
  if (m.status === 'rejected' || m.status === 'canceled' || m.status === 'awaiting_payment')
    throw new IllegalStateError(`Mailing ${m.id} is ${m.status}: it cannot have been mailed`);
  if (m.status !== 'queued') return []; // recorded already (the job and a webhook both report it)
  return [
    {
      type: 'LetterMailed',
      data: {
        caseId: d.caseId,
        mailingId: d.mailingId,
        userId: c.userId,
        documentId: m.documentId,
        revisionId: m.revisionId,
        carrier: d.carrier,
        service: m.service,
        providerLetterId: d.providerLetterId,
        trackingNumber: d.trackingNumber,
        pdfSha256: d.pdfSha256,
        pageCount: d.pageCount,
        mailedOn: d.mailedOn,
        expectedDeliveryDate: d.expectedDeliveryDate,
        mailedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export const SELF_MAILED_TRANSIT_DAYS = 5;

const addDaysIso = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function recordSelfMailing(command: RecordSelfMailing, state: CaseMailings): LetterMailed[] {
  const c = caseOf(state);
  const d = command.data;
  if (findMailing(state, d.mailingId)) return [];
  if (c.userId !== d.userId) throw new NotFoundError('Case not found');
  const document = mailableDocument(c, d.documentId);
  if (!document) throw new IllegalStateError('This case has no document to mail yet');
  if (d.mailedOn > today(command.metadata.now))
    throw new ValidationError('mailedOn: the date you mailed it cannot be in the future', {
      field: 'mailedOn',
      code: InputErrorCode.InvalidDate,
    });
  if (d.mailedOn < c.openedAt.slice(0, 10))
    throw new ValidationError('mailedOn: the date you mailed it cannot be before the case was opened', {
      field: 'mailedOn',
      code: InputErrorCode.InvalidDate,
    });
  const active = activeMailing(state, d.documentId);
  if (active) throw new IllegalStateError(ALREADY_MAILED_MESSAGE);
  if (awaitingPayment(state, d.documentId))
    throw new IllegalStateError(
      'SueGo is waiting to mail this letter for you: pay for it, or mail it yourself after you change your mind there',
    );
  return [
    {
      type: 'LetterMailed',
      data: {
        caseId: d.caseId,
        mailingId: d.mailingId,
        userId: d.userId,
        documentId: d.documentId,
        revisionId: document.activeRevisionId,
        carrier: 'self',
        service: d.trackingNumber ? 'certified' : null,
        providerLetterId: null,
        trackingNumber: d.trackingNumber,
        pdfSha256: null,
        pageCount: null,
        mailedOn: d.mailedOn,
        expectedDeliveryDate: addDaysIso(d.mailedOn, SELF_MAILED_TRANSIT_DAYS),
        mailedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function recordLetterScan(command: RecordLetterScan, state: CaseMailings): MailingEvent[] {
  caseOf(state);
  const d = command.data;
  const m = mailingOf(state, d.mailingId);
  if (state.recordedScans.has(d.providerEventId)) return []; // reported again
  if (m.status !== 'mailed' && m.status !== 'in_transit') return []; // not in the mail, or its journey ended
  const base = { caseId: d.caseId, mailingId: d.mailingId, providerEventId: d.providerEventId };
  switch (d.kind) {
    case 'delivered':
      return [
        { type: 'LetterDelivered', data: { ...base, location: d.location, deliveredAt: d.occurredAt } },
      ];
    case 'returned':
      return [
        { type: 'LetterReturned', data: { ...base, description: d.description, returnedAt: d.occurredAt } },
      ];
    default:
      return [
        {
          type: 'LetterDeliveryUpdated',
          data: {
            ...base,
            status: d.kind,
            description: d.description,
            location: d.location,
            occurredAt: d.occurredAt,
          },
        },
      ];
  }
}

export function rejectLetterMailing(command: RejectLetterMailing, state: CaseMailings): MailingEvent[] {
  caseOf(state);
  const d = command.data;
  const m = mailingOf(state, d.mailingId);
  if (m.status === 'rejected') return [];
  if (m.status !== 'queued')
    throw new IllegalStateError(`Mailing ${m.id} is ${m.status}: it can no longer be rejected`);
  return [
    {
      type: 'LetterMailingRejected',
      data: {
        caseId: d.caseId,
        mailingId: d.mailingId,
        reason: d.reason,
        rejectedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/** Why this intent of the mailing is given back: its letter was rejected, or the mailing did not need it. */
export function mailingRefundReason(
  state: CaseMailings,
  mailingId: string,
  paymentIntentId: string,
): 'rejected' | 'not_needed' | null {
  const m = findMailing(state, mailingId);
  if (!m || m.refunded.includes(paymentIntentId)) return null;
  if (m.paidBy === paymentIntentId) return m.status === 'rejected' ? 'rejected' : null;
  return 'not_needed';
}

export function recordMailingRefund(
  command: RecordMailingRefund,
  state: CaseMailings,
): LetterMailingRefunded[] {
  caseOf(state);
  const d = command.data;
  const reason = mailingRefundReason(state, d.mailingId, d.paymentIntentId);
  if (!reason) {
    if (findMailing(state, d.mailingId)?.refunded.includes(d.paymentIntentId)) return [];
    throw new IllegalStateError('This mailing payment is not owed back');
  }
  return [
    {
      type: 'LetterMailingRefunded',
      data: { ...d, currency: 'usd', reason, refundedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function decideMailing(command: MailingCommand, state: CaseMailings): MailingEvent[] {
  switch (command.type) {
    case 'RequestLetterMailing':
      return requestLetterMailing(command, state);
    case 'RecordMailingPayment':
      return recordMailingPayment(command, state);
    case 'RecordLetterMailed':
      return recordLetterMailed(command, state);
    case 'RecordSelfMailing':
      return recordSelfMailing(command, state);
    case 'RecordLetterScan':
      return recordLetterScan(command, state);
    case 'RejectLetterMailing':
      return rejectLetterMailing(command, state);
    case 'RecordMailingRefund':
      return recordMailingRefund(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}

/** The mailing decider over a case stream (its events are the case's and the mailing's). */
export const mailingDecider: Decider<MailingCommand, CaseMailings, CaseFileEvent> = {
  decide: decideMailing,
  evolve: evolveCaseMailings,
  initialState: initialCaseMailings,
};

export type { MailService };
