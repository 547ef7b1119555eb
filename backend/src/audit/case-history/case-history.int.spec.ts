import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { caseStreamId } from '../../case-file/case.events';
import { createAnchor } from '../../event-store/postgres/chain-anchor';
import { forgeStream } from '../../testing/event-store/forge-chain';
import { DataSource } from 'typeorm';
import { PRIVACY_RUNTIME, type PrivacyRuntime } from '../../privacy/shredding/privacy-runtime';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ANCHOR_KEY = Buffer.alloc(32, 5);

const form = (amountClaimed = '2500.00') => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'Invoice #42 for a website is unpaid.',
  amountClaimed,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

interface Entry {
  position: number;
  type: string;
  occurredAt: string;
  recordedAt: string;
  actor: { id: string; role: string } | null;
  summary: string;
}

describe('GET /api/audit/cases/:id/history', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let caseId: string;
  let afterRevision: string;
  let anchorDir: string;

  const history = (query = '', who: RegisteredUser = owner, id = caseId) =>
    request(t.http).get(`/api/audit/cases/${id}/history${query}`).set(bearer(who.token));
  const pause = () => new Promise((r) => setTimeout(r, 20));

  beforeAll(async () => {
    anchorDir = mkdtempSync(path.join(tmpdir(), 'suego-history-anchors-'));
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: 'off',
        AUDIT_ANCHOR_KEY: ANCHOR_KEY.toString('hex'),
        AUDIT_ANCHOR_DIR: anchorDir,
      },
    });
    await t.app.get(SubscriptionsService).start(); // the cases read model, for PATCH and checkout
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    caseId = (
      await request(t.http).post('/api/cases').set(bearer(owner.token)).send({ formData: form() }).expect(201)
    ).body.id;
    await request(t.http)
      .patch(`/api/cases/${caseId}`)
      .set(bearer(owner.token))
      .send({ formData: form('2750.00') })
      .expect(200);
    await pause();
    afterRevision = new Date().toISOString();
    await pause();
    const intent = await request(t.http)
      .post('/api/create-payment-intent')
      .set(bearer(owner.token))
      .send({ caseId })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({
        clientSecret: intent.body.clientSecret,
        cardNumber: '4000000000000002',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({
        clientSecret: intent.body.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      })
      .expect(200);
  });
  afterAll(() => t.close());

  it('lists every event in order with its time, actor and a readable summary, and the case as it is now', async () => {
    const res = await history().expect(200);
    const events = res.body.events as Entry[];
    expect(events.map((e) => [e.position, e.type])).toEqual([
      [1, 'CaseOpened'],
      [2, 'CaseDetailsRevised'],
      [3, 'ComplexityAssessed'],
      [4, 'CheckoutStarted'],
      [5, 'PaymentFailed'],
      [6, 'PaymentSucceeded'],
    ]);
    expect(events[0]).toMatchObject({
      actor: { id: owner.user.id, role: 'user' },
      summary: 'Case opened: Unpaid Work v. Acme Design LLC, $2,500.00 claimed in CA (demand letter)',
    });
    expect(events[1]!.summary).toBe('Details revised: Unpaid Work v. Acme Design LLC, $2,750.00 claimed');
    expect(events[2]!.summary).toMatch(/^Complexity assessed: \d+\/10/);
    expect(events[3]!.summary).toMatch(/^Checkout started: \$5\.00 to pay \(pi_/);
    expect(events[4]!.summary).toMatch(/^Payment refused: .+ \(card_declined, pi_/);
    expect(events[5]!.summary).toMatch(/^Payment of \$5\.00 received \(pi_/);
    expect(events[5]!.actor).toBeNull(); // the provider, not a person
    for (const e of events) {
      expect(Date.parse(e.recordedAt)).not.toBeNaN();
      expect(Date.parse(e.occurredAt)).not.toBeNaN();
    }
    expect(res.body).toMatchObject({
      caseId,
      asOf: null,
      state: { status: 'paid', payment: { amount: 500 } },
    });
    expect(res.body.state.details.amountCents).toBe(275_000);
  });

  it('replays the case up to ?asOf=', async () => {
    const res = await history(`?asOf=${encodeURIComponent(afterRevision)}`).expect(200);
    expect((res.body.events as Entry[]).map((e) => e.type)).toEqual([
      'CaseOpened',
      'CaseDetailsRevised',
      'ComplexityAssessed',
    ]);
    expect(res.body.asOf).toBe(afterRevision);
    expect(res.body.state).toMatchObject({ status: 'pending', payment: null, checkout: null });
    expect(res.body.state.details.amountCents).toBe(275_000);

    const before = await history('?asOf=2020-01-01T00:00:00Z').expect(200);
    expect(before.body).toMatchObject({ events: [], state: { status: 'none' } });
  });

  it('reads a case again at once when it changed, and "[erased]" at once after its owner is erased (the stream cache)', async () => {
    const other = (
      await request(t.http).post('/api/cases').set(bearer(owner.token)).send({ formData: form() }).expect(201)
    ).body.id;
    const read = (id: string) =>
      request(t.http).get(`/api/audit/cases/${id}/history`).set(bearer(owner.token)).expect(200);
    const before = (await read(other)).body.events.length as number;
    expect((await read(other)).body.events).toHaveLength(before);
    await request(t.http)
      .patch(`/api/cases/${other}`)
      .set(bearer(owner.token))
      .send({ formData: form('2900.00') })
      .expect(200);
    const after = (await read(other)).body.events as Entry[];
    expect(after.length).toBeGreaterThan(before);
    expect(after.map((e) => e.summary)).toContain(
      'Details revised: Unpaid Work v. Acme Design LLC, $2,900.00 claimed',
    );
    await t.app
      .get(DataSource)
      .transaction((tx) => t.app.get<PrivacyRuntime>(PRIVACY_RUNTIME).keys.erase(owner.user.id, tx));
    expect((await read(other)).body.events[0].summary).toBe(
      'Case opened: [erased], $2,500.00 claimed in CA (demand letter)',
    );
  });

  it('refuses a malformed asOf or an unknown parameter with 400 naming it', async () => {
    for (const bad of ['yesterday', '2026-13-01T00:00:00Z', '']) {
      const res = await history(`?asOf=${encodeURIComponent(bad)}`).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/asOf/);
    }
    const res = await history('?sort=desc').expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(/sort/);
  });

  it("answers 404 for another user's case (whatever asOf says), an unknown id or a malformed one", async () => {
    await history('', other).expect(404);
    await history('?asOf=2020-01-01T00:00:00Z', other).expect(404);
    await history('', owner, '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11').expect(404);
    const malformed = await history('', owner, 'not-a-uuid').expect(404);
    expect(malformed.body.message).toBe('Case not found');
    await request(t.http).get(`/api/audit/cases/${caseId}/history`).expect(401);
  });

  // Last: it rewrites this case's stream.
  it('warns when the case chain no longer verifies: an edit recomputed behind the trigger, against the anchor', async () => {
    const before = (await history().expect(200)).body.integrity;
    expect(before).toEqual({ verified: true, reason: null, anchoredAt: null });
    const db = t.app.get(DataSource);
    const { anchor } = await createAnchor(db, { key: ANCHOR_KEY, dir: anchorDir });
    expect((await history().expect(200)).body.integrity).toEqual({
      verified: true,
      reason: null,
      anchoredAt: anchor!.at,
    });

    await forgeStream(db, caseStreamId(caseId), {
      sql: `UPDATE es.events SET created_at = created_at - interval '1 day' WHERE stream_id = $1 AND stream_position = 1`,
      params: [caseStreamId(caseId)],
    });
    expect((await history().expect(200)).body.integrity).toEqual({
      verified: false,
      reason: 'differs from the anchored head (rewritten since the anchor)',
      anchoredAt: anchor!.at,
    });
    rmSync(anchorDir, { recursive: true, force: true });
  });
});
