import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { registerUser } from '../testing/auth-helpers';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../testing/test-app';
import { AuthChangeListener } from './auth-change-listener';
import { runSetRole } from '../cli/set-role.cli';

describe('npm run users:role', () => {
  let t: TestApp;
  let db: Client;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runSetRole(argv, { DATABASE_URL: t.database.url, PRIVACY_MASTER_KEY: TEST_MASTER_KEY }, (l) => lines.push(l));
    return { code, output: lines.join('\n') };
  };

  it('sets the role, prints the result and logs a security event', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const u = await registerUser(t.http);
    const { code, output } = await run(`  ${u.email.toUpperCase()} `, 'staff');
    expect(code).toBe(0);
    // The one-time code the new staff member's first TOTP enrolment needs (issue 22 point 7), shown this once.
    expect(JSON.parse(output)).toEqual({
      id: u.user.id,
      email: u.email,
      from: 'user',
      role: 'staff',
      enrolmentCode: expect.stringMatching(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/),
      enrolmentCodeExpiresAt: expect.any(String),
    });
    const printed = JSON.parse(output) as { enrolmentCode: string; enrolmentCodeExpiresAt: string };
    expect(Date.parse(printed.enrolmentCodeExpiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const stored = await db.query('SELECT code_hash FROM second_factor_enrolment_codes WHERE user_id = $1', [u.user.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(printed.enrolmentCode);
    expect(output).not.toContain('code_hash');
    const { rows } = await db.query('SELECT role FROM users WHERE id = $1', [u.user.id]);
    expect(rows[0].role).toBe('staff');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'user.role.changed',
        userId: u.user.id,
        from: 'user',
        to: 'staff',
        by: 'cli',
      }),
      'Role changed',
    );
    warn.mockRestore();
  });

  it('applies to live sessions at once, in every API process (their session caches hear of it)', async () => {
    const u = await registerUser(t.http);
    const request = (await import('supertest')).default;
    const me = () =>
      request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${u.token}`).expect(200);
    expect((await me()).body.role).toBe('user'); // now in the app's session cache
    expect((await run(u.email, 'auditor')).code).toBe(0);
    await t.app.get(AuthChangeListener).barrier(); // the CLI's change has reached the app
    expect((await me()).body.role).toBe('auditor');
  });

  it('exits 1 for an unknown email and 2 for bad arguments', async () => {
    expect((await run('nobody@example.com', 'staff')).code).toBe(1);
    expect(await run('a@b.co', 'admin')).toEqual({ code: 2, output: expect.stringContaining('Usage') });
    expect((await run('a@b.co')).code).toBe(2);
    expect((await run()).code).toBe(2);
  });

  it('prints the real cause when it cannot reach the database, never "undefined"', async () => {
    const lines: string[] = [];
    const code = await runSetRole(['someone@example.com', 'staff'], { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none' }, (l) =>
      lines.push(l),
    );
    const output = lines.join('\n');
    expect(code).toBe(1);
    expect(output).toContain('Could not set the role: connect ECONNREFUSED 127.0.0.1:1');
    expect(output).toContain('Is PostgreSQL running?');
    expect(output).not.toContain('undefined');
  });
});
