import { columnPolicy } from '../../../event-store/sealed-columns';

/**
 * Sealed under the case owner's key like the first document's revisions (docs/adr/127): a later document's title
 * names the dispute and its text is the notice. Ids, the kind, versions, the active flag and dates stay readable.
 */
export const CASE_DOCUMENT_REVISION_COLUMNS = columnPolicy<{ subject_id?: string | null }>({
  table: 'rm_case_document_revisions',
  subject: (row) => row.subject_id,
  sealed: { title: 'text', content: 'text', edit_summary: 'text' },
  plain: ['kind', 'subject_id'],
});
