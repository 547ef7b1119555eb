import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `es.audit_anchors` (docs/adr/155): every signed anchor of the stream heads, also written as a file outside the
 * database. The table copy lets the API check one case's chain; the file is what `audit:verify` trusts.
 */
export class CreateAuditAnchors1797400000001 implements MigrationInterface {
  name = 'CreateAuditAnchors1797400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE es.audit_anchors (
        id         bigserial   PRIMARY KEY,
        created_at timestamptz NOT NULL,
        root       bytea       NOT NULL,
        mac        bytea       NOT NULL,
        streams    integer     NOT NULL,
        document   jsonb       NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE es.audit_anchors`);
  }
}
