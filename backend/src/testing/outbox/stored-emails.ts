import { DataSource } from 'typeorm';
import { EventStore } from '../../event-store/event-store';
import type { TestApp } from '../test-app';
import { NOTIFICATION_COLUMNS } from '../../outbox/notification-columns';

/** One stored email, its sealed columns opened (what the outbox delivers and staff see). */
export interface StoredEmail {
  id: string;
  source_key: string;
  kind: string;
  subject_id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  secrets: Buffer | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** When its send job runs (null once none is queued). */
  run_at: Date | null;
}

/**
 * The outbox's rows matching `where` (SQL over `notifications n` and its send job `j`), oldest first, opened with
 * their data subjects' keys: the columns are sealed (docs/adr/129), so a test filters by address after opening.
 */
export async function storedEmails(
  t: TestApp,
  where = 'true',
  params: unknown[] = [],
): Promise<StoredEmail[]> {
  const rows = await t.app.get(DataSource).query<StoredEmail[]>(
    `SELECT n.*, j.run_at FROM notifications n
       LEFT JOIN jobs j ON j.idempotency_key = 'notification:' || n.id
      WHERE ${where} ORDER BY n.created_at, n.id`,
    params,
  );
  return NOTIFICATION_COLUMNS.open(t.app.get(EventStore).sealedValues, rows);
}
