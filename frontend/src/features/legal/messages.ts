import { defineMessages } from '@/lib/i18n/define';

/** The legal pages' frame (issue 33, ADR 205); the documents themselves are whole texts per language. */
export const messages = defineMessages('legal', {
  lastUpdated: 'Last updated: {date}',
  contents: 'Contents',
  supportPage: 'our support page',
  translatedNotice:
    'This is our own translation, not a certified translation. If it differs from the English version, the English version governs.',
  englishOnlyNotice: 'This page is available in English only for now. The English version governs.',
  termsTitle: 'Terms of Service',
  termsMeta: 'The terms for using SueGo, in plain language.',
  disclaimerTitle: 'Legal Disclaimer',
  disclaimerMeta: 'SueGo is not a law firm and does not give legal advice.',
  privacyMeta: 'What SueGo collects, why, who we share it with, and your choices.',
  privacyTitle: 'Privacy Policy',
});
