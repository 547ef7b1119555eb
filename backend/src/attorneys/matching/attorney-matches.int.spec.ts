import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, staffBearer } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';

const caseForm = (over: Record<string, unknown> = {}) => ({
  caseType: 'landlord-dispute',
  state: 'TX',
  plaintiffName: 'Rosa Diaz',
  plaintiffEmail: 'rosa@example.com',
  plaintiffAddress: '12 Elm St, Austin, TX 78701',
  plaintiffPhone: '',
  defendantName: 'Big Rentals LLC',
  defendantAddress: '1 Main St, Austin, TX 78702',
  disputeDescription: 'The landlord kept my deposit.',
  amountClaimed: '1200.00',
  incidentDate: '2026-09-01',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...over,
});

describe('GET /api/cases/{id}/attorney-matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    await insertAttorneys(t, [
      fixtureAttorney({
        name: 'Ana Reyes',
        specialties: ['landlord_tenant'],
        milesNorth: 2,
        rating: 4.8,
        yearsExperience: 11,
        reviewCount: 40,
      }),
      fixtureAttorney({
        name: 'Ben Cole',
        specialties: ['small_claims', 'landlord_tenant'],
        milesNorth: 30,
        rating: 4.9,
        yearsExperience: 22,
        reviewCount: 120,
      }),
      fixtureAttorney({
        name: 'Cara Diaz',
        specialties: ['real_estate'],
        milesNorth: 3,
        rating: 4.6,
        yearsExperience: 30,
        reviewCount: 200,
      }),
      fixtureAttorney({
        name: 'Dan Frye',
        specialties: ['personal_injury'],
        milesNorth: 0.5,
        rating: 5,
        yearsExperience: 35,
      }),
      fixtureAttorney({
        name: 'Not Texas',
        specialties: ['landlord_tenant'],
        state: 'OK',
        rating: 5,
        yearsExperience: 40,
      }),
      fixtureAttorney({
        name: 'Retired',
        specialties: ['landlord_tenant'],
        milesNorth: 1,
        rating: 5,
        yearsExperience: 40,
        isActive: false,
      }),
    ]);
  });
  afterAll(() => t.close());

  it('the top 3 of the case state for its type, with match scores and reasons, no contact details', async () => {
    const u = await registerUser(t.http);
    const caseId = (
      await request(t.http).post('/api/cases').set(bearer(u.token)).send({ formData: caseForm() }).expect(201)
    ).body.id;
    const res = await request(t.http)
      .get(`/api/cases/${caseId}/attorney-matches`)
      .set(bearer(u.token))
      .expect(200);
    expect(res.body.map((m: { attorney: { name: string } }) => m.attorney.name)).toEqual([
      'Ana Reyes',
      'Ben Cole',
      'Cara Diaz',
    ]);
    const [first] = res.body;
    expect(first).toMatchObject({
      attorney: {
        name: 'Ana Reyes',
        rating: 4.8,
        yearsExperience: 11,
        firm: 'Ana Reyes Law',
        state: 'TX',
        source: 'import',
      },
      matchScore: expect.any(Number),
      reasons: expect.arrayContaining(['Handles landlord-tenant cases', 'Licensed in Texas']),
    });
    expect(first.reasons[1]).toMatch(/miles from you$/);
    expect(first.matchScore).toBeGreaterThan(0.8);
    expect(first.matchScore).toBeLessThanOrEqual(1);
    expect(JSON.stringify(res.body)).not.toMatch(/fixture\.example|\b555-\d{4}/);
  });

  it('owner, staff and auditors read it; another user gets 404, like the case itself', async () => {
    const u = await registerUser(t.http);
    const caseId = (
      await request(t.http).post('/api/cases').set(bearer(u.token)).send({ formData: caseForm() }).expect(201)
    ).body.id;
    const other = await registerUser(t.http);
    await request(t.http).get(`/api/cases/${caseId}/attorney-matches`).set(bearer(other.token)).expect(404);
    await request(t.http)
      .get(`/api/cases/${caseId}/attorney-matches`)
      .set(await staffBearer(t))
      .expect(200);
    await request(t.http).get('/api/cases/not-a-case/attorney-matches').set(bearer(u.token)).expect(404);
  });

  it('a case in a state with no attorneys gets an empty list (the editor then shows no card)', async () => {
    const u = await registerUser(t.http);
    const caseId = (
      await request(t.http)
        .post('/api/cases')
        .set(bearer(u.token))
        .send({
          formData: caseForm({
            state: 'VT',
            plaintiffAddress: '1 Main St, Burlington, VT 05401',
            defendantAddress: '2 Main St, Burlington, VT 05401',
          }),
        })
        .expect(201)
    ).body.id;
    expect(
      (await request(t.http).get(`/api/cases/${caseId}/attorney-matches`).set(bearer(u.token)).expect(200))
        .body,
    ).toEqual([]);
  });
});
