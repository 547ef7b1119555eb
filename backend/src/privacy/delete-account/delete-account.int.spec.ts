import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventStore } from '../../event-store/event-store';
import { CaseQueries } from '../../case-file/intake/get-case/case-queries';
import { SubscriptionQueries } from '../../subscriptions/subscription-queries';
import { execSql } from '../../database/sql';
import { verifyEventChain } from '../../event-store/postgres/verify-chain';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../jobs/jobs.service';
import { bearer, markEmailVerified, registerUser, staffBearer, TEST_PASSWORD, type RegisteredUser, verifiedRoleSession } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ALL_PROJECTIONS } from '../../all-projections';
import { rebuildProjection } from '../../rebuild-projections';
import { fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';
import { dumpDatabase, findIn } from '../../testing/privacy/database-dump';
import { allEventsVisible } from '../../testing/privacy/privacy-store';
import { PasswordResetService } from '../../identity/password-reset/password-reset.service';

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/** Answers full of strings that appear nowhere else, so a dump can be searched for them. */
const form = (who: string) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: `${who} Vandermolen`,
  plaintiffEmail: `${who.toLowerCase()}.claimant@example.org`,
  plaintiffAddress: `31 ${who} Orchard Way, Fresno, CA 93701`,
  plaintiffPhone: '559-867-5309',
  defendantName: `${who} Defendant Brightwater LLC`,
  defendantAddress: `77 ${who} Harbor Blvd, Oakland, CA 94607`,
  disputeDescription: `Built the ${who} storefront website; the invoice went unpaid.`,
  amountClaimed: '2500.00',
  incidentDate: '2026-08-01',
  attemptedResolution: `Phoned ${who}'s office manager twice.`,
  evidenceDescription: `Signed ${who} contract and invoice.`,
  documentType: 'demand_letter',
  agreedToTerms: true,
});

describe('account deletion and crypto-shredding (POST /api/account/delete)', () => {
  let t: TestApp;
  let db: DataSource;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let aliceCase: string;
  let bobCase: string;
  const secrets = [
    'Quillon', // in alice's name, case answers, title, documents
    'Quillon Vandermolen',
    'quillon.claimant@example.org',
    'Quillon Orchard Way',
    'Quillon Harbor Blvd',
    'Quillon storefront',
    'Exhibit Q: the Quillon delivery receipt',
    'Moving to a cheaper Quillon plan',
    'Quillon ticket about my letter',
    'Where is the Quillon PDF?',
    'Quillon referral: the storefront client will not pay',
    '559-555-0199',
  ];

  const post = (path: string, token: string, body: object = {}) => request(t.http).post(path).set(bearer(token)).send(body);
  const getCase = async (token: string, id: string) =>
    (await request(t.http).get(`/api/cases/${id}`).set(bearer(token)).expect(200)).body;
  const waitForStatus = async (token: string, id: string, status: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const c = await getCase(token, id);
      if (c.status === status) return c;
      if (Date.now() > deadline) throw new Error(`case ${id} stayed ${c.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    alice = await registerUser(t.http, { name: 'Quillon Vandermolen', email: 'quillon.account@example.net' });
    bob = await registerUser(t.http, { name: 'Bob Keepwell' });

    // Alice: a paid case, drafted and printed, an edited revision; a plan cancelled with a reason; a reset email.
    aliceCase = (await post('/api/cases', alice.token, { formData: form('Quillon') }).expect(201)).body.id;
    const intent = await post('/api/create-payment-intent', alice.token, { caseId: aliceCase }).expect(200);
    await request(t.http).post('/api/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, ...CARD }).expect(200);
    const done = await waitForStatus(alice.token, aliceCase, 'completed');
    await post(`/api/cases/${aliceCase}/revisions`, alice.token, {
      content: `${done.documentContent as string}\nP.S. Exhibit Q: the Quillon delivery receipt.`,
      editSummary: 'Added the Quillon receipt',
      baseVersion: '1.0',
    }).expect(201);
    await markEmailVerified(t, { id: alice.user.id, email: alice.email });
    await post('/api/create-subscription', alice.token, { plan: 'suego', promoCode: 'SUEGOFREE' }).expect(200);
    await post('/api/subscriptions/cancel', alice.token, { immediate: false, reason: 'Moving to a cheaper Quillon plan' }).expect(200);
    await request(t.http).post('/api/auth/password-reset').send({ email: alice.email }).expect(202);
    await t.app.get(PasswordResetService).settled();
    // A support request filed while signed in, an attorney referral (included with the plan), and an auditor's
    // lookup of her email: each holds her personal data in an event, a read model or an email.
    await post('/api/support', alice.token, {
      name: 'Quillon Vandermolen', email: alice.email, subject: 'Quillon ticket about my letter', message: 'Where is the Quillon PDF?',
    }).expect(201);
    await insertAttorneys(t, [fixtureAttorney({ name: 'Erasure Attorney', state: 'CA' }), fixtureAttorney({ name: 'Erasure Second', state: 'CA' })]);
    await post('/api/attorney-referrals', alice.token, {
      caseType: 'contract', state: 'CA', description: 'Quillon referral: the storefront client will not pay',
      contactEmail: alice.email, contactPhone: '559-555-0199',
    }).expect(200);
    const auditor = await registerUser(t.http, { name: 'Ada Lookup' });
    auditor.token = await verifiedRoleSession(t, auditor.user.id, 'auditor');
    await request(t.http).get(`/api/audit/cases?email=${encodeURIComponent(alice.email)}`).set(bearer(auditor.token)).expect(200);

    bobCase = (await post('/api/cases', bob.token, { formData: form('Bobbington') }).expect(201)).body.id;
  }, 90_000);
  afterAll(() => t.close());

  it('holds Alice’s personal data in readable form only through the app before the deletion', async () => {
    const dump = await dumpDatabase(db);
    // Every copy is sealed (the event log, read rows, the account, the outbox, PDFs, the sandbox customer: ADRs
    // 120, 127-129): the dump holds none of it in plain text, while the app opens it for Alice.
    expect(findIn(dump, [...secrets, 'Quillon Vandermolen', alice.email])).toEqual([]);
    const me = (await request(t.http).get('/api/auth/me').set(bearer(alice.token)).expect(200)).body;
    expect({ name: me.name, email: me.email }).toEqual({
      name: 'Quillon Vandermolen',
      email: alice.email,
    });
    expect((await getCase(alice.token, aliceCase)).formData.plaintiffName).toBe('Quillon Vandermolen');
    const { rows: pdfs } = await execSql(db, `SELECT 1 FROM document_pdfs`);
    expect(pdfs.length).toBeGreaterThan(0);
  });

  it('refuses a confirmation that is not the account’s email with a 400 naming confirmEmail, and changes nothing', async () => {
    const wrong = await post('/api/account/delete', alice.token, { confirmEmail: bob.email }).expect(400);
    expect(wrong.body.message).toMatch(/^confirmEmail/);
    const missing = await post('/api/account/delete', alice.token, {}).expect(400);
    expect(missing.body.message).toMatch(/^confirmEmail/);
    await request(t.http).post('/api/account/delete').send({ confirmEmail: alice.email }).expect(401);
    expect((await getCase(alice.token, aliceCase)).formData.plaintiffName).toBe('Quillon Vandermolen');
  });

  it('deletes the account: sessions end, the sign-in fails, the plan ends, and no copy of the personal data is left', async () => {
    const second = (await request(t.http).post('/api/auth/login').send({ email: alice.email, password: TEST_PASSWORD }).expect(200))
      .body.token as string;
    await post('/api/account/delete', alice.token, { confirmEmail: `  ${alice.email.toUpperCase()} ` }).expect(204);

    await request(t.http).get('/api/auth/me').set(bearer(alice.token)).expect(401);
    await request(t.http).get('/api/auth/me').set(bearer(second)).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: alice.email, password: TEST_PASSWORD }).expect(401);
    const { rows: sessions } = await execSql(db, `SELECT 1 FROM sessions WHERE user_id = $1`, [alice.user.id]);
    expect(sessions).toEqual([]);

    const dump = await dumpDatabase(db);
    expect(findIn(dump, [...secrets, alice.email])).toEqual([]);
    // Bob's data is all there, readable by Bob (sealed on disk like Alice's was).
    expect(findIn(dump, ['Bob Keepwell', bob.email])).toEqual([]);
    const bobMe = (await request(t.http).get('/api/auth/me').set(bearer(bob.token)).expect(200)).body;
    expect(bobMe.email).toBe(bob.email);
    expect((await getCase(bob.token, bobCase)).formData.plaintiffName).toBe('Bobbington Vandermolen');

    // The legal record: the case's events are all still there, the payment intact, personal fields "[erased]".
    const staff = await staffBearer(t);
    const history = (await request(t.http).get(`/api/audit/cases/${aliceCase}/history`).set(staff).expect(200)).body;
    const types = history.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['CaseOpened', 'PaymentSucceeded', 'DocumentGenerated', 'RevisionSaved']));
    expect(history.events[0].summary).toBe('Case opened: [erased], $2,500.00 claimed in CA (demand letter)');
    expect(history.events.find((e: { type: string }) => e.type === 'PaymentSucceeded').summary).toMatch(
      /^Payment of \$5\.00 received \(pi_/,
    );
    const { rows: payments } = await execSql<{ amount: number; status: string }>(
      db,
      `SELECT amount, status FROM rm_payments WHERE case_id = $1`,
      [aliceCase],
    );
    expect(payments).toEqual([expect.objectContaining({ amount: 500, status: 'succeeded' })]);
    // The billing history keeps amount, date and reference; the card's digits are erased (ADR 124, issue 27).
    const { rows: lines } = await execSql<Record<string, unknown>>(
      db,
      `SELECT amount, receipt_number, provider_payment_id, occurred_at, card_last4 FROM rm_billing_history WHERE user_id = $1`,
      [alice.user.id],
    );
    expect(lines).toEqual([
      {
        amount: 500,
        receipt_number: expect.stringMatching(/^SG-\d{8}$/),
        provider_payment_id: expect.stringMatching(/^pi_/),
        occurred_at: expect.any(Date),
        card_last4: '[erased]',
      },
    ]);
    const subs = await t.app.get(SubscriptionQueries).forUser(alice.user.id);
    expect(subs.map((s) => ({ status: s.status, cancellation_reason: s.cancellation_reason }))).toEqual([
      { status: 'canceled', cancellation_reason: '[erased]' },
    ]);
    expect((await verifyEventChain(db)).ok).toBe(true);
  });

  it('every projection rebuilt from the log afterwards still holds no plaintext of Alice', async () => {
    const store = t.app.get(EventStore);
    await allEventsVisible(store, db);
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(db, projection.name, { store });
    const dump = await dumpDatabase(db);
    expect(findIn(dump, [...secrets, alice.email])).toEqual([]);
    const row = await t.app.get(CaseQueries).findById(aliceCase);
    expect(row?.title).toBe('[erased]');
    // Sealed under a key that is gone: the whole answers read as erased (docs/adr/127).
    expect(row?.formData).toEqual({});
    expect((await getCase(bob.token, bobCase)).title).toBe('Unpaid Work v. Bobbington Defendant Brightwater LLC');
  });
});
