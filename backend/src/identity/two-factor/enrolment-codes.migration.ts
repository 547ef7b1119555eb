import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one-time code `npm run users:role` prints for a new staff member or auditor (issue 22 point 7): the first
 * TOTP enrolment needs it, so a password alone cannot set up someone's second factor. Stored as SHA-256 of 80
 * random bits, valid 24 hours, deleted when used. The enrolment in progress remembers which code started it.
 */
export class CreateSecondFactorEnrolmentCodes1796900000001 implements MigrationInterface {
  name = 'CreateSecondFactorEnrolmentCodes1796900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE second_factor_enrolment_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT second_factor_enrolment_codes_hash_length_check CHECK (octet_length(code_hash) = 32)
      )`);
    await q.query(`ALTER TABLE staff_totp_enrolments ADD COLUMN enrolment_code_hash bytea NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_totp_enrolments DROP COLUMN enrolment_code_hash`);
    await q.query(`DROP TABLE second_factor_enrolment_codes`);
  }
}
