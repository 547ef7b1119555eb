import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's own tables hold personal text only sealed (docs/adr/128): `users.email`/`name`, `sessions.ip`/
 * `user_agent` and `email_tokens.email` become `bytea` sealed with the account's key, and `email_hash` (the keyed
 * hash of the normalised email) finds an account and is what must be unique. A migration has no keys, so existing
 * plaintext is renamed to `legacy_*`; the first start with keys seals it and drops those columns
 * (`sealLegacyAccounts`, the legacy-backfill pattern of ADR 121). A database without accounts is finished here.
 */
export class SealAccountColumns1798200000000 implements MigrationInterface {
  name = 'SealAccountColumns1798200000000';

  async up(q: QueryRunner): Promise<void> {
    // The change trigger names the columns: it is made again on the sealed ones.
    await q.query(`DROP TRIGGER users_changed_notify ON users`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_email_key,
        DROP CONSTRAINT users_email_normalized_check,
        DROP CONSTRAINT users_name_check`);
    await q.query(`ALTER TABLE users RENAME COLUMN email TO legacy_email`);
    await q.query(`ALTER TABLE users RENAME COLUMN name TO legacy_name`);
    await q.query(`
      ALTER TABLE users
        ALTER COLUMN legacy_email DROP NOT NULL,
        ALTER COLUMN legacy_name DROP NOT NULL,
        ADD COLUMN email bytea NULL,
        ADD COLUMN name bytea NULL,
        ADD COLUMN email_hash bytea NULL CONSTRAINT users_email_hash_key UNIQUE`);
    await q.query(`
      CREATE TRIGGER users_changed_notify AFTER UPDATE ON users FOR EACH ROW
        WHEN ((OLD.email, OLD.name, OLD.role, OLD.id, OLD.email_verified_at)
              IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.id, NEW.email_verified_at))
        EXECUTE FUNCTION suego_notify_user_changed()`);

    await q.query(`ALTER TABLE sessions RENAME COLUMN ip TO legacy_ip`);
    await q.query(`ALTER TABLE sessions RENAME COLUMN user_agent TO legacy_user_agent`);
    await q.query(`ALTER TABLE sessions ADD COLUMN ip bytea NULL, ADD COLUMN user_agent bytea NULL`);

    await q.query(`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_email_normalized_check`);
    await q.query(`ALTER TABLE email_tokens RENAME COLUMN email TO legacy_email`);
    await q.query(`
      ALTER TABLE email_tokens
        ALTER COLUMN legacy_email DROP NOT NULL,
        ADD COLUMN email bytea NULL,
        ADD COLUMN email_hash bytea NULL`);

    const [{ any }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM users) AS any`)) as [{ any: boolean }];
    if (!any) for (const sql of FINISH_SEALED_ACCOUNTS) await q.query(sql);
  }

  async down(): Promise<void> {
    throw new Error('SealAccountColumns1798200000000 cannot be undone: the plaintext is gone');
  }
}

/** Drops the legacy plaintext columns once nothing is left in them, and makes the sealed ones required. */
export const FINISH_SEALED_ACCOUNTS = [
  `ALTER TABLE users
     DROP COLUMN legacy_email,
     DROP COLUMN legacy_name,
     ALTER COLUMN email SET NOT NULL,
     ALTER COLUMN name SET NOT NULL,
     ALTER COLUMN email_hash SET NOT NULL`,
  `ALTER TABLE sessions DROP COLUMN legacy_ip, DROP COLUMN legacy_user_agent`,
  `ALTER TABLE email_tokens
     DROP COLUMN legacy_email,
     ALTER COLUMN email SET NOT NULL,
     ALTER COLUMN email_hash SET NOT NULL`,
];
