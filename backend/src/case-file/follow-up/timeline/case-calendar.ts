import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { addDays } from '../../../law/calendar';
import type { LastDayToSue } from './last-day-to-sue';

/** One all-day event of a case's calendar. `uid` never changes for the same event of the same case. */
export interface CaseCalendarEvent {
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  description: string;
  /** A timed event (the hearing): its start and end instants; `date` is then its local day. */
  at?: { start: Date; end: Date };
  /** The event's own SEQUENCE when its step keeps its own count (the hearing's); else the case's. */
  sequence?: number;
  /** A cleared event: sent with STATUS:CANCELLED so a calendar that has it removes it. */
  cancelled?: boolean;
}

export interface CaseCalendarInput {
  caseId: string;
  /** What the events call the case (its title). */
  caseTitle: string;
  caseUrl: string;
  responseDueDate: string | null;
  lastDayToSue: LastDayToSue;
  /**
   * The revision of the case's dates: the case stream's position when they last changed. It is every event's
   * SEQUENCE, so importing a newer download updates the events already in a calendar instead of adding copies.
   */
  sequence: number;
  /** More events from other steps (issue 30 adds the hearing), each with its own stable uid. */
  extra?: readonly CaseCalendarEvent[];
}

const DOMAIN = 'suego.app';
export const calendarUid = (what: string, caseId: string) => `${what}-${caseId}@${DOMAIN}`;

/** The case's dates as events: the response date, and the last day to sue (or, unverified, a note to ask the clerk). */
export function caseCalendarEvents(input: CaseCalendarInput): CaseCalendarEvent[] {
  const events: CaseCalendarEvent[] = [];
  const due = input.responseDueDate;
  if (due) {
    events.push({
      uid: calendarUid('response-date', input.caseId),
      date: due,
      summary: `Response date: ${input.caseTitle}`,
      description: `The response date printed in your demand letter. Did they pay? Record what happened: ${input.caseUrl}`,
    });
  }
  const sue = input.lastDayToSue;
  if (sue.verified) {
    events.push({
      uid: calendarUid('last-day-to-sue', input.caseId),
      date: sue.date,
      summary: `Last day to sue: ${input.caseTitle}`,
      description: `The limitation period ends: after this day a court may refuse the claim (${sue.citation}; ${sue.basis}). ${input.caseUrl}`,
    });
  } else if (due) {
    events.push({
      uid: calendarUid('ask-the-clerk', input.caseId),
      date: addDays(due, 1),
      summary: `Ask the court clerk the last day to sue: ${input.caseTitle}`,
      description: `If they have not paid, call the small-claims clerk and ask for the last day you can file: ${sue.reason}. ${input.caseUrl}`,
    });
  }
  return [...events, ...(input.extra ?? [])];
}

/** The calendar file (RFC 5545) of a case, from the maintained `ical-generator`. */
export function caseCalendarIcs(input: CaseCalendarInput, now: Date): string {
  const calendar = ical({
    name: `SueGo: ${input.caseTitle}`,
    prodId: { company: 'SueGo', product: 'case-calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of caseCalendarEvents(input)) {
    calendar.createEvent({
      id: event.uid,
      ...(event.at
        ? { start: event.at.start, end: event.at.end }
        : { start: event.date, end: addDays(event.date, 1), allDay: true }),
      summary: event.summary,
      description: event.description,
      url: input.caseUrl,
      sequence: event.sequence ?? input.sequence,
      stamp: now,
      ...(event.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  return calendar.toString();
}
