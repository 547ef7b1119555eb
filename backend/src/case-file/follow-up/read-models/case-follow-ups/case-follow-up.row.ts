import type { CaseEvent } from '../../../case.events';
import type { FollowUpEvent } from '../../follow-up.events';
import { storedRow } from '../../../../event-store/projection/batch-upsert';
import { letterPages, letterTerms } from '../../../mailing/letter-pages';
import type { MailingEvent } from '../../../mailing/mailing.events';

/** One letter of the case as the timeline shows it. */
export interface FollowUpLetterView {
  mailingId: string;
  carrier: string | null;
  service: string | null;
  /** requested, mailed, in_transit, delivered, returned, ended (canceled or rejected) */
  status: string;
  trackingNumber: string | null;
  mailedOn: string | null;
  expectedDeliveryDate: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  /** The response date printed in the letter mailed. */
  responseDueDate: string | null;
}

export interface SentReminderView {
  reminder: string;
  mailingId: string;
  sentAt: string;
}

/**
 * One row of `rm_case_follow_ups` (issue 29): what happens after the letter, per case: the document, its letters,
 * the outcome and the reminders sent, plus the few answers the timeline and calendar need (state, case type,
 * incident date, agreement) to find the last day to sue.
 */
export interface CaseFollowUpRow {
  case_id: string;
  user_id: string;
  state: string | null;
  case_type: string | null;
  incident_date: string | null;
  agreement_form: string | null;
  document_ready_at: string | null;
  /** The response date printed in the active version of the letter (YYYY-MM-DD). */
  printed_response_due_date: string | null;
  letters: FollowUpLetterView[];
  /** First USPS-confirmed delivery of a letter SueGo mailed. */
  delivered_at: string | null;
  mailed_through_suego: boolean;
  outcome: string | null;
  outcome_amount_cents: number | null;
  outcome_recorded_at: string | null;
  outcome_via: string | null;
  reminders: SentReminderView[];
  /** Case-stream position of the last event folded into this row (replay-safe; the calendar's SEQUENCE). */
  version: number;
  updated_at: string;
}

export type FollowUpRowEvent = CaseEvent | MailingEvent | FollowUpEvent;

const blank = (caseId: string, at: string): CaseFollowUpRow => ({
  case_id: caseId,
  user_id: '',
  state: null,
  case_type: null,
  incident_date: null,
  agreement_form: null,
  document_ready_at: null,
  printed_response_due_date: null,
  letters: [],
  delivered_at: null,
  mailed_through_suego: false,
  outcome: null,
  outcome_amount_cents: null,
  outcome_recorded_at: null,
  outcome_via: null,
  reminders: [],
  version: 0,
  updated_at: at,
});

function printedDueDate(content: string): string | null {
  const pages = letterPages(content);
  return pages.ok ? letterTerms(pages.content).responseDueDate : null;
}

const letter = (row: CaseFollowUpRow, id: string, change: (l: FollowUpLetterView) => FollowUpLetterView) => ({
  ...row,
  letters: row.letters.map((l) => (l.mailingId === id ? change(l) : l)),
});

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Folds one event of a case stream into its row. Pure (only event fields), and a row skips events at or below
 * its version, so replays and rebuilds give the same rows. Returns the same row when nothing changed.
 */
export function evolveFollowUpRow(
  current: CaseFollowUpRow | undefined,
  event: FollowUpRowEvent,
  position: number,
  at: string,
): CaseFollowUpRow | undefined {
  if (current && position <= current.version) return current;
  if (!current && event.type !== 'CaseOpened') return current;
  const row = current ?? blank(event.data.caseId, at);
  const next = (changed: Partial<CaseFollowUpRow>): CaseFollowUpRow => ({
    ...row,
    ...changed,
    version: position,
    updated_at: at,
  });
  switch (event.type) {
    case 'CaseOpened':
    case 'CaseDetailsRevised': {
      const d = event.data.details as unknown as Record<string, unknown>;
      return next({
        ...(event.type === 'CaseOpened' ? { user_id: event.data.userId } : {}),
        state: str(d.state),
        case_type: str(d.caseType),
        incident_date: str(d.incidentDate),
        agreement_form: str(d.agreementForm),
      });
    }
    case 'DocumentGenerated':
      return next({
        document_ready_at: row.document_ready_at ?? event.data.generatedAt,
        printed_response_due_date: printedDueDate(event.data.content),
      });
    case 'RevisionSaved':
    case 'RevisionActivated':
      return next({ printed_response_due_date: printedDueDate(event.data.content) });
    case 'LetterMailingRequested': {
      const d = event.data;
      return next({
        letters: [
          ...row.letters,
          {
            mailingId: d.mailingId,
            carrier: null,
            service: d.service,
            status: 'requested',
            trackingNumber: null,
            mailedOn: null,
            expectedDeliveryDate: null,
            deliveredAt: null,
            returnedAt: null,
            responseDueDate: d.responseDueDate,
          },
        ],
      });
    }
    case 'LetterMailed': {
      const d = event.data;
      const mailed = {
        carrier: d.carrier,
        service: d.service,
        status: 'mailed',
        trackingNumber: d.trackingNumber,
        mailedOn: d.mailedOn,
        expectedDeliveryDate: d.expectedDeliveryDate,
      };
      const known = row.letters.some((l) => l.mailingId === d.mailingId);
      const letters = known
        ? letter(row, d.mailingId, (l) => ({ ...l, ...mailed })).letters
        : [
            ...row.letters,
            {
              mailingId: d.mailingId,
              ...mailed,
              deliveredAt: null,
              returnedAt: null,
              responseDueDate: row.printed_response_due_date,
            },
          ];
      return next({ letters, mailed_through_suego: row.mailed_through_suego || d.carrier !== 'self' });
    }
    case 'LetterDeliveryUpdated':
      return next(
        letter(row, event.data.mailingId, (l) =>
          l.status === 'mailed' && event.data.status !== 'mailed' ? { ...l, status: 'in_transit' } : l,
        ),
      );
    case 'LetterDelivered':
      return next({
        ...letter(row, event.data.mailingId, (l) => ({
          ...l,
          status: 'delivered',
          deliveredAt: event.data.deliveredAt,
        })),
        delivered_at: row.delivered_at ?? event.data.deliveredAt,
      });
    case 'LetterReturned':
      return next(
        letter(row, event.data.mailingId, (l) => ({
          ...l,
          status: 'returned',
          returnedAt: event.data.returnedAt,
        })),
      );
    case 'LetterMailingCanceled':
    case 'LetterMailingRejected':
      return next(letter(row, event.data.mailingId, (l) => ({ ...l, status: 'ended' })));
    case 'CaseOutcomeRecorded':
      return next({
        outcome: event.data.outcome,
        outcome_amount_cents: event.data.amountReceivedCents,
        outcome_recorded_at: event.data.recordedAt,
        outcome_via: event.data.via,
      });
    case 'CaseReminderSent':
      return next({
        reminders: [
          ...row.reminders,
          { reminder: event.data.reminder, mailingId: event.data.mailingId, sentAt: event.data.sentAt },
        ],
      });
    default:
      return current;
  }
}

const TIMESTAMPS = ['updated_at', 'document_ready_at', 'delivered_at', 'outcome_recorded_at'];

/** A stored row as the fold and the queries read it (timestamps as ISO strings, numbers as numbers). */
export function toFollowUpRow(stored: Record<string, unknown>): CaseFollowUpRow {
  const row = storedRow<CaseFollowUpRow>(stored, TIMESTAMPS);
  return {
    ...row,
    outcome_amount_cents: row.outcome_amount_cents === null ? null : Number(row.outcome_amount_cents),
  };
}
