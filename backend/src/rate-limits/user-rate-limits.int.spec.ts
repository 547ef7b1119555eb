import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventually } from '../testing/event-store/pg-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, type RegisteredUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CASE_CREATION_LIMIT, DOCUMENT_REQUEST_LIMIT } from './user-rate-limiter';

/**
 * Issue 11 point 3: `POST /api/cases` had no limit (184 cases in 18 s), and one user's burst of documents delayed
 * everyone's. Case creation and document requests are limited per user; documents are queued under the owner's
 * fair key.
 */
const form = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'Invoice #42 for a website is unpaid.',
  amountClaimed: '2500.00',
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

describe('per-user limits on case creation and document requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(); // rate limits on, as in production
    await t.app.get(SubscriptionsService).start();
  });
  afterAll(() => t.close());

  const create = (user: RegisteredUser) =>
    request(t.http).post('/api/cases').set(bearer(user.token)).send({ formData: form });

  it(`allows a burst of ${CASE_CREATION_LIMIT.burst} new cases, then answers 429 with Retry-After; other users are not affected`, async () => {
    const scripted = await registerUser(t.http, { name: 'Burst Script' });
    const other = await registerUser(t.http, { name: 'Someone Else' });
    // Parallel, like the probe: the limit holds exactly under concurrency.
    const results = await Promise.all(Array.from({ length: 25 }, () => create(scripted)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CASE_CREATION_LIMIT.burst);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - CASE_CREATION_LIMIT.burst);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(CASE_CREATION_LIMIT.message);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(CASE_CREATION_LIMIT.refillSeconds);
    const db = t.app.get(DataSource);
    const [row] = await db.query(`SELECT count(*)::int AS n FROM es.events WHERE event_type = 'CaseOpened' AND data->>'userId' = $1`, [
      scripted.user.id,
    ]);
    expect(row.n).toBe(CASE_CREATION_LIMIT.burst);

    await create(other).expect(201);
  });

  it(`limits document requests (checkout, retry) to a burst of ${DOCUMENT_REQUEST_LIMIT.burst}, and queues each document under its owner`, async () => {
    const owner = await registerUser(t.http, { name: 'Maria Lopez' });
    const caseId = (await create(owner).expect(201)).body.id as string;
    const checkout = () => request(t.http).post('/api/create-payment-intent').set(bearer(owner.token)).send({ caseId });
    const first = (await checkout().expect(200)).body;
    for (let i = 1; i < DOCUMENT_REQUEST_LIMIT.burst; i++) await checkout().expect(200);
    const refused = await checkout().expect(429);
    expect(refused.body.message).toBe(DOCUMENT_REQUEST_LIMIT.message);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(DOCUMENT_REQUEST_LIMIT.refillSeconds);
    await request(t.http).post(`/api/cases/${caseId}/generate`).set(bearer(owner.token)).expect(429);

    // Paying is not limited, and the document job carries the owner's fair key.
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: first.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' })
      .expect(200);
    const db = t.app.get(DataSource);
    let jobs: Array<{ fair_key: string | null }> = [];
    await eventually(async () => {
      jobs = await db.query(`SELECT fair_key FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1`, [caseId]);
      return jobs.length === 1;
    });
    expect(jobs).toEqual([{ fair_key: owner.user.id }]);
  });
});
