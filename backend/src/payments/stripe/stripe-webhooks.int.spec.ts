import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { eventually } from '../../testing/event-store/pg-store';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Job } from '../../jobs/job';
import { JobsService } from '../../jobs/jobs.service';
import {
  RefundDuplicatePaymentJob,
  type RefundDuplicatePaymentPayload,
} from '../../case-file/checkout/refund-duplicate-payment.job';
import { FakeStripeServer } from '../../testing/payments/fake-stripe-server';
import { STRIPE_API_VERSION } from './stripe-payment-gateway';

const WEBHOOK_SECRET = 'whsec_suego_test_endpoint';

const form = {
  caseType: 'security-deposit',
  state: 'TX',
  plaintiffName: 'Sam Tenant',
  plaintiffEmail: 'sam@example.com',
  plaintiffAddress: '1 Elm St, Austin, TX',
  plaintiffPhone: '',
  defendantName: 'Lone Star Rentals',
  defendantAddress: '9 Main St, Austin, TX',
  disputeDescription: 'Deposit of $1,200 not returned.',
  amountClaimed: '1200.00',
  incidentDate: '2026-09-01',
  attemptedResolution: '',
  evidenceDescription: '',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

describe('Stripe mode: checkout and webhooks (fake Stripe API on 127.0.0.1)', () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let owner: RegisteredUser;
  let db: DataSource;

  const openCase = async () =>
    (await request(t.http).post('/api/cases').set(bearer(owner.token)).send({ formData: form }).expect(201))
      .body.id as string;
  const checkout = (caseId: string) =>
    request(t.http).post('/api/create-payment-intent').set(bearer(owner.token)).send({ caseId, amount: 1 });
  const deliver = (payload: string, signature?: string) => {
    const req = request(t.http).post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    return (signature === undefined ? req : req.set('Stripe-Signature', signature)).send(payload);
  };
  const signed = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return { payload, signature: FakeStripeServer.sign(payload, secret) };
  };
  const typesOf = async (caseId: string): Promise<string[]> =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        `case-${caseId}`,
      ])
    ).map((r: { event_type: string }) => r.event_type);
  const eventCount = async () => Number((await db.query(`SELECT count(*)::int AS n FROM es.events`))[0].n);
  const providerStream = async (evtId: string) =>
    Number(
      (
        await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [
          `provider-event-${evtId}`,
        ])
      )[0].n,
    );
  const caseStatus = async (caseId: string) =>
    (await request(t.http).get(`/api/cases/${caseId}`).set(bearer(owner.token)).expect(200)).body.status;

  beforeAll(async () => {
    fake = await new FakeStripeServer().start();
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: 'off',
        STRIPE_SECRET_KEY: 'sk_test_suego',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_suego',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    owner = await registerUser(t.http, { name: 'Sam Tenant' });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('serves the publishable key and hides the sandbox confirmation', async () => {
    expect((await request(t.http).get('/api/config').expect(200)).body).toEqual({
      paymentMode: 'stripe',
      stripePublishableKey: 'pk_test_suego',
      testMode: ['letters are not really mailed'], // real payments; the mail provider is still the sandbox
    });
    const res = await request(t.http).post('/api/sandbox/confirm').send({ clientSecret: 'x' }).expect(404);
    expect(res.body.message).toBe('Cannot POST /api/sandbox/confirm');
  });

  it('creates the intent at Stripe with the catalog price, the case metadata and a deterministic idempotency key', async () => {
    const caseId = await openCase();
    const res = await checkout(caseId).expect(200);
    expect(res.body).toMatchObject({ amount: 500, finalAmount: 500, currency: 'usd' });
    const reqs = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.form['metadata[caseId]'] === caseId);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.form).toMatchObject({
      amount: '500',
      currency: 'usd',
      'metadata[caseId]': caseId,
      'metadata[userId]': owner.user.id,
      'metadata[documentType]': 'demand_letter',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(reqs[0]!.headers['idempotency-key']).toBe(`pi:create:${caseId}:500`);
    expect(reqs[0]!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(res.body.clientSecret).toBe(fake.objects.get(res.body.paymentIntentId)!.client_secret);
  });

  it('ten parallel calls create one intent at Stripe and one CheckoutStarted', async () => {
    const caseId = await openCase();
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(caseId)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.paymentIntentId)).size).toBe(1);
    expect(
      fake.ofType('payment_intent').filter((pi) => (pi.metadata as Record<string, string>).caseId === caseId),
    ).toHaveLength(1);
    const keys = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.form['metadata[caseId]'] === caseId)
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set([`pi:create:${caseId}:500`]));
    expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted']);
  });

  it('an intent that succeeded before its webhook arrived: checkout records the payment and answers 409', async () => {
    const caseId = await openCase();
    const { paymentIntentId } = (await checkout(caseId).expect(200)).body;
    const event = fake.createEvent('payment_intent.succeeded', fake.succeed(paymentIntentId));
    expect((await checkout(caseId).expect(409)).body.message).toBe('This case is already paid for');
    expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentSucceeded']);
    // The webhook, when it comes, is recorded and changes nothing more.
    const { payload, signature } = signed(event);
    await deliver(payload, signature).expect(200);
    expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentSucceeded']);
    expect(await providerStream(event.id)).toBe(1);
  });

  describe('webhooks', () => {
    it('a signed payment_intent.succeeded pays the case; 5 concurrent + 2 more deliveries pay it once, all 2xx', async () => {
      const caseId = await openCase();
      const { paymentIntentId } = (await checkout(caseId).expect(200)).body;
      const event = fake.createEvent('payment_intent.succeeded', fake.succeed(paymentIntentId));
      const { payload, signature } = signed(event);

      const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
      const sequential = [await deliver(payload, signature), await deliver(payload, signature)];
      const all = [...concurrent, ...sequential];
      expect(all.map((r) => r.status)).toEqual(Array(7).fill(200));
      expect(all.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
      expect(all.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(6);

      expect((await typesOf(caseId)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
      expect(await providerStream(event.id)).toBe(1);
      const [paid] = await db.query(
        `SELECT data, metadata FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentSucceeded'`,
        [`case-${caseId}`],
      );
      expect(paid.data).toMatchObject({ caseId, paymentIntentId, amount: 500, currency: 'usd' });
      expect(paid.metadata).toMatchObject({ causationId: event.id, actor: null });
      await eventually(async () => (await caseStatus(caseId)) === 'paid', 5_000);

      // The intent was re-fetched before acting.
      expect(fake.requestsTo('GET', `/v1/payment_intents/${paymentIntentId}`).length).toBeGreaterThanOrEqual(
        1,
      );

      // Another event about the same intent (a different evt_) cannot pay twice; a late failure changes nothing.
      const second = signed(fake.createEvent('payment_intent.succeeded', fake.objects.get(paymentIntentId)!));
      expect((await deliver(second.payload, second.signature).expect(200)).body.outcome).toBe('applied');
      const lateFailure = signed(
        fake.createEvent('payment_intent.payment_failed', {
          ...fake.objects.get(paymentIntentId)!,
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          },
        }),
      );
      await deliver(lateFailure.payload, lateFailure.signature).expect(200);
      expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentSucceeded']);
    });

    it('issue 11: a $5 intent paid after the case became the $15 package is set aside once and refunded, never the package', async () => {
      const caseId = await openCase();
      const { paymentIntentId } = (await checkout(caseId).expect(200)).body;
      await request(t.http)
        .patch(`/api/cases/${caseId}`)
        .set(bearer(owner.token))
        .send({ formData: { ...form, documentType: 'small_claims' } })
        .expect(200);
      // The card won the race with the cancellation: Stripe reports the old intent paid, three times over.
      const event = fake.createEvent('payment_intent.succeeded', fake.succeed(paymentIntentId));
      const { payload, signature } = signed(event);
      const again = signed(fake.createEvent('payment_intent.succeeded', fake.objects.get(paymentIntentId)!));
      const deliveries = await Promise.all([deliver(payload, signature), deliver(payload, signature), deliver(again.payload, again.signature)]);
      expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'CaseDetailsRevised', 'ComplexityAssessed', 'CheckoutCanceled', 'PaymentUnderpaid']);
      expect(await caseStatus(caseId)).toBe('pending');

      const refundKey = `refund-duplicate-payment:${paymentIntentId}`;
      const job = (await t.app.get(JobsService).findByKey(refundKey))!;
      await t.app.get(RefundDuplicatePaymentJob).handle(job as Job<RefundDuplicatePaymentPayload>);
      await t.app.get(RefundDuplicatePaymentJob).handle(job as Job<RefundDuplicatePaymentPayload>);
      const refunds = fake.requestsTo('POST', '/v1/refunds').filter((r) => r.form.payment_intent === paymentIntentId);
      expect(refunds.map((r) => [r.form.reason, r.headers['idempotency-key']])).toEqual([
        ['requested_by_customer', `pi:refund:${paymentIntentId}`],
      ]);
      const [refunded] = await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentRefunded'`, [
        `case-${caseId}`,
      ]);
      expect(refunded.data).toMatchObject({ paymentIntentId, amount: 500, reason: 'underpaid' });
      expect((await db.query(`SELECT 1 FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1`, [caseId])).length).toBe(0);
    });

    it('a failure records PaymentFailed with the provider code; out-of-order delivery converges on the re-fetched intent', async () => {
      const caseId = await openCase();
      const { paymentIntentId } = (await checkout(caseId).expect(200)).body;
      const failed = signed(
        fake.createEvent(
          'payment_intent.payment_failed',
          fake.decline(
            paymentIntentId,
            'card_declined',
            'Your card has insufficient funds.',
            'insufficient_funds',
          ),
        ),
      );
      await deliver(failed.payload, failed.signature).expect(200);
      expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentFailed']);
      const [row] = await db.query(
        `SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentFailed'`,
        [`case-${caseId}`],
      );
      expect(row.data).toMatchObject({
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });

      // Second card succeeds at Stripe; its failure-of-the-second-attempt event and success event arrive swapped:
      // the late "failed" event already sees a succeeded intent and records the payment.
      const secondFailure = fake.createEvent('payment_intent.payment_failed', fake.decline(paymentIntentId));
      const success = fake.createEvent('payment_intent.succeeded', fake.succeed(paymentIntentId));
      const a = signed(secondFailure);
      const b = signed(success);
      expect((await deliver(a.payload, a.signature).expect(200)).body.outcome).toBe('applied');
      expect((await deliver(b.payload, b.signature).expect(200)).body.outcome).toBe('applied');
      expect(await typesOf(caseId)).toEqual([
        'CaseOpened',
        'CheckoutStarted',
        'PaymentFailed',
        'PaymentSucceeded',
      ]);
    });

    it.each([
      [
        'a tampered body',
        (e: object) => {
          const { payload, signature } = signed(e);
          return { payload: payload.replace('"amount":500', '"amount":1'), signature };
        },
      ],
      ['the wrong secret', (e: object) => signed(e, 'whsec_not_ours')],
      [
        'an old timestamp (> 300 s)',
        (e: object) => {
          const payload = JSON.stringify(e);
          return {
            payload,
            signature: FakeStripeServer.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
          };
        },
      ],
      ['no signature', (e: object) => ({ payload: JSON.stringify(e), signature: undefined })],
    ])('refuses %s with 400 and stores nothing', async (_, make) => {
      const caseId = await openCase();
      const { paymentIntentId } = (await checkout(caseId).expect(200)).body;
      const event = fake.createEvent('payment_intent.succeeded', fake.succeed(paymentIntentId));
      const before = await eventCount();
      const { payload, signature } = make(event);
      expect(payload).toContain(event.id);
      const res = await deliver(payload, signature).expect(400);
      expect(res.body.message).toMatch(/signature|missing/i);
      expect(await eventCount()).toBe(before);
      expect(await providerStream(event.id)).toBe(0);
      expect(await typesOf(caseId)).toEqual(['CaseOpened', 'CheckoutStarted']);
    });

    it('acknowledges event types it does not handle without storing them', async () => {
      const { payload, signature } = signed(
        fake.createEvent('customer.created', { id: 'cus_x', object: 'customer' }),
      );
      const before = await eventCount();
      expect((await deliver(payload, signature).expect(200)).body).toEqual({
        received: true,
        outcome: 'ignored',
      });
      expect(await eventCount()).toBe(before);
    });

    it('records an event whose intent is unknown at Stripe, once, and does nothing else', async () => {
      const event = fake.createEvent('payment_intent.succeeded', {
        id: 'pi_unknownAtStripe',
        object: 'payment_intent',
      });
      const { payload, signature } = signed(event);
      expect((await deliver(payload, signature).expect(200)).body.outcome).toBe('recorded');
      expect((await deliver(payload, signature).expect(200)).body.outcome).toBe('duplicate');
      expect(await providerStream(event.id)).toBe(1);
    });
  });
});
