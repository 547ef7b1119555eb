import { IllegalStateError, InputErrorCode, NotFoundError, ValidationError } from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import {
  currentLetter,
  evolveCaseFollowUp,
  initialCaseFollowUp,
  reminderKey,
  type CaseFollowUp,
} from './follow-up';
import {
  CASE_OUTCOMES,
  type CaseOutcome,
  type CaseOutcomeRecorded,
  type CaseReminderSent,
  type ReminderKind,
} from './follow-up.events';
import { reminderStale } from './reminder-schedule';
import type { CaseFileEvent } from '../case-file.events';

type Meta = { metadata: { now: Date } };

/**
 * The claimant says what happened: on the document page (`via: app`), or with a reminder's answer link, whose
 * signature the handler checked (`link`: the id it carries and the case it names).
 */
export type RecordCaseOutcome = Meta & {
  type: 'RecordCaseOutcome';
  data: {
    caseId: string;
    /** The signed-in owner (null when a reminder's link is the authority). */
    userId: string | null;
    outcome: string;
    amountReceivedCents: number | null;
    link: { id: string; caseId: string; expiresAt: Date } | null;
  };
};

/**
 * A reminder fell due (the send-reminder job). `now` is the case's clock; `optedOut` whether the owner turned
 * reminders off (asked before deciding); `link` the answer link the email will carry.
 */
export type SendCaseReminder = Meta & {
  type: 'SendCaseReminder';
  data: {
    caseId: string;
    reminder: ReminderKind;
    mailingId: string;
    responseDueDate: string;
    optedOut: boolean;
    linkId: string;
    linkExpiresAt: Date;
  };
};

export type FollowUpCommand = RecordCaseOutcome | SendCaseReminder;

export const OUTCOME_MESSAGE = `outcome must be one of ${CASE_OUTCOMES.join(', ')}`;
export const NO_DOCUMENT_YET = 'You can record what happened once your document is ready';
export const LINK_USED = 'This link was already used. Open your document page to change your answer.';
export const LINK_EXPIRED = 'This link has expired. Open your document page to record what happened.';
/** A link of another case is answered like an unknown case: nothing says the other case exists. */
export const LINK_NOT_FOR_CASE = 'This link is not for this case';
export const MAX_AMOUNT_CENTS = 1_000_000_000;

const isOutcome = (value: string): value is CaseOutcome =>
  (CASE_OUTCOMES as readonly string[]).includes(value);
const WITH_MONEY: ReadonlySet<CaseOutcome> = new Set(['paid_in_full', 'paid_in_part']);

export function recordCaseOutcome(command: RecordCaseOutcome, state: CaseFollowUp): CaseOutcomeRecorded[] {
  const d = command.data;
  if (state.case.status === 'none' || (d.userId !== null && d.userId !== state.case.userId))
    throw new NotFoundError('Case not found');
  if (!isOutcome(d.outcome))
    throw new ValidationError(OUTCOME_MESSAGE, { field: 'outcome', code: InputErrorCode.NotAllowed });
  const amount = d.amountReceivedCents;
  if (amount !== null) {
    if (!WITH_MONEY.has(d.outcome))
      throw new ValidationError('amountReceivedCents is only for paid_in_full or paid_in_part', {
        field: 'amountReceivedCents',
        code: InputErrorCode.NotAllowed,
      });
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_CENTS)
      throw new ValidationError('amountReceivedCents must be a whole number of cents above 0', {
        field: 'amountReceivedCents',
        code: InputErrorCode.OutOfRange,
      });
  }
  if (!state.case.document) throw new IllegalStateError(NO_DOCUMENT_YET);
  if (d.link) {
    const issued = state.links.get(d.link.id);
    if (d.link.caseId !== d.caseId || !issued) throw new NotFoundError(LINK_NOT_FOR_CASE);
    const used = state.usedLinks.get(d.link.id);
    // A second click of the same answer (a double submit) changes nothing; another answer is refused.
    if (used !== undefined) {
      if (used === d.outcome && state.outcome?.outcome === d.outcome) return [];
      throw new IllegalStateError(LINK_USED);
    }
    const expiresAt = Math.min(d.link.expiresAt.getTime(), Date.parse(issued.expiresAt));
    if (command.metadata.now.getTime() > expiresAt) throw new IllegalStateError(LINK_EXPIRED);
  } else if (state.outcome?.outcome === d.outcome && state.outcome.amountReceivedCents === amount) {
    return []; // the same answer again
  }
  return [
    {
      type: 'CaseOutcomeRecorded',
      data: {
        caseId: d.caseId,
        outcome: d.outcome,
        amountReceivedCents: amount,
        via: d.link ? 'email_link' : 'app',
        linkId: d.link?.id ?? null,
        recordedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/**
 * Whether a reminder goes. It does not (and nothing is recorded) when it went already, the owner turned reminders
 * off, the claimant said they were paid in full (or, for the week-after one, recorded anything), the letter is no
 * longer the one in the mail (it came back, or another was mailed) or its response date is not the one scheduled,
 * the delivery reminder has no delivery, or its moment has passed.
 */
export function sendCaseReminder(command: SendCaseReminder, state: CaseFollowUp): CaseReminderSent[] {
  const d = command.data;
  const now = command.metadata.now;
  if (state.case.status === 'none') return [];
  if (state.remindersSent.has(reminderKey(d.mailingId, d.reminder))) return [];
  if (d.optedOut) return [];
  if (state.outcome?.outcome === 'paid_in_full') return [];
  if (d.reminder === 'after_deadline' && state.outcome) return [];
  const letter = currentLetter(state);
  if (!letter || letter.mailingId !== d.mailingId || letter.responseDueDate !== d.responseDueDate) return [];
  if (d.reminder === 'delivered' && letter.status !== 'delivered') return [];
  if (reminderStale(d.reminder, d.responseDueDate, now)) return [];
  return [
    {
      type: 'CaseReminderSent',
      data: {
        caseId: d.caseId,
        reminder: d.reminder,
        mailingId: d.mailingId,
        responseDueDate: d.responseDueDate,
        linkId: d.linkId,
        linkExpiresAt: d.linkExpiresAt.toISOString(),
        sentAt: now.toISOString(),
      },
    },
  ];
}

export function decideFollowUp(command: FollowUpCommand, state: CaseFollowUp): CaseFileEvent[] {
  switch (command.type) {
    case 'RecordCaseOutcome':
      return recordCaseOutcome(command, state);
    case 'SendCaseReminder':
      return sendCaseReminder(command, state);
    default: {
      const _exhaustive: never = command;
      return [];
    }
  }
}

export const followUpDecider: Decider<FollowUpCommand, CaseFollowUp, CaseFileEvent> = {
  decide: decideFollowUp,
  evolve: evolveCaseFollowUp,
  initialState: initialCaseFollowUp,
};
