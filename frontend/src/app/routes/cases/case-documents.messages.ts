import { defineMessages } from '@/lib/i18n/define';

/** The document page's later documents and the final notice offer (issue 33). */
export const messages = defineMessages('caseDocuments', {
  title: 'Your next documents',
  intro: 'Each document has its own versions, editor and PDF. Your first document stays as it is.',
  listLabel: 'Later documents',
  version: 'Version {version}',
  edit: 'Edit the {kind, select, final_notice {final notice} small_claims {small claims package} other {demand letter}}',
  offer:
    'They have not paid in full. A final notice is short and dated: it refers to your letter and its delivery, gives a last deadline of 14 days and names the court. It is free.',
  pleaseTryAgain: 'Please try again.',
  drafting: 'Drafting…',
  draft: 'Draft the final notice',
});
