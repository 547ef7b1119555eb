import { InputErrorCode, NotFoundError, ValidationError } from '../../../common/errors';
import type { Decider } from '../../../event-store/handle-command';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import { hearingReminderDueAt, hearingReminderStale, canonicalZone, zonedInstant } from './hearing-time';
import { hearingReminderKey } from './hearing-state';
import type {
  HearingCanceled,
  HearingEvent,
  HearingReminderKind,
  HearingReminderSent,
  HearingScheduled,
} from './hearing.events';
import type { CaseFileEvent } from '../../case-file.events';

type Meta = { metadata: { now: Date } };

/** The owner sets or changes the hearing. `now` is the case's clock; `hearingId` names this schedule. */
export type ScheduleHearing = Meta & {
  type: 'ScheduleHearing';
  data: {
    caseId: string;
    userId: string;
    hearingId: string;
    court: string;
    date: string;
    time: string;
    timeZone: string;
  };
};

/** The owner clears the hearing. */
export type CancelHearing = Meta & { type: 'CancelHearing'; data: { caseId: string; userId: string } };

/** A reminder job fell due (`now`: the case's clock); `optedOut`: the owner turned case reminders off. */
export type SendHearingReminder = Meta & {
  type: 'SendHearingReminder';
  data: { caseId: string; hearingId: string; reminder: HearingReminderKind; optedOut: boolean };
};

export type HearingCommand = ScheduleHearing | CancelHearing | SendHearingReminder;

/** How far ahead a hearing may be set: small-claims hearings are weeks or months out, never years. */
export const HEARING_MAX_DAYS_AHEAD = 730;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const invalid = (field: string, message: string, code: InputErrorCode) =>
  new ValidationError(`${field}: ${message}`, { field, code });

function ownCase(state: CaseCourt, userId: string) {
  if (state.case.status === 'none' || state.case.userId !== userId) throw new NotFoundError('Case not found');
  return state.case;
}

const isRealDate = (date: string) =>
  DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** Checks the hearing's fields; returns its zone (canonical) and start instant. */
export function validHearing(
  d: Pick<ScheduleHearing['data'], 'date' | 'time' | 'timeZone'>,
  now: Date,
): { timeZone: string; startsAt: Date } {
  const timeZone = canonicalZone(d.timeZone);
  if (!timeZone)
    throw invalid(
      'timeZone',
      'must be an IANA time zone such as America/Los_Angeles',
      InputErrorCode.NotAllowed,
    );
  if (!isRealDate(d.date)) throw invalid('date', 'must be a date as YYYY-MM-DD', InputErrorCode.WrongType);
  if (!TIME.test(d.time))
    throw invalid('time', 'must be a time as HH:MM (24-hour)', InputErrorCode.WrongType);
  const startsAt = zonedInstant(d.date, d.time, timeZone);
  if (!startsAt)
    throw invalid(
      'time',
      `does not exist on ${d.date} in ${timeZone} (the clocks skip it)`,
      InputErrorCode.NotAllowed,
    );
  if (startsAt.getTime() <= now.getTime())
    throw invalid('date', 'The hearing must be in the future', InputErrorCode.OutOfRange);
  if (startsAt.getTime() > now.getTime() + HEARING_MAX_DAYS_AHEAD * 86_400_000)
    throw invalid(
      'date',
      'A small-claims hearing is at most 2 years away: check the year',
      InputErrorCode.OutOfRange,
    );
  return { timeZone, startsAt };
}

export function scheduleHearing(command: ScheduleHearing, state: CaseCourt): HearingScheduled[] {
  const d = command.data;
  const c = ownCase(state, d.userId);
  const court = d.court.trim();
  if (court === '') throw invalid('court', 'Say which court (its name and address)', InputErrorCode.Required);
  const { timeZone, startsAt } = validHearing(d, command.metadata.now);
  const current = state.hearing.current;
  if (
    current &&
    current.court === court &&
    current.date === d.date &&
    current.time === d.time &&
    current.timeZone === timeZone
  )
    return []; // the same hearing again: its reminders stay
  return [
    {
      type: 'HearingScheduled',
      data: {
        caseId: c.caseId,
        hearingId: d.hearingId,
        court,
        date: d.date,
        time: d.time,
        timeZone,
        startsAt: startsAt.toISOString(),
        scheduledAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function cancelHearing(command: CancelHearing, state: CaseCourt): HearingCanceled[] {
  const c = ownCase(state, command.data.userId);
  const current = state.hearing.current;
  if (!current) return []; // nothing to clear (a second click)
  return [
    {
      type: 'HearingCanceled',
      data: {
        caseId: c.caseId,
        hearingId: current.hearingId,
        canceledAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/**
 * Whether a hearing reminder goes (ADR 186). It does not, and nothing is recorded, when: the case is gone, the
 * hearing was changed or cleared since (another `hearingId`), it went already, the owner turned reminders off, its
 * moment fell before the hearing was set (a hearing set 3 days ahead gets no "in 7 days"), or its moment passed
 * (the next reminder is due, or the hearing began: nothing is sent late after an outage).
 */
export function sendHearingReminder(command: SendHearingReminder, state: CaseCourt): HearingReminderSent[] {
  const d = command.data;
  const now = command.metadata.now;
  const hearing = state.hearing.current;
  if (state.case.status === 'none' || !hearing || hearing.hearingId !== d.hearingId) return [];
  if (state.hearing.remindersSent.includes(hearingReminderKey(d.hearingId, d.reminder))) return [];
  if (d.optedOut) return [];
  if (hearingReminderDueAt(d.reminder, hearing).getTime() < Date.parse(hearing.scheduledAt)) return [];
  if (hearingReminderStale(d.reminder, hearing, now)) return [];
  return [
    {
      type: 'HearingReminderSent',
      data: { caseId: d.caseId, hearingId: d.hearingId, reminder: d.reminder, sentAt: now.toISOString() },
    },
  ];
}

export function decideHearing(command: HearingCommand, state: CaseCourt): HearingEvent[] {
  switch (command.type) {
    case 'ScheduleHearing':
      return scheduleHearing(command, state);
    case 'CancelHearing':
      return cancelHearing(command, state);
    case 'SendHearingReminder':
      return sendHearingReminder(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(exhaustive)}`);
    }
  }
}

/** The hearing's decider over the case stream, folded like every court decision (ADR 181). */
export const hearingDecider: Decider<HearingCommand, CaseCourt, CaseFileEvent> = {
  decide: decideHearing,
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
};
