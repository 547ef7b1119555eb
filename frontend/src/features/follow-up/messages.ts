import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('followUp', {
  remindersTitle: 'Case reminders',
  remindersBody:
    'When your letter is delivered, 3 days before its response date, on that day, and a week after if you have not told us what happened.',
  remindersLabel: 'Email me reminders about my letters',
  remindersFailed: 'Your choice could not be saved. Try again.',
});
