import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../jobs/jobs.service';
import { ProviderEventHandler } from '../payments/handle-provider-event/provider-event.handler';
import type { GatewayEvent } from '../payments/payment-gateway';
import { nextTestCard } from '../testing/payments/test-cards';
import { bearer, emailHashOf, markEmailVerified, registerUser, TEST_PASSWORD, uniqueEmail } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

const form = () => ({
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
});

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const FAILS_LATER = '4000 0000 0000 0341';
const DECLINED = '4000 0000 0000 0002';

describe('subscriptions (sandbox gateway, test clock)', () => {
  let t: TestApp;
  let db: DataSource;

  const post = (path: string, token: string | null, body: object = {}) => {
    const r = request(t.http).post(path);
    return (token ? r.set(bearer(token)) : r).send(body);
  };
  const status = async (token: string) =>
    (await request(t.http).get('/api/subscription/status').set(bearer(token)).expect(200)).body;
  const confirm = (clientSecret: string, cardNumber = nextTestCard()) =>
    post('/api/sandbox/confirm', null, { ...CARD, clientSecret, cardNumber }).expect(200);
  const advance = (token: string, days: number) =>
    post('/api/sandbox/test-clock/advance', token, { days }).expect(200);
  const openCase = async (token: string) =>
    (await post('/api/cases', token, { formData: form() }).expect(201)).body;
  const streamTypes = async (streamId: string): Promise<string[]> =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        streamId,
      ])
    ).map((r: { event_type: string }) => r.event_type);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0].n);

  /** A new visitor signs up for a plan with the trial card (or another card); returns their token and secret. */
  const trial = async (plan = 'suego', cardNumber = nextTestCard()) => {
    const email = uniqueEmail('sub');
    const res = await post('/api/create-subscription-with-signup', null, {
      plan,
      name: 'Ana Díaz',
      email,
      password: TEST_PASSWORD,
    }).expect(200);
    await confirm(res.body.clientSecret, cardNumber);
    return { token: res.body.token as string, body: res.body, email };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('trial sign-up: a seti_ secret, the card saved through the sandbox, then trialing with the first charge date', async () => {
    const email = uniqueEmail('trial');
    const res = await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      name: 'Ana Díaz',
      email,
      password: TEST_PASSWORD,
    }).expect(200);
    expect(res.body).toMatchObject({ success: true, isFree: false, status: 'incomplete' });
    expect(res.body.clientSecret).toMatch(/^seti_[A-Za-z0-9]+_secret_/);
    expect(typeof res.body.token).toBe('string');
    expect((await status(res.body.token)).subscription.status).toBe('incomplete');
    expect((await status(res.body.token)).hasActiveSubscription).toBe(false);

    expect((await confirm(res.body.clientSecret)).body).toEqual({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    const after = await status(res.body.token);
    expect(after.hasActiveSubscription).toBe(true);
    expect(after.accessTier).toBe('suego');
    expect(after.subscription).toMatchObject({
      status: 'trialing',
      plan: 'suego',
      planName: 'SueGo',
      amount: 2900,
      documentsPerPeriod: 3,
      documentsRemaining: 3,
      cancelAtPeriodEnd: false,
    });
    const days =
      (Date.parse(after.subscription.trialEnd) - Date.parse(after.subscription.currentPeriodStart)) /
      86_400_000;
    expect(days).toBe(7);
    // activate-subscription-after-setup afterwards finds nothing new to do.
    const seti = res.body.clientSecret.split('_secret_')[0];
    expect(
      (
        await post('/api/activate-subscription-after-setup', res.body.token, { setupIntentId: seti }).expect(
          200,
        )
      ).body,
    ).toEqual({ success: true, status: 'trialing' });
    expect(await streamTypes(`subscription-${after.subscription.id}`)).toEqual([
      'SubscriptionStarted',
      'SubscriptionActivated',
    ]);
    // The card saved at trial start is listed.
    const cards = (await request(t.http).get('/api/payment-methods').set(bearer(res.body.token)).expect(200))
      .body.paymentMethods;
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        isDefault: true,
      },
    ]);
  });

  it('a subscriber’s case is covered: status subscription, events on both streams, a document job; the 4th goes to checkout', async () => {
    const { token } = await trial('suego');
    const sub = (await status(token)).subscription;
    const first = await openCase(token);
    expect(first.status).toBe('subscription');
    expect(await streamTypes(`case-${first.id}`)).toEqual(['CaseOpened', 'CaseCoveredBySubscription']);
    expect(await streamTypes(`subscription-${sub.id}`)).toContain('DocumentAllowanceUsed');
    await openCase(token);
    await openCase(token);
    expect((await status(token)).subscription.documentsRemaining).toBe(0);
    const fourth = await openCase(token);
    expect(fourth.status).toBe('pending');
    const caseRow = (await request(t.http).get(`/api/cases/${first.id}`).set(bearer(token)).expect(200)).body;
    expect(caseRow.status).toMatch(/subscription|completed/);
    // The process manager queues the document for the covered case.
    for (
      let i = 0;
      i < 50 &&
      (await count(
        `SELECT count(*)::int AS n FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1`,
        [first.id],
      )) === 0;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      await count(
        `SELECT count(*)::int AS n FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1`,
        [first.id],
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1`,
        [fourth.id],
      ),
    ).toBe(0);
    // The existing process manager and job drafted it: the case has its document.
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    try {
      for (let i = 0; i < 300; i++) {
        const current = (await request(t.http).get(`/api/cases/${first.id}`).set(bearer(token)).expect(200))
          .body;
        if (current.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await streamTypes(`case-${first.id}`)).toEqual(
        expect.arrayContaining(['CaseOpened', 'CaseCoveredBySubscription', 'DocumentGenerated']),
      );
    } finally {
      await t.app.get(JobsService).stopWorker();
    }
  });

  it('10 parallel case creations with 3 documents left cover exactly 3', async () => {
    const { token } = await trial('suego');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/cases', token, { formData: form() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.filter((r) => r.body.status === 'subscription')).toHaveLength(3);
    expect(results.filter((r) => r.body.status === 'pending')).toHaveLength(7);
    const sub = (await status(token)).subscription;
    expect(
      (await streamTypes(`subscription-${sub.id}`)).filter((e) => e === 'DocumentAllowanceUsed'),
    ).toHaveLength(3);
    expect(sub.documentsUsed).toBe(3);
  });

  it('SuePro is unlimited', async () => {
    const { token } = await trial('suepro');
    for (let i = 0; i < 4; i++) expect((await openCase(token)).status).toBe('subscription');
    expect((await status(token)).subscription).toMatchObject({
      documentsPerPeriod: null,
      documentsRemaining: null,
      planName: 'SuePro Business',
    });
  });

  it('the clock past the trial charges the card: active, a new period, the allowance starts again', async () => {
    const { token } = await trial('suego');
    await openCase(token);
    const before = (await status(token)).subscription;
    expect(before.documentsUsed).toBe(1);
    await advance(token, 8);
    const after = (await status(token)).subscription;
    expect(after).toMatchObject({ status: 'active', documentsUsed: 0, trialEnd: null });
    expect(after.currentPeriodStart).toBe(before.trialEnd);
    expect(Date.parse(after.currentPeriodEnd) - Date.parse(after.currentPeriodStart)).toBe(30 * 86_400_000);
    const types = await streamTypes(`subscription-${after.id}`);
    expect(types.filter((e) => e === 'SubscriptionRenewed')).toHaveLength(1);
    // Another month: renewed again.
    await advance(token, 30);
    expect(
      (await streamTypes(`subscription-${after.id}`)).filter((e) => e === 'SubscriptionRenewed'),
    ).toHaveLength(2);
  });

  it('a card whose charges fail: past_due at trial end, retried on days 3, 5 and 7, then canceled (ADR 060)', async () => {
    const { token } = await trial('suego', FAILS_LATER);
    expect((await status(token)).subscription.status).toBe('trialing');
    await advance(token, 7);
    let s = (await status(token)).subscription;
    expect(s).toMatchObject({ status: 'past_due', lastPaymentError: 'Your card was declined.' });
    expect((await status(token)).hasActiveSubscription).toBe(false);
    expect((await openCase(token)).status).toBe('pending');
    await advance(token, 3);
    await advance(token, 2);
    s = (await status(token)).subscription;
    expect(s.status).toBe('past_due');
    await advance(token, 2);
    s = (await status(token)).subscription;
    expect(s.status).toBe('canceled');
    const types = await streamTypes(`subscription-${s.id}`);
    expect(types.filter((e) => e === 'SubscriptionPaymentFailed')).toHaveLength(3);
    expect(types.at(-1)).toBe('SubscriptionEnded');
  });

  it('cancel with a reason at period end, reactivate, cancel again, and the period end ends it', async () => {
    const { token } = await trial('suego');
    const tooLong = await post('/api/subscriptions/cancel', token, {
      immediate: false,
      reason: 'x'.repeat(201),
    }).expect(400);
    expect(tooLong.body.message).toMatch(/^reason/);
    await post('/api/subscriptions/reactivate', token).expect(409);
    await post('/api/subscriptions/cancel', token, {
      immediate: false,
      reason: 'Too expensive for me right now',
    }).expect(200);
    expect((await status(token)).subscription).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      cancellationReason: 'Too expensive for me right now',
    });
    await post('/api/subscriptions/reactivate', token).expect(200);
    expect((await status(token)).subscription.cancelAtPeriodEnd).toBe(false);
    await post('/api/subscriptions/cancel', token, { immediate: false }).expect(200);
    await advance(token, 8);
    const s = await status(token);
    expect(s.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(s.hasActiveSubscription).toBe(false);
    await post('/api/subscriptions/cancel', token, { immediate: true }).expect(404);
  });

  it('immediate cancel ends the subscription now', async () => {
    const { token } = await trial('suepro');
    await post('/api/subscriptions/cancel', token, { immediate: true }).expect(200);
    expect((await status(token)).subscription.status).toBe('canceled');
  });

  it('SUEGOFREE: no card, a free first month once verified, redeemed once per account; a second subscription is refused', async () => {
    const email = uniqueEmail('free');
    const signup = await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      promoCode: ' suegofree ',
      name: 'Free User',
      email,
      password: TEST_PASSWORD,
    }).expect(200);
    // ADR 210: the free month waits for the verified email.
    expect(signup.body).toMatchObject({ success: true, status: 'awaiting_verification', emailVerification: 'required' });
    await markEmailVerified(t, { id: signup.body.user.id, email });
    const res = await post('/api/create-subscription', signup.body.token, { plan: 'suego', promoCode: ' suegofree ' }).expect(200);
    expect(res.body).toMatchObject({ isFree: true, clientSecret: null, status: 'active' });
    res.body.token = signup.body.token;
    const s = (await status(res.body.token)).subscription;
    expect(s).toMatchObject({ status: 'active', promoCode: 'SUEGOFREE' });
    expect(Date.parse(s.currentPeriodEnd) - Date.parse(s.currentPeriodStart)).toBe(30 * 86_400_000);
    expect((await openCase(res.body.token)).status).toBe('subscription');
    const again = await post('/api/create-subscription', res.body.token, { plan: 'suepro' }).expect(409);
    expect(again.body.message).toBe('You already have a subscription');
    await post('/api/subscriptions/cancel', res.body.token, { immediate: true }).expect(200);
    const reuse = await post('/api/create-subscription', res.body.token, {
      plan: 'suego',
      promoCode: 'SUEGOFREE',
    }).expect(409);
    expect(reuse.body.message).toBe('You have already used this promo code');
    expect(
      await count(
        `SELECT count(*)::int AS n FROM es.events WHERE stream_id = 'promotion-SUEGOFREE' AND data->>'userId' = $1`,
        [s.userId],
      ),
    ).toBe(1);
  });

  it('10 parallel subscribe requests with a promo: one subscription, one redemption', async () => {
    const user = await registerUser(t.http);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/create-subscription', user.token, { plan: 'suepro', promoCode: 'BETA2024' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.subscriptionId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.clientSecret)).size).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM es.events WHERE stream_id = 'promotion-BETA2024' AND data->>'userId' = $1`,
        [user.user.id],
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'SubscriptionStarted' AND data->>'userId' = $1`,
        [user.user.id],
      ),
    ).toBe(1);
    const v = await post('/api/validate-promo', null, { code: 'beta2024', plan: 'suepro' }).expect(200);
    expect(v.body).toEqual({
      valid: true,
      code: 'BETA2024',
      description: '$29.00 off',
      originalAmount: 9900,
      discountAmount: 2900,
      finalAmount: 7000,
    });
  });

  it('a double-clicked sign-up creates one account and one subscription', async () => {
    const body = { plan: 'suego', name: 'Double Click', email: uniqueEmail('dbl'), password: TEST_PASSWORD };
    const [a, b] = await Promise.all([
      post('/api/create-subscription-with-signup', null, body),
      post('/api/create-subscription-with-signup', null, body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.subscriptionId).toBe(b.body.subscriptionId);
    expect(a.body.clientSecret).toBe(b.body.clientSecret);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE email_hash = $1`, [emailHashOf(t, body.email)])).toBe(
      1,
    );
    const wrong = await post('/api/create-subscription-with-signup', null, {
      ...body,
      password: 'another long password',
    });
    expect(wrong.status).toBe(409);
  });

  it('a declined card does not trap the user: retry the same setup with another card, or switch to a promo', async () => {
    const a = await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      name: 'A',
      email: uniqueEmail('decl'),
      password: TEST_PASSWORD,
    }).expect(200);
    expect((await confirm(a.body.clientSecret, DECLINED)).body).toEqual({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await status(a.body.token)).subscription.status).toBe('incomplete');
    // The same sign-up again hands out the same setup; a good card now succeeds.
    const again = await post('/api/create-subscription', a.body.token, { plan: 'suego' }).expect(200);
    expect(again.body.clientSecret).toBe(a.body.clientSecret);
    await confirm(a.body.clientSecret);
    expect((await status(a.body.token)).subscription.status).toBe('trialing');

    const b = await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      name: 'B',
      email: uniqueEmail('decl'),
      password: TEST_PASSWORD,
    }).expect(200);
    await confirm(b.body.clientSecret, DECLINED);
    await post('/api/validate-promo', null, { code: 'SUEGOFREE', plan: 'suego' }).expect(200);
    await markEmailVerified(t, { id: b.body.user.id, email: b.body.user.email });
    const free = await post('/api/create-subscription', b.body.token, {
      plan: 'suego',
      promoCode: 'SUEGOFREE',
    }).expect(200);
    expect(free.body).toMatchObject({ isFree: true, status: 'active', clientSecret: null });
    // The replaced subscription's setup can no longer save a card (a stale tab).
    await post('/api/sandbox/confirm', null, { ...CARD, clientSecret: b.body.clientSecret }).expect(400);
    const history = await db.query(
      `SELECT status FROM rm_subscriptions WHERE user_id = (SELECT user_id FROM rm_subscriptions WHERE id = $1) ORDER BY created_at`,
      [free.body.subscriptionId],
    );
    expect(history.map((r: { status: string }) => r.status)).toEqual(['canceled', 'active']);
  });

  it('promo codes no longer make a per-document purchase free (issue 11 #2)', async () => {
    const user = await registerUser(t.http);
    const { id } = await openCase(user.token);
    for (const promoCode of ['SUEGOFREE', ' beta2024 ']) {
      const res = await post('/api/create-payment-intent', user.token, { caseId: id, promoCode }).expect(400);
      expect(res.body.message).toMatch(/^promoCode: Promo codes apply to subscription plans only/);
    }
    await post('/api/validate-promo', null, { code: 'SUEGOFREE', plan: 'demand_letter' }).expect(400);
    expect(await streamTypes(`case-${id}`)).toEqual(['CaseOpened']);
    expect(
      (await post('/api/create-payment-intent', user.token, { caseId: id }).expect(200)).body.finalAmount,
    ).toBe(500);
  });

  it('payment methods: add through a setup intent, set default, remove; another user’s card is 404', async () => {
    const { token } = await trial('suego');
    const setup = await post('/api/create-setup-intent', token, {}).expect(200);
    await post('/api/sandbox/confirm', null, {
      ...CARD,
      cardNumber: '5555 5555 5555 4444',
      clientSecret: setup.body.clientSecret,
    }).expect(200);
    let cards = (await request(t.http).get('/api/payment-methods').set(bearer(token)).expect(200)).body
      .paymentMethods;
    expect(cards).toHaveLength(2);
    const master = cards.find((c: { brand: string }) => c.brand === 'mastercard');
    await post('/api/payment-methods', token, { paymentMethodId: master.id }).expect(200);
    cards = (await post(`/api/payment-methods/${master.id}/default`, token).expect(200)).body.paymentMethods;
    expect(cards.find((c: { id: string }) => c.id === master.id).isDefault).toBe(true);

    const other = await registerUser(t.http);
    await request(t.http).delete(`/api/payment-methods/${master.id}`).set(bearer(other.token)).expect(404);
    await post('/api/payment-methods', other.token, { payment_method_id: master.id }).expect(404);
    await post('/api/payment-methods', other.token, { payment_method_id: 'nope' }).expect(400);
    await request(t.http).delete('/api/payment-methods/pm_doesnotexist').set(bearer(token)).expect(404);

    cards = (await request(t.http).delete(`/api/payment-methods/${master.id}`).set(bearer(token)).expect(200))
      .body.paymentMethods;
    expect(cards).toHaveLength(1);
    expect(cards[0].isDefault).toBe(true);
  });

  it('the pre-created setup intent path: create-setup-intent for a plan, confirm, activate-subscription-after-setup', async () => {
    const user = await registerUser(t.http);
    const setup = await post('/api/create-setup-intent', user.token, { plan: 'suepro' }).expect(200);
    await post('/api/activate-subscription-after-setup', user.token, {
      setupIntentId: setup.body.setupIntentId,
    }).expect(409);
    await confirm(setup.body.clientSecret);
    const other = await registerUser(t.http);
    await post('/api/activate-subscription-after-setup', other.token, {
      setupIntentId: setup.body.setupIntentId,
    }).expect(404);
    expect(
      (
        await post('/api/complete-payment-setup', user.token, {
          setupIntentId: setup.body.setupIntentId,
          email: user.email,
        }).expect(200)
      ).body,
    ).toEqual({ success: true, status: 'trialing' });
    expect(
      (
        await post('/api/activate-subscription-after-setup', user.token, {
          setupIntentId: setup.body.setupIntentId,
        }).expect(200)
      ).body.status,
    ).toBe('trialing');
    expect((await status(user.token)).subscription).toMatchObject({ plan: 'suepro', status: 'trialing' });
    await post('/api/activate-subscription-after-setup', user.token, { setupIntentId: 'pi_123' }).expect(400);
  });

  it('bad input names the field and writes nothing', async () => {
    const user = await registerUser(t.http);
    const before = await count(`SELECT count(*)::int AS n FROM es.events`);
    expect(
      (await post('/api/create-subscription', user.token, { plan: 'gold' }).expect(400)).body.message,
    ).toMatch(/^plan/);
    expect(
      (await post('/api/create-subscription', user.token, { plan: 'suego', promoCode: 'NOPE' }).expect(400))
        .body.message,
    ).toBe('Invalid Promo Code');
    const email = uniqueEmail('bad');
    await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      promoCode: 'NOPE',
      name: 'X',
      email,
      password: TEST_PASSWORD,
    }).expect(400);
    await post('/api/login', null, { email, password: TEST_PASSWORD }).expect(401);
    expect((await post('/api/subscriptions/cancel', user.token, {}).expect(404)).body.message).toBe(
      'You have no subscription',
    );
    for (const reason of ['bad\u0000byte', 'lone \ud800 surrogate']) {
      const res = await post('/api/subscriptions/cancel', user.token, { reason }).expect(400);
      expect(res.body.message).toMatch(/^reason must (not contain|be valid Unicode text)/);
    }
    const badEmail = await post('/api/complete-payment-setup', user.token, {
      setupIntentId: 'seti_x',
      email: 'a\udc00@example.com',
    }).expect(400);
    expect(badEmail.body.message).toMatch(/^email/);
    await post('/api/subscriptions/reactivate', user.token).expect(404);
    expect(
      (await post('/api/sandbox/test-clock/advance', user.token, { days: 0 }).expect(400)).body.message,
    ).toMatch(/^days/);
    await request(t.http).get('/api/subscription/status').expect(401);
    expect(await count(`SELECT count(*)::int AS n FROM es.events`)).toBe(before);
    expect(await status(user.token)).toEqual({
      subscription: null,
      hasActiveSubscription: false,
      accessTier: 'none',
      trialAvailable: true,
    });
  });

  it('provider events: duplicates, and the whole history redelivered shuffled, change nothing (R1, R17)', async () => {
    const { token } = await trial('suego');
    await advance(token, 8);
    const sub = (await status(token)).subscription;
    const events: GatewayEvent[] = (
      await db.query(`SELECT data FROM sandbox.events WHERE object_id = $1 ORDER BY seq`, [
        sub.stripeSubscriptionId,
      ])
    ).map((r: { data: GatewayEvent }) => r.data);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'customer.subscription.trial_will_end',
        'invoice.paid',
        'customer.subscription.updated',
      ]),
    );
    const before = await streamTypes(`subscription-${sub.id}`);
    const handler = t.app.get(ProviderEventHandler);
    const shuffled = [...events, ...events].sort(() => Math.random() - 0.5);
    const outcomes = await Promise.all(shuffled.map((e) => handler.handle(e)));
    expect(outcomes.every((o) => o.outcome === 'duplicate')).toBe(true);
    // New event ids for the same objects (a backlog replayed by the provider): re-fetched, converged, nothing new.
    for (const e of shuffled) await handler.handle({ ...e, id: `${e.id}x` });
    expect(await streamTypes(`subscription-${sub.id}`)).toEqual(before);
  });
});
