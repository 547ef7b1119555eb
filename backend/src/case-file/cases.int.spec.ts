import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, type RegisteredUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

const validForm = (overrides: Record<string, unknown> = {}) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'Maria@Example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'I designed a website; invoice #42 for $2,500 is unpaid.',
  amountClaimed: '2500.00',
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice, called once.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

const body = (form: Record<string, unknown> = validForm()) => ({
  userId: 'ignored-by-the-server',
  caseType: form.caseType,
  state: form.state,
  formData: form,
  amount: form.amountClaimed,
  status: 'completed',
});

describe('cases API', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;

  const eventCount = async () => Number((await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM es.events'))[0].n);

  beforeAll(async () => {
    // Per-user limits have their own spec (user-rate-limits.int.spec.ts); these tests create many cases per user.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
    other = await registerUser(t.http, { name: 'Someone Else' });
  });
  afterAll(() => t.close());

  it('creates a pending case that the next GET and My Documents already show', async () => {
    const created = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body()).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'pending' });

    const got = await request(t.http).get(`/api/cases/${created.body.id}`).set(bearer(owner.token)).expect(200);
    expect(got.body).toMatchObject({
      id: created.body.id,
      userId: owner.user.id,
      caseType: 'unpaid-work',
      title: 'Unpaid Work v. Acme Design LLC',
      status: 'pending',
      amount: '2500.00',
      state: 'CA',
      documentType: 'demand_letter',
      documentUrl: null,
      documentContent: null,
    });
    expect(got.body.formData).toMatchObject({ plaintiffEmail: 'maria@example.com', amountClaimed: '2500.00', agreedToTerms: true });

    const list = await request(t.http).get('/api/cases/my-documents').set(bearer(owner.token)).expect(200);
    expect(list.body.cases.map((c: { id: string }) => c.id)).toContain(created.body.id);
  });

  it('writes the case only through events on its stream', async () => {
    const created = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body()).expect(201);
    const rows = await t.app
      .get(DataSource)
      .query('SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position', [`case-${created.body.id}`]);
    expect(rows.map((r: { event_type: string }) => r.event_type)).toEqual(['CaseOpened']);
  });

  it("answers 404 for another user's case and keeps lists separate", async () => {
    const created = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body()).expect(201);
    const res = await request(t.http).get(`/api/cases/${created.body.id}`).set(bearer(other.token)).expect(404);
    expect(res.body.message).toBe('Case not found');
    await request(t.http).get('/api/cases/not-a-uuid').set(bearer(owner.token)).expect(404);
    const list = await request(t.http).get('/api/cases/my-documents').set(bearer(other.token)).expect(200);
    expect(list.body.cases).toEqual([]);
    await request(t.http)
      .patch(`/api/cases/${created.body.id}`)
      .set(bearer(other.token))
      .send({ formData: validForm({ amountClaimed: '1.00' }) })
      .expect(404);
  });

  it('needs a session', async () => {
    await request(t.http).post('/api/cases').send(body()).expect(401);
    await request(t.http).get('/api/cases/my-documents').expect(401);
  });

  it('revises details before payment and answers the revised case', async () => {
    const created = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body()).expect(201);
    const revised = await request(t.http)
      .patch(`/api/cases/${created.body.id}`)
      .set(bearer(owner.token))
      .send({ formData: validForm({ amountClaimed: '3000', defendantName: 'Acme Design Inc.' }) })
      .expect(200);
    expect(revised.body).toMatchObject({ amount: '3000.00', title: 'Unpaid Work v. Acme Design Inc.', status: 'pending' });
  });

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ['state', { state: 'ZZ' }, /formData\.state/],
    ['amount over $10,000', { amountClaimed: '10000.01' }, /formData\.amountClaimed.*10,000\.00/],
    ['amount zero', { amountClaimed: '0' }, /formData\.amountClaimed/],
    ['amount with a dollar sign', { amountClaimed: '$25' }, /formData\.amountClaimed/],
    ['missing name', { plaintiffName: '' }, /plaintiffName.*Missing Information: Please provide your name and email\./],
    ['missing email', { plaintiffEmail: '' }, /plaintiffEmail.*Missing Information/],
    ['bad email', { plaintiffEmail: 'not-an-email' }, /formData\.plaintiffEmail/],
    ['terms not accepted', { agreedToTerms: false }, /formData\.agreedToTerms/],
    ['future incident', { incidentDate: '2999-01-01' }, /formData\.incidentDate/],
    ['unreal date', { incidentDate: '2026-02-30' }, /formData\.incidentDate/],
    ['case type', { caseType: 'divorce' }, /formData\.caseType/],
    ['document type', { documentType: 'will' }, /formData\.documentType/],
    // A verified limit refuses (MA $7,000, read 2026-11-26; the check goes stale in 12 months, ADR 047).
    ['small claims over the MA limit', { state: 'MA', amountClaimed: '8000', documentType: 'small_claims' }, /7,000/],
    ['claimant kind', { claimantKind: 'robot' }, /formData\.claimantKind must be individual or business/],
    ['a CA business over $6,250', { amountClaimed: '7000', documentType: 'small_claims', claimantKind: 'business' }, /6,250/],
  ];
  it.each(invalid)('refuses %s with a 400 naming the field, appending nothing', async (_, change, message) => {
    const before = await eventCount();
    const res = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body(validForm(change))).expect(400);
    expect(res.body.message).toMatch(message);
    expect(await eventCount()).toBe(before);
  });

  it('keeps the letter answers (issue 12) and gives them back in formData, damage items in dollars', async () => {
    const form = validForm({
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality', 'misrepresented-quality'],
      agreementForm: 'written',
      enclosures: ['Invoice #42, dated August 1, 2026', '  ', 'E-mails'],
      certifiedMail: true,
      mailingDate: '2026-11-30',
      damageItems: [
        { description: 'Design work', amount: '2000.00' },
        { description: 'Hosting set-up', amount: '500' },
      ],
      claimInterest: true,
    });
    const created = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body(form)).expect(201);
    const got = await request(t.http).get(`/api/cases/${created.body.id}`).set(bearer(owner.token)).expect(200);
    expect(got.body.formData).toMatchObject({
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality'],
      agreementForm: 'written',
      enclosures: ['Invoice #42, dated August 1, 2026', 'E-mails'],
      certifiedMail: true,
      mailingDate: '2026-11-30',
      damageItems: [
        { description: 'Design work', amount: '2000.00' },
        { description: 'Hosting set-up', amount: '500.00' },
      ],
      claimInterest: true,
    });
  });

  it.each([
    [{ deceptiveActs: ['lied'] }, /deceptiveActs must contain only/],
    [{ agreementForm: 'handshake' }, /agreementForm must be one of/],
    [{ certifiedMail: 'yes' }, /certifiedMail must be true or false/],
    [{ mailingDate: 'soon' }, /mailingDate must be a date/],
    [{ mailingDate: '2026-02-30' }, /formData\.mailingDate/],
    [{ damageItems: [{ description: 'Repair', amount: '100.00' }] }, /damageItems must add up to formData\.amountClaimed/],
    [{ damageItems: [{ description: '', amount: '2500.00' }] }, /damageItems/],
    [{ enclosures: 'one, two' }, /enclosures must be a list/],
  ])('refuses bad letter answers with a 400 naming the field: %j', async (overrides, message) => {
    const before = await eventCount();
    const res = await request(t.http).post('/api/cases').set(bearer(owner.token)).send(body(validForm(overrides))).expect(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect(await eventCount()).toBe(before);
  });

  it('accepts a demand letter over the state limit', async () => {
    await request(t.http)
      .post('/api/cases')
      .set(bearer(owner.token))
      .send(body(validForm({ state: 'AZ', amountClaimed: '4000', documentType: 'demand_letter' })))
      .expect(201);
  });

  it('refuses a client amount that disagrees with the answers', async () => {
    const res = await request(t.http)
      .post('/api/cases')
      .set(bearer(owner.token))
      .send({ ...body(), amount: '1.00' })
      .expect(400);
    expect(res.body.message).toMatch(/amount/);
  });

  it('never answers 5xx or appends an event for random bodies', async () => {
    const before = await eventCount();
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ formData: fc.dictionary(fc.string(), fc.jsonValue()) }),
      fc.record({ formData: fc.record({ ...Object.fromEntries(Object.entries(validForm()).map(([k]) => [k, fc.jsonValue()])) }) }),
      fc.constantFrom({ __proto__: { isAdmin: true } }, { constructor: { prototype: {} } }, { formData: { __proto__: null } }),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (payload) => {
        const res = await request(t.http)
          .post('/api/cases')
          .set(bearer(owner.token))
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(payload) ?? 'null');
        expect(res.status).toBeLessThan(500);
        expect(res.status).toBe(400);
      }),
      { numRuns: 150, seed: 20261123 },
    );
    expect(await eventCount()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('checks eligibility for visitors and lists 51 jurisdictions', async () => {
    const states = await request(t.http).get('/api/jurisdictions').expect(200);
    expect(states.body).toHaveLength(51);
    expect(states.body.find((s: { code: string }) => s.code === 'CA').smallClaims.limitIndividualCents).toBe(1_250_000);
    // Unverified limits say so (AZ); verified ones (VT, CA: official words in docs/law-evidence) are plain; NY names its business court.
    type Summary = { code: string; smallClaims: { limitVerified: boolean; limitIndividualCents: number; businessCourtName?: string } };
    const byCode = (code: string) => (states.body as Summary[]).find((s) => s.code === code)?.smallClaims;
    expect(byCode('AZ')?.limitVerified).toBe(false);
    expect(byCode('CA')?.limitVerified).toBe(true);
    expect(byCode('VT')).toMatchObject({ limitVerified: true, limitIndividualCents: 1_000_000 });
    expect(byCode('NY')?.businessCourtName).toBe('Commercial Claims Part of the New York City Civil Court');
    const check = await request(t.http)
      .post('/api/eligibility')
      .send({ state: 'AZ', amount: '6000', documentType: 'demand_letter', caseType: 'unpaid-work' })
      .expect(200);
    expect(check.body.ok).toBe(true);
    expect(check.body.warnings.map((w: { code: string }) => w.code)).toContain('over_state_limit');
    const refused = await request(t.http)
      .post('/api/eligibility')
      .send({ state: 'RI', amount: '6000', documentType: 'small_claims', caseType: 'unpaid-work' })
      .expect(200);
    // RI's $5,000 is verified (read 2026-11-26): a refusal while the check is under 12 months old, then a warning.
    if (byCode('RI')?.limitVerified) expect(refused.body).toMatchObject({ ok: false, refusal: { field: 'amount' } });
    else expect(refused.body.ok).toBe(true);
    // Over AZ's unverified limit a package is a warning to confirm with the clerk, not a refusal (ADR 040).
    const warned = await request(t.http)
      .post('/api/eligibility')
      .send({ state: 'AZ', amount: '6000', documentType: 'small_claims', caseType: 'unpaid-work' })
      .expect(200);
    expect(warned.body.ok).toBe(true);
    expect(JSON.stringify(warned.body.warnings)).toMatch(/confirm the limit with the clerk/);
    await request(t.http).post('/api/eligibility').send({ state: 'AZ' }).expect(400);
  });

  it('warns on screen about what the letter will do, from the same answers (issue 23)', async () => {
    const eligibility = (extra: Record<string, unknown>) =>
      request(t.http)
        .post('/api/eligibility')
        .send({ state: 'TX', amount: '2500.00', documentType: 'demand_letter', caseType: 'vehicle-damage', ...extra });
    type Warning = { code: string; message: string };
    // A car accident between two people: no DTPA notice on screen, as there is none in the letter.
    const accident = await eligibility({ defendantKind: 'individual' }).expect(200);
    expect(JSON.stringify(accident.body.warnings)).not.toMatch(/Deceptive Trade Practices|60 days/);
    const consumer = await eligibility({
      caseType: 'contract-breach',
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality'],
      defendantAddress: '9 Pine St\nTulsa, OK 74103',
    }).expect(200);
    const warnings = consumer.body.warnings as Warning[];
    expect(warnings.find((w) => w.code === 'pre_suit_notice')?.message).toContain('at least 65 days');
    expect(warnings.find((w) => w.code === 'defendant_out_of_state')?.message).toMatch(/in Oklahoma, not Texas/);
    const deposit = await eligibility({ state: 'OK', caseType: 'security-deposit', incidentDate: '2026-09-01' }).expect(200);
    expect((deposit.body.warnings as Warning[]).map((w) => w.code)).toEqual(['deposit_clock', 'deposit_clock']);
    const badAct = await eligibility({ deceptiveActs: ['lying'] }).expect(400);
    expect(JSON.stringify(badAct.body)).toMatch(/deceptiveActs must contain only/);
    const nul = await eligibility({ defendantAddress: 'Main St\u0000' }).expect(400);
    expect(JSON.stringify(nul.body)).toMatch(/defendantAddress/);
    await eligibility({ defendantAddress: '\ud800' }).expect(400);
  });

  it('records who is claiming, checks a business as a business and defaults to a person', async () => {
    // A fresh account: the owner's earlier cases have used up the per-user case-creation burst.
    const claimant = await registerUser(t.http, { name: 'Kim Okafor' });
    const business = await request(t.http)
      .post('/api/cases')
      .set(bearer(claimant.token))
      .send(body(validForm({ state: 'NY', amountClaimed: '8000', documentType: 'small_claims', claimantKind: 'business' })))
      .expect(201);
    const got = await request(t.http).get(`/api/cases/${business.body.id}`).set(bearer(claimant.token)).expect(200);
    expect(got.body.formData.claimantKind).toBe('business');
    const person = await request(t.http).post('/api/cases').set(bearer(claimant.token)).send(body()).expect(201);
    const gotPerson = await request(t.http).get(`/api/cases/${person.body.id}`).set(bearer(claimant.token)).expect(200);
    expect(gotPerson.body.formData.claimantKind).toBe('individual');

    const routed = await request(t.http)
      .post('/api/eligibility')
      .send({ state: 'NY', amount: '8000', documentType: 'small_claims', caseType: 'other', claimantKind: 'business' })
      .expect(200);
    expect(routed.body.ok).toBe(true);
    expect(routed.body.warnings.map((w: { code: string }) => w.code)).toContain('business_court');
    const bad = await request(t.http)
      .post('/api/eligibility')
      .send({ state: 'NY', amount: '8000', documentType: 'small_claims', caseType: 'other', claimantKind: 'robot' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/claimantKind must be individual or business/);
  });
});
