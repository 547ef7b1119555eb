import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 'Download my data' lists the emails sent to an account: find them by recipient without reading the whole outbox. */
export class IndexNotificationsByRecipient1796500000000 implements MigrationInterface {
  name = 'IndexNotificationsByRecipient1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notifications_to_email_idx ON notifications (to_email, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notifications_to_email_idx`);
  }
}

/**
 * Whose personal data an email carries when the recipient is someone else (an attorney's copy of a referral):
 * deleting that person's account deletes those emails too, and their export lists them.
 */
export class NotificationsDataSubject1796700000000 implements MigrationInterface {
  name = 'NotificationsDataSubject1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN subject_id text NULL`);
    await q.query(
      `CREATE INDEX notifications_subject_id_idx ON notifications (subject_id) WHERE subject_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN subject_id`);
  }
}
