import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sandbox's per-customer test clocks (like Stripe's): where each customer's billing time stands. */
export class CreateSandboxTestClocks1796100000000 implements MigrationInterface {
  name = 'CreateSandboxTestClocks1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE sandbox.test_clocks (customer text PRIMARY KEY, frozen_time timestamptz NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox.test_clocks`);
  }
}
