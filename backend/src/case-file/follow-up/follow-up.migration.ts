import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether an account gets the reminders about its letters (issue 29): one row once the owner turned them off (an
 * email's unsubscribe link, a mail provider's one-click POST, or the account page) or on again. No row = on.
 * Deleting the account deletes it (cascade); the data export lists it.
 */
export class CreateReminderPreferences1797300000001 implements MigrationInterface {
  name = 'CreateReminderPreferences1797300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reminder_preferences (
        user_id         uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        email_reminders boolean     NOT NULL,
        changed_via     text        NOT NULL,
        changed_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reminder_preferences_via_check CHECK (changed_via IN ('account', 'email_link', 'one_click'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reminder_preferences`);
  }
}
