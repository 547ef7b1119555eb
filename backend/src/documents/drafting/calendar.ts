import { isIsoDate } from '../../law/law-table';

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
