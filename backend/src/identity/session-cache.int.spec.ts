import { Client } from 'pg';
import request from 'supertest';
import { bearer, enrolStaff, loginUser, registerUser, staffBearer, totpCode, type RegisteredUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { AuthChangeListener } from './auth-change-listener';
import { SessionCache } from './session-cache';

/**
 * The per-process session cache (ADR 006) against real PostgreSQL: two apps on one database stand for two API
 * processes, and direct SQL for anything else that writes (`npm run users:role`, an operator).
 */
describe('session cache across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let db: Client;

  beforeAll(async () => {
    a = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', SESSION_CACHE_MS: '2000' } });
    b = await createTestApp({
      env: { AUTH_RATE_LIMIT: 'off', SESSION_CACHE_MS: '2000' },
      database: a.database,
    });
    db = new Client({ connectionString: a.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await b.close();
    await a.close();
  });

  const me = (app: TestApp, token: string) => request(app.http).get('/api/auth/me').set(bearer(token));
  const settle = (app: TestApp) => app.app.get(AuthChangeListener).barrier();
  const cacheOf = (app: TestApp) => app.app.get(SessionCache);
  const until = async (what: string, check: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const cachedInBoth = async (u: RegisteredUser) => {
    await me(a, u.token).expect(200);
    await me(b, u.token).expect(200);
  };

  it('answers repeat requests from memory, for no longer than SESSION_CACHE_MS', async () => {
    const u = await registerUser(a.http);
    await me(a, u.token).expect(200);
    expect(cacheOf(a).size).toBeGreaterThan(0);
    // With the notification trigger off, only the cache can still say yes after the revocation.
    await db.query('ALTER TABLE sessions DISABLE TRIGGER sessions_changed_notify');
    try {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [u.user.id]);
      await me(a, u.token).expect(200);
      await new Promise((r) => setTimeout(r, 2_100));
      await me(a, u.token).expect(401);
    } finally {
      await db.query('ALTER TABLE sessions ENABLE TRIGGER sessions_changed_notify');
    }
  });

  it('refuses a token signed out in another process as soon as the notification lands', async () => {
    const u = await registerUser(a.http);
    await cachedInBoth(u);
    await request(a.http).post('/api/auth/logout').set(bearer(u.token)).expect(204);
    await me(a, u.token).expect(401); // the process that signed out: at once
    await settle(b);
    await me(b, u.token).expect(401);
  });

  it('shows a rename and a role change made elsewhere', async () => {
    const u = await registerUser(a.http, { name: 'Before' });
    await cachedInBoth(u);
    await request(a.http)
      .post('/api/users')
      .set(bearer(u.token))
      .send({ email: u.email, name: 'After' })
      .expect(200);
    expect((await me(a, u.token).expect(200)).body.name).toBe('After');
    await settle(b);
    expect((await me(b, u.token).expect(200)).body.name).toBe('After');

    await db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [u.user.id]);
    await Promise.all([settle(a), settle(b)]);
    expect((await me(a, u.token).expect(200)).body.role).toBe('staff');
    expect((await me(b, u.token).expect(200)).body.role).toBe('staff');
  });

  it('a second factor passed in one process opens the staff routes in the other as soon as the notification lands', async () => {
    const staff = await enrolStaff(a);
    const token = await loginUser(a.http, staff.email, staff.password);
    const session = { ...staff, token };
    await cachedInBoth(session);
    await request(b.http).get('/api/admin/outbox').set(bearer(token)).expect(403);
    await request(a.http)
      .post('/api/auth/two-factor/verify')
      .set(bearer(token))
      .send({ code: await totpCode(staff.secret, Date.now() + 30_000) })
      .expect(200);
    await request(a.http).get('/api/admin/outbox').set(bearer(token)).expect(200); // the process that verified: at once
    await settle(b);
    expect((await me(b, token).expect(200)).body.secondFactor).toBe('verified');
    await request(b.http).get('/api/admin/outbox').set(bearer(token)).expect(200);
  });

  it('refuses a session whose expiry was moved into the past, or that was deleted', async () => {
    const expired = await registerUser(a.http);
    const deleted = await registerUser(a.http);
    await cachedInBoth(expired);
    await cachedInBoth(deleted);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      expired.user.id,
    ]);
    await db.query('DELETE FROM users WHERE id = $1', [deleted.user.id]);
    await Promise.all([settle(a), settle(b)]);
    for (const app of [a, b]) {
      await me(app, expired.token).expect(401);
      await me(app, deleted.token).expect(401);
    }
  });

  it('switches itself off while the listener connection is down, and back on when it returns', async () => {
    const u = await registerUser(a.http);
    await cachedInBoth(u);
    expect((await request(a.http).get('/api/health').set(await staffBearer(a)).expect(200)).body.sessionCache).toBe('on');
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'suego-auth-listener' AND datname = current_database()`,
    );
    await until('the caches to switch off', () => !cacheOf(a).enabled && !cacheOf(b).enabled);
    expect(cacheOf(a).size).toBe(0);
    // Whatever happens meanwhile is read from PostgreSQL.
    await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [u.user.id]);
    await me(a, u.token).expect(401);
    await me(b, u.token).expect(401);

    await until('the listeners to reconnect', () => cacheOf(a).enabled && cacheOf(b).enabled);
    const v = await registerUser(a.http);
    await me(a, v.token).expect(200);
    expect(cacheOf(a).size).toBe(1);
  });

  it('is off with SESSION_CACHE_MS=0: every request asks PostgreSQL', async () => {
    const off = await createTestApp({
      env: { AUTH_RATE_LIMIT: 'off', SESSION_CACHE_MS: '0' },
      database: a.database,
    });
    try {
      const u = await registerUser(off.http);
      await me(off, u.token).expect(200);
      expect((await request(off.http).get('/api/health').set(await staffBearer(off)).expect(200)).body.sessionCache).toBe('disabled');
      expect(cacheOf(off).enabled).toBe(false);
      expect(cacheOf(off).size).toBe(0);
      await db.query('ALTER TABLE sessions DISABLE TRIGGER sessions_changed_notify');
      try {
        await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [u.user.id]);
        await me(off, u.token).expect(401);
      } finally {
        await db.query('ALTER TABLE sessions ENABLE TRIGGER sessions_changed_notify');
      }
    } finally {
      await off.close();
    }
  });
});
