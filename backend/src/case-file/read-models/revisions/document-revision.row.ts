import { columnPolicy } from '../../../event-store/sealed-columns';

/**
 * Sealed under the case owner's key (docs/adr/127): a revision is the letter. Ids, versions, the active flag, the
 * author's id and dates stay readable; `subject_id` (the case's owner) says whose key it is.
 */
export const REVISION_COLUMNS = columnPolicy<{ subject_id?: string | null }>({
  table: 'rm_document_revisions',
  subject: (row) => row.subject_id,
  sealed: { title: 'text', content: 'text', edit_summary: 'text' },
  plain: ['subject_id'],
});
