import { Client } from 'pg';
import request from 'supertest';
import { bearer, registerUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storedEmails } from '../testing/outbox/stored-emails';

describe('the account language (real PostgreSQL)', () => {
  let t: TestApp;
  let db: Client;
  let ip = 0;
  const signUp = () => registerUser(t.http, { ip: `198.51.100.${++ip}` });

  beforeAll(async () => {
    t = await createTestApp();
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('starts unchosen, follows the account across sessions, and is its own only', async () => {
    const ana = await signUp();
    const bo = await signUp();
    await request(t.http)
      .get('/api/users/me/language')
      .set(bearer(ana.token))
      .expect(200, { language: null });
    await request(t.http)
      .put('/api/users/me/language')
      .set(bearer(ana.token))
      .send({ language: 'es' })
      .expect(200, { language: 'es' });
    await request(t.http)
      .get('/api/users/me/language')
      .set(bearer(ana.token))
      .expect(200, { language: 'es' });
    await request(t.http).get('/api/users/me/language').set(bearer(bo.token)).expect(200, { language: null });
    await request(t.http).get('/api/users/me/language').expect(401);
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a NUL byte', { language: 'es\u0000' }],
    ['a lone surrogate', { language: '\ud800' }],
    ['a number', { language: 1 }],
    ['nothing', {}],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_, body) => {
    const user = await signUp();
    const res = await request(t.http)
      .put('/api/users/me/language')
      .set(bearer(user.token))
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ field: 'language' });
    expect(typeof res.body.code).toBe('string');
    await request(t.http)
      .get('/api/users/me/language')
      .set(bearer(user.token))
      .expect(200, { language: null });
  });

  it('refuses 5,000-deep JSON with a 400', async () => {
    const user = await signUp();
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    await request(t.http)
      .put('/api/users/me/language')
      .set(bearer(user.token))
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
  });

  it("writes the account's emails in its language, subject included (ADR 202)", async () => {
    const user = await signUp();
    const subjects = async () =>
      (await storedEmails(t, `n.subject_id = $1 AND n.kind = 'verify-email'`, [user.user.id])).map(
        (r) => r.subject,
      );
    expect(await subjects()).toEqual(['Confirm your email address for SueGo']);
    await request(t.http)
      .put('/api/users/me/language')
      .set(bearer(user.token))
      .send({ language: 'es' })
      .expect(200);
    await request(t.http)
      .post('/api/auth/email-verification')
      .set(bearer(user.token))
      .set('X-Forwarded-For', '198.51.100.250')
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(await subjects()).toEqual([
      'Confirm your email address for SueGo',
      'Confirme su correo electrónico para SueGo',
    ]);
  });
});
