import { randomBytes, randomUUID } from 'node:crypto';
import { ALL_MIGRATIONS } from '../all-migrations';
import { openDataSource } from '../database/data-source';
import { MasterKey } from '../privacy/shredding/master-key';
import { SubjectKeys } from '../privacy/shredding/subject-keys';
import { SubjectSealedValues } from '../privacy/shredding/subject-sealed-values';
import { createTestDatabase } from '../testing/test-database';
import { accountEmailHash, openAccounts, SESSION_COLUMNS } from './account-columns';
import { sealLegacyAccounts } from './legacy-accounts';
import { SealAccountColumns1798200000000 } from './sealed-accounts.migration';

/**
 * The upgrade of accounts stored in plain text (docs/adr/128): the migration keeps them in `legacy_*` columns, the
 * first start with keys seals them and drops those columns; the account is then found by its email hash.
 */
describe('SealAccountColumns migration and the legacy account sealing', () => {
  it('seals existing accounts, sessions and email links, then drops the plaintext columns', async () => {
    const database = await createTestDatabase('la');
    const upTo = (ALL_MIGRATIONS as unknown[]).indexOf(SealAccountColumns1798200000000);
    const before = await openDataSource(database.url, {
      migrations: (ALL_MIGRATIONS as unknown[]).slice(0, upTo) as never,
      poolSize: 2,
    });
    const user = randomUUID();
    try {
      await before.query(
        `INSERT INTO users (id, email, name, password_hash) VALUES ($1, 'legacy.ana@example.com', 'Ana Legacy', 'x')`,
        [user],
      );
      await before.query(
        `INSERT INTO sessions (id, session_id, user_id, token_hash, expires_at, ip, user_agent)
         VALUES ($1, 'pub', $2, $3, now() + interval '1 day', '203.0.113.9', 'LegacyBrowser/1.0')`,
        [randomUUID(), user, randomBytes(32)],
      );
      await before.query(
        `INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at)
         VALUES ($1, $2, 'change', 'legacy.new@example.com', now() + interval '1 day')`,
        [randomBytes(32), user],
      );
    } finally {
      await before.destroy();
    }

    const after = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 2 });
    try {
      const values = new SubjectSealedValues(new SubjectKeys(after, new MasterKey(randomBytes(32))));
      // Until the first start with keys, the plaintext waits in legacy columns.
      const [waiting] = await after.query(`SELECT legacy_email, email_hash FROM users`);
      expect(waiting).toEqual({ legacy_email: 'legacy.ana@example.com', email_hash: null });

      expect(await sealLegacyAccounts(after, values)).toBe(1);
      expect(await sealLegacyAccounts(after, values)).toBe(0); // done once: a second start finds nothing
      const legacy = await after.query(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name LIKE 'legacy_%'`,
      );
      expect(legacy).toEqual([]);

      const rows = await after.query(`SELECT id::text AS id, email, name, email_hash FROM users`);
      expect(rows[0].email.includes(Buffer.from('legacy.ana'))).toBe(false);
      expect(Buffer.compare(rows[0].email_hash, accountEmailHash(values, ' Legacy.Ana@Example.com'))).toBe(0);
      expect(await openAccounts(values, rows)).toEqual([
        expect.objectContaining({ id: user, email: 'legacy.ana@example.com', name: 'Ana Legacy' }),
      ]);
      const sessions = await after.query(`SELECT user_id::text AS user_id, ip, user_agent FROM sessions`);
      expect(await SESSION_COLUMNS.open(values, sessions)).toEqual([
        { user_id: user, ip: '203.0.113.9', user_agent: 'LegacyBrowser/1.0' },
      ]);
      const [token] = await after.query(`SELECT email, email_hash FROM email_tokens`);
      expect(token.email.includes(Buffer.from('legacy.new'))).toBe(false);
      expect(Buffer.compare(token.email_hash, accountEmailHash(values, 'legacy.new@example.com'))).toBe(0);
    } finally {
      await after.destroy();
      await database.drop();
    }
  }, 60_000);
});
