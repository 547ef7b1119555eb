import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { StripePaymentGateway } from '../payments/stripe/stripe-payment-gateway';
import { FakeStripeServer } from '../testing/payments/fake-stripe-server';
import { bearer, registerUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

const WEBHOOK_SECRET = 'whsec_suego_subscriptions';

/** Stripe mode against the local fake Stripe API: subscriptions and their webhooks (research R1, R2, R17, R18). */
describe('Stripe mode: subscriptions and their webhooks (fake Stripe API on 127.0.0.1)', () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let db: DataSource;

  const deliver = (
    type: string,
    object: Record<string, unknown> & { id: string; object: string },
    id?: string,
  ) => {
    const event = fake.createEvent(type, object, id);
    const payload = JSON.stringify(event);
    return request(t.http)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', FakeStripeServer.sign(payload, WEBHOOK_SECRET))
      .send(payload);
  };
  const status = async (token: string) =>
    (await request(t.http).get('/api/subscription/status').set(bearer(token)).expect(200)).body;
  const streamTypes = async (subscriptionId: string): Promise<string[]> =>
    (
      await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
        `subscription-${subscriptionId}`,
      ])
    ).map((r: { event_type: string }) => r.event_type);
  const waitForStatus = async (token: string, expected: string) => {
    for (let i = 0; i < 100; i++) {
      if ((await status(token)).subscription?.status === expected) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`status never became ${expected}: ${JSON.stringify(await status(token))}`);
  };
  /** A user who started SueGo at Stripe (incomplete: the trial's SetupIntent is not confirmed yet). */
  const subscribe = async () => {
    const user = await registerUser(t.http);
    const res = await request(t.http)
      .post('/api/create-subscription')
      .set(bearer(user.token))
      .send({ plan: 'suego' })
      .expect(200);
    const sub = fake
      .ofType('subscription')
      .find((s) => (s.metadata as Record<string, string>).subscriptionId === res.body.subscriptionId)!;
    return { token: user.token, body: res.body, sub };
  };

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
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('creates the customer and a trial subscription at Stripe (price by lookup key, 7 days, idempotency key per subscription)', async () => {
    const { body, sub } = await subscribe();
    expect(body).toMatchObject({ status: 'incomplete', isFree: false });
    expect(body.clientSecret).toBe(fake.objects.get(sub.pending_setup_intent as string)!.client_secret);
    const [req] = fake
      .requestsTo('POST', '/v1/subscriptions')
      .filter((r) => r.form['metadata[subscriptionId]'] === body.subscriptionId);
    expect(req!.form).toMatchObject({
      'items[0][price]': 'price_suego',
      trial_period_days: '7',
      'metadata[plan]': 'suego',
    });
    expect(req!.headers['idempotency-key']).toBe(`sub:create:${body.subscriptionId}`);
  });

  it('BETA2024 is sent to Stripe as its promotion code', async () => {
    const user = await registerUser(t.http);
    const res = await request(t.http)
      .post('/api/create-subscription')
      .set(bearer(user.token))
      .send({ plan: 'suepro', promoCode: 'beta2024' })
      .expect(200);
    const [req] = fake
      .requestsTo('POST', '/v1/subscriptions')
      .filter((r) => r.form['metadata[subscriptionId]'] === res.body.subscriptionId);
    expect(req!.form['discounts[0][promotion_code]']).toBe('promo_BETA2024');
  });

  it('R18 trial lifecycle: setup_intent.succeeded → trialing; trial_will_end; invoice.paid → active; payment_failed → past_due; deleted → canceled', async () => {
    const { token, body, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    expect((await deliver('setup_intent.succeeded', seti).expect(200)).body.outcome).toBe('applied');
    await waitForStatus(token, 'trialing');
    await deliver('customer.subscription.trial_will_end', fake.objects.get(sub.id)!).expect(200);
    expect(await streamTypes(body.subscriptionId)).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);

    const paid = fake.renew(sub.id);
    await deliver('invoice.paid', paid.invoice).expect(200);
    await waitForStatus(token, 'active');
    expect((await status(token)).subscription.trialEnd).toBeNull();

    const failed = fake.failCharge(sub.id);
    await deliver('invoice.payment_failed', failed.invoice).expect(200);
    await waitForStatus(token, 'past_due');
    expect((await status(token)).subscription.lastPaymentError).toBe('Your card was declined.');

    await deliver('customer.subscription.deleted', fake.endSubscription(sub.id)).expect(200);
    await waitForStatus(token, 'canceled');
    expect(await streamTypes(body.subscriptionId)).toEqual([
      'SubscriptionStarted',
      'SubscriptionActivated',
      'SubscriptionRenewed',
      'SubscriptionPaymentFailed',
      'SubscriptionEnded',
    ]);
  });

  it('the trial is once per card too (issue 22 point 3): a card that had one under another email is charged at once; Stripe test cards are exempt', async () => {
    const ownCard = { last4: '1881', fingerprint: 'fp_ana_own_card' };
    const first = await subscribe();
    await deliver(
      'setup_intent.succeeded',
      fake.confirmSetup(first.sub.pending_setup_intent as string, ownCard),
    ).expect(200);
    await waitForStatus(first.token, 'trialing');

    const second = await subscribe();
    expect(second.body.trialDays).toBe(7);
    await deliver(
      'setup_intent.succeeded',
      fake.confirmSetup(second.sub.pending_setup_intent as string, ownCard),
    ).expect(200);
    await waitForStatus(second.token, 'active');
    const ended = fake.requestsTo('POST', `/v1/subscriptions/${second.sub.id}`);
    expect(ended.map((r) => r.form.trial_end)).toEqual(['now']);
    expect(ended[0]!.headers['idempotency-key']).toBe(`sub:end-trial:${second.sub.id}`);
    expect(await streamTypes(second.body.subscriptionId)).toEqual([
      'SubscriptionStarted',
      'SubscriptionActivated',
    ]);
    expect(fake.requestsTo('POST', `/v1/subscriptions/${first.sub.id}`)).toEqual([]);

    // Everyone tests with 4242 4242 4242 4242: in test mode it is nobody's identity.
    for (const tester of [await subscribe(), await subscribe()]) {
      await deliver(
        'setup_intent.succeeded',
        fake.confirmSetup(tester.sub.pending_setup_intent as string),
      ).expect(200);
      await waitForStatus(tester.token, 'trialing');
    }
  });

  it('R1 duplicates: one event delivered 5× at once and twice more is recorded and applied once', async () => {
    const { token, body, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    const event = fake.createEvent('setup_intent.succeeded', seti);
    const payload = JSON.stringify(event);
    const send = () =>
      request(t.http)
        .post('/api/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', FakeStripeServer.sign(payload, WEBHOOK_SECRET))
        .send(payload);
    const all = [...(await Promise.all(Array.from({ length: 5 }, send))), await send(), await send()];
    expect(all.map((r) => r.status)).toEqual(Array(7).fill(200));
    expect(all.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(6);
    await waitForStatus(token, 'trialing');
    expect(await streamTypes(body.subscriptionId)).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);
  });

  it('R2 out of order: deleted before the earlier updates; updated(active) before the setup event; no resurrection', async () => {
    const { token, body, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    const renewed = fake.renew(sub.id);
    // invoice.paid arrives before setup_intent.succeeded: the re-fetched subscription is already active.
    await deliver('invoice.paid', renewed.invoice).expect(200);
    await deliver('setup_intent.succeeded', seti).expect(200);
    await waitForStatus(token, 'active');
    const ended = fake.endSubscription(sub.id);
    await deliver('customer.subscription.deleted', ended).expect(200);
    await deliver('customer.subscription.updated', { ...ended, status: 'active' }).expect(200);
    await deliver('customer.subscription.created', { ...ended, status: 'trialing' }).expect(200);
    await waitForStatus(token, 'canceled');
    expect((await streamTypes(body.subscriptionId)).at(-1)).toBe('SubscriptionEnded');
  });

  it('R17 backlog: 30 deliveries of the lifecycle, shuffled with duplicates, converge on Stripe’s state', async () => {
    const { token, body, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    const events = [fake.createEvent('setup_intent.succeeded', seti)];
    events.push(fake.createEvent('invoice.paid', fake.renew(sub.id).invoice));
    events.push(fake.createEvent('customer.subscription.updated', fake.objects.get(sub.id)!));
    events.push(fake.createEvent('invoice.paid', fake.renew(sub.id).invoice));
    const backlog = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    for (let i = 0; i < 18; i++) backlog.push(backlog[i % backlog.length]!);
    const results = await Promise.all(
      backlog.map((event) => {
        const payload = JSON.stringify(event);
        return request(t.http)
          .post('/api/webhooks/stripe')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', FakeStripeServer.sign(payload, WEBHOOK_SECRET))
          .send(payload);
      }),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    await waitForStatus(token, 'active');
    const item = (fake.objects.get(sub.id)!.items as { data: Array<{ current_period_start: number }> })
      .data[0]!;
    expect((await status(token)).subscription.currentPeriodStart).toBe(
      new Date(item.current_period_start * 1000).toISOString(),
    );
    const types = await streamTypes(body.subscriptionId);
    expect(types[0]).toBe('SubscriptionStarted');
    expect(types.filter((e) => e === 'SubscriptionStarted')).toHaveLength(1);
    expect(
      Number(
        (
          await db.query(
            `SELECT count(DISTINCT stream_id)::int AS n FROM es.events WHERE stream_id = ANY($1)`,
            [events.map((e) => `provider-event-${e.id}`)],
          )
        )[0].n,
      ),
    ).toBe(4);
  });

  it('cancel at period end and reactivate go to Stripe; the test clock does not exist in Stripe mode', async () => {
    const { token, sub } = await subscribe();
    fake.confirmSetup(sub.pending_setup_intent as string);
    await request(t.http)
      .post('/api/complete-payment-setup')
      .set(bearer(token))
      .send({ setupIntentId: sub.pending_setup_intent })
      .expect(200);
    await request(t.http)
      .post('/api/subscriptions/cancel')
      .set(bearer(token))
      .send({ immediate: false, reason: 'Moving abroad' })
      .expect(200);
    expect(fake.objects.get(sub.id)!.cancel_at_period_end).toBe(true);
    await request(t.http).post('/api/subscriptions/reactivate').set(bearer(token)).expect(200);
    expect(fake.objects.get(sub.id)!.cancel_at_period_end).toBe(false);
    const res = await request(t.http)
      .post('/api/sandbox/test-clock/advance')
      .set(bearer(token))
      .send({ days: 8 })
      .expect(404);
    expect(res.body.message).toBe('Cannot POST /api/sandbox/test-clock/advance');
  });

  it('saved cards at Stripe: the trial card is listed, set default, removed; another customer’s card is 404', async () => {
    const { token, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    await request(t.http)
      .post('/api/complete-payment-setup')
      .set(bearer(token))
      .send({ setupIntentId: seti.id })
      .expect(200);
    let cards = (await request(t.http).get('/api/payment-methods').set(bearer(token)).expect(200)).body
      .paymentMethods;
    expect(cards).toEqual([
      expect.objectContaining({ id: seti.payment_method, brand: 'visa', last4: '4242' }),
    ]);
    cards = (
      await request(t.http)
        .post(`/api/payment-methods/${String(seti.payment_method)}/default`)
        .set(bearer(token))
        .expect(200)
    ).body.paymentMethods;
    expect(cards[0].isDefault).toBe(true);
    expect(
      (fake.objects.get(sub.customer as string)!.invoice_settings as { default_payment_method: string })
        .default_payment_method,
    ).toBe(seti.payment_method);

    const other = await registerUser(t.http);
    await request(t.http)
      .post('/api/payment-methods')
      .set(bearer(other.token))
      .send({ paymentMethodId: seti.payment_method })
      .expect(404);
    await request(t.http)
      .delete(`/api/payment-methods/${String(seti.payment_method)}`)
      .set(bearer(other.token))
      .expect(404);

    // The plan's only card: removed only once confirmed (issue 27), and then the plan ends with its period.
    const refused = await request(t.http)
      .delete(`/api/payment-methods/${String(seti.payment_method)}`)
      .set(bearer(token))
      .expect(409);
    expect(refused.body.message).toMatch(/^This is the only card for your SueGo plan\. Without a card, your plan ends on /);
    expect(fake.objects.get(seti.payment_method as string)!.customer).toBe(sub.customer);
    cards = (
      await request(t.http)
        .delete(`/api/payment-methods/${String(seti.payment_method)}?endPlan=true`)
        .set(bearer(token))
        .expect(200)
    ).body.paymentMethods;
    expect(cards).toEqual([]);
    expect(fake.objects.get(seti.payment_method as string)!.customer).toBeNull();
    expect(fake.objects.get(sub.id)).toMatchObject({ cancel_at_period_end: true, default_payment_method: null });
    expect((await status(token)).subscription).toMatchObject({ cancelAtPeriodEnd: true, withoutCard: true });
  });

  it('issue 27: the plan charges the default card (the subscription follows it) and the invoice gets a receipt with Stripe’s', async () => {
    const { token, body, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    await request(t.http).post('/api/complete-payment-setup').set(bearer(token)).send({ setupIntentId: seti.id }).expect(200);
    // Stripe saved the trial card on the subscription only; it is now the account's default too.
    expect(fake.objects.get(sub.customer as string)!.invoice_settings).toEqual({ default_payment_method: seti.payment_method });
    const other = fake.addCard(sub.customer as string, '4444');
    await request(t.http).post('/api/payment-methods').set(bearer(token)).send({ payment_method_id: other, makeDefault: true }).expect(200);
    const moved = fake.requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(moved.form).toMatchObject({ default_payment_method: other });
    expect(moved.headers['idempotency-key']).toMatch(new RegExp(`^sub:card:${sub.id}:${other}:`));

    const paid = fake.renew(sub.id);
    await deliver('invoice.paid', paid.invoice).expect(200);
    await waitForStatus(token, 'active');
    const { items } = (await request(t.http).get('/api/billing/history').set(bearer(token)).expect(200)).body;
    expect(items).toEqual([
      expect.objectContaining({
        purpose: 'plan',
        amount: 2900,
        cardLast4: '4444',
        testMode: true,
        testModeLine: 'Test mode — no real charge',
        providerReceiptUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//),
      }),
    ]);
    expect(fake.requestsTo('GET', `/v1/invoices/${String(paid.invoice.id)}`)[0]!.form).toMatchObject({
      'expand[0]': 'payments.data.payment.payment_intent.latest_charge',
    });
    expect(await streamTypes(body.subscriptionId)).toContain('SubscriptionRenewed');

    // Refunded from Stripe's dashboard: Stripe's refund event puts it in the history once, with its own receipt.
    const payment = (paid.invoice.payments as { data: Array<{ payment: { payment_intent: { id: string } } }> }).data[0]!;
    const refund = { id: 're_dashboard1', object: 'refund', amount: 2900, currency: 'usd', payment_intent: payment.payment.payment_intent.id, status: 'succeeded', reason: 'requested_by_customer', metadata: {}, created: Math.floor(Date.now() / 1000) };
    fake.objects.set(refund.id, refund);
    await deliver('refund.created', refund).expect(200);
    await deliver('refund.updated', refund).expect(200);
    const after = (await request(t.http).get('/api/billing/history').set(bearer(token)).expect(200)).body.items;
    expect(after.map((i: { kind: string; status: string; amount: number }) => [i.kind, i.status, i.amount])).toEqual([
      ['refund', 'refunded', 2900],
      ['charge', 'refunded', 2900],
    ]);
  });

  it('issue 27: past due at Stripe → a new default card pays the open invoice at once (invoices.pay, once); cancel now voids it', async () => {
    const { token, sub } = await subscribe();
    const seti = fake.confirmSetup(sub.pending_setup_intent as string);
    await request(t.http).post('/api/complete-payment-setup').set(bearer(token)).send({ setupIntentId: seti.id }).expect(200);
    const failed = fake.failCharge(sub.id);
    await deliver('invoice.payment_failed', failed.invoice).expect(200);
    await waitForStatus(token, 'past_due');

    const good = fake.addCard(sub.customer as string, '1881');
    const res = await request(t.http)
      .post('/api/payment-methods')
      .set(bearer(token))
      .send({ payment_method_id: good, makeDefault: true })
      .expect(200);
    expect(res.body.planPayment).toEqual({ outcome: 'paid', amount: 2900 });
    const pays = fake.requestsTo('POST', `/v1/invoices/${String(failed.invoice.id)}/pay`);
    expect(pays).toHaveLength(1);
    expect(pays[0]!.form).toEqual({ payment_method: good });
    expect(pays[0]!.headers['idempotency-key']).toBe(`in:pay:${String(failed.invoice.id)}:1:${good}`);
    await waitForStatus(token, 'active');
    // Nothing left to pay: "pay now" says so, and Stripe is not asked again.
    await request(t.http).post('/api/subscriptions/pay-now').set(bearer(token)).expect(409);
    expect(fake.requestsTo('POST', `/v1/invoices/${String(failed.invoice.id)}/pay`)).toHaveLength(1);

    // Past due again, then canceled now: the open invoice is voided at Stripe.
    const again = fake.failCharge(sub.id);
    await deliver('invoice.payment_failed', again.invoice).expect(200);
    await waitForStatus(token, 'past_due');
    await request(t.http).post('/api/subscriptions/cancel').set(bearer(token)).send({ immediate: true }).expect(200);
    expect(fake.requestsTo('POST', `/v1/invoices/${String(again.invoice.id)}/void`)).toHaveLength(1);
    expect(fake.objects.get(String(again.invoice.id))).toMatchObject({ status: 'void' });
    expect((await status(token)).subscription.status).toBe('canceled');
  });

  it('a subscription create that times out is retried with the same idempotency key: one subscription at Stripe', async () => {
    const slow = new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
      timeoutMs: 300,
      maxNetworkRetries: 2,
    });
    const customer = await slow.createCustomer({
      email: 'slow@example.com',
      idempotencyKey: 'cus:create:slow',
    });
    const before = fake.ofType('subscription').length;
    fake.hangNext('POST /v1/subscriptions');
    const params = {
      customer: customer.id,
      price: 'suego',
      trialPeriodDays: 7,
      metadata: { subscriptionId: 'slow' },
      idempotencyKey: 'sub:create:slow',
    };
    const sub = await slow.createSubscription(params);
    expect(fake.ofType('subscription').length).toBe(before + 1);
    const keys = fake
      .requestsTo('POST', '/v1/subscriptions')
      .slice(-2)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['sub:create:slow', 'sub:create:slow']);
    expect((await slow.createSubscription(params)).id).toBe(sub.id);
  });
});
