import { exportRows } from '../common/export-rows';
import type { PersonalDataHolder } from '../common/personal-data-holder';
import { execSql } from '../database/sql';

/** The outbox's share of a person's data (docs/adr/153): the emails sent to them or about them. */
export const outboxPersonalData: PersonalDataHolder = {
  name: 'outbox',
  tables: ['notifications'],
  exportSections: {
    emails: ({ id, email }, tx, out) =>
      exportRows(
        out,
        'emails',
        tx.rows(
          `SELECT n.id, n.kind, n.to_email AS "to", n.subject, n.text_body AS "text", n.html_body AS "html",
                n.status, n.created_at AS "createdAt", n.sent_at AS "sentAt"
           FROM notifications n WHERE n.to_email = $2 OR n.subject_id = $1::text
          ORDER BY n.created_at, n.id`,
          [id, email],
        ),
      ),
  },
  forget: async ({ id, email }, tx) => {
    await execSql(tx, `DELETE FROM notifications WHERE to_email = $1 OR subject_id = $2`, [email, id]);
  },
};
