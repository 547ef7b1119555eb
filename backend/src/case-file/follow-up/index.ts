/**
 * What other contexts may use of the follow-up after the letter (docs/architecture rule 3): the port privacy fills
 * with the key its email links are signed with; the case's clock, the owner's reminder switch and the unsubscribe
 * link the court's hearing reminders share (ADR 186); the registry through which the court adds its steps to the
 * timeline and its events to the calendar. Its events are in follow-up.events.ts.
 */
export { FOLLOW_UP_LINK_KEY, SignedLinks } from './links/signed-links';
export { CaseClock } from './case-clock';
export { ReminderPreferences } from './reminders/reminder-preferences';
export { CaseCourtSteps, type CourtStepsSource } from './timeline/court-steps';
export type { TimelineParams, TimelineStep } from './timeline/case-timeline';
export { calendarUid, type CaseCalendarEvent } from './timeline/case-calendar';
export { FollowUpModule } from './follow-up.module';

// Read models (read-models/): other contexts read them through here.
export { CASE_FOLLOW_UPS_VIEW } from './read-models/case-follow-ups/case-follow-ups.projection';
export { CaseReminderKernel } from './reminders/case-reminder-kernel';
