import { exportRows } from '../common/export-rows';
import type { PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';
import type { SealedValues } from '../event-store/sealed-values';
import { NOTIFICATION_COLUMNS } from './notification-columns';
import { redactSecrets } from './templates';

/**
 * The outbox's share of a person's data (docs/adr/153): the emails sent to them or about them, opened with the
 * person's key (docs/adr/129).
 */
export const outboxPersonalData = (values: () => SealedValues): PersonalDataHolder => ({
  name: 'outbox',
  tables: ['notifications'],
  exportSections: {
    // Emails sent for this account (ADR 140): found by whose they are, never by address, so an address someone
    // else used before (an attorney's, a visitor's) brings nothing of theirs. Secret links stay hidden.
    emails: ({ id }, tx, out) =>
      exportRows(
        out,
        'emails',
        openedEmails(
          values(),
          tx.manager,
          tx.rows<EmailRow>(
            `SELECT id, kind, subject_id, to_email, subject, text_body, html_body, status, created_at, sent_at
               FROM notifications WHERE subject_id = $1::text
              ORDER BY created_at, id`,
            [id],
          ),
        ),
      ),
  },
  // By subject id only, the same rule as the export (ADR 140), never by address.
  forget: async ({ id }, tx) => {
    await execSql(tx, `DELETE FROM notifications WHERE subject_id = $1`, [id]);
  },
});

interface EmailRow {
  id: string;
  kind: string;
  subject_id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
}

async function* openedEmails(
  values: SealedValues,
  manager: Parameters<typeof NOTIFICATION_COLUMNS.open>[2],
  rows: AsyncIterable<EmailRow>,
): AsyncIterable<Record<string, unknown>> {
  for await (const sealed of rows) {
    const [m] = await NOTIFICATION_COLUMNS.open(values, [sealed], manager);
    yield {
      id: m!.id,
      kind: m!.kind,
      to: m!.to_email,
      subject: m!.subject,
      text: redactSecrets(m!.text_body),
      html: redactSecrets(m!.html_body),
      status: m!.status,
      createdAt: m!.created_at,
      sentAt: m!.sent_at,
    };
  }
}
