import { isIsoDate } from './law-dates';

/** Calendar dates as YYYY-MM-DD strings, in UTC, so a draft never depends on the server's time zone. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_NAMES: readonly string[] = MONTHS;

export function assertIsoDate(value: string, field: string): void {
  if (!isIsoDate(value)) throw new RangeError(`${field} must be a YYYY-MM-DD date, got "${value}"`);
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "2026-03-01" → "March 1, 2026" */
export function formatLongDate(iso: string): string {
  const date = toDate(iso);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Weekdays only; public holidays are not known here, so callers add their own margin. */
export function addBusinessDays(iso: string, days: number): string {
  const date = toDate(iso);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const weekdayOf = (iso: string) => toDate(iso).getUTCDay();
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ymd = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The n-th (1-based) given weekday of a month, or the last one with n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return last.toISOString().slice(0, 10);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  return ymd(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (5 U.S.C. §6103(b)). */
function observed(date: string): string {
  const weekday = weekdayOf(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

/** The eleven federal legal public holidays of 5 U.S.C. §6103(a) in a year, as observed, with their names. */
export function federalHolidays(year: number): Map<string, string> {
  const days: [string, string][] = [
    [observed(ymd(year, 1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [observed(ymd(year, 6, 19)), 'Juneteenth National Independence Day'],
    [observed(ymd(year, 7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [observed(ymd(year, 11, 11)), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    [observed(ymd(year, 12, 25)), 'Christmas Day'],
    // New Year's Day of the next year, when it falls on a Saturday, is observed on December 31.
    [observed(ymd(year + 1, 1, 1)), "New Year's Day"],
  ];
  return new Map(days.filter(([date]) => date.startsWith(`${year}-`)));
}

/** Why a date is not a business day ("a Saturday", "a federal holiday (Labor Day)"), or null when it is one. */
export function nonBusinessDayReason(date: string): string | null {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return `a ${WEEKDAY_NAMES[weekday]}`;
  const holiday = federalHolidays(Number(date.slice(0, 4))).get(date);
  return holiday ? `a federal holiday (${holiday})` : null;
}

/**
 * The date itself if it is a business day, else the next one: a deadline that lands on a weekend or a federal
 * holiday moves forward, never back, so the other side always gets at least the days promised. State holidays are
 * not known here.
 */
export function onOrNextBusinessDay(date: string): {
  date: string;
  movedFrom: string | null;
  reason: string | null;
} {
  const reason = nonBusinessDayReason(date);
  if (reason === null) return { date, movedFrom: null, reason: null };
  let next = addDays(date, 1);
  while (nonBusinessDayReason(next) !== null) next = addDays(next, 1);
  return { date: next, movedFrom: date, reason };
}
