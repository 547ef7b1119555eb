import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { Client } from 'pg';
import request from 'supertest';
import { bearer, emailHashOf, loginUser, registerUser, TEST_PASSWORD, uniqueEmail } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { AuthChangeListener } from './auth-change-listener';
import { SessionsService } from './sessions.service';
import { ARGON2_PHC_PREFIX } from './password-hasher';

const STAFF_EMAIL = 'boss@suego.test';

describe('accounts and sessions (API)', () => {
  let t: TestApp;
  let db: Client;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STAFF_EMAILS: `someone@else.test, ${STAFF_EMAIL.toUpperCase()}`,
        AUTH_RATE_LIMIT: 'off',
        SESSION_IDLE_MINUTES: '30',
      },
    });
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  const me = (token: string) => request(t.http).get('/api/auth/me').set(bearer(token));
  /** Direct SQL below plays another process: wait until its change notification has reached the app's cache. */
  const settle = () => t.app.get(AuthChangeListener).barrier();
  const sessionOf = async (token: string) => {
    const { rows } = await db.query('SELECT * FROM sessions WHERE token_hash = $1', [
      createHash('sha256').update(token).digest(),
    ]);
    return rows[0] as
      { id: string; last_used_at: Date; expires_at: Date; revoked_at: Date | null } | undefined;
  };

  it('register → me → logout → me is 401', async () => {
    const email = uniqueEmail('flow');
    const reg = await request(t.http)
      .post('/api/auth/register')
      .send({ email, password: TEST_PASSWORD, name: 'Ana Díaz' })
      .expect(201);
    expect(Object.keys(reg.body).sort()).toEqual(['token', 'user']);
    expect(reg.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reg.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      name: 'Ana Díaz',
      role: 'user',
      createdAt: expect.any(String),
      emailVerified: false,
      secondFactor: 'not_required',
    });
    expect(reg.headers['cache-control']).toBe('no-store');

    const who = await me(reg.body.token).expect(200);
    expect(who.body).toEqual(reg.body.user);

    await request(t.http).post('/api/auth/logout').set(bearer(reg.body.token)).expect(204);
    const after = await me(reg.body.token).expect(401);
    expect(after.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
    await request(t.http).post('/api/auth/logout').set(bearer(reg.body.token)).expect(401);
  });

  it('trims and lower-cases the email, trims the name, and stores an argon2id hash with the chosen parameters', async () => {
    const email = uniqueEmail('Case');
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ email: `  ${email.toUpperCase()} `, password: ` ${TEST_PASSWORD} `, name: '  Bo  ' })
      .expect(201);
    expect(res.body.user.email).toBe(email.toLowerCase());
    expect(res.body.user.name).toBe('Bo');
    const { rows } = await db.query('SELECT email, email_hash, password_hash, role FROM users WHERE id = $1', [
      res.body.user.id,
    ]);
    // Sealed on disk (docs/adr/128): neither the address nor the name is in the row; its keyed hash finds it.
    expect(Buffer.isBuffer(rows[0].email)).toBe(true);
    expect(rows[0].email.includes(Buffer.from(email.toLowerCase()))).toBe(false);
    expect(Buffer.compare(rows[0].email_hash, emailHashOf(t, email))).toBe(0);
    expect(rows[0].password_hash.startsWith(ARGON2_PHC_PREFIX)).toBe(true);
    // The password is taken exactly as typed: the spaces are part of it.
    await request(t.http).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(401);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email, password: ` ${TEST_PASSWORD} ` })
      .expect(200);
  });

  it('stores only the SHA-256 of the token, never the token', async () => {
    const { token, user } = await registerUser(t.http);
    const { rows } = await db.query('SELECT * FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(Buffer.compare(row.token_hash, createHash('sha256').update(token).digest())).toBe(0);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.session_id).not.toBe(token);
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const { email } = await registerUser(t.http);
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password: 'another password', name: 'Copy' })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      error: 'Conflict',
    });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE email_hash = $1', [emailHashOf(t, email)]);
    expect(rows[0].n).toBe(1);
  });

  it('gives STAFF_EMAILS no role at sign-up: staff only once the address is verified (email-ownership.int.spec.ts)', async () => {
    const staff = await registerUser(t.http, { email: ` ${STAFF_EMAIL} ` });
    expect(staff.user.role).toBe('user');
    expect((await me(staff.token).expect(200)).body).toMatchObject({
      role: 'user',
      emailVerified: false,
      secondFactor: 'not_required',
    });
    const plain = await registerUser(t.http);
    expect(plain.user.role).toBe('user');
  });

  it.each([
    [{ email: 'a@b.co', password: 'short', name: 'X' }, 'password must be at least 8 characters'],
    [{ email: 'a@b.co', password: 'x'.repeat(129), name: 'X' }, 'password must be at most 128 characters'],
    [{ email: 'a@b.co', name: 'X' }, 'password is required'],
    [{ email: 'not-an-email', password: TEST_PASSWORD, name: 'X' }, 'email must be a valid email address'],
    [{ password: TEST_PASSWORD, name: 'X' }, 'email is required'],
    [{ email: 'a@b.co', password: TEST_PASSWORD, name: '   ' }, 'name is required'],
    [{ email: 'a@b.co', password: TEST_PASSWORD }, 'name is required'],
    [
      { email: 'a@b.co', password: TEST_PASSWORD, name: 'n'.repeat(121) },
      'name must be at most 120 characters',
    ],
    [{ email: 'a@b.co', password: 12345678, name: 'X' }, 'password must be a string'],
    [
      { email: 'a@b.co', password: TEST_PASSWORD, name: 'X', role: 'staff' },
      'property role should not exist',
    ],
    [
      { email: 'a@b.co', password: TEST_PASSWORD, name: 'A\u0000B' },
      'name must not contain control characters',
    ],
    [{ email: 'a@b.co', password: TEST_PASSWORD, name: { first: 'A' } }, 'name must be a string'],
  ])('register %j → 400 "%s"', async (body, message) => {
    const res = await request(t.http).post('/api/auth/register').send(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    ['password', 'password is too easy to guess'],
    ['12345678', 'password is too easy to guess'],
    ['Password1', 'password is too easy to guess'],
    ['qwertyuiop', 'password is too easy to guess'],
    ['aaaaaaaaaaaa', 'password is too easy to guess'],
    ['<email>', 'password must not contain your email or name'],
    ['my <local> password', 'password must not contain your email or name'],
    ['Rumpelstiltskin rules!', 'password must not contain your email or name'],
  ])('refuses the weak password %s with a 400 naming the field (ASVS 6.2.4, 6.2.11)', async (template, message) => {
    const email = uniqueEmail('weak');
    const password = template.replace('<email>', email).replace('<local>', email.split('@')[0]!);
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ email, password, name: 'Ada Rumpelstiltskin' })
      .expect(400);
    expect(res.body.message).toMatch(new RegExp(`^${message}`));
  });

  it('accepts a name of exactly 120 characters and a password of exactly 8 and 128', async () => {
    await registerUser(t.http, { name: 'n'.repeat(120), password: 'kX7#qP2v' });
    await registerUser(t.http, { password: 'correct horse battery staple, '.repeat(5).slice(0, 128) });
  });

  it('lets exactly one of several concurrent sign-ups with one email win; the rest get 409', async () => {
    const email = uniqueEmail('race');
    const statuses = await Promise.all(
      [1, 2, 3].map((i) =>
        request(t.http)
          .post('/api/auth/register')
          .send({ email, password: TEST_PASSWORD, name: `Racer ${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE email_hash = $1', [emailHashOf(t, email)]);
    expect(rows[0].n).toBe(1);
  });

  it('treats case and Unicode forms of one address as one account, even when the sign-ups race (docs/adr/128)', async () => {
    const local = uniqueEmail('jose').split('@')[0]!;
    const composed = `${local}-jos\u00e9@example.com`; // é as one code point (NFC)
    const forms = [composed, ` ${local.toUpperCase()}-JOSE\u0301@EXAMPLE.COM `, `${local}-jose\u0301@example.com`];
    const results = await Promise.all(
      forms.map((email, i) =>
        request(t.http).post('/api/auth/register').send({ email, password: TEST_PASSWORD, name: `Racer ${i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 201)!.body.user.email).toBe(composed);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE email_hash = $1', [
      emailHashOf(t, composed),
    ]);
    expect(rows[0].n).toBe(1);
    // Every form signs in to it.
    for (const email of forms)
      await request(t.http).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  });

  it('rehashes a password stored with older argon2 parameters at the next sign-in', async () => {
    const { email, user } = await registerUser(t.http);
    const legacy = await hash(TEST_PASSWORD, { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, legacy]);
    await request(t.http).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password_hash).not.toBe(legacy);
    expect(rows[0].password_hash.startsWith(ARGON2_PHC_PREFIX)).toBe(true);
    await request(t.http).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await registerUser(t.http);
    const wrong = await request(t.http)
      .post('/api/auth/login')
      .send({ email, password: 'wrong password' })
      .expect(401);
    const unknown = await request(t.http)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'wrong password' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid email or password',
      error: 'Unauthorized',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends about as long on an unknown email as on a wrong password (dummy hash)', async () => {
    const { email } = await registerUser(t.http);
    const time = async (body: object) => {
      const start = process.hrtime.bigint();
      await request(t.http).post('/api/auth/login').send(body).expect(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time({ email, password: 'wrong password' }));
      unknown.push(await time({ email: uniqueEmail('ghost'), password: 'wrong password' }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    // Without the dummy hash an unknown email answers in ~1 ms against ~30 ms for a real verification.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('login rotates the token: every sign-in is a new session, all valid until each is signed out', async () => {
    const { email, token: first } = await registerUser(t.http);
    const second = await loginUser(t.http, email);
    const aliasRes = await request(t.http)
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD })
      .expect(200);
    const third: string = aliasRes.body.token;
    expect(aliasRes.body.user.email).toBe(email);
    expect(new Set([first, second, third]).size).toBe(3);
    for (const token of [first, second, third]) await me(token).expect(200);

    await request(t.http).post('/api/auth/logout').set(bearer(second)).expect(204);
    await me(second).expect(401);
    await me(first).expect(200);
    await me(third).expect(200);
    expect((await sessionOf(second))?.revoked_at).toBeInstanceOf(Date);
  });

  it('refuses a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const { token } = await registerUser(t.http);
    const s = (await sessionOf(token))!;
    await me(token).expect(200); // cached now
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '29 minutes' WHERE id = $1`, [s.id]);
    await settle();
    await me(token).expect(200); // still inside the 30-minute idle window, and this use slides it
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '31 minutes' WHERE id = $1`, [s.id]);
    await settle();
    await me(token).expect(401);
  });

  it('refuses a session past its absolute expiry even when in use', async () => {
    const { token } = await registerUser(t.http);
    const s = (await sessionOf(token))!;
    await me(token).expect(200); // cached now
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [s.id]);
    await settle();
    await me(token).expect(401);
  });

  it('deletes sessions 30 days after they ended, with their IP and user agent, and keeps the rest', async () => {
    const ended = {
      revoked: (await registerUser(t.http)).token,
      expired: (await registerUser(t.http)).token,
      idle: (await registerUser(t.http)).token,
      recentlyRevoked: (await registerUser(t.http)).token,
      live: (await registerUser(t.http)).token,
    };
    const id = async (token: string) => (await sessionOf(token))!.id;
    await db.query(`UPDATE sessions SET revoked_at = now() - interval '31 days' WHERE id = $1`, [
      await id(ended.revoked),
    ]);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '31 days' WHERE id = $1`, [
      await id(ended.expired),
    ]);
    // Idle limit here is 30 minutes: idle-ended 30 days and 30 minutes ago, plus a margin.
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '31 days' WHERE id = $1`, [
      await id(ended.idle),
    ]);
    await db.query(`UPDATE sessions SET revoked_at = now() - interval '29 days' WHERE id = $1`, [
      await id(ended.recentlyRevoked),
    ]);
    expect(await t.app.get(SessionsService).pruneEnded()).toBeGreaterThanOrEqual(3);
    expect(await sessionOf(ended.revoked)).toBeUndefined();
    expect(await sessionOf(ended.expired)).toBeUndefined();
    expect(await sessionOf(ended.idle)).toBeUndefined();
    expect(await sessionOf(ended.recentlyRevoked)).toBeDefined();
    expect(await sessionOf(ended.live)).toBeDefined();
    await me(ended.live).expect(200);
  });

  it('writes last_used_at at most once a minute', async () => {
    const { token } = await registerUser(t.http);
    const before = (await sessionOf(token))!.last_used_at;
    await me(token).expect(200);
    await me(token).expect(200);
    expect((await sessionOf(token))!.last_used_at.getTime()).toBe(before.getTime());

    const s = (await sessionOf(token))!;
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [s.id]);
    await settle();
    await me(token).expect(200);
    const touched = (await sessionOf(token))!.last_used_at.getTime();
    expect(Date.now() - touched).toBeLessThan(10_000);
  });

  it.each([
    ['no header', undefined],
    ['empty bearer', 'Bearer '],
    ['other scheme', 'Basic dXNlcjpwYXNz'],
    ['short token', 'Bearer abc'],
    ['well-formed but unknown token', `Bearer ${'A'.repeat(43)}`],
    ['token with bad characters', `Bearer ${'!'.repeat(43)}`],
  ])('refuses /me with %s', async (_, header) => {
    const req = request(t.http).get('/api/auth/me');
    const res = await (header ? req.set('Authorization', header) : req).expect(401);
    expect(res.body.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('never returns a password or a hash in any response', async () => {
    const password = 'my very secret password';
    const email = uniqueEmail('secret');
    const bodies: unknown[] = [];
    const reg = await request(t.http)
      .post('/api/auth/register')
      .send({ email, password, name: 'S' })
      .expect(201);
    bodies.push(reg.body);
    bodies.push((await request(t.http).post('/api/auth/login').send({ email, password }).expect(200)).body);
    bodies.push((await request(t.http).post('/api/login').send({ email, password }).expect(200)).body);
    bodies.push((await me(reg.body.token).expect(200)).body);
    bodies.push(
      (await request(t.http).post('/api/users').set(bearer(reg.body.token)).send({ email, name: 'T' })).body,
    );
    bodies.push((await request(t.http).post('/api/auth/login').send({ email, password: 'wrong one!' })).body);
    bodies.push((await request(t.http).post('/api/auth/register').send({ email, password, name: 'S' })).body);
    const { rows } = await db.query('SELECT password_hash FROM users WHERE email_hash = $1', [emailHashOf(t, email)]);
    const all = JSON.stringify(bodies);
    expect(all).not.toContain(password);
    expect(all).not.toContain(rows[0].password_hash);
    expect(all).not.toContain('$argon2');
    expect(all).not.toMatch(/passwordHash|password_hash|tokenHash|stripe/i);
  });

  describe('POST /api/users', () => {
    it("updates the signed-in user's name and answers their id", async () => {
      const u = await registerUser(t.http, { name: 'Old Name' });
      const res = await request(t.http)
        .post('/api/users')
        .set(bearer(u.token))
        .send({ email: ` ${u.email.toUpperCase()} `, name: '  New Name ' })
        .expect(200);
      expect(res.body).toEqual({ id: u.user.id });
      expect((await me(u.token).expect(200)).body.name).toBe('New Name');
    });

    it("refuses another person's email with 403 and never creates an account", async () => {
      const u = await registerUser(t.http);
      const other = await registerUser(t.http, { name: 'Other' });
      const stranger = uniqueEmail('stranger');
      const { rows: before } = await db.query('SELECT count(*)::int AS n FROM users');
      for (const email of [other.email, stranger]) {
        const res = await request(t.http)
          .post('/api/users')
          .set(bearer(u.token))
          .send({ email, name: 'Hijack' })
          .expect(403);
        expect(res.body.message).toBe('You can only update your own profile');
      }
      const { rows: after } = await db.query('SELECT count(*)::int AS n FROM users');
      expect(after[0].n).toBe(before[0].n);
      expect((await me(other.token).expect(200)).body.name).toBe('Other');
    });

    it('needs a session and a valid body', async () => {
      await request(t.http).post('/api/users').send({ email: 'a@b.co', name: 'X' }).expect(401);
      const u = await registerUser(t.http);
      const res = await request(t.http)
        .post('/api/users')
        .set(bearer(u.token))
        .send({ email: u.email })
        .expect(400);
      expect(res.body.message).toContain('name is required');
    });
  });

  it('keeps unknown API paths 404 with or without a session (the router answers before any guard)', async () => {
    const { token } = await registerUser(t.http);
    for (const path of ['/api/nope', '/api/auth', '/api/auth/me/extra', '/api/users/123']) {
      const anon = await request(t.http).get(path).expect(404);
      expect(anon.body.error).toBe('Not Found');
      await request(t.http).get(path).set(bearer(token)).expect(404);
    }
    // A known path with another method is also unknown to the router.
    await request(t.http).get('/api/auth/login').expect(404);
    await request(t.http).delete('/api/auth/me').expect(404);
  });

  it('keeps health, pricing and the API docs public', async () => {
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/pricing').expect(200);
    await request(t.http).get('/api/docs-json').expect(200);
  });
});
