import type { PersonalDataHolder } from '../../common/personal-data-holder';
import { execSql } from '../../database/sql';

/**
 * The follow-up's share of a person's data outside the event log (docs/adr/153): their switch for case reminders.
 * Outcomes and reminders sent are events on the case stream (exported with it); the reminder emails are the
 * outbox's, by subject id.
 */
export const followUpPersonalData: PersonalDataHolder = {
  name: 'follow-up',
  tables: ['reminder_preferences'],
  exportSections: {
    caseReminders: async ({ id }, tx, out) => {
      const [row] = await tx.query(
        `SELECT email_reminders AS "emailReminders", changed_via AS "changedWith", changed_at AS "changedAt"
           FROM reminder_preferences WHERE user_id = $1`,
        [id],
      );
      // No row: reminders about your letters were never turned off.
      await out.field('caseReminders', row ?? { emailReminders: true });
    },
  },
  forget: async ({ id }, tx) => {
    await execSql(tx, `DELETE FROM reminder_preferences WHERE user_id = $1`, [id]);
  },
};
