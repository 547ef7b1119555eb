import { evolveCase, initialCaseState, type Case } from '../case';

import { letterPages, letterTerms, type MailCarrier } from '../mailing';

import type { CaseOutcome, ReminderKind } from './follow-up.events';

import { type CaseFileEvent, isCaseEvent } from '../case-file.events';

/** Where a letter is, as the follow-up sees it. */
export type LetterStatus = 'requested' | 'mailed' | 'delivered' | 'returned' | 'ended';

/** One letter of the case (mailed by a provider or by the claimant), with the response date it printed. */
export interface FollowUpLetter {
  mailingId: string;
  carrier: MailCarrier | null;
  status: LetterStatus;
  /** YYYY-MM-DD printed in the letter; null when the text no longer says it. */
  responseDueDate: string | null;
  deliveredAt: string | null;
}

export interface RecordedOutcome {
  outcome: CaseOutcome;
  amountReceivedCents: number | null;
  recordedAt: string;
}

/** An answer link a reminder handed out: which reminder, and until when it works. */
export interface IssuedLink {
  reminder: ReminderKind;
  expiresAt: string;
}

/**
 * The case stream as the follow-up decider folds it: the case (through its own evolve), its letters, the outcome
 * the claimant recorded last, the reminders sent (by `mailingId:reminder`) and the answer links they carry.
 */
export interface CaseFollowUp {
  case: Case;
  letters: readonly FollowUpLetter[];
  outcome: RecordedOutcome | null;
  remindersSent: ReadonlySet<string>;
  links: ReadonlyMap<string, IssuedLink>;
  /** Link ids already used to record an outcome, with the outcome they recorded. */
  usedLinks: ReadonlyMap<string, CaseOutcome>;
}

export const initialCaseFollowUp = (): CaseFollowUp => ({
  case: initialCaseState(),
  letters: [],
  outcome: null,
  remindersSent: new Set(),
  links: new Map(),
  usedLinks: new Map(),
});

export const reminderKey = (mailingId: string, reminder: ReminderKind) => `${mailingId}:${reminder}`;

const update = (
  state: CaseFollowUp,
  id: string,
  change: (l: FollowUpLetter) => FollowUpLetter,
): CaseFollowUp => ({
  ...state,
  letters: state.letters.map((l) => (l.mailingId === id ? change(l) : l)),
});

/** The response date a revision of the case prints (a self-mailed letter has no request that recorded it). */
function printedResponseDate(c: Case, revisionId: string): string | null {
  if (c.status === 'none') return null;
  const content = c.revisions.find((r) => r.id === revisionId)?.content;
  if (!content) return null;
  const pages = letterPages(content);
  return pages.ok ? letterTerms(pages.content).responseDueDate : null;
}

export function evolveCaseFollowUp(state: CaseFollowUp, event: CaseFileEvent): CaseFollowUp {
  switch (event.type) {
    case 'LetterMailingRequested':
      return {
        ...state,
        letters: [
          ...state.letters,
          {
            mailingId: event.data.mailingId,
            carrier: null,
            status: 'requested',
            responseDueDate: event.data.responseDueDate,
            deliveredAt: null,
          },
        ],
      };
    case 'LetterMailed': {
      const d = event.data;
      if (state.letters.some((l) => l.mailingId === d.mailingId))
        return update(state, d.mailingId, (l) => ({ ...l, status: 'mailed', carrier: d.carrier }));
      return {
        ...state,
        letters: [
          ...state.letters,
          {
            mailingId: d.mailingId,
            carrier: d.carrier,
            status: 'mailed',
            responseDueDate: printedResponseDate(state.case, d.revisionId),
            deliveredAt: null,
          },
        ],
      };
    }
    case 'LetterDelivered':
      return update(state, event.data.mailingId, (l) => ({
        ...l,
        status: 'delivered',
        deliveredAt: event.data.deliveredAt,
      }));
    case 'LetterReturned':
      return update(state, event.data.mailingId, (l) => ({ ...l, status: 'returned' }));
    case 'LetterMailingCanceled':
    case 'LetterMailingRejected':
      return update(state, event.data.mailingId, (l) => ({ ...l, status: 'ended' }));
    case 'CaseOutcomeRecorded': {
      const d = event.data;
      const usedLinks = new Map(state.usedLinks);
      if (d.linkId) usedLinks.set(d.linkId, d.outcome);
      return {
        ...state,
        outcome: { outcome: d.outcome, amountReceivedCents: d.amountReceivedCents, recordedAt: d.recordedAt },
        usedLinks,
      };
    }
    case 'CaseReminderSent': {
      const d = event.data;
      return {
        ...state,
        remindersSent: new Set([...state.remindersSent, reminderKey(d.mailingId, d.reminder)]),
        links: new Map([...state.links, [d.linkId, { reminder: d.reminder, expiresAt: d.linkExpiresAt }]]),
      };
    }
    case 'LetterMailingPaid':
    case 'LetterMailingRefunded':
    case 'LetterDeliveryUpdated':
      // Payment and scans on the way: the follow-up starts at mailed and delivered.
      return state;
    default:
      return isCaseEvent(event) ? { ...state, case: evolveCase(state.case, event) } : state;
  }
}

/**
 * The letter the reminders are about: the latest one in the mail or delivered. None when the latest letter came
 * back (the claimant sends it again, which starts a new schedule) or none was mailed.
 */
export function currentLetter(state: CaseFollowUp): FollowUpLetter | undefined {
  const sent = state.letters.filter((l) => l.status !== 'requested' && l.status !== 'ended');
  const last = sent.at(-1);
  return last && (last.status === 'mailed' || last.status === 'delivered') ? last : undefined;
}
