import { addDays } from '../../../law/calendar';
import { calendarUid, type CaseCalendarEvent, type TimelineStep } from '../../follow-up/index';
import type { CaseCourt } from '../court';
import { hearingChecklist } from './hearing-checklist';
import { hearingWhen } from './hearing-email';
import { DAYS_BEFORE } from './hearing-time';

/** How long the calendar's hearing event lasts (courts do not say; an hour blocks the morning's call). */
const HEARING_EVENT_MS = 60 * 60 * 1000;
export const PREPARE_ACTION =
  'Prepare for your hearing: copies of your documents, your evidence and the proof of service.';

/**
 * The hearing's step of the case's timeline, after the outcome (ADR 172, 186): upcoming, current in its last week,
 * done once its day passed. No step when no hearing is set.
 */
export function hearingSteps(state: CaseCourt, today: string): TimelineStep[] {
  const h = state.hearing.current;
  if (!h) return [];
  const status =
    h.date < today ? 'done' : addDays(h.date, -DAYS_BEFORE.week_before) <= today ? 'current' : 'upcoming';
  return [
    {
      key: 'hearing',
      label: 'Hearing',
      labelCode: 'hearing',
      status,
      // Its local day (a late-evening hearing's UTC date is the next day); the detail gives the time and zone.
      date: h.date,
      dateIsEstimate: false,
      detail: `${hearingWhen(h, 'en-US')}, ${h.court}. We will email you 7 days and 1 day before.`,
      nextAction: status === 'current' ? PREPARE_ACTION : null,
      // The same by code (issue 33): the client says the time in the page's language, in the hearing's zone.
      detailCode: 'hearing',
      nextActionCode: status === 'current' ? 'prepare_hearing' : null,
      params: { startsAt: h.startsAt, timeZone: h.timeZone, court: h.court },
    },
  ];
}

/**
 * The hearing and its two reminders as calendar events (ADR 186): UIDs by case (a reschedule moves them, a
 * re-download updates them), SEQUENCE the count of changes, cancelled once the hearing was cleared.
 */
export function hearingCalendar(state: CaseCourt, caseId: string, today: string): CaseCalendarEvent[] {
  const h = state.hearing.last;
  if (!h || state.case.status === 'none') return [];
  const cancelled = state.hearing.current === null;
  const sequence = state.hearing.sequence;
  const when = hearingWhen(h, 'en-US');
  const bring = hearingChecklist(state.case.details.state, today)
    .map((item) => `- ${item.en}`)
    .join('\n');
  const start = new Date(h.startsAt);
  return [
    {
      uid: calendarUid('hearing', caseId),
      date: h.date,
      at: { start, end: new Date(start.getTime() + HEARING_EVENT_MS) },
      summary: 'Small-claims hearing',
      description: `${when}, ${h.court}.\nWhat to bring:\n${bring}`,
      sequence,
      cancelled,
    },
    ...(['week_before', 'day_before'] as const).map((kind) => ({
      uid: calendarUid(`hearing-reminder-${DAYS_BEFORE[kind]}d`, caseId),
      date: addDays(h.date, -DAYS_BEFORE[kind]),
      summary: kind === 'day_before' ? 'Hearing tomorrow: what to bring' : 'Hearing in 7 days: what to bring',
      description: `Your hearing: ${when}, ${h.court}.\n${bring}`,
      sequence,
      cancelled,
    })),
  ];
}
