import { addDays, nonBusinessDayReason } from '../law/calendar';

/**
 * The support desk's promise (spec §2, §9): an answer within 24 hours on business days, Monday-Friday 9:00 AM-6:00
 * PM Eastern time. We count only time inside those hours, on weekdays that are not federal holidays (the holidays
 * of law/calendar.ts), so a ticket filed Friday at 5 PM is due Wednesday at 2 PM (ADR 112).
 * "EST" on the page is New York time: EDT in summer.
 */
export const RESPONSE_PROMISE_BUSINESS_HOURS = 24;
export const BUSINESS_TIME_ZONE = 'America/New_York';
export const BUSINESS_OPENS_HOUR = 9;
export const BUSINESS_CLOSES_HOUR = 18;

const HOUR_MS = 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The New York wall clock at an instant, as if it were UTC (for offset arithmetic). */
function wallAsUtc(instant: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** The New York calendar date (YYYY-MM-DD) of an instant. */
export function businessDateOf(instant: Date): string {
  return new Date(wallAsUtc(instant.getTime())).toISOString().slice(0, 10);
}

/** The instant at which New York's clock shows `hour`:00 on `date` (9:00 and 18:00 never fall in a DST gap). */
function instantAt(date: string, hour: number): number {
  const target = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  let guess = target + 5 * HOUR_MS;
  for (let i = 0; i < 3; i++) guess += target - wallAsUtc(guess);
  return guess;
}

/** When `businessHours` of support time have passed after `start` (the response deadline). */
export function businessDeadline(start: Date, businessHours = RESPONSE_PROMISE_BUSINESS_HOURS): Date {
  let remaining = businessHours * HOUR_MS;
  let date = businessDateOf(start);
  // A year is far more than any promise needs; the bound only keeps a bad input from spinning.
  for (let day = 0; day < 366; day++, date = addDays(date, 1)) {
    if (nonBusinessDayReason(date) !== null) continue;
    const opens = Math.max(instantAt(date, BUSINESS_OPENS_HOUR), start.getTime());
    const closes = instantAt(date, BUSINESS_CLOSES_HOUR);
    if (opens >= closes) continue;
    if (closes - opens >= remaining) return new Date(opens + remaining);
    remaining -= closes - opens;
  }
  throw new RangeError(`No deadline within a year of ${start.toISOString()}`);
}

/** Past the promise: still waiting for staff (open or in progress) after its deadline. */
export function isOverdue(ticket: { status: string; dueAt: Date | string | null }, now = new Date()): boolean {
  if (ticket.dueAt === null) return false;
  if (ticket.status !== 'open' && ticket.status !== 'in_progress') return false;
  return new Date(ticket.dueAt).getTime() < now.getTime();
}
