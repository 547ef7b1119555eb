import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Extra headers of an email (a reminder's RFC 8058 List-Unsubscribe), rendered with it and sent with it. */
export class NotificationHeaders1797300000000 implements MigrationInterface {
  name = 'NotificationHeaders1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN headers jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN headers`);
  }
}
