import { addDays } from '../../../law/calendar';
import type { HearingReminderKind } from './hearing.events';

/**
 * Wall-clock times in an IANA zone, with nothing but `Intl` (ADR 186): a hearing's local date and time to an
 * instant, and back to its local parts.
 */

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The canonical name of an IANA zone Intl knows (`US/Pacific` → `America/Los_Angeles`), or null. */
export function canonicalZone(zone: string): string | null {
  if (!ZONE_NAME.test(zone) || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

interface WallTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, at: Date): WallTime & { seconds: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    seconds: Number(p.second),
  };
}

const asUtc = ({ date, time }: WallTime) => Date.parse(`${date}T${time}:00Z`);

/** The local date and time of `at` in `zone`. */
export const wallTimeIn = (zone: string, at: Date): WallTime => {
  const { date, time } = partsIn(zone, at);
  return { date, time };
};

/**
 * The instant a local date and time happen in `zone`, or null when that time does not exist there (the hour
 * skipped when clocks go forward). An hour that happens twice (clocks go back) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const wanted = asUtc({ date, time });
  if (Number.isNaN(wanted)) return null;
  const offsetAt = (t: number) => asUtc(partsIn(zone, new Date(t))) - t;
  const candidates = [wanted - offsetAt(wanted - 86_400_000), wanted - offsetAt(wanted + 86_400_000)];
  const hits = candidates
    .filter((t) => {
      const p = wallTimeIn(zone, new Date(t));
      return p.date === date && p.time === time;
    })
    .sort((a, b) => a - b);
  return hits.length > 0 ? new Date(hits[0]!) : null;
}

/** Reminders go at this local hour, 7 days and 1 day before the hearing's date, in the hearing's zone. */
export const HEARING_REMINDER_TIME = '09:00';
export const DAYS_BEFORE: Record<HearingReminderKind, number> = { week_before: 7, day_before: 1 };

export interface HearingWhen {
  date: string;
  timeZone: string;
  startsAt: string;
}

/** When a reminder falls due: 9:00 on the day 7 (or 1) days before the hearing, in its zone. */
export function hearingReminderDueAt(kind: HearingReminderKind, hearing: HearingWhen): Date {
  const day = addDays(hearing.date, -DAYS_BEFORE[kind]);
  // 9:00 exists in every zone on every day (clock changes happen at night); fall back to noon UTC anyway.
  return zonedInstant(day, HEARING_REMINDER_TIME, hearing.timeZone) ?? new Date(`${day}T12:00:00Z`);
}

/**
 * A reminder whose moment passed (ADR 186): the week-before one once the day-before one is due, the day-before one
 * once the hearing began. After an outage (or a jump of the sandbox clock) the late one is not sent; the next is.
 */
export function hearingReminderStale(kind: HearingReminderKind, hearing: HearingWhen, now: Date): boolean {
  const next =
    kind === 'week_before' ? hearingReminderDueAt('day_before', hearing) : new Date(hearing.startsAt);
  return now.getTime() >= next.getTime();
}
