import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('ui', {
  closeDialog: 'Close dialog',
  closeNotification: 'Close notification',
  loading: 'Loading…',
  skipToMain: 'Skip to main content',
  comingSoon: 'Coming soon',
  pageBreak: 'Page break',
});
