import type { HearingEvent, HearingReminderKind } from './hearing.events';

/** The hearing as it stands: what the claimant set last (null once cleared). */
export interface ScheduledHearing {
  hearingId: string;
  court: string;
  date: string;
  time: string;
  timeZone: string;
  startsAt: string;
  scheduledAt: string;
}

export interface CaseHearing {
  current: ScheduledHearing | null;
  /** The latest hearing set, kept after it was cleared (the calendar then cancels its events). */
  last: ScheduledHearing | null;
  /**
   * How many times the hearing was set or cleared: the calendar events' SEQUENCE (RFC 5545), so a newer download
   * updates the events a calendar has instead of adding copies.
   */
  sequence: number;
  /** `{hearingId}:{reminder}` of each reminder that went. */
  remindersSent: readonly string[];
}

export const hearingReminderKey = (hearingId: string, reminder: HearingReminderKind) =>
  `${hearingId}:${reminder}`;

export function evolveHearing(state: CaseHearing, event: HearingEvent): CaseHearing {
  switch (event.type) {
    case 'HearingScheduled': {
      const { caseId: _caseId, ...hearing } = event.data;
      return { ...state, current: hearing, last: hearing, sequence: state.sequence + 1 };
    }
    case 'HearingCanceled':
      return { ...state, current: null, sequence: state.sequence + 1 };
    case 'HearingReminderSent':
      return {
        ...state,
        remindersSent: [
          ...state.remindersSent,
          hearingReminderKey(event.data.hearingId, event.data.reminder),
        ],
      };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
