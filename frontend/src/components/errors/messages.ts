import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('errors', {
  heading: 'Something went wrong',
  body: 'This page could not be shown. Your information is safe. Try again, or reload the page to get the latest version of SueGo. If it keeps happening, contact support.',
  tryAgain: 'Try again',
  reload: 'Reload page',
});
