import request from 'supertest';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const form = (i: number) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: `Acme Design ${i} LLC`,
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: `Case ${i}: I designed a website; the invoice is unpaid. ${'More detail. '.repeat(40)}`,
  amountClaimed: `${1000 + i}.00`,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice, called once.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
});
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('GET /api/cases/my-documents: pages of summaries, never the document', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  const ids: string[] = [];

  const list = (query: string, user = owner) =>
    request(t.http).get(`/api/cases/my-documents${query}`).set(bearer(user.token));

  beforeAll(async () => {
    // Per-user limits have their own spec (user-rate-limits.int.spec.ts); these tests create many cases per user.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
    for (let i = 0; i < 12; i++) {
      const created = await request(t.http)
        .post('/api/cases')
        .set(bearer(owner.token))
        .send({ formData: form(i) })
        .expect(201);
      ids.unshift(created.body.id as string); // newest first
    }
    // The newest case gets its document.
    const intent = await request(t.http)
      .post('/api/create-payment-intent')
      .set(bearer(owner.token))
      .send({ caseId: ids[0] })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...CARD })
      .expect(200);
    const deadline = Date.now() + 20_000;
    while (
      (await request(t.http).get(`/api/cases/${ids[0]}`).set(bearer(owner.token))).body.status !== 'completed'
    ) {
      if (Date.now() > deadline) throw new Error('no document within 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);
  afterAll(() => t.close());

  it('answers one page at a time, newest first, with the total', async () => {
    const first = await list('?pageSize=5').expect(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 12 });
    expect(first.body.cases.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 5));
    const third = await list('?page=3&pageSize=5').expect(200);
    expect(third.body.cases.map((c: { id: string }) => c.id)).toEqual(ids.slice(10, 12));
    const beyond = await list('?page=4&pageSize=5').expect(200);
    expect(beyond.body).toMatchObject({ cases: [], total: 12 });
    const defaults = await list('').expect(200);
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(defaults.body.cases).toHaveLength(10);
  });

  it('carries a 300-character preview and the card fields, not the document text; the detail carries it', async () => {
    const detail = (await request(t.http).get(`/api/cases/${ids[0]}`).set(bearer(owner.token)).expect(200))
      .body;
    expect(detail.documentContent.length).toBeGreaterThan(300);
    const { body } = await list('?pageSize=1').expect(200);
    const [card] = body.cases;
    expect(card).toMatchObject({
      id: ids[0],
      status: 'completed',
      documentUrl: `/api/cases/${ids[0]}/download`,
      documentPreview: detail.documentContent.slice(0, 300),
      documentLength: detail.documentContent.length,
      formData: {
        plaintiffName: 'Maria Lopez',
        defendantName: 'Acme Design 11 LLC',
        amountClaimed: '1011.00',
      },
    });
    expect(card).not.toHaveProperty('documentContent');
    expect(card).not.toHaveProperty('generatedDocument');
    expect(card.formData).not.toHaveProperty('plaintiffAddress');
    expect(card.formData.disputeDescription).toHaveLength(300);
    expect(JSON.stringify(body).length).toBeLessThan(3_000);
    const unpaid = (await list('?page=2&pageSize=1').expect(200)).body.cases[0];
    expect(unpaid).toMatchObject({ status: 'pending', documentPreview: null, documentLength: 0 });
  });

  it('refuses a bad page or page size with 400 naming it', async () => {
    for (const [query, field] of [
      ['?pageSize=51', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=abc', 'page'],
      ['?page=-1', 'page'],
    ] as const) {
      const res = await list(query).expect(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it("keeps users' lists apart", async () => {
    const other = await registerUser(t.http);
    expect((await list('', other).expect(200)).body).toEqual({ cases: [], page: 1, pageSize: 10, total: 0 });
  });
});
