import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CARD, fixtureAttorney, insertAttorneys, subscriber } from '../../testing/attorneys/attorney-fixtures';

const caseForm = {
  caseType: 'landlord-dispute',
  state: 'TX',
  plaintiffName: 'Rosa Diaz',
  plaintiffEmail: 'rosa@example.com',
  plaintiffAddress: '12 Elm St, Austin, TX 78701',
  defendantName: 'Big Rentals LLC',
  defendantAddress: '1 Main St, Austin, TX 78702',
  disputeDescription: 'The landlord kept my deposit.',
  amountClaimed: '1200.00',
  incidentDate: '2026-09-01',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

/** Issue 37 point 2: one open referral per case and attorney (docs/adr/215). */
describe('one referral per case and attorney (issue 37 point 2)', () => {
  let t: TestApp;
  let db: DataSource;
  const attorneys = [
    fixtureAttorney({ name: 'Ada Counsel', specialties: ['landlord_tenant'], rating: 5 }),
    fixtureAttorney({ name: 'Ben Counsel', specialties: ['landlord_tenant'], rating: 4.5 }),
  ];
  const refer = (token: string, caseId: string, attorneyId: string) =>
    request(t.http).post(`/api/cases/${caseId}/refer-attorney`).set(bearer(token)).send({ attorneyId });
  const newCase = async (token: string) =>
    (await request(t.http).post('/api/cases').set(bearer(token)).send({ formData: caseForm }).expect(201))
      .body.id as string;
  const intentsOf = async (userId: string) =>
    (
      await db.query(
        `SELECT data->>'status' AS status FROM sandbox.objects
          WHERE object = 'payment_intent' AND data->'metadata'->>'userId' = $1`,
        [userId],
      )
    ).map((r: { status: string }) => r.status);
  const sentEvents = async (caseId: string) =>
    Number(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = 'AttorneyReferralSent'`,
          [`case-${caseId}`],
        )
      )[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    await insertAttorneys(t, attorneys);
  });
  afterAll(() => t.close());

  it('20 parallel $15 requests for one case and attorney: one intent, one charge, one referral; then 409', async () => {
    const u = await registerUser(t.http);
    const caseId = await newCase(u.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refer(u.token, caseId, attorneys[0]!.id)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const intentIds = new Set(results.map((r) => r.body.payment?.paymentIntentId));
    const referralIds = new Set(results.map((r) => r.body.referral.id));
    expect(intentIds.size).toBe(1);
    expect(referralIds.size).toBe(1);
    expect(await intentsOf(u.user.id)).toHaveLength(1);

    // Every click got the same client secret: paying it (even twice) is one charge and one referral.
    const secret = results[0]!.body.payment.clientSecret as string;
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret: secret })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret: secret });
    expect(await intentsOf(u.user.id)).toEqual(['succeeded']);
    expect(await sentEvents(caseId)).toBe(1);

    // A later request for the same case and attorney: 409 naming the attorney and the day; nothing new.
    const again = await refer(u.token, caseId, attorneys[0]!.id).expect(409);
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(again.body.message).toBe(`You already sent this case to Ada Counsel on ${today}`);
    expect(await intentsOf(u.user.id)).toHaveLength(1);

    // Another attorney for the same case is another referral (its own $15).
    const other = await refer(u.token, caseId, attorneys[1]!.id).expect(200);
    expect(other.body).toMatchObject({ status: 'payment_required' });
    expect(other.body.payment.paymentIntentId).not.toBe(results[0]!.body.payment.paymentIntentId);
    expect(await intentsOf(u.user.id)).toHaveLength(2);
  });

  it('a subscriber: 20 parallel requests send one referral; a later one is 409 (nothing is charged)', async () => {
    const s = await subscriber(t);
    const caseId = await newCase(s.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refer(s.token, caseId, attorneys[0]!.id)),
    );
    expect(results.map((r) => r.status).filter((x) => x !== 200 && x !== 409)).toEqual([]);
    expect(results.some((r) => r.status === 200 && r.body.status === 'sent')).toBe(true);
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.referral.id)).size).toBe(1);
    expect(await sentEvents(caseId)).toBe(1);
    const again = await refer(s.token, caseId, attorneys[0]!.id).expect(409);
    expect(again.body.message).toMatch(/^You already sent this case to Ada Counsel on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await sentEvents(caseId)).toBe(1);
  });

  it('a waiting referral that was removed can be requested again (a new intent)', async () => {
    const u = await registerUser(t.http);
    const caseId = await newCase(u.token);
    const first = await refer(u.token, caseId, attorneys[0]!.id).expect(200);
    await request(t.http)
      .delete(`/api/attorney-referrals/${first.body.referral.id}`)
      .set(bearer(u.token))
      .expect((r) => expect([200, 204]).toContain(r.status));
    const second = await refer(u.token, caseId, attorneys[0]!.id).expect(200);
    expect(second.body.status).toBe('payment_required');
    expect(second.body.referral.id).not.toBe(first.body.referral.id);
    expect(second.body.payment.paymentIntentId).not.toBe(first.body.payment.paymentIntentId);
  });

  it('the form: the same matter within 30 days warns before a second paid request (409 to confirm)', async () => {
    const u = await registerUser(t.http);
    const form = {
      caseType: 'landlord_tenant',
      state: 'TX',
      description: 'My landlord kept my $1,200 deposit.',
      contactEmail: 'renter@example.com',
    };
    const submit = (body: object) =>
      request(t.http).post('/api/attorney-referrals').set(bearer(u.token)).send(body);
    const first = await submit(form).expect(200);
    expect(first.body.status).toBe('payment_required');

    const warned = await submit({ ...form, description: '  My landlord kept   my $1,200 deposit. ' }).expect(
      409,
    );
    expect(warned.body).toMatchObject({
      confirm: 'referral_same_matter',
      params: { referralId: first.body.referral.id, attorneys: 'Ada Counsel, Ben Counsel' },
    });
    expect(warned.body.message).toMatch(
      /^You already requested a referral for this matter on \d{4}-\d{2}-\d{2}/,
    );
    expect(await intentsOf(u.user.id)).toHaveLength(1);

    // Another description, state or case type is another matter; a confirmed second request is paid again.
    await submit({ ...form, description: 'The landlord never fixed the heating.' }).expect(200);
    const confirmed = await submit({ ...form, confirmSameMatter: true }).expect(200);
    expect(confirmed.body.referral.id).not.toBe(first.body.referral.id);
    expect(await intentsOf(u.user.id)).toHaveLength(3);
    expect((await submit({ ...form, confirmSameMatter: 'yes' }).expect(400)).body).toMatchObject({
      field: 'confirmSameMatter',
    });

    // 31 days later it is a new matter again.
    await db.query(
      `UPDATE rm_attorney_referral_requests SET created_at = now() - interval '31 days' WHERE user_id = $1`,
      [u.user.id],
    );
    await submit(form).expect(200);
  });
});
