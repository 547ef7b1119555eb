import { createHash } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { bearer, emailHashOf, uniqueEmail } from '../testing/auth-helpers';
import { emailRef } from './security-log';
import { createTestApp, type TestApp } from '../testing/test-app';

interface LogLine {
  level: number;
  msg?: string;
  event?: string;
  context?: string;
  [key: string]: unknown;
}

/**
 * Captures the app's real pino output (request logs, Nest logs and security events) and proves that
 * passwords, tokens and hashes never reach it. Its own file: nestjs-pino keeps the first logger of a process.
 */
describe('security logging', () => {
  let t: TestApp;
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  const events = () => lines().filter((l) => l.context === 'Security');

  const password = 'Pa55word-that-must-never-be-logged';
  const wrongPassword = 'Wr0ng-password-also-never-logged';
  const email = uniqueEmail('logged');
  let token = '';
  let passwordHash = '';

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', AUTH_RATE_LIMIT: 'on' },
      logStream: { write: (line: string) => void raw.push(line) },
    });
    const reg = await request(t.http)
      .post('/api/auth/register')
      .send({ email, password, name: 'Lena Audit' })
      .expect(201);
    token = reg.body.token;
    const login = await request(t.http).post('/api/auth/login').send({ email, password }).expect(200);
    const loginToken: string = login.body.token;
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    await request(t.http).post('/api/users').set(bearer(token)).send({ email, name: 'Renamed' }).expect(200);
    await request(t.http)
      .post('/api/users')
      .set(bearer(token))
      .send({ email: uniqueEmail(), name: 'X' })
      .expect(403);
    await request(t.http).post('/api/auth/logout').set(bearer(loginToken)).expect(204);
    await request(t.http).get('/api/auth/me').set(bearer(loginToken)).expect(401);
    await request(t.http).get('/api/auth/me').expect(401);
    await request(t.http).post('/api/auth/register').send({ email, password, name: 'Again' }).expect(409);
    for (let i = 0; i < 5; i++) {
      await request(t.http).post('/api/auth/login').send({ email, password: wrongPassword }).expect(401);
    }
    await request(t.http).post('/api/auth/login').send({ email, password: wrongPassword }).expect(429);
    // A body that fails validation still carries the password; it must not be echoed into logs either.
    await request(t.http).post('/api/auth/register').send({ email: 'bad', password, name: 'X' }).expect(400);

    const db = new Client({ connectionString: t.database.url });
    await db.connect();
    passwordHash = (await db.query('SELECT password_hash FROM users WHERE email_hash = $1', [emailHashOf(t, email)])).rows[0]
      .password_hash;
    await db.end();
  });
  afterAll(() => t.close());

  it('writes a structured security event for every auth outcome', () => {
    const names = events().map((e) => e.event);
    expect(names).toEqual(
      expect.arrayContaining([
        'auth.register.succeeded',
        'auth.register.rejected',
        'auth.login.succeeded',
        'auth.login.failed',
        'auth.rate_limited',
        'auth.logout',
        'auth.session.rejected',
        'authz.denied',
        'user.profile.updated',
      ]),
    );
    const failed = events().find((e) => e.event === 'auth.login.failed')!;
    expect(failed).toMatchObject({ emailRef: emailRef(email), reason: 'wrong_password', level: 40, msg: 'Sign-in failed' });
    expect(failed.ip).toEqual(expect.any(String));
    expect(failed.time).toEqual(expect.any(Number));
    const limited = events().find((e) => e.event === 'auth.rate_limited')!;
    expect(limited).toMatchObject({ action: 'login', rule: 'login-account-ip', emailRef: emailRef(email) });
  });

  it('never writes an email address in plaintext: security events carry a keyed reference (issue 17)', () => {
    const all = raw.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain(email.split('@')[0]!);
    const refs = new Set(events().filter((e) => e.emailRef !== undefined).map((e) => e.emailRef));
    expect(refs.has(emailRef(email))).toBe(true);
    expect(emailRef(` ${email.toUpperCase()} `)).toBe(emailRef(email));
  });

  it('logs requests by method, url and status only: no headers, so no Authorization value', () => {
    const meRequest = lines().find((l) => (l.req as { url?: string } | undefined)?.url === '/api/auth/me');
    expect(meRequest).toBeDefined();
    expect(meRequest!.req).toEqual({ id: expect.anything(), method: 'GET', url: '/api/auth/me' });
    expect(JSON.stringify(meRequest)).not.toMatch(/authorization|bearer/i);
  });

  it('never writes a password, a token, a token hash or a password hash', () => {
    const all = raw.join('\n');
    expect(raw.length).toBeGreaterThan(20);
    const tokenHash = createHash('sha256').update(token).digest();
    for (const secret of [
      password,
      wrongPassword,
      token,
      tokenHash.toString('hex'),
      tokenHash.toString('base64'),
      tokenHash.toString('base64url'),
      passwordHash,
      passwordHash.split('$').at(-1)!,
    ]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('$argon2id$');
  });
});
