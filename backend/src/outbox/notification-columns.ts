import { columnPolicy } from '../event-store/sealed-columns';

/**
 * The outbox's columns (docs/adr/129): what an email says and to whom is sealed under its data subject's key (the
 * person it was sent for, ADR 140: an attorney's copy of a referral is the user's), so a deleted person's emails
 * leave only ciphertext in the table's dead tuples and the WAL. `last_error` is sealed too: a mail server's answer
 * often repeats the address. `secrets` is sealed apart (ADR 142), bound to the email's id and address.
 */
export const NOTIFICATION_COLUMNS = columnPolicy<{ subject_id: string; [column: string]: unknown }>({
  table: 'notifications',
  subject: (row) => row.subject_id,
  sealed: {
    to_email: 'text',
    subject: 'text',
    text_body: 'text',
    html_body: 'text',
    headers: { json: true, erased: null },
    last_error: 'text',
  },
  plain: ['id', 'source_key', 'kind', 'subject_id', 'status', 'secrets'],
});
