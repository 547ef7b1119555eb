import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUTH_CHANGED_CHANNEL } from './auth-changed.channel';

/** users, sessions and the brute-force counters behind the auth rate limits. */
export class CreateIdentityTables1795400000000 implements MigrationInterface {
  name = 'CreateIdentityTables1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL CONSTRAINT users_email_key UNIQUE,
        name text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'user',
        stripe_customer_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_role_check CHECK (role IN ('user', 'staff', 'auditor')),
        CONSTRAINT users_email_normalized_check CHECK (email = lower(btrim(email)) AND email <> ''),
        CONSTRAINT users_name_check CHECK (name = btrim(name) AND name <> '')
      )`);
    await q.query(
      `CREATE UNIQUE INDEX users_stripe_customer_id_key ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        session_id text NOT NULL CONSTRAINT sessions_session_id_key UNIQUE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        ip text NULL,
        user_agent text NULL,
        CONSTRAINT sessions_token_hash_length_check CHECK (octet_length(token_hash) = 32)
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    // One row per throttled subject (e.g. login attempts for one email); fixed windows, updated by one
    // atomic upsert each, so concurrent requests and several processes share the same count.
    await q.query(`
      CREATE TABLE auth_attempts (
        key text PRIMARY KEY,
        attempts integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX auth_attempts_window_started_at_idx ON auth_attempts (window_started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_attempts`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}

/**
 * PostgreSQL tells every API process when a cached session stops being what it cached (ADR 006): a session
 * revoked, re-dated, moved back in time or deleted; a user's email, name or role changed, or the user deleted.
 * The forward `last_used_at` touch (once a minute per session) does not notify. Triggers, not application code,
 * so `npm run users:role`, other processes and hand-written SQL are all covered.
 */
export class NotifyAuthChanges1795800000000 implements MigrationInterface {
  name = 'NotifyAuthChanges1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION suego_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${AUTH_CHANGED_CHANNEL}', 's:' || encode(OLD.token_hash, 'hex'));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION suego_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${AUTH_CHANGED_CHANNEL}', 'u:' || OLD.id::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER sessions_changed_notify AFTER UPDATE ON sessions FOR EACH ROW
        WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at <> NEW.expires_at
              OR NEW.last_used_at < OLD.last_used_at OR OLD.user_id <> NEW.user_id
              OR OLD.token_hash <> NEW.token_hash)
        EXECUTE FUNCTION suego_notify_session_changed()`);
    await q.query(`
      CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW
        EXECUTE FUNCTION suego_notify_session_changed()`);
    await q.query(`
      CREATE TRIGGER users_changed_notify AFTER UPDATE ON users FOR EACH ROW
        WHEN ((OLD.email, OLD.name, OLD.role, OLD.id) IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.id))
        EXECUTE FUNCTION suego_notify_user_changed()`);
    await q.query(`
      CREATE TRIGGER users_deleted_notify AFTER DELETE ON users FOR EACH ROW
        EXECUTE FUNCTION suego_notify_user_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_deleted_notify ON users`);
    await q.query(`DROP TRIGGER users_changed_notify ON users`);
    await q.query(`DROP TRIGGER sessions_deleted_notify ON sessions`);
    await q.query(`DROP TRIGGER sessions_changed_notify ON sessions`);
    await q.query(`DROP FUNCTION suego_notify_user_changed()`);
    await q.query(`DROP FUNCTION suego_notify_session_changed()`);
  }
}

export const IDENTITY_MIGRATIONS = [CreateIdentityTables1795400000000];
