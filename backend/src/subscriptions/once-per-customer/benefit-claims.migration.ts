import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has had a free trial or a promo code (issue 22 point 3, ADR 145): one row per customer key (an HMAC of the
 * normalised email, or of a card fingerprint) and benefit. No user column: the rows outlive account deletion, for
 * this purpose only; deletion clears `subscription_id`.
 */
export class CreateCustomerBenefitClaims1796900000000 implements MigrationInterface {
  name = 'CreateCustomerBenefitClaims1796900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_benefit_claims (
        customer_key    bytea       NOT NULL,
        benefit         text        NOT NULL,
        subscription_id uuid        NULL,
        claimed_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_key, benefit)
      )`);
    await q.query(`CREATE INDEX customer_benefit_claims_subscription ON customer_benefit_claims (subscription_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customer_benefit_claims`);
  }
}
