import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PAYMENTS_VIEW } from '../read-models/payments/payments.projection';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Job } from '../../jobs/job';
import { JobsService } from '../../jobs/jobs.service';
import { ProviderEventHandler } from '../../payments/handle-provider-event/provider-event.handler';
import { PaymentGateway, type GatewayEvent } from '../../payments/payment-gateway';
import {
  REFUND_DUPLICATE_PAYMENT_JOB,
  RefundDuplicatePaymentJob,
  type RefundDuplicatePaymentPayload,
} from './refund-duplicate-payment.job';
import type { SandboxPaymentGateway } from '../../payments/sandbox/sandbox-payment-gateway';

const form = (documentType: 'demand_letter' | 'small_claims' = 'demand_letter') => ({
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
  documentType,
  agreedToTerms: true,
});

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('pay-per-document checkout (sandbox gateway)', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let db: DataSource;

  const openCase = async (documentType: 'demand_letter' | 'small_claims' = 'demand_letter', user = owner) =>
    (
      await request(t.http)
        .post('/api/cases')
        .set(bearer(user.token))
        .send({ formData: form(documentType) })
        .expect(201)
    ).body.id as string;
  const checkout = (caseId: string, extra: Record<string, unknown> = {}, user = owner) =>
    request(t.http)
      .post('/api/create-payment-intent')
      .set(bearer(user.token))
      .send({ caseId, ...extra });
  const confirm = (clientSecret: string, card: Partial<typeof CARD> = {}) =>
    request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret, ...CARD, ...card });
  const caseStatus = async (caseId: string) =>
    (await request(t.http).get(`/api/cases/${caseId}`).set(bearer(owner.token)).expect(200)).body.status;
  const streamTypes = async (caseId: string): Promise<string[]> =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        `case-${caseId}`,
      ])
    ).map((r: { event_type: string }) => r.event_type);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0].n);
  const eventCount = () => count(`SELECT count(*)::int AS n FROM es.events`);
  const sandboxEventCount = () => count(`SELECT count(*)::int AS n FROM sandbox.events`);
  /** The payments read model's rows of a case, oldest first, read as SQL (nothing registers the view as an entity). */
  const payments = (caseId: string): Promise<Array<Record<string, unknown>>> =>
    db.query(
      `SELECT id, stripe_payment_intent_id AS "stripePaymentIntentId", amount, final_amount AS "finalAmount",
              currency, status, type, promo_code AS "promoCode", failure_code AS "failureCode"
         FROM ${PAYMENTS_VIEW} WHERE case_id = $1 ORDER BY created_at`,
      [caseId],
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
    other = await registerUser(t.http, { name: 'Someone Else' });
  });
  afterAll(() => t.close());

  it('serves the runtime payment config', async () => {
    const res = await request(t.http).get('/api/config').expect(200);
    expect(res.body).toEqual({
      paymentMode: 'sandbox',
      stripePublishableKey: null,
      testMode: ['no real charges', 'letters are not really mailed'],
    });
  });

  describe('validate-promo', () => {
    it('answers the promo result in cents', async () => {
      const res = await request(t.http)
        .post('/api/validate-promo')
        .send({ code: 'SUEGOFREE', plan: 'suego' })
        .expect(200);
      expect(res.body).toEqual({
        valid: true,
        code: 'SUEGOFREE',
        description: 'Free first month',
        originalAmount: 2900,
        discountAmount: 2900,
        finalAmount: 0,
      });
    });

    it('accepts a lowercase, padded code on a plan and refuses every code on a single document', async () => {
      const pro = await request(t.http)
        .post('/api/validate-promo')
        .send({ code: ' beta2024 ', plan: 'suepro' })
        .expect(200);
      expect(pro.body).toMatchObject({ code: 'BETA2024', originalAmount: 9900, discountAmount: 2900, finalAmount: 7000 });
      for (const plan of ['demand_letter', 'small_claims']) {
        const res = await request(t.http).post('/api/validate-promo').send({ code: 'BETA2024', plan }).expect(400);
        expect(res.body.message).toMatch(/^code: Promo codes apply to subscription plans only/);
      }
    });

    it('refuses unknown and empty codes and unknown plans', async () => {
      expect(
        (
          await request(t.http)
            .post('/api/validate-promo')
            .send({ code: 'FREEMONEY', plan: 'suego' })
            .expect(400)
        ).body.message,
      ).toBe('Invalid Promo Code');
      expect(
        (await request(t.http).post('/api/validate-promo').send({ code: '  ', plan: 'suego' }).expect(400))
          .body.message,
      ).toBe('code: Promo code is required');
      expect(
        (
          await request(t.http)
            .post('/api/validate-promo')
            .send({ code: 'SUEGOFREE', plan: 'gold' })
            .expect(400)
        ).body.message,
      ).toMatch(/plan/);
    });
  });

  describe('create-payment-intent', () => {
    it('prices from the catalog and ignores the client amount', async () => {
      const caseId = await openCase();
      const res = await checkout(caseId, { amount: 1 }).expect(200);
      expect(res.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
        paymentIntentId: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/),
        amount: 500,
        finalAmount: 500,
        currency: 'usd',
      });
      expect(res.body.clientSecret.startsWith(`${res.body.paymentIntentId}_secret_`)).toBe(true);
      const intent = await t.app.get(PaymentGateway).retrievePaymentIntent(res.body.paymentIntentId);
      expect(intent).toMatchObject({
        amount: 500,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: { caseId, userId: owner.user.id, documentType: 'demand_letter' },
      });
      expect(await streamTypes(caseId)).toEqual(['CaseOpened', 'CheckoutStarted']);
      expect(await payments(caseId)).toEqual([
        expect.objectContaining({
          stripePaymentIntentId: res.body.paymentIntentId,
          amount: 500,
          finalAmount: 500,
          currency: 'usd',
          status: 'requires_payment_method',
          type: 'document',
          promoCode: null,
        }),
      ]);

      const small = await openCase('small_claims');
      expect((await checkout(small, { amount: 99999 }).expect(200)).body).toMatchObject({
        amount: 1500,
        finalAmount: 1500,
      });
    });

    it('hands out the same intent again (one open intent per case)', async () => {
      const caseId = await openCase();
      const first = await checkout(caseId).expect(200);
      const second = await checkout(caseId).expect(200);
      expect(second.body).toEqual(first.body);
      expect(await streamTypes(caseId)).toEqual(['CaseOpened', 'CheckoutStarted']);
    });

    it('20 parallel calls for one case create one intent and one CheckoutStarted', async () => {
      const caseId = await openCase();
      const results = await Promise.all(Array.from({ length: 20 }, () => checkout(caseId)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.body.paymentIntentId)).size).toBe(1);
      expect(new Set(results.map((r) => r.body.clientSecret)).size).toBe(1);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sandbox.objects WHERE object = 'payment_intent' AND data->'metadata'->>'caseId' = $1`,
          [caseId],
        ),
      ).toBe(1);
      expect(await streamTypes(caseId)).toEqual(['CaseOpened', 'CheckoutStarted']);
    });

    it("answers 404 for another user's case or a missing one, and 401 without a session", async () => {
      const caseId = await openCase();
      const before = await eventCount();
      expect((await checkout(caseId, {}, other).expect(404)).body.message).toBe('Case not found');
      expect((await checkout('3b0c1e6a-0000-4000-8000-000000000000').expect(404)).body.message).toBe(
        'Case not found',
      );
      // Not a UUID: refused by shape at the edge, before any lookup (issue 11 point 6).
      expect((await checkout('not-a-uuid').expect(400)).body.message).toMatch(/^caseId /);
      await request(t.http).post('/api/create-payment-intent').send({ caseId }).expect(401);
      expect(await eventCount()).toBe(before);
    });

    it('refuses any promo code with 400 naming promoCode and appends nothing (promos are plan promotions)', async () => {
      const caseId = await openCase();
      for (const promoCode of ['NOPE', 'SUEGOFREE', ' beta2024 ']) {
        const res = await checkout(caseId, { promoCode }).expect(400);
        expect(res.body.message).toBe('promoCode: Promo codes apply to subscription plans only, not to a single document');
      }
      expect(await streamTypes(caseId)).toEqual(['CaseOpened']);
      // An empty code is no code.
      expect((await checkout(caseId, { promoCode: '  ' }).expect(200)).body.finalAmount).toBe(500);
    });

    it('refuses to sell a document without a recipient address, naming the answer, appending nothing', async () => {
      const created = await request(t.http)
        .post('/api/cases')
        .set(bearer(owner.token))
        .send({ formData: { ...form('demand_letter'), defendantAddress: '' } })
        .expect(201);
      const caseId = created.body.id as string;
      const res = await checkout(caseId).expect(400);
      expect(JSON.stringify(res.body)).toContain("formData.defendantAddress: Add the other party's mailing address before you buy");
      expect(await streamTypes(caseId)).toEqual(['CaseOpened']);
    });

    it('after a declined card the open intent stays payable and a refused promo changes nothing', async () => {
      const caseId = await openCase('small_claims');
      const open = await checkout(caseId).expect(200);
      expect((await confirm(open.body.clientSecret, { cardNumber: '4000 0000 0000 0002' }).expect(200)).body.status).toBe(
        'requires_payment_method',
      );
      await checkout(caseId, { promoCode: 'BETA2024' }).expect(400);
      const again = await checkout(caseId).expect(200);
      expect(again.body.paymentIntentId).toBe(open.body.paymentIntentId);
      expect((await confirm(open.body.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
      expect(await caseStatus(caseId)).toBe('paid');
    });
  });

  describe('sandbox confirmation', () => {
    it('4242… succeeds: the case is paid (read model included) and a second confirm changes nothing', async () => {
      const caseId = await openCase();
      const intent = (await checkout(caseId).expect(200)).body;
      const sandboxBefore = await sandboxEventCount();
      const res = await confirm(intent.clientSecret).expect(200);
      expect(res.body).toEqual({ status: 'succeeded' });
      expect(await caseStatus(caseId)).toBe('paid');
      expect(await streamTypes(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentSucceeded']);
      const [paid] = await db.query(
        `SELECT data, event_id FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentSucceeded'`,
        [`case-${caseId}`],
      );
      expect(paid.data).toMatchObject({
        caseId,
        paymentIntentId: intent.paymentIntentId,
        amount: 500,
        currency: 'usd',
        promoCode: null,
      });
      expect(await sandboxEventCount()).toBe(sandboxBefore + 1);
      const [evt] = await db.query(`SELECT id, type, delivered_at FROM sandbox.events WHERE object_id = $1`, [
        intent.paymentIntentId,
      ]);
      expect(evt).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        type: 'payment_intent.succeeded',
        delivered_at: expect.any(Date),
      });
      expect(
        await count(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [
          `provider-event-${evt.id}`,
        ]),
      ).toBe(1);
      expect(await payments(caseId)).toEqual([
        expect.objectContaining({ status: 'succeeded', finalAmount: 500 }),
      ]);

      const before = await eventCount();
      expect(
        (await confirm(intent.clientSecret, { cardNumber: '4000000000000002' }).expect(200)).body,
      ).toEqual({ status: 'succeeded' });
      expect((await confirm(intent.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
      expect(await eventCount()).toBe(before);
      expect(await sandboxEventCount()).toBe(sandboxBefore + 1);
      expect((await checkout(caseId).expect(409)).body.message).toBe('This case is already paid for');
    });

    it.each([
      ['a declined card', { cardNumber: '4000 0000 0000 0002' }, 'card_declined', 'Your card was declined.'],
      [
        'insufficient funds',
        { cardNumber: '4000000000009995' },
        'insufficient_funds',
        'Your card has insufficient funds.',
      ],
      ['an expired card', { expMonth: 1, expYear: 2020 }, 'expired_card', 'Your card has expired.'],
      ['a wrong CVC', { cvc: '12' }, 'incorrect_cvc', "Your card's security code is incorrect."],
      [
        'a wrong number',
        { cardNumber: '4242 4242 4242 4241' },
        'incorrect_number',
        'Your card number is incorrect.',
      ],
    ])(
      '%s fails with its code, records PaymentFailed, and another card then succeeds',
      async (_, card, code, message) => {
        const caseId = await openCase();
        const intent = (await checkout(caseId).expect(200)).body;
        const res = await confirm(intent.clientSecret, card).expect(200);
        expect(res.body).toEqual({ status: 'requires_payment_method', error: { code, message } });
        expect(await caseStatus(caseId)).toBe('pending');
        expect(await streamTypes(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'PaymentFailed']);
        const [failed] = await db.query(
          `SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentFailed'`,
          [`case-${caseId}`],
        );
        expect(failed.data).toMatchObject({ caseId, paymentIntentId: intent.paymentIntentId, code, message });
        expect(await payments(caseId)).toEqual([
          expect.objectContaining({ status: 'failed', failureCode: code }),
        ]);

        // Try another card on the same intent (what the checkout page offers).
        expect((await checkout(caseId).expect(200)).body.clientSecret).toBe(intent.clientSecret);
        expect((await confirm(intent.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
        expect(await caseStatus(caseId)).toBe('paid');
        expect(await payments(caseId)).toEqual([
          expect.objectContaining({ status: 'succeeded', failureCode: null }),
        ]);
      },
    );

    it('refuses an unknown client secret with 400', async () => {
      const res = await confirm('pi_nothing_secret_nothing').expect(400);
      expect(res.body.message).toMatch(/No such payment intent/);
    });

    it('the Stripe webhook is not mounted in sandbox mode', async () => {
      await request(t.http)
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', 't=1,v1=x')
        .send({ id: 'evt_1' })
        .expect(404);
    });
  });

  describe('the provider-event handler', () => {
    it('records each provider event once, and never pays an intent twice under another event id', async () => {
      const caseId = await openCase();
      const intent = (await checkout(caseId).expect(200)).body;
      await confirm(intent.clientSecret).expect(200);
      const [row] = await db.query(`SELECT data FROM sandbox.events WHERE object_id = $1`, [
        intent.paymentIntentId,
      ]);
      const delivered = row.data as GatewayEvent;
      const handler = t.app.get(ProviderEventHandler);

      expect(await handler.handle(delivered)).toEqual({ outcome: 'duplicate', position: null });
      const again: GatewayEvent = { ...delivered, id: 'evt_redelivered_under_another_id' };
      expect((await handler.handle(again)).outcome).toBe('applied');
      expect(await handler.handle(again)).toEqual({ outcome: 'duplicate', position: null });
      expect(await handler.handle({ ...delivered, id: 'evt_other_type', type: 'customer.created' })).toEqual({
        outcome: 'ignored',
        position: null,
      });
      expect(
        await count(
          `SELECT count(*)::int AS n FROM es.events WHERE stream_id = 'provider-event-evt_other_type'`,
        ),
      ).toBe(0);
      expect((await streamTypes(caseId)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    });

    it('a failure reported after the intent succeeded changes nothing (re-fetch wins)', async () => {
      const caseId = await openCase();
      const intent = (await checkout(caseId).expect(200)).body;
      await confirm(intent.clientSecret, { cardNumber: '4000000000000002' }).expect(200);
      const [failedEvent] = await db.query(`SELECT data FROM sandbox.events WHERE object_id = $1`, [
        intent.paymentIntentId,
      ]);
      await confirm(intent.clientSecret).expect(200);
      // The old failure delivered late, under a new id: the intent is succeeded now.
      await t.app
        .get(ProviderEventHandler)
        .handle({ ...(failedEvent.data as GatewayEvent), id: 'evt_late_failure' });
      expect(await streamTypes(caseId)).toEqual([
        'CaseOpened',
        'CheckoutStarted',
        'PaymentFailed',
        'PaymentSucceeded',
      ]);
      expect(await caseStatus(caseId)).toBe('paid');
    });

    it('refunds a second payment for a paid case once, whatever is delivered again, and never the first', async () => {
      const caseId = await openCase();
      const first = (await checkout(caseId).expect(200)).body;
      await confirm(first.clientSecret).expect(200);
      expect(await caseStatus(caseId)).toBe('paid');

      // A second intent for the same case gets paid too (e.g. its cancellation lost the race with the card).
      const gateway = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
      const second = await gateway.createPaymentIntent({
        amount: 500,
        currency: 'usd',
        metadata: { caseId },
        idempotencyKey: `test:second:${caseId}`,
      });
      await confirm(second.client_secret!).expect(200);
      await confirm(second.client_secret!).expect(200); // a double click
      await t.app
        .get(ProviderEventHandler)
        .reconcilePaymentIntent(await gateway.retrievePaymentIntent(second.id));
      const jobs = await db.query(`SELECT id, status FROM jobs WHERE type = $1 AND payload->>'caseId' = $2`, [
        REFUND_DUPLICATE_PAYMENT_JOB,
        caseId,
      ]);
      expect(jobs).toHaveLength(1);
      expect((await streamTypes(caseId)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);

      // The job runs (twice: a retry after a crash between the refund and its record, then a duplicate run).
      const job = (await t.app.get(JobsService).findByKey(`${REFUND_DUPLICATE_PAYMENT_JOB}:${second.id}`))!;
      const refunds = t.app.get(RefundDuplicatePaymentJob);
      // A refund the provider refuses is not recorded: the job fails (and is retried, then dead).
      const refused = jest.spyOn(gateway, 'refundPaymentIntent').mockResolvedValueOnce({
        id: 're_refused',
        object: 'refund',
        amount: 500,
        currency: 'usd',
        payment_intent: second.id,
        status: 'failed',
        reason: 'duplicate',
        metadata: {},
        created: 0,
      });
      await expect(refunds.handle(job as Job<RefundDuplicatePaymentPayload>)).rejects.toThrow(/is failed/);
      refused.mockRestore();
      expect((await streamTypes(caseId)).filter((type) => type === 'PaymentRefunded')).toHaveLength(0);
      const madeBeforeCrash = await gateway.refundPaymentIntent({
        paymentIntent: second.id,
        reason: 'duplicate',
        metadata: { caseId },
        idempotencyKey: `pi:refund:${second.id}`,
      });
      await refunds.handle(job as Job<RefundDuplicatePaymentPayload>);
      await refunds.handle(job as Job<RefundDuplicatePaymentPayload>);
      const refunded = await db.query(
        `SELECT data, event_id FROM es.events WHERE stream_id = $1 AND event_type = 'PaymentRefunded'`,
        [`case-${caseId}`],
      );
      expect(refunded).toHaveLength(1);
      expect(refunded[0].data).toMatchObject({
        caseId,
        paymentIntentId: second.id,
        refundId: madeBeforeCrash.id,
        amount: 500,
        reason: 'duplicate',
      });
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sandbox.objects WHERE object = 'refund' AND data->>'payment_intent' = $1`,
          [second.id],
        ),
      ).toBe(1);

      // The payment the case was paid with is never refunded, even if asked.
      await refunds.handle({
        ...job,
        payload: { caseId, paymentIntentId: first.paymentIntentId },
      });
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sandbox.objects WHERE object = 'refund' AND data->>'payment_intent' = $1`,
          [first.paymentIntentId],
        ),
      ).toBe(0);
      expect(await caseStatus(caseId)).toBe('paid');

      // The payments read model shows the second intent as refunded (the projection catches up asynchronously).
      const deadline = Date.now() + 5_000;
      let rows = await payments(caseId);
      while (!rows.some((r) => r.status === 'refunded') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await payments(caseId);
      }
      expect(rows.map((r) => [r.stripePaymentIntentId, r.status])).toEqual(
        expect.arrayContaining([
          [first.paymentIntentId, 'succeeded'],
          [second.id, 'refunded'],
        ]),
      );
    });

    it('the sandbox refuses to refund an unpaid intent or one refunded already', async () => {
      const gateway = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
      const unpaid = await gateway.createPaymentIntent({
        amount: 900,
        currency: 'usd',
        metadata: {},
        idempotencyKey: `test:unpaid:${Date.now()}`,
      });
      const refund = (key: string) =>
        gateway.refundPaymentIntent({ paymentIntent: unpaid.id, reason: 'duplicate', idempotencyKey: key });
      await expect(refund('k1')).rejects.toMatchObject({ code: 'charge_not_refundable', status: 400 });
      await confirm(unpaid.client_secret!).expect(200);
      const made = await refund('k2');
      expect(made).toMatchObject({
        object: 'refund',
        amount: 900,
        payment_intent: unpaid.id,
        status: 'succeeded',
      });
      expect(await refund('k2')).toEqual(made); // same key, same refund
      await expect(refund('k3')).rejects.toMatchObject({ code: 'charge_already_refunded', status: 400 });
      await expect(
        gateway.refundPaymentIntent({
          paymentIntent: 'pi_missing',
          reason: 'duplicate',
          idempotencyKey: 'k4',
        }),
      ).rejects.toMatchObject({ code: 'resource_missing', status: 404 });
    });

    it('the sandbox never receives webhooks', () => {
      const sandbox = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
      expect(() => sandbox.parseWebhook()).toThrow(/does not receive webhooks/);
    });
  });

  describe('never a 5xx for random bodies', () => {
    const junk = (fields: Record<string, fc.Arbitrary<unknown>>) =>
      fc.oneof(
        fc.anything(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.record(fields, { requiredKeys: [] }),
        fc.constantFrom(
          { __proto__: { isAdmin: true } },
          { constructor: { prototype: {} } },
          null,
          [],
          'text',
        ),
      );
    const send = (path: string, token: string | null) => async (payload: unknown) => {
      let req = request(t.http).post(path).set('Content-Type', 'application/json');
      if (token) req = req.set(bearer(token));
      const res = await req.send(JSON.stringify(payload) ?? 'null');
      expect(res.status).toBeLessThan(500);
    };

    it('create-payment-intent', async () => {
      const caseId = await openCase();
      await fc.assert(
        fc.asyncProperty(
          junk({
            caseId: fc.oneof(fc.constant(caseId), fc.string(), fc.jsonValue()),
            amount: fc.jsonValue(),
            promoCode: fc.oneof(fc.string(), fc.jsonValue(), fc.constantFrom('SUEGOFREE', 'beta2024', '')),
          }),
          send('/api/create-payment-intent', owner.token),
        ),
        { numRuns: 120, seed: 6 },
      );
    }, 60_000);

    it('validate-promo', async () => {
      await fc.assert(
        fc.asyncProperty(
          junk({
            code: fc.oneof(fc.string(), fc.jsonValue(), fc.constantFrom('SUEGOFREE', ' beta2024')),
            plan: fc.oneof(fc.string(), fc.constantFrom('suego', 'suepro', 'demand_letter', 'small_claims')),
          }),
          send('/api/validate-promo', null),
        ),
        { numRuns: 150, seed: 6 },
      );
    });

    it('sandbox confirm', async () => {
      const secret = (await checkout(await openCase()).expect(200)).body.clientSecret as string;
      await fc.assert(
        fc.asyncProperty(
          junk({
            clientSecret: fc.oneof(fc.constant(secret), fc.string(), fc.jsonValue()),
            cardNumber: fc.oneof(
              fc.string(),
              fc.constantFrom('4242424242424242', '4000000000000002', '4000000000009995'),
              fc.jsonValue(),
            ),
            expMonth: fc.oneof(fc.integer(), fc.string(), fc.jsonValue()),
            expYear: fc.oneof(fc.integer(), fc.string(), fc.double(), fc.jsonValue()),
            cvc: fc.oneof(fc.string(), fc.integer(), fc.jsonValue()),
          }),
          send('/api/sandbox/confirm', null),
        ),
        { numRuns: 150, seed: 6 },
      );
    }, 60_000);
  });
});
