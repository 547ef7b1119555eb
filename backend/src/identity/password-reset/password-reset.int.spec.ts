import { Client } from 'pg';
import request from 'supertest';
import { deliverMail, SmtpSink } from '../../testing/outbox/smtp-sink';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { HIDDEN_LINK } from '../../outbox/templates';
import { loginUser, registerUser, TEST_PASSWORD, uniqueEmail, enrolStaff } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { RESET_REQUESTED_MESSAGE } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

const NEW_PASSWORD = 'violet kayak thunder 42';
const INVALID = 'token is invalid or has expired';

describe('password reset and /api/admin/outbox (real PostgreSQL, a fake SMTP server as the mail server)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let sink: SmtpSink;
  let db: Client;
  let staffToken: string;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await new SmtpSink().start();
    t = await createTestApp({ database, env: { ...sink.env, TRUST_PROXY: 'loopback' } });
    deliverMail(t);
    db = new Client({ connectionString: database.url });
    await db.connect();
    staffToken = (await enrolStaff(t)).token;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await database.drop();
    await sink.stop();
  });

  const ask = (email: string, ip = nextIp()) =>
    request(t.http).post('/api/auth/password-reset').set('X-Forwarded-For', ip).send({ email });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    request(t.http).post('/api/auth/password-reset/confirm').set('X-Forwarded-For', nextIp()).send({ token, password });

  /** Reads the reset link the way its owner does: from the email delivered to their address. */
  const linkFor = (email: string) => sink.token(email, '/reset-password');

  it('answers the same for an unknown email as for a known one, and emails only the account', async () => {
    const user = await registerUser(t.http, { ip: nextIp() });
    const unknown = uniqueEmail('nobody');
    const known = await ask(user.email).expect(202);
    const notKnown = await ask(unknown).expect(202);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(notKnown.body).toEqual(known.body);
    await t.app.get(PasswordResetService).settled();
    const rows = (await storedEmails(t, `n.kind = 'password-reset'`)).filter((m) =>
      [user.email, unknown].includes(m.to_email),
    );
    expect(rows.map((m) => m.to_email)).toEqual([user.email]);
  });

  it('answers before it looks the account up, so a registered email cannot take longer to answer (issue 22 point 7)', async () => {
    const service = t.app.get(PasswordResetService);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold back the account-dependent work (looking the email up, writing the token and the email): the answers
    // must not wait for it.
    const spy = jest
      .spyOn(service as unknown as { sendLink: (email: string) => Promise<void> }, 'sendLink')
      .mockImplementation(() => held);
    const user = await registerUser(t.http, { ip: nextIp() });
    const known = await ask(user.email).expect(202);
    const unknown = await ask(uniqueEmail('nobody')).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(spy.mock.calls.map(([email]) => email)).toEqual([user.email, expect.stringMatching(/^nobody-/)]);
    release();
    await service.settled();
    spy.mockRestore();
  });

  it('resets the password with the emailed link, ends every session, and the link works once', async () => {
    const user = await registerUser(t.http, { ip: nextIp() });
    const other = await loginUser(t.http, user.email);
    await ask(user.email).expect(202);
    const token = await linkFor(user.email);
    // Only the hash is stored, and no stored or staff-visible copy of the email holds the link (ADR 142).
    const stored = await db.query(
      `SELECT encode(token_hash, 'hex') AS h FROM password_reset_tokens t WHERE t.user_id = $1`,
      [user.user.id],
    );
    expect(stored.rows[0].h).not.toContain(token);
    expect(stored.rows[0].h).toMatch(/^[0-9a-f]{64}$/);
    const copies = await storedEmails(t, `n.kind = 'password-reset'`);
    expect(copies.length).toBeGreaterThan(0);
    expect(
      copies.map((m) => `${m.text_body}${m.html_body}${m.secrets?.toString('latin1') ?? ''}`).join(''),
    ).not.toContain(token);
    const outbox = await request(t.http)
      .get('/api/admin/outbox?pageSize=100')
      .set('Authorization', `Bearer ${staffToken}`)
      .expect(200);
    expect(JSON.stringify(outbox.body)).not.toContain(token);
    const copy = (outbox.body.items as { to: string; kind: string; text: string }[]).find(
      (m) => m.to === user.email && m.kind === 'password-reset',
    )!;
    expect(copy.text).toContain(HIDDEN_LINK);
    await confirm(token).expect(204);
    for (const old of [user.token, other]) {
      await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${old}`).expect(401);
    }
    await request(t.http).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    // Reused link.
    const reused = await confirm(token, 'another fine passphrase 7').expect(400);
    expect(reused.body.message).toBe(INVALID);
  });

  it('refuses an expired link (30 minutes) and a wrong token, naming the token', async () => {
    const user = await registerUser(t.http, { ip: nextIp() });
    await ask(user.email).expect(202);
    const token = await linkFor(user.email);
    const minutes = await db.query(
      `SELECT extract(epoch FROM t.expires_at - t.created_at) / 60 AS m FROM password_reset_tokens t WHERE t.user_id = $1`,
      [user.user.id],
    );
    expect(Number(minutes.rows[0].m)).toBe(30);
    await db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second', created_at = now() - interval '31 minutes'`);
    expect((await confirm(token).expect(400)).body.message).toBe(INVALID);
    expect((await confirm('A'.repeat(43)).expect(400)).body.message).toBe(INVALID);
    expect((await confirm('short').expect(400)).body.message).toMatch(/^token/);
    await request(t.http).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
  });

  it('applies the password policy to the new password (length and content), naming the field', async () => {
    const user = await registerUser(t.http, { ip: nextIp() });
    await ask(user.email).expect(202);
    const token = await linkFor(user.email);
    expect((await confirm(token, 'short').expect(400)).body.message).toMatch(/^password/);
    expect((await confirm(token, 'password123').expect(400)).body.message).toMatch(/^password/);
    expect((await confirm(token, `${user.email} secret`).expect(400)).body.message).toMatch(/^password/);
    // The refused attempts did not use the link up.
    await confirm(token).expect(204);
  });

  it('rate-limits requests per email and per IP (429 with Retry-After)', async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < 3; i++) await ask(email).expect(202);
    const refused = await ask(email).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await ask(uniqueEmail('spray'), ip).expect(202);
    await ask(uniqueEmail('spray'), ip).expect(429);
    await ask(uniqueEmail('spray')).expect(202);
  });

  it('/api/admin/outbox is staff only (401 visitor, 403 user) and paginates newest first', async () => {
    await request(t.http).get('/api/admin/outbox').expect(401);
    const user = await registerUser(t.http, { ip: nextIp() });
    await request(t.http).get('/api/admin/outbox').set('Authorization', `Bearer ${user.token}`).expect(403);
    const page1 = await request(t.http)
      .get('/api/admin/outbox?page=1&pageSize=2')
      .set('Authorization', `Bearer ${staffToken}`)
      .expect(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.total).toBeGreaterThan(2);
    expect(page1.body.delivering).toBe(true);
    expect(page1.body.items[0].status).toMatch(/queued|sent/);
    const page2 = await request(t.http)
      .get('/api/admin/outbox?page=2&pageSize=2')
      .set('Authorization', `Bearer ${staffToken}`)
      .expect(200);
    expect(new Date(page2.body.items[0].createdAt).getTime()).toBeLessThanOrEqual(
      new Date(page1.body.items[1].createdAt).getTime(),
    );
    expect(page2.body.items[0].id).not.toBe(page1.body.items[1].id);
    const bad = await request(t.http)
      .get('/api/admin/outbox?pageSize=1000')
      .set('Authorization', `Bearer ${staffToken}`)
      .expect(400);
    expect(bad.body.message).toMatch(/^pageSize/);
  });
});
