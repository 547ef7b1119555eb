import type { NotificationData } from '../../../outbox/templates';
import type { ChecklistItem } from './hearing-checklist';
import type { ScheduledHearing } from './hearing-state';
import type { HearingReminderKind } from './hearing.events';

/** The hearing's moment in words, in its own zone: "Monday, March 1, 2027 at 8:30 AM PST". */
export function hearingWhen(
  hearing: Pick<ScheduledHearing, 'startsAt' | 'timeZone'>,
  locale: 'en-US' | 'es-US',
) {
  return new Intl.DateTimeFormat(locale, {
    timeZone: hearing.timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(hearing.startsAt));
}

export interface HearingEmailInput {
  reminder: HearingReminderKind;
  name: string;
  hearing: ScheduledHearing;
  checklist: ChecklistItem[];
  caseId: string;
  publicUrl: string;
  unsubscribeToken: string;
}

const url = (base: string, path: string) => new URL(path, base).toString();

/** The data of one hearing reminder for the outbox's `hearing-reminder` templates (English and Spanish). */
export function hearingReminderEmail(input: HearingEmailInput): NotificationData['hearing-reminder'] {
  return {
    name: input.name,
    tomorrow: input.reminder === 'day_before',
    court: input.hearing.court,
    whenEn: hearingWhen(input.hearing, 'en-US'),
    whenEs: hearingWhen(input.hearing, 'es-US'),
    checklist: input.checklist,
    caseUrl: url(input.publicUrl, `/document/${encodeURIComponent(input.caseId)}`),
    unsubscribePageUrl: url(input.publicUrl, '/unsubscribe'),
    unsubscribeApiUrl: url(input.publicUrl, '/api/reminders/unsubscribe'),
    unsubscribeToken: input.unsubscribeToken,
  };
}
