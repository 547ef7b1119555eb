import { exportRows } from '../common/export-rows';
import type { PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';
import { redactSecrets } from './templates';

/** The outbox's share of a person's data (docs/adr/153): the emails sent to them or about them. */
export const outboxPersonalData: PersonalDataHolder = {
  name: 'outbox',
  tables: ['notifications'],
  exportSections: {
    // Emails sent for this account (ADR 140): found by whose they are, never by address, so an address someone
    // else used before (an attorney's, a visitor's) brings nothing of theirs. Secret links stay hidden.
    emails: ({ id }, tx, out) =>
      exportRows(
        out,
        'emails',
        redactedEmails(
          tx.rows<EmailRow>(
            `SELECT id, kind, to_email AS "to", subject, text_body AS "text", html_body AS "html",
                status, created_at AS "createdAt", sent_at AS "sentAt"
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
};

interface EmailRow {
  text: string;
  html: string;
  [column: string]: unknown;
}

async function* redactedEmails(rows: AsyncIterable<EmailRow>): AsyncIterable<EmailRow> {
  for await (const m of rows) yield { ...m, text: redactSecrets(m.text), html: redactSecrets(m.html) };
}
