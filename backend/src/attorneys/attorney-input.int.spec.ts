import request from 'supertest';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { MAX_JSON_DEPTH } from '../common/request-input';
import { bearer, registerUser, type RegisteredUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fixtureAttorney, insertAttorneys, subscriber } from '../testing/attorneys/attorney-fixtures';

/**
 * Every attorney route against the inputs that used to reach PostgreSQL unchecked (DESIGN §9): a NUL byte, a lone
 * surrogate and 5,000-deep JSON in each field answer 400 naming the field, never 5xx; nothing is written.
 */
describe('attorney routes under bad input', () => {
  let t: TestApp;
  let user: RegisteredUser;
  let sub: string;
  let caseId: string;
  const attorney = fixtureAttorney({ name: 'Input Attorney' });
  const POISONS = ['a\u0000b', '\uD800', 'x\uDFFFy'];
  const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    await insertAttorneys(t, [attorney, fixtureAttorney({ name: 'Input Second' })]);
    user = await registerUser(t.http);
    sub = (await subscriber(t)).token;
    caseId = (
      await request(t.http)
        .post('/api/cases')
        .set(bearer(user.token))
        .send({
          formData: {
            caseType: 'unpaid-work',
            state: 'TX',
            plaintiffName: 'In Put',
            plaintiffEmail: 'in@example.com',
            plaintiffAddress: '1 A St, Austin, TX 78701',
            defendantName: 'Client Co',
            defendantAddress: '2 B St, Austin, TX 78702',
            amountClaimed: '800.00',
            incidentDate: '2026-09-15',
            documentType: 'demand_letter',
            agreedToTerms: true,
          },
        })
        .expect(201)
    ).body.id;
  });
  afterAll(() => t.close());

  const bodies: Array<{ path: () => string; token: () => string; body: Record<string, unknown> }> = [
    {
      path: () => '/api/attorneys/search',
      token: () => sub,
      body: { state: 'TX', specialty: 'contract', zipCode: '78701', radiusMiles: 10, page: 1, pageSize: 10 },
    },
    {
      path: () => '/api/create-attorney-search-payment-intent',
      token: () => user.token,
      body: { userId: '00000000-0000-4000-8000-000000000000' },
    },
    {
      path: () => '/api/attorney-referrals',
      token: () => user.token,
      body: {
        caseType: 'contract',
        state: 'TX',
        description: 'x',
        urgency: 'low',
        budget: 'contingency',
        contactEmail: 'a@b.co',
        contactPhone: '512 555 0100',
      },
    },
    {
      path: () => '/api/attorney-referrals',
      token: () => user.token,
      body: {
        attorneyId: attorney.id,
        description: 'Hi',
        contactEmail: 'a@b.co',
        contactPhone: '512 555 0100',
      },
    },
    {
      path: () => `/api/cases/${caseId}/refer-attorney`,
      token: () => user.token,
      body: { attorneyId: attorney.id, notes: 'Call me' },
    },
  ];

  it('a NUL byte or a lone surrogate in any body field: 400 naming it', async () => {
    for (const { path, token, body } of bodies) {
      for (const field of Object.keys(body)) {
        for (const poison of POISONS) {
          const res = await request(t.http)
            .post(path())
            .set(bearer(token()))
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ ...body, [field]: poison }));
          expect({ path: path(), field, poison, status: res.status }).toEqual({
            path: path(),
            field,
            poison,
            status: 400,
          });
          expect(res.body.message).toContain(field);
        }
      }
    }
  });

  it('5,000-deep JSON: 400 before validation, on every attorney command route', async () => {
    for (const { path, token } of bodies) {
      const res = await request(t.http)
        .post(path())
        .set(bearer(token()))
        .set('Content-Type', 'application/json')
        .send(deep);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Request body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });

  it('poisoned query and path parameters: 400 or 404, never 5xx', async () => {
    for (const q of ['a%00b', '%ED%A0%80', 'x%ED%BF%BFy']) {
      for (const url of [
        `/api/attorneys/teaser?state=${q}`,
        `/api/attorneys/teaser?state=TX&location=${q}`,
        `/api/attorneys/teaser?state=TX&specialty=${q}`,
        `/api/attorneys?state=TX&location=${q}`,
        `/api/attorneys?state=TX&page=${q}`,
      ]) {
        const res = await request(t.http).get(url).set(bearer(sub));
        expect({ url, status: res.status }).toEqual({ url, status: 400 });
      }
      for (const url of [`/api/attorney-referrals/${q}`, `/api/cases/${q}/attorney-matches`]) {
        const res = await request(t.http).get(url).set(bearer(user.token));
        expect(res.status).toBeLessThan(500);
        expect([400, 404]).toContain(res.status);
      }
    }
  });
});
