import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Token buckets for the per-user limits on case creation and document requests (issue 11 point 3). */
export class CreateUserRateLimits1796012000000 implements MigrationInterface {
  name = 'CreateUserRateLimits1796012000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_rate_limits (
        key        text             PRIMARY KEY,
        tokens     double precision NOT NULL,
        updated_at timestamptz      NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_rate_limits`);
  }
}
