/**
 * The hearing of a case (issue 30, ADR 186) on the case's stream (`case-{id}`), decided by the court context. A
 * reschedule is a new `HearingScheduled` with a new `hearingId` (the old one's reminders then send nothing); a
 * cleared hearing is `HearingCanceled`. Type strings never change.
 */

/** The two reminders of a hearing: 7 days and 1 day before, at 9:00 in the hearing's time zone. */
export type HearingReminderKind = 'week_before' | 'day_before';
export const HEARING_REMINDER_KINDS: readonly HearingReminderKind[] = ['week_before', 'day_before'];

/** The claimant set (or changed) the hearing: the court as they typed it, the local date and time, its zone. */
export type HearingScheduled = {
  type: 'HearingScheduled';
  data: {
    caseId: string;
    /** New for each schedule: reminders and the job keys name it. */
    hearingId: string;
    /** The court (name and address) as the claimant typed it: personal (privacy registry). */
    court: string;
    /** YYYY-MM-DD in `timeZone` */
    date: string;
    /** HH:MM, 24-hour, in `timeZone` */
    time: string;
    /** IANA zone, canonical (America/Los_Angeles) */
    timeZone: string;
    /** The same moment in UTC (ISO). */
    startsAt: string;
    scheduledAt: string;
  };
};

/** The claimant cleared the hearing: no reminder of it goes any more. */
export type HearingCanceled = {
  type: 'HearingCanceled';
  data: { caseId: string; hearingId: string; canceledAt: string };
};

/** A hearing reminder went to the owner's outbox (ids and dates only). `sentAt` is on the case's clock. */
export type HearingReminderSent = {
  type: 'HearingReminderSent';
  data: { caseId: string; hearingId: string; reminder: HearingReminderKind; sentAt: string };
};

export type HearingEvent = HearingScheduled | HearingCanceled | HearingReminderSent;
export const HEARING_EVENT_TYPES = ['HearingScheduled', 'HearingCanceled', 'HearingReminderSent'] as const;
