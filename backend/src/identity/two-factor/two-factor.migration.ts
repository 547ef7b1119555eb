import type { MigrationInterface, QueryRunner } from 'typeorm';
/**
 * Staff two-factor sign-in (ADR 113): the TOTP secret (encrypted, never shown after enrolment), an enrolment in
 * progress, single-use recovery codes (SHA-256 of 80 random bits), and on each session the instant its second
 * factor was verified. The session trigger now also fires when that instant changes, so every process's session
 * cache (ADR 006) drops the session at once.
 */
export class CreateStaffTwoFactor1796491000000 implements MigrationInterface {
  name = 'CreateStaffTwoFactor1796491000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz NULL`);
    await q.query(`
      CREATE TABLE staff_totp (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext bytea NOT NULL,
        key_id text NOT NULL,
        confirmed_at timestamptz NOT NULL,
        -- The last accepted time step: a code is accepted once (no replay inside its 90-second window).
        last_used_step bigint NULL
      )`);
    await q.query(`
      CREATE TABLE staff_totp_enrolments (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext bytea NOT NULL,
        key_id text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE staff_recovery_codes (
        code_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        CONSTRAINT staff_recovery_codes_hash_length_check CHECK (octet_length(code_hash) = 32)
      )`);
    await q.query(`CREATE INDEX staff_recovery_codes_user_id_idx ON staff_recovery_codes (user_id)`);
    // Keys the application generates for itself when none is configured (the TOTP key unless TOTP_ENCRYPTION_KEY).
    await q.query(`
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`DROP TRIGGER sessions_changed_notify ON sessions`);
    await q.query(`
      CREATE TRIGGER sessions_changed_notify AFTER UPDATE ON sessions FOR EACH ROW
        WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at <> NEW.expires_at
              OR NEW.last_used_at < OLD.last_used_at OR OLD.user_id <> NEW.user_id
              OR OLD.token_hash <> NEW.token_hash OR OLD.second_factor_at IS DISTINCT FROM NEW.second_factor_at)
        EXECUTE FUNCTION suego_notify_session_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER sessions_changed_notify ON sessions`);
    await q.query(`
      CREATE TRIGGER sessions_changed_notify AFTER UPDATE ON sessions FOR EACH ROW
        WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at <> NEW.expires_at
              OR NEW.last_used_at < OLD.last_used_at OR OLD.user_id <> NEW.user_id
              OR OLD.token_hash <> NEW.token_hash)
        EXECUTE FUNCTION suego_notify_session_changed()`);
    await q.query(`DROP TABLE app_secrets`);
    await q.query(`DROP TABLE staff_recovery_codes`);
    await q.query(`DROP TABLE staff_totp_enrolments`);
    await q.query(`DROP TABLE staff_totp`);
    await q.query(`ALTER TABLE sessions DROP COLUMN second_factor_at`);
  }
}
