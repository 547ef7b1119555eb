import { addDays } from '../../law/calendar';
import type { ReminderKind } from './follow-up.events';

/**
 * When each reminder of a letter falls due (issue 29): when it is delivered (at once), 3 days before the response
 * date, on it, and 7 days after. Dated reminders go at 15:00 UTC (morning across the US). Times are on the case's
 * clock: real time, or the sandbox test clock in test mode.
 */
export const REMINDER_HOUR_UTC = 15;
const DAYS_FROM_DEADLINE: Record<Exclude<ReminderKind, 'delivered'>, number> = {
  before_deadline: -3,
  deadline: 0,
  after_deadline: 7,
};
/** How long the answer links of a reminder work. */
export const ANSWER_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const at = (isoDate: string) => new Date(`${isoDate}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00Z`);

export function reminderDueAt(
  reminder: ReminderKind,
  responseDueDate: string,
  deliveredAt?: string | null,
): Date {
  if (reminder === 'delivered') return deliveredAt ? new Date(deliveredAt) : at(responseDueDate);
  return at(addDays(responseDueDate, DAYS_FROM_DEADLINE[reminder]));
}

/**
 * A reminder whose moment has passed (the next one is already due, or, for the last, a week has gone by): it is
 * not sent late. This is what keeps a jump of the test clock, or a new deployment reading old history, from
 * sending four emails at once.
 */
export function reminderStale(reminder: ReminderKind, responseDueDate: string, now: Date): boolean {
  const next: Date =
    reminder === 'delivered'
      ? reminderDueAt('deadline', responseDueDate)
      : reminder === 'before_deadline'
        ? reminderDueAt('deadline', responseDueDate)
        : reminder === 'deadline'
          ? reminderDueAt('after_deadline', responseDueDate)
          : new Date(reminderDueAt('after_deadline', responseDueDate).getTime() + 7 * DAY_MS);
  return now.getTime() >= next.getTime();
}

/** The reminders a mailed letter schedules: the dated three, and the delivery one once USPS confirms it. */
export const DATED_REMINDERS: readonly ReminderKind[] = ['before_deadline', 'deadline', 'after_deadline'];
