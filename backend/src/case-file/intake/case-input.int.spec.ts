import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 11 points 6 and 7: what a case's answers may contain, and who hears about a bad body. */
const form = (overrides: Record<string, unknown> = {}) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  defendantName: 'Acme Design LLC',
  disputeDescription: 'Invoice #42 is unpaid.',
  amountClaimed: '2500.00',
  incidentDate: '2026-08-01',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

describe('case answers at the edge', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let caseId: string;

  const eventCount = async () =>
    Number((await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM es.events'))[0].n);
  const open = (body: object, token = owner.token) =>
    request(t.http).post('/api/cases').set(bearer(token)).send(body);

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    caseId = (await open({ formData: form() }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it.each([
    ['a whitespace-only defendantName', { defendantName: ' \t  ' }, 'formData.defendantName is required: who owes you money?'],
    ['a whitespace-only plaintiffName', { plaintiffName: '   ' }, 'Missing Information: Please provide your name and email.'],
    ['a right-to-left override in defendantName', { defendantName: 'Acme \u202EKCUS\u202C LLC' }, 'formData.defendantName must not contain control characters or bidirectional overrides'],
    ['a bidi isolate in plaintiffName', { plaintiffName: 'Maria \u2067Lopez\u2069' }, 'formData.plaintiffName must not contain control characters or bidirectional overrides'],
    ['a bell character in disputeDescription', { disputeDescription: 'unpaid\u0007' }, 'formData.disputeDescription must not contain control characters or bidirectional overrides'],
    ['an escape sequence in defendantAddress', { defendantAddress: '\u001b[31m1 Main St' }, 'formData.defendantAddress must not contain control characters or bidirectional overrides'],
    ['a line break in defendantName', { defendantName: 'Acme\nLLC' }, 'formData.defendantName must not contain control characters or bidirectional overrides'],
    ['a NUL byte in disputeDescription', { disputeDescription: 'a\u0000b' }, 'formData.disputeDescription must not contain control characters'],
    ['a lone surrogate in defendantName', { defendantName: 'Acme \uD800 LLC' }, 'formData.defendantName must be valid Unicode text'],
    ['a lone surrogate in plaintiffEmail', { plaintiffEmail: 'a\uDC00@example.com' }, 'formData.plaintiffEmail must be valid Unicode text'],
  ])('refuses %s with a 400 naming the field, appending nothing', async (_, change, message) => {
    const before = await eventCount();
    const res = await open({ formData: form(change) }).expect(400);
    expect(res.body.message).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('trims names before storing them, and keeps line breaks in multi-line answers', async () => {
    const created = await open({
      formData: form({ defendantName: '  Acme Design LLC  ', disputeDescription: 'First line.\nSecond line.\n\tIndented.' }),
    }).expect(201);
    const got = await request(t.http).get(`/api/cases/${created.body.id}`).set(bearer(owner.token)).expect(200);
    expect(JSON.stringify(got.body)).toContain('Acme Design LLC');
    expect(JSON.stringify(got.body)).not.toContain('  Acme Design LLC  ');
  });

  it.each([
    [['2500.00']],
    [{ value: '2500.00' }],
    [true],
  ])('refuses amount %j beside formData instead of coercing it', async (amount) => {
    const res = await open({ formData: form(), amount }).expect(400);
    expect(res.body.message).toMatch(/^amount must be an amount/);
    const patched = await request(t.http)
      .patch(`/api/cases/${caseId}`)
      .set(bearer(owner.token))
      .send({ formData: form(), amount })
      .expect(400);
    expect(patched.body.message).toMatch(/^amount must be an amount/);
  });

  it('still accepts amount as a string or a number that agrees with the answers', async () => {
    await open({ formData: form(), amount: '2500.00' }).expect(201);
    await open({ formData: form(), amount: 2500 }).expect(201);
  });

  it("answers PATCH on another user's case with 404 whatever the body, never a 400 that reveals the case", async () => {
    for (const body of [{}, { formData: 'junk' }, { formData: form({ defendantName: '' }) }, { formData: form() }]) {
      const res = await request(t.http).patch(`/api/cases/${caseId}`).set(bearer(other.token)).send(body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Case not found');
    }
    // The owner still gets the 400 for the same bad body.
    await request(t.http).patch(`/api/cases/${caseId}`).set(bearer(owner.token)).send({}).expect(400);
  });

  it('refuses a caseId that is not a UUID, or carries a NUL byte, with a 400 naming caseId', async () => {
    for (const id of ['not-a-case', `${caseId}\u0000`, 'x'.repeat(90), `${caseId} OR 1=1`]) {
      const res = await request(t.http)
        .post('/api/create-payment-intent')
        .set(bearer(owner.token))
        .send({ caseId: id })
        .expect(400);
      expect(res.body.message).toMatch(/^caseId /);
    }
  });

  it('checks a client secret by its shape before looking it up', async () => {
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    for (const clientSecret of ['pi_abc_secret_x\u0000', 'pi_abc', "pi_1_secret_1' --", 'seti_x_secret_\uD83D']) {
      const res = await request(t.http).post('/api/sandbox/confirm').send({ clientSecret, ...card }).expect(400);
      expect(res.body.message).toMatch(/^clientSecret /);
    }
  });
});
