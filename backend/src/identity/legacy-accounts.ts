import type { DataSource } from 'typeorm';
import { execSql } from '../database/sql';
import { PLAINTEXT_VALUES, type SealedValues } from '../event-store/sealed-values';
import {
  accountEmailHash,
  EMAIL_TOKEN_COLUMNS,
  normalizeAccountEmail,
  SESSION_COLUMNS,
  USER_COLUMNS,
} from './account-columns';
import { FINISH_SEALED_ACCOUNTS } from './sealed-accounts.migration';

const BATCH = 500;

/**
 * The one-time sealing of accounts stored before docs/adr/128 (left in `legacy_*` columns by
 * SealAccountColumns1798200000000): every row's email, name, IP address and user agent sealed with the account's
 * key (made now if it has none), then the legacy columns dropped. One transaction with the three tables locked, so
 * concurrent starts wait and the second finds nothing to do; runs before the app serves. Returns how many accounts
 * it sealed.
 */
export async function sealLegacyAccounts(dataSource: DataSource, values: SealedValues): Promise<number> {
  // A process without keys (a store without privacy) leaves them to one that has them.
  if (values === PLAINTEXT_VALUES || !(await hasLegacyColumns(dataSource))) return 0;
  return dataSource.transaction(async (tx) => {
    await execSql(tx, `LOCK TABLE users, sessions, email_tokens IN SHARE ROW EXCLUSIVE MODE`);
    if (!(await hasLegacyColumns(tx.connection, tx))) return 0;
    let sealed = 0;
    for (;;) {
      const { rows } = await execSql<{ id: string; legacy_email: string; legacy_name: string }>(
        tx,
        `SELECT id::text AS id, legacy_email, legacy_name FROM users WHERE legacy_email IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      const ring = await values.keyring(
        rows.map((r) => r.id),
        { forSealing: true, tx },
      );
      for (const row of rows) {
        const email = normalizeAccountEmail(row.legacy_email);
        await execSql(
          tx,
          `UPDATE users SET email = $2, name = $3, email_hash = $4, legacy_email = NULL, legacy_name = NULL WHERE id = $1`,
          [
            row.id,
            ring.seal(row.id, USER_COLUMNS.label('email'), email),
            ring.seal(row.id, USER_COLUMNS.label('name'), row.legacy_name),
            accountEmailHash(values, email),
          ],
        );
      }
      sealed += rows.length;
    }
    for (;;) {
      const { rows } = await execSql<{
        id: string;
        user_id: string;
        legacy_ip: string | null;
        legacy_user_agent: string | null;
      }>(
        tx,
        `SELECT id, user_id::text AS user_id, legacy_ip, legacy_user_agent FROM sessions
          WHERE legacy_ip IS NOT NULL OR legacy_user_agent IS NOT NULL LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      const ring = await values.keyring(
        rows.map((r) => r.user_id),
        { forSealing: true, tx },
      );
      for (const row of rows) {
        const seal = (column: string, value: string | null) =>
          value === null ? null : ring.seal(row.user_id, SESSION_COLUMNS.label(column), value);
        await execSql(
          tx,
          `UPDATE sessions SET ip = $2, user_agent = $3, legacy_ip = NULL, legacy_user_agent = NULL WHERE id = $1`,
          [row.id, seal('ip', row.legacy_ip), seal('user_agent', row.legacy_user_agent)],
        );
      }
    }
    for (;;) {
      const { rows } = await execSql<{ token_hash: Buffer; user_id: string; legacy_email: string }>(
        tx,
        `SELECT token_hash, user_id::text AS user_id, legacy_email FROM email_tokens WHERE legacy_email IS NOT NULL LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      const ring = await values.keyring(
        rows.map((r) => r.user_id),
        { forSealing: true, tx },
      );
      for (const row of rows) {
        const email = normalizeAccountEmail(row.legacy_email);
        await execSql(
          tx,
          `UPDATE email_tokens SET email = $2, email_hash = $3, legacy_email = NULL WHERE token_hash = $1`,
          [
            row.token_hash,
            ring.seal(row.user_id, EMAIL_TOKEN_COLUMNS.label('email'), email),
            accountEmailHash(values, email),
          ],
        );
      }
    }
    for (const sql of FINISH_SEALED_ACCOUNTS) await execSql(tx, sql);
    return sealed;
  });
}

async function hasLegacyColumns(ds: DataSource, tx?: Parameters<typeof execSql>[0]): Promise<boolean> {
  const { rows } = await execSql<{ n: number }>(
    tx ?? ds,
    `SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'legacy_email'`,
  );
  return (rows[0]?.n ?? 0) > 0;
}
