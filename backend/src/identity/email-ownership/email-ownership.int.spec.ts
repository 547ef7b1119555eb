import { Client } from 'pg';
import request from 'supertest';
import { deliverMail, eventually, SmtpSink } from '../../testing/outbox/smtp-sink';
import { HIDDEN_LINK } from '../../outbox/templates';
import {
  bearer,
  enrolStaff,
  registerUser,
  TEST_PASSWORD,
  uniqueEmail,
  type RegisteredUser,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { INVALID_EMAIL_TOKEN_MESSAGE, VERIFY_FIRST_MESSAGE } from './email-ownership.service';

const STAFF_EMAIL = 'verified-staff@suego.localhost';

describe('email verification and email change (real PostgreSQL, fake SMTP server)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: Client;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const signUp = (over: Partial<{ email: string; name: string }> = {}) =>
    registerUser(t.http, { ip: nextIp(), ...over });
  const me = async (who: { token: string }) =>
    (await request(t.http).get('/api/auth/me').set(bearer(who.token)).expect(200)).body;
  const post = (path: string, body: object, token?: string) => {
    const r = request(t.http).post(path).set('X-Forwarded-For', nextIp());
    return (token ? r.set(bearer(token)) : r).send(body);
  };
  const verify = (token: string) => post('/api/auth/email-verification/confirm', { token });
  const verified = async (who: RegisteredUser) => {
    await verify(await sink.token(who.email, '/verify-email')).expect(200);
  };

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { ...sink.env, TRUST_PROXY: 'loopback', STAFF_EMAILS: STAFF_EMAIL } });
    deliverMail(t);
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await sink.stop();
  });

  it('sign-up sends a verification link that only the recipient gets; opening it verifies the email', async () => {
    const user = await signUp();
    expect(user.user).toMatchObject({ emailVerified: false });
    const token = await sink.token(user.email, '/verify-email');
    const mail = sink.messagesTo(user.email)[0]!;
    expect(mail.decoded).toContain('Subject: Confirm your email address for SueGo');

    // The stored copy, and staff, never see the token; once delivered, the sealed copy is gone too.
    const rows = await eventually(async () => {
      const stored = await storedEmails(t, `n.subject_id = $1`, [user.user.id]);
      return stored[0]?.status === 'sent' ? stored : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(`${rows[0]!.text_body}${rows[0]!.html_body}`).not.toContain(token);
    expect(rows[0]).toMatchObject({ secrets: null, status: 'sent' });
    const staff = await enrolStaff(t);
    const outbox = await request(t.http)
      .get('/api/admin/outbox?pageSize=100')
      .set(bearer(staff.token))
      .expect(200);
    const copy = (outbox.body.items as { to: string; text: string; html: string }[]).find(
      (m) => m.to === user.email,
    )!;
    expect(copy.text).toContain(HIDDEN_LINK);
    expect(JSON.stringify(outbox.body)).not.toContain(token);
    expect(JSON.stringify(outbox.body)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

    expect((await verify(token).expect(200)).body).toEqual({
      email: user.email,
      message: 'Your email is verified',
    });
    expect(await me(user)).toMatchObject({ emailVerified: true, role: 'user' });
    // A second click says the same; a made-up token is refused, naming the token.
    await verify(token).expect(200);
    expect((await verify('A'.repeat(43)).expect(400)).body.message).toBe(INVALID_EMAIL_TOKEN_MESSAGE);
    expect((await verify('short').expect(400)).body.message).toMatch(/^token/);
  });

  it('an expired link does nothing', async () => {
    const user = await signUp();
    const token = await sink.token(user.email, '/verify-email');
    await db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      user.user.id,
    ]);
    expect((await verify(token).expect(400)).body.message).toBe(INVALID_EMAIL_TOKEN_MESSAGE);
    expect(await me(user)).toMatchObject({ emailVerified: false });
  });

  it('gives the STAFF_EMAILS role only once that address is verified', async () => {
    const staff = await signUp({ email: STAFF_EMAIL });
    expect(staff.user.role).toBe('user');
    expect(await me(staff)).toMatchObject({ role: 'user', emailVerified: false });
    await request(t.http).get('/api/admin/outbox').set(bearer(staff.token)).expect(403);
    await verified(staff);
    expect(await me(staff)).toMatchObject({ role: 'staff', emailVerified: true, secondFactor: 'pending' });
  });

  it('resends the link to an unverified account (rate-limited), never to a verified one', async () => {
    const user = await signUp();
    await sink.link(user.email, '/verify-email');
    for (let i = 0; i < 3; i++) await post('/api/auth/email-verification', {}, user.token).expect(202);
    const refused = await post('/api/auth/email-verification', {}, user.token).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await verified(user); // the newest link works
    expect((await post('/api/auth/email-verification', {}, user.token).expect(409)).body.message).toBe(
      'Your email is already verified',
    );
    await post('/api/auth/email-verification', {}).expect(401);
  });

  it('changes the email only when the link sent to the new address is opened, and tells the old address', async () => {
    const user = await signUp({ name: 'Cam Changer' });
    const change = (body: object) => post('/api/auth/email-change', body, user.token);
    const newEmail = uniqueEmail('changed');

    // Unverified accounts cannot change their email.
    expect((await change({ newEmail, password: TEST_PASSWORD }).expect(403)).body.message).toBe(
      VERIFY_FIRST_MESSAGE,
    );
    await verified(user);
    expect((await change({ newEmail, password: 'not my password' }).expect(400)).body.message).toBe(
      'password is not correct',
    );
    expect(
      (await change({ newEmail: user.email, password: TEST_PASSWORD }).expect(400)).body.message,
    ).toMatch(/^newEmail/);
    expect(
      (await change({ newEmail: 'not an email', password: TEST_PASSWORD }).expect(400)).body.message,
    ).toMatch(/^newEmail/);
    const other = await signUp();
    expect((await change({ newEmail: other.email, password: TEST_PASSWORD }).expect(409)).body.message).toBe(
      'An account with this email already exists',
    );

    await change({ newEmail: ` ${newEmail.toUpperCase()} `, password: TEST_PASSWORD }).expect(202);
    const link = await sink.link(newEmail, '/confirm-email-change');
    expect(await me(user)).toMatchObject({ email: user.email, emailVerified: true });
    const confirm = (token: string) => post('/api/auth/email-change/confirm', { token });
    const token = new URL(link).searchParams.get('token')!;
    expect((await confirm(token).expect(200)).body).toEqual({
      email: newEmail,
      message: 'Your email address is changed',
    });
    expect(await me(user)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await confirm(token).expect(400)).body.message).toBe(INVALID_EMAIL_TOKEN_MESSAGE);

    // The old address hears of it (without the full new address); sign-in uses the new one.
    const notice = await eventuallyMessage(sink, user.email, 'Subject: Your SueGo email address was changed');
    expect(notice).toContain(`c***@example.com`);
    expect(notice).not.toContain(newEmail);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: newEmail, password: TEST_PASSWORD })
      .expect(200);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(401);
    // Every email of the change belongs to the account, whatever address it went to.
    const owners = (await storedEmails(t))
      .filter((m) => [user.email, newEmail].includes(m.to_email))
      .map((m) => m.subject_id);
    expect(owners.length).toBeGreaterThan(1);
    expect([...new Set(owners)]).toEqual([user.user.id]);
  });

  it('refuses NUL bytes, lone surrogates and deep JSON on every new route with a 400 naming the field', async () => {
    const user = await signUp();
    for (const [path, field, token] of [
      ['/api/auth/email-verification/confirm', 'token', undefined],
      ['/api/auth/email-change/confirm', 'token', undefined],
      ['/api/auth/email-change', 'newEmail', user.token],
    ] as const) {
      for (const bad of ['a\u0000b@example.com', 'a\uD800b@example.com']) {
        const res = await post(path, { [field]: bad, password: TEST_PASSWORD }, token).expect(400);
        expect(res.body.message).toMatch(new RegExp(`^${field}`));
      }
      const deep = `{"${field}":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const res = await request(t.http)
        .post(path)
        .set('Content-Type', 'application/json')
        .set(token ? bearer(token) : {})
        .send(deep);
      expect(res.status).toBe(400);
    }
  });

  it('refuses a change link to an address someone signed up with meanwhile, in any case (docs/adr/128)', async () => {
    const user = await signUp();
    await verified(user);
    const taken = uniqueEmail('taken');
    await post('/api/auth/email-change', { newEmail: taken, password: TEST_PASSWORD }, user.token).expect(
      202,
    );
    const token = await sink.token(taken, '/confirm-email-change');
    await signUp({ email: taken.toUpperCase() });
    expect((await post('/api/auth/email-change/confirm', { token }).expect(409)).body.message).toBe(
      'An account with this email already exists',
    );
    expect(await me(user)).toMatchObject({ email: user.email });
  });
});

function eventuallyMessage(sink: SmtpSink, to: string, marker: string): Promise<string> {
  return eventually(() => sink.messagesTo(to).find((m) => m.decoded.includes(marker))?.decoded);
}
