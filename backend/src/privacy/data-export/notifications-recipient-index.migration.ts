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
