import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('privacy', {
  downloadTitle: 'Download my data',
  downloadBody:
    'One JSON file with everything we hold about you: your profile and sign-ins, every case with its full history, document versions, payments, subscriptions, saved cards (brand and last 4 digits) and the emails we sent you.',
  preparing: 'Preparing your data…',
  saved: 'Your data was saved as {fileName}.',
  downloadFailed: "We couldn't prepare your data. Please try again.",
  deleteTitle: 'Delete my account',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleteBody:
    'This closes your account for good. Your name, contact details, case answers, documents and edits are erased and can never be read again, by anyone. Any plan you have ends now. We keep only what the law requires: a record of each payment (the amount, the date and the payment reference) for 7 years, with no name or address in it. <link>What we keep and for how long</link>.',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmBody: 'This cannot be undone. Download anything you want to keep first.',
  typeEmail: 'Type your email address to confirm',
  yourEmailIs: "Your account's email is <b>{email}</b>.",
  keepAccount: 'Keep my account',
  deleting: 'Deleting…',
  deletePermanently: 'Delete my account permanently',
});
