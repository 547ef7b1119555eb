import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('documents', {
  disclaimer:
    '<b>Review your document carefully before you send it.</b> SueGo is not a law firm and does not provide legal advice.',
  downloadFailed: 'Download Failed',
  downloadFailedBody: 'Unable to download the document.',
  downloading: 'Downloading…',
  downloadPdf: 'Download PDF',
});
