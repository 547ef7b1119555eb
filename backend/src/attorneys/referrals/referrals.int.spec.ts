import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedEmails, type StoredEmail } from '../../testing/outbox/stored-emails';
import {
  buySearchAccess,
  CARD,
  fixtureAttorney,
  insertAttorneys,
  subscriber,
} from '../../testing/attorneys/attorney-fixtures';

const form = {
  caseType: 'landlord_tenant',
  state: 'TX',
  description: 'My landlord kept my $1,200 deposit after I moved out.',
  urgency: 'high',
  budget: '500-2000',
  contactEmail: 'renter@example.com',
  contactPhone: '(512) 555-0199',
};
const caseForm = {
  caseType: 'landlord-dispute',
  state: 'TX',
  plaintiffName: 'Rosa Diaz',
  plaintiffEmail: 'rosa@example.com',
  plaintiffAddress: '12 Elm St, Austin, TX 78701',
  plaintiffPhone: '512-555-0142',
  defendantName: 'Big Rentals LLC',
  defendantAddress: '1 Main St, Austin, TX 78702',
  disputeDescription: 'The landlord kept my deposit.',
  amountClaimed: '1200.00',
  incidentDate: '2026-09-01',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

describe('referrals: the form ($15 or included), Contact Attorney, a case sent to an attorney', () => {
  let t: TestApp;
  let db: DataSource;
  const landlord = [
    fixtureAttorney({
      name: 'Top Rated',
      specialties: ['landlord_tenant'],
      rating: 5,
      yearsExperience: 20,
      source: 'import',
    }),
    fixtureAttorney({
      name: 'Second Best',
      specialties: ['landlord_tenant'],
      rating: 4.9,
      yearsExperience: 15,
      source: 'sample',
    }),
    fixtureAttorney({
      name: 'Third Place',
      specialties: ['landlord_tenant'],
      rating: 4.8,
      yearsExperience: 9,
      source: 'import',
    }),
    fixtureAttorney({
      name: 'Fourth Left Out',
      specialties: ['landlord_tenant'],
      rating: 4.0,
      yearsExperience: 3,
    }),
    fixtureAttorney({ name: 'Contract Only', specialties: ['contract'], rating: 5, yearsExperience: 40 }),
  ];
  const submit = (token: string, body: object) =>
    request(t.http).post('/api/attorney-referrals').set(bearer(token)).send(body);
  const confirm = (clientSecret: string) =>
    request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret })
      .expect(200);
  const emails = async (sourcePrefix: string) =>
    (await storedEmails(t, `n.source_key LIKE $1`, [`${sourcePrefix}%`])).map((r) => r.to_email).sort();
  const caseEventsOfReferral = async (id: string) =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        `referral-request-${id}`,
      ])
    ).map((r: { event_type: string }) => r.event_type);
  const caseEvents = async (caseId: string) =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        `case-${caseId}`,
      ])
    ).map((r: { event_type: string }) => r.event_type);

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    await insertAttorneys(t, landlord);
  });
  afterAll(() => t.close());

  it('a subscriber: included, sent at once to the best 3 of the state for the area, one referral row each, emails', async () => {
    const s = await subscriber(t);
    const res = await submit(s.token, form).expect(200);
    expect(res.body.status).toBe('sent');
    expect(res.body.payment).toBeUndefined();
    expect(res.body.referral).toMatchObject({
      kind: 'matched',
      status: 'sent',
      caseType: 'landlord_tenant',
      state: 'TX',
      fee: 0,
      paymentMethod: 'subscription',
      contactEmail: 'renter@example.com',
      urgency: 'high',
    });
    expect(res.body.referral.attorneys.map((a: { name: string }) => a.name)).toEqual([
      'Top Rated',
      'Second Best',
      'Third Place',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('fixture.example'); // whom it went to, not their inbox
    const rows = await db.query(
      `SELECT attorney_name, status FROM rm_attorney_referrals WHERE referral_request_id = $1 ORDER BY attorney_name`,
      [res.body.referral.id],
    );
    expect(rows).toEqual([
      { attorney_name: 'Second Best', status: 'sent' },
      { attorney_name: 'Third Place', status: 'sent' },
      { attorney_name: 'Top Rated', status: 'sent' },
    ]);
    // The email process manager: the claimant, and the real (imported) attorneys; never a sample attorney.
    const eventId = (
      await db.query(`SELECT event_id FROM es.events WHERE stream_id = $1`, [
        `referral-request-${res.body.referral.id}`,
      ])
    )[0].event_id;
    let sent: string[] = [];
    for (let i = 0; i < 100 && sent.length < 3; i++) {
      sent = await emails(`referral-sent:${eventId}`);
      if (sent.length < 3) await new Promise((r) => setTimeout(r, 50));
    }
    // The claimant's copy goes to the account's own address, never to the contact address typed in the form.
    expect(sent).toEqual([landlord[0]!.email, landlord[2]!.email, s.email].sort());
    expect(sent).not.toContain('renter@example.com');
  });

  it('attorney emails go only to the addresses the directory holds (issue 22 point 7): a referral naming others mails none of them', async () => {
    const s = await subscriber(t);
    const me = (await request(t.http).get('/api/auth/me').set(bearer(s.token)).expect(200)).body as { id: string };
    const referralRequestId = '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';
    const attorney = (id: string, email: string) => ({
      attorneyId: id, name: 'Named In Event', firm: 'Firm', city: 'Austin', state: 'TX', email, source: 'import' as const,
    });
    await t.app.get(EventStore).append(`referral-request-${referralRequestId}`, [
      {
        type: 'ReferralRequested',
        data: {
          referralRequestId, userId: me.id, kind: 'matched', caseId: null, caseType: 'landlord_tenant', specialty: 'landlord_tenant',
          state: 'TX', description: 'Deposit kept.', urgency: null, budget: null, contactEmail: 'someone-else@victim.test',
          contactPhone: null, notes: null,
          attorneys: [attorney(landlord[0]!.id, 'forged@attacker.test'), attorney('0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d', 'ghost@attacker.test')],
          payment: { method: 'subscription', plan: 'suego' }, requestedAt: new Date().toISOString(),
        },
      },
    ], 'no_stream');
    const eventId = (
      await db.query(`SELECT event_id FROM es.events WHERE stream_id = $1`, [`referral-request-${referralRequestId}`])
    )[0].event_id;
    let sent: string[] = [];
    for (let i = 0; i < 100 && sent.length < 2; i++) {
      sent = await emails(`referral-sent:${eventId}`);
      if (sent.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(sent).toEqual([landlord[0]!.email, s.email].sort());
  });

  it('goes to the nearest qualified attorneys of the state from the claimant ZIP, then rating; the email names each (issue 32)', async () => {
    // Employment attorneys north of downtown Austin: the best rated are the farthest.
    await insertAttorneys(t, [
      fixtureAttorney({
        name: 'El Paso Five Stars',
        specialties: ['employment'],
        rating: 5,
        milesNorth: 500,
      }),
      fixtureAttorney({ name: 'Priddy Top', specialties: ['employment'], rating: 4.9, milesNorth: 120 }),
      fixtureAttorney({
        name: 'Round Rock',
        specialties: ['employment'],
        rating: 4.2,
        milesNorth: 15,
        source: 'sample',
      }),
      fixtureAttorney({
        name: 'Austin Near',
        specialties: ['contract', 'employment'],
        rating: 3.9,
        milesNorth: 2,
      }),
      fixtureAttorney({
        name: 'Austin Near Better',
        specialties: ['employment'],
        rating: 4.4,
        milesNorth: 2,
      }),
      fixtureAttorney({
        name: 'Next Door Unqualified',
        specialties: ['personal_injury'],
        rating: 5,
        milesNorth: 0.2,
      }),
    ]);
    const s = await subscriber(t);
    const near = await submit(s.token, { ...form, caseType: 'employment', zipCode: '78701' }).expect(200);
    expect(near.body.referral.attorneys.map((a: { name: string }) => a.name)).toEqual([
      'Austin Near Better',
      'Austin Near',
      'Round Rock',
    ]);
    const withoutZip = await submit(s.token, { ...form, caseType: 'employment' }).expect(200);
    expect(withoutZip.body.referral.attorneys.map((a: { name: string }) => a.name)).toEqual([
      'El Paso Five Stars',
      'Priddy Top',
      'Austin Near Better',
    ]);
    const unknown = await submit(s.token, { ...form, caseType: 'employment', zipCode: '00000' }).expect(400);
    expect(unknown.body).toMatchObject({ field: 'zipCode', code: 'zip_not_found', params: { zip: '00000' } });
    expect((await submit(s.token, { ...form, zipCode: '787' }).expect(400)).body).toMatchObject({
      field: 'zipCode',
      code: 'invalid_format',
    });

    // The claimant's email names all three, the sample attorney marked; the sample attorney gets no email.
    const eventId = (
      await db.query(`SELECT event_id FROM es.events WHERE stream_id = $1`, [
        `referral-request-${near.body.referral.id}`,
      ])
    )[0].event_id;
    let rows: StoredEmail[] = [];
    for (let i = 0; i < 100 && rows.length < 3; i++) {
      rows = await storedEmails(t, `n.source_key LIKE $1`, [`referral-sent:${eventId}%`]);
      if (rows.length < 3) await new Promise((r) => setTimeout(r, 50));
    }
    // To the account's own address, never the form's contact address (issue 22 point 7).
    const toClaimant = rows.find((r) => r.to_email === s.email)!;
    expect(rows.some((r) => r.to_email === form.contactEmail)).toBe(false);
    expect(toClaimant.subject).toBe('Your referral to Austin Near Better, Austin Near, Round Rock was sent');
    expect(toClaimant.text_body).toMatch(
      /- Round Rock, Round Rock Law, Austin, TX \(sample directory: a fictional attorney, not contacted\)/,
    );
    expect(rows.map((r) => r.to_email)).toHaveLength(3); // the claimant and the two real attorneys
  });

  it('a non-subscriber: $15 from the catalog to pay first; nothing is sent until the payment is recorded', async () => {
    const u = await registerUser(t.http);
    const res = await submit(u.token, form).expect(200);
    const pricing = (await request(t.http).get('/api/pricing').expect(200)).body;
    const fee = pricing.addons.find((a: { id: string }) => a.id === 'attorney_referral').amount;
    expect(res.body).toMatchObject({
      status: 'payment_required',
      payment: { amount: fee, currency: 'usd', clientSecret: expect.stringMatching(/^pi_/) },
    });
    expect(res.body.referral).toMatchObject({ status: 'awaiting_payment', fee });
    const id = res.body.referral.id as string;
    expect(
      await db.query(`SELECT * FROM rm_attorney_referrals WHERE referral_request_id = $1`, [id]),
    ).toEqual([]);

    await confirm(res.body.payment.clientSecret);
    const after = await request(t.http).get(`/api/attorney-referrals/${id}`).set(bearer(u.token)).expect(200);
    expect(after.body).toMatchObject({ status: 'sent', fee, paymentMethod: 'paid' });
    expect(after.body.attorneys).toHaveLength(3);
    const list = await request(t.http).get('/api/attorney-referrals').set(bearer(u.token)).expect(200);
    expect(list.body.referrals.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it("a referral waiting for its fee can be paid later, or removed (its payment canceled); not another user's (issue 32)", async () => {
    const u = await registerUser(t.http);
    const other = await registerUser(t.http);
    // Left unpaid: later, its payment again, then paid.
    const later = (await submit(u.token, form).expect(200)).body.referral.id as string;
    await request(t.http)
      .get(`/api/attorney-referrals/${later}/payment`)
      .set(bearer(other.token))
      .expect(404);
    const payment = await request(t.http)
      .get(`/api/attorney-referrals/${later}/payment`)
      .set(bearer(u.token))
      .expect(200);
    expect(payment.body).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_/),
      currency: 'usd',
      amount: expect.any(Number),
    });
    await confirm(payment.body.clientSecret);
    expect(
      (await request(t.http).get(`/api/attorney-referrals/${later}`).set(bearer(u.token)).expect(200)).body
        .status,
    ).toBe('sent');
    await request(t.http).get(`/api/attorney-referrals/${later}/payment`).set(bearer(u.token)).expect(409);
    expect(
      (await request(t.http).delete(`/api/attorney-referrals/${later}`).set(bearer(u.token)).expect(409)).body
        .message,
    ).toMatch(/already sent/);

    // Removed: gone from the list, its intent canceled (nothing can be charged), nothing sent; a second remove is fine.
    // The same matter again within 30 days: confirmed (docs/adr/215).
    const removed = await submit(u.token, { ...form, confirmSameMatter: true }).expect(200);
    const id = removed.body.referral.id as string;
    await request(t.http).delete(`/api/attorney-referrals/${id}`).set(bearer(other.token)).expect(404);
    await request(t.http).delete(`/api/attorney-referrals/${id}`).set(bearer(u.token)).expect(204);
    await request(t.http).delete(`/api/attorney-referrals/${id}`).set(bearer(u.token)).expect(204);
    await request(t.http).get(`/api/attorney-referrals/${id}`).set(bearer(u.token)).expect(404);
    const list = await request(t.http).get('/api/attorney-referrals').set(bearer(u.token)).expect(200);
    expect(list.body.referrals.map((r: { id: string }) => r.id)).toEqual([later]);
    const refused = await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret: removed.body.payment.clientSecret });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(
      await db.query(`SELECT 1 FROM rm_attorney_referrals WHERE referral_request_id = $1`, [id]),
    ).toEqual([]);
    expect(await caseEventsOfReferral(id)).toEqual(['ReferralRequestOpened', 'ReferralRequestWithdrawn']);
  });

  it('enforces caseType, state, contactEmail and the description (Missing Information), and the option lists', async () => {
    const u = await registerUser(t.http);
    for (const field of ['caseType', 'state', 'contactEmail', 'description'] as const) {
      const { [field]: _gone, ...body } = form;
      const res = await submit(u.token, body).expect(400);
      expect(res.body.message).toMatch(
        new RegExp(
          field === 'state'
            ? 'State Required'
            : `${field}: Missing Information: Please fill in all required fields.`,
        ),
      );
    }
    expect((await submit(u.token, { ...form, caseType: 'tax' }).expect(400)).body.message).toMatch(
      /caseType/,
    );
    expect((await submit(u.token, { ...form, urgency: 'now' }).expect(400)).body.message).toMatch(
      /urgency must be one of/,
    );
    expect((await submit(u.token, { ...form, contactEmail: 'nope' }).expect(400)).body.message).toMatch(
      /contactEmail must be a valid email/,
    );
    expect((await submit(u.token, { ...form, contactPhone: 'call me' }).expect(400)).body.message).toMatch(
      /contactPhone must be a phone number/,
    );
    expect(
      (await submit(u.token, { ...form, description: 'x'.repeat(2_001) }).expect(400)).body.message,
    ).toMatch(/description must be at most 2000/);
    expect(
      (await request(t.http).get('/api/attorney-referrals').set(bearer(u.token)).expect(200)).body.referrals,
    ).toEqual([]);
  });

  it("Contact Attorney: needs search access (403), then 'sent' to that attorney with the account email", async () => {
    const u = await registerUser(t.http);
    const target = landlord[3]!;
    expect((await submit(u.token, { attorneyId: target.id }).expect(403)).body.message).toMatch(
      /subscription or one-time access/,
    );
    await buySearchAccess(t, u.token);
    const res = await submit(u.token, {
      attorneyId: target.id,
      description: 'Please call me about my deposit.',
    }).expect(200);
    expect(res.body).toMatchObject({
      status: 'sent',
      referral: { kind: 'direct', contactEmail: u.email, paymentMethod: 'search-access', state: 'TX' },
    });
    expect(res.body.referral.attorneys.map((a: { name: string }) => a.name)).toEqual(['Fourth Left Out']);
    await submit(u.token, { attorneyId: '5f0c1c52-7c1a-4d7e-9d6b-0a4b1c2d3e4f' }).expect(404);
  });

  it("nobody reads another user's referrals: 404 for one, and their own list only", async () => {
    const s = await subscriber(t);
    const mine = (await submit(s.token, form).expect(200)).body.referral.id as string;
    const other = await registerUser(t.http);
    await request(t.http).get(`/api/attorney-referrals/${mine}`).set(bearer(other.token)).expect(404);
    await request(t.http).get('/api/attorney-referrals/not-a-uuid').set(bearer(other.token)).expect(404);
    expect(
      (await request(t.http).get('/api/attorney-referrals').set(bearer(other.token)).expect(200)).body
        .referrals,
    ).toEqual([]);
  });

  it('a case sent to an attorney: included for a subscriber (AttorneyReferralSent at once), $15 first otherwise, once', async () => {
    const s = await subscriber(t);
    const subCase = (
      await request(t.http).post('/api/cases').set(bearer(s.token)).send({ formData: caseForm }).expect(201)
    ).body.id as string;
    const included = await request(t.http)
      .post(`/api/cases/${subCase}/refer-attorney`)
      .set(bearer(s.token))
      .send({ attorneyId: landlord[0]!.id, notes: 'After 5 pm please' })
      .expect(200);
    expect(included.body).toMatchObject({
      status: 'sent',
      referral: {
        kind: 'case',
        caseId: subCase,
        caseType: 'landlord-dispute',
        notes: 'After 5 pm please',
        contactEmail: 'rosa@example.com',
      },
    });
    expect(await caseEvents(subCase)).toContain('AttorneyReferralSent');

    const u = await registerUser(t.http);
    const caseId = (
      await request(t.http).post('/api/cases').set(bearer(u.token)).send({ formData: caseForm }).expect(201)
    ).body.id as string;
    const pay = await request(t.http)
      .post(`/api/cases/${caseId}/refer-attorney`)
      .set(bearer(u.token))
      .send({ attorneyId: landlord[0]!.id })
      .expect(200);
    expect(pay.body).toMatchObject({ status: 'payment_required', payment: { amount: 1500 } });
    expect(await caseEvents(caseId)).not.toContain('AttorneyReferralSent');
    await confirm(pay.body.payment.clientSecret);
    await confirm(pay.body.payment.clientSecret).catch(() => undefined); // a second confirmation changes nothing
    expect((await caseEvents(caseId)).filter((e: string) => e === 'AttorneyReferralSent')).toHaveLength(1);
    const history = await request(t.http)
      .get(`/api/audit/cases/${caseId}/history`)
      .set(bearer(u.token))
      .expect(200);
    expect(history.body.events.at(-1).summary).toMatch(/Case sent to attorney Top Rated/);

    // Another user's case is 404 whatever the body; an unknown attorney is 404; a bad id is a 400 naming it.
    await request(t.http)
      .post(`/api/cases/${caseId}/refer-attorney`)
      .set(bearer(s.token))
      .send({ attorneyId: landlord[0]!.id })
      .expect(404);
    await request(t.http)
      .post(`/api/cases/${caseId}/refer-attorney`)
      .set(bearer(s.token))
      .send({ attorneyId: 'x' })
      .expect(404);
    await request(t.http)
      .post(`/api/cases/${caseId}/refer-attorney`)
      .set(bearer(u.token))
      .send({ attorneyId: '5f0c1c52-7c1a-4d7e-9d6b-0a4b1c2d3e4f' })
      .expect(404);
    expect(
      (
        await request(t.http)
          .post(`/api/cases/${caseId}/refer-attorney`)
          .set(bearer(u.token))
          .send({ attorneyId: 'x' })
          .expect(400)
      ).body.message,
    ).toMatch(/attorneyId/);
  });

  it('referral and contact requests are rate-limited per user (429 with Retry-After)', async () => {
    const s = await subscriber(t);
    t.config.auth.rateLimit = true;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await submit(s.token, form)).status);
      expect(statuses.slice(0, 10).every((x) => x === 200)).toBe(true);
      const limited = await submit(s.token, form);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not affected.
      const other = await subscriber(t);
      await submit(other.token, form).expect(200);
    } finally {
      t.config.auth.rateLimit = false;
    }
  });
});
