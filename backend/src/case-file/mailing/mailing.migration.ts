import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Mail it for me" (issue 28): the proof of each mailed letter (the exact PDF sent to the provider, with its
 * SHA-256), and the sandbox mail provider's own state (its letters and the tracking webhooks it will send). The
 * proof is written once per mailing, before the provider is called, so a retried job sends the same bytes.
 */
export class CreateMailing1796828000000 implements MigrationInterface {
  name = 'CreateMailing1796828000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mailing_proofs (
        mailing_id uuid        PRIMARY KEY,
        case_id    uuid        NOT NULL,
        sha256     text        NOT NULL,
        page_count integer     NOT NULL,
        pdf        bytea       NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mailing_proofs_case_idx ON mailing_proofs (case_id)`);
    // The sandbox provider keeps no address: whether a letter comes back is decided when it is created.
    await q.query(`
      CREATE TABLE sandbox.letters (
        id              text        PRIMARY KEY,
        idempotency_key text        NOT NULL CONSTRAINT letters_idempotency_key_key UNIQUE,
        request_hash    text        NOT NULL,
        mailing_id      text        NOT NULL,
        clock_key       text        NULL,
        data            jsonb       NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX letters_mailing_idx ON sandbox.letters (mailing_id)`);
    await q.query(`
      CREATE TABLE sandbox.letter_events (
        id           text        PRIMARY KEY,
        letter_id    text        NOT NULL REFERENCES sandbox.letters (id),
        type         text        NOT NULL,
        due_at       timestamptz NOT NULL,
        delivered_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX letter_events_due_idx ON sandbox.letter_events (letter_id, due_at) WHERE delivered_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox.letter_events`);
    await q.query(`DROP TABLE sandbox.letters`);
    await q.query(`DROP TABLE mailing_proofs`);
  }
}
