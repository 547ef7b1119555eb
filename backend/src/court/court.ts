import { evolveCase, initialCaseState, type Case, type CaseEvent } from '../cases/index';
import type { CaseOutcome, FollowUpEvent } from '../follow-up/follow-up.events';
import type { MailingEvent } from '../mailing/index';
import type { CourtEvent, HearingReminderKind, HearingScheduled, Sc100Answers } from './court.events';

/** One mailing of a document, as the final notice and the package's exhibits describe it. */
export interface MailingRecord {
  mailingId: string;
  documentId: string;
  carrier: string;
  service: string | null;
  trackingNumber: string | null;
  pdfSha256: string | null;
  /** YYYY-MM-DD */
  mailedOn: string;
  /** YYYY-MM-DD, once USPS confirmed it */
  deliveredOn: string | null;
  returned: boolean;
}

/**
 * The case stream as the court decider folds it (ADR 181): the case as its own evolve sees it (documents included),
 * the latest outcome, the mailings that left, the escalation, the SC-100 answers and the hearing.
 */
export interface CaseCourt {
  case: Case;
  outcome: { outcome: CaseOutcome; amountReceivedCents: number | null; recordedAt: string } | null;
  mailings: readonly MailingRecord[];
  escalation: {
    /** The open intent for the difference, if one was handed out. */
    checkout: { paymentIntentId: string; amount: number } | null;
    escalated: { documentId: string; via: 'plan' | 'card'; paymentIntentId: string | null } | null;
  };
  sc100: Sc100Answers | null;
  hearing: HearingScheduled['data'] | null;
  /** `${hearingId}:${reminder}` of every hearing reminder sent. */
  hearingRemindersSent: ReadonlySet<string>;
}

export type CourtStreamEvent = CaseEvent | MailingEvent | FollowUpEvent | CourtEvent;

export const initialCaseCourt = (): CaseCourt => ({
  case: initialCaseState(),
  outcome: null,
  mailings: [],
  escalation: { checkout: null, escalated: null },
  sc100: null,
  hearing: null,
  hearingRemindersSent: new Set(),
});

export const hearingReminderKey = (hearingId: string, reminder: HearingReminderKind) =>
  `${hearingId}:${reminder}`;

const updateMailing = (state: CaseCourt, mailingId: string, change: (m: MailingRecord) => MailingRecord) => ({
  ...state,
  mailings: state.mailings.map((m) => (m.mailingId === mailingId ? change(m) : m)),
});

export function evolveCaseCourt(state: CaseCourt, event: CourtStreamEvent): CaseCourt {
  switch (event.type) {
    case 'CaseOutcomeRecorded': {
      const { outcome, amountReceivedCents, recordedAt } = event.data;
      return { ...state, outcome: { outcome, amountReceivedCents, recordedAt } };
    }
    case 'LetterMailed': {
      const d = event.data;
      return {
        ...state,
        mailings: [
          ...state.mailings.filter((m) => m.mailingId !== d.mailingId),
          {
            mailingId: d.mailingId,
            documentId: d.documentId,
            carrier: d.carrier,
            service: d.service,
            trackingNumber: d.trackingNumber,
            pdfSha256: d.pdfSha256,
            mailedOn: d.mailedOn,
            deliveredOn: null,
            returned: false,
          },
        ],
      };
    }
    case 'LetterDelivered':
      return updateMailing(state, event.data.mailingId, (m) => ({
        ...m,
        deliveredOn: event.data.deliveredAt.slice(0, 10),
      }));
    case 'LetterReturned':
      return updateMailing(state, event.data.mailingId, (m) => ({ ...m, returned: true }));
    case 'EscalationCheckoutStarted':
      return {
        ...state,
        escalation: {
          ...state.escalation,
          checkout: { paymentIntentId: event.data.paymentIntentId, amount: event.data.amount },
        },
      };
    case 'CaseEscalated': {
      const { documentId, via, paymentIntentId } = event.data;
      return {
        ...state,
        escalation: { ...state.escalation, escalated: { documentId, via, paymentIntentId } },
      };
    }
    case 'Sc100AnswersSaved':
      return { ...state, sc100: event.data.answers };
    case 'HearingScheduled':
      return { ...state, hearing: event.data };
    case 'HearingReminderSent':
      return {
        ...state,
        hearingRemindersSent: new Set([
          ...state.hearingRemindersSent,
          hearingReminderKey(event.data.hearingId, event.data.reminder),
        ]),
      };
    case 'CaseReminderSent':
    case 'LetterMailingRequested':
    case 'LetterMailingPaid':
    case 'LetterMailingCanceled':
    case 'LetterDeliveryUpdated':
    case 'LetterMailingRejected':
    case 'LetterMailingRefunded':
      return state;
    default:
      // Every other event is the case's own.
      return { ...state, case: evolveCase(state.case, event) };
  }
}
