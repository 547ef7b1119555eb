import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipt numbers (issue 27, docs/adr/064): one sequence for every charge and refund. A number taken by a
 * transaction that then rolls back (or by a charge reported twice) is skipped, never handed out again.
 */
export class CreateReceiptNumbers1796800000001 implements MigrationInterface {
  name = 'CreateReceiptNumbers1796800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE IF NOT EXISTS billing_receipt_numbers START 1001`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE IF EXISTS billing_receipt_numbers`);
  }
}
