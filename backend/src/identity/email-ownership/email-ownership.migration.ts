import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email ownership (ADR 140):
 * - `users.email_verified_at`: when the account proved it reads its address; existing accounts start unverified;
 * - `email_tokens`: the links that prove it, stored as SHA-256 hashes only: `verify` (the account's address) and
 *   `change` (a new address, applied only when its link is opened); single use, expiring;
 * - the session cache's change trigger also fires when the verification changes (ADR 006), so every process
 *   sees it at once.
 */
export class EmailOwnership1797100000001 implements MigrationInterface {
  name = 'EmailOwnership1797100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz NULL`);
    await q.query(`
      CREATE TABLE email_tokens (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        CONSTRAINT email_tokens_hash_length_check CHECK (octet_length(token_hash) = 32),
        CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify', 'change')),
        CONSTRAINT email_tokens_email_normalized_check CHECK (email = lower(btrim(email)) AND email <> '')
      )`);
    await q.query(`CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id, created_at)`);
    await q.query(`DROP TRIGGER users_changed_notify ON users`);
    await q.query(`
      CREATE TRIGGER users_changed_notify AFTER UPDATE ON users FOR EACH ROW
        WHEN ((OLD.email, OLD.name, OLD.role, OLD.id, OLD.email_verified_at)
              IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.id, NEW.email_verified_at))
        EXECUTE FUNCTION suego_notify_user_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_changed_notify ON users`);
    await q.query(`
      CREATE TRIGGER users_changed_notify AFTER UPDATE ON users FOR EACH ROW
        WHEN ((OLD.email, OLD.name, OLD.role, OLD.id) IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.id))
        EXECUTE FUNCTION suego_notify_user_changed()`);
    await q.query(`DROP TABLE email_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
