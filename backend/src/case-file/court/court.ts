import { evolveCase, initialCaseState, type Case } from '../case';

import type { CaseOutcome } from '../follow-up/follow-up.events';

import { evolveEscalation, type Escalation } from './escalate/escalation';

import { evolveHearing, type CaseHearing } from './hearing/hearing-state';

import type { Sc100Answers } from './sc100/sc100.types';

import type { CaseFileEvent } from '../case-file.events';

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
 * the latest outcome and the mailings that left.
 */
export interface CaseCourt {
  case: Case;
  outcome: { outcome: CaseOutcome; amountReceivedCents: number | null; recordedAt: string } | null;
  mailings: readonly MailingRecord[];
  /** The latest SC-100 answers (ADR 182), null until the claimant saved them. */
  sc100: Sc100Answers | null;
  /** The hearing the claimant set (ADR 186) and the reminders of it that went. */
  hearing: CaseHearing;
  /** "File in small claims" from this case (ADR 184), null until asked. */
  escalation: Escalation | null;
}

export const initialCaseCourt = (): CaseCourt => ({
  case: initialCaseState(),
  outcome: null,
  mailings: [],
  sc100: null,
  hearing: { current: null, last: null, sequence: 0, remindersSent: [] },
  escalation: null,
});

const updateMailing = (state: CaseCourt, mailingId: string, change: (m: MailingRecord) => MailingRecord) => ({
  ...state,
  mailings: state.mailings.map((m) => (m.mailingId === mailingId ? change(m) : m)),
});

export function evolveCaseCourt(state: CaseCourt, event: CaseFileEvent): CaseCourt {
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
    case 'Sc100AnswersSaved':
      return { ...state, sc100: event.data.answers };
    case 'HearingScheduled':
    case 'HearingCanceled':
    case 'HearingReminderSent':
      return { ...state, hearing: evolveHearing(state.hearing, event) };
    case 'EscalationRequested':
    case 'EscalationPaid':
    case 'EscalationRefunded':
      return { ...state, escalation: evolveEscalation(state.escalation, event) };
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
