import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox (one row per email, recorded in the transaction of the event that causes it; sent by a job) and the
 * password reset tokens (stored hashed, single use).
 */
export class CreateNotifications1796480000000 implements MigrationInterface {
  name = 'CreateNotifications1796480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        source_key text NOT NULL CONSTRAINT notifications_source_key_key UNIQUE,
        kind text NOT NULL,
        to_email text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        status text NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        CONSTRAINT notifications_status_check CHECK (status IN ('queued', 'sent', 'kept', 'skipped'))
      )`);
    await q.query(`CREATE INDEX notifications_created_at_idx ON notifications (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        CONSTRAINT password_reset_tokens_hash_length_check CHECK (octet_length(token_hash) = 32)
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE notifications`);
  }
}
