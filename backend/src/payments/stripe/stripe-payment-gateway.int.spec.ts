import { InvalidWebhookError, PaymentGatewayError } from '../payment-gateway';
import { FakeStripeServer } from '../../testing/payments/fake-stripe-server';
import { StripePaymentGateway, STRIPE_API_VERSION } from './stripe-payment-gateway';

const SECRET = 'whsec_gateway_test';
const caseId = '0b5e8c1a-4d2f-4a3b-9c8d-7e6f5a4b3c2d';

describe('Stripe gateway against a local fake Stripe server', () => {
  let fake: FakeStripeServer;
  let gateway: StripePaymentGateway;
  const gatewayWith = (timeoutMs = 2_000) =>
    new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      apiBase: fake.url,
      timeoutMs,
      maxNetworkRetries: 2,
    });

  beforeAll(async () => {
    fake = await new FakeStripeServer().start();
    gateway = gatewayWith();
  });
  afterAll(() => fake.stop());

  it('creates a payment intent with the server price, metadata, API version and the idempotency key', async () => {
    const pi = await gateway.createPaymentIntent({
      amount: 500,
      currency: 'usd',
      description: 'SueGo Demand Letter',
      metadata: { caseId, userId: 'u1', documentType: 'demand_letter' },
      idempotencyKey: `pi:create:${caseId}:500`,
    });
    expect(pi).toMatchObject({
      object: 'payment_intent',
      amount: 500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { caseId },
    });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));

    const [req] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(req!.form).toEqual({
      amount: '500',
      currency: 'usd',
      description: 'SueGo Demand Letter',
      'metadata[caseId]': caseId,
      'metadata[userId]': 'u1',
      'metadata[documentType]': 'demand_letter',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(req!.headers['idempotency-key']).toBe(`pi:create:${caseId}:500`);
    expect(req!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(req!.headers.authorization).toBe('Bearer sk_test_fake');

    expect(await gateway.retrievePaymentIntent(pi.id)).toEqual(pi);
    const canceled = await gateway.cancelPaymentIntent(pi.id, `pi:cancel:${pi.id}`);
    expect(canceled.status).toBe('canceled');
    expect(
      fake.requestsTo('POST', `/v1/payment_intents/${pi.id}/cancel`)[0]!.headers['idempotency-key'],
    ).toBe(`pi:cancel:${pi.id}`);
  });

  it('creates customers and setup intents with their keys, and reads events by id', async () => {
    const customer = await gateway.createCustomer({
      email: 'maria@example.com',
      name: 'Maria',
      metadata: { userId: 'u1' },
      idempotencyKey: 'cus:create:u1',
    });
    expect(customer).toMatchObject({ object: 'customer', email: 'maria@example.com', name: 'Maria' });
    expect(customer.id).toMatch(/^cus_/);
    const [req] = fake.requestsTo('POST', '/v1/customers');
    expect(req!.form).toEqual({ email: 'maria@example.com', name: 'Maria', 'metadata[userId]': 'u1' });
    expect(req!.headers['idempotency-key']).toBe('cus:create:u1');
    expect(await gateway.retrieveCustomer(customer.id)).toEqual(customer);

    const seti = await gateway.createSetupIntent({ customer: customer.id, idempotencyKey: 'seti:create:u1' });
    expect(seti).toMatchObject({ object: 'setup_intent', customer: customer.id, usage: 'off_session' });
    expect(seti.client_secret).toMatch(/^seti_.+_secret_/);
    expect(fake.requestsTo('POST', '/v1/setup_intents')[0]!.form).toMatchObject({
      customer: customer.id,
      usage: 'off_session',
    });

    const event = fake.createEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
    expect(await gateway.retrieveEvent(event.id)).toMatchObject({
      id: event.id,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    });
  });

  it('a first request that hangs past the timeout is retried with the same key and yields one intent', async () => {
    const slow = gatewayWith(400);
    const before = fake.ofType('payment_intent').length;
    fake.hangNext('POST /v1/payment_intents');
    const key = `pi:create:${caseId}:1500`;
    const pi = await slow.createPaymentIntent({
      amount: 1500,
      currency: 'usd',
      metadata: { caseId },
      idempotencyKey: key,
    });
    const attempts = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.headers['idempotency-key'] === key);
    expect(attempts).toHaveLength(2);
    expect(fake.ofType('payment_intent').length).toBe(before + 1);
    expect(fake.objects.get(pi.id)).toMatchObject({ amount: 1500 });
  }, 15_000);

  it('a reset connection, then a hang, then success: still one intent, every attempt with the same key', async () => {
    const slow = gatewayWith(400);
    const before = fake.ofType('payment_intent').length;
    fake.resetNext('POST /v1/payment_intents');
    fake.hangNext('POST /v1/payment_intents');
    const key = `pi:create:${caseId}:999`;
    const pi = await slow.createPaymentIntent({
      amount: 999,
      currency: 'usd',
      metadata: { caseId },
      idempotencyKey: key,
    });
    const attempts = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.headers['idempotency-key'] === key);
    expect(attempts).toHaveLength(3);
    expect(fake.ofType('payment_intent').length).toBe(before + 1);
    expect(pi.amount).toBe(999);
  }, 15_000);

  it('a reused key with other parameters is an error, not a second intent', async () => {
    const key = `pi:create:${caseId}:reuse`;
    await gateway.createPaymentIntent({
      amount: 700,
      currency: 'usd',
      metadata: { caseId },
      idempotencyKey: key,
    });
    const before = fake.ofType('payment_intent').length;
    const error = await gateway
      .createPaymentIntent({ amount: 800, currency: 'usd', metadata: { caseId }, idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/same parameters/) });
    expect(fake.ofType('payment_intent').length).toBe(before);
  });

  it('refunds a succeeded intent with reason duplicate and the idempotency key; a second refund is refused', async () => {
    const pi = await gateway.createPaymentIntent({
      amount: 500,
      currency: 'usd',
      metadata: { caseId },
      idempotencyKey: `pi:create:${caseId}:refund`,
    });
    const params = {
      paymentIntent: pi.id,
      reason: 'duplicate' as const,
      metadata: { caseId },
      idempotencyKey: `pi:refund:${pi.id}`,
    };
    await expect(gateway.refundPaymentIntent(params)).rejects.toMatchObject({
      code: 'charge_not_refundable',
      status: 400,
    });
    fake.succeed(pi.id);
    const refund = await gateway.refundPaymentIntent({ ...params, idempotencyKey: `pi:refund:${pi.id}:2` });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 500,
      currency: 'usd',
      payment_intent: pi.id,
      status: 'succeeded',
      reason: 'duplicate',
      metadata: { caseId },
    });
    expect(refund.id).toMatch(/^re_/);
    const [req] = fake.requestsTo('POST', '/v1/refunds').slice(-1);
    expect(req!.form).toEqual({ payment_intent: pi.id, reason: 'duplicate', 'metadata[caseId]': caseId });
    expect(req!.headers['idempotency-key']).toBe(`pi:refund:${pi.id}:2`);
    // The same key again is the same refund (Stripe replays it); another key is refused.
    expect(await gateway.refundPaymentIntent({ ...params, idempotencyKey: `pi:refund:${pi.id}:2` })).toEqual(refund);
    await expect(
      gateway.refundPaymentIntent({ ...params, idempotencyKey: `pi:refund:${pi.id}:3` }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded', status: 400 });
  });

  it('deletes a customer (account deletion): DELETE /v1/customers/{id}; deleting it again is not an error', async () => {
    const customer = await gateway.createCustomer({ email: 'gone@example.com', idempotencyKey: 'cus:create:gone' });
    await gateway.deleteCustomer(customer.id);
    expect(fake.requestsTo('DELETE', `/v1/customers/${customer.id}`)).toHaveLength(1);
    await expect(gateway.retrieveCustomer(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(gateway.deleteCustomer(customer.id)).resolves.toBeUndefined();
  });

  it('maps a missing object to a 404 PaymentGatewayError', async () => {
    await expect(gateway.retrievePaymentIntent('pi_missing')).rejects.toMatchObject({
      code: 'resource_missing',
      status: 404,
    });
  });

  describe('webhook verification', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      livemode: false,
      data: { object: { id: 'pi_1' } },
    });

    it('accepts a correctly signed, fresh delivery', () => {
      const event = gateway.parseWebhook(Buffer.from(payload), FakeStripeServer.sign(payload, SECRET));
      expect(event).toMatchObject({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1' } },
      });
    });

    it.each([
      ['a tampered body', payload.replace('pi_1', 'pi_2'), FakeStripeServer.sign(payload, SECRET)],
      ['the wrong secret', payload, FakeStripeServer.sign(payload, 'whsec_wrong')],
      [
        'a timestamp older than 300 s',
        payload,
        FakeStripeServer.sign(payload, SECRET, Math.floor(Date.now() / 1000) - 301),
      ],
      ['no signature', payload, undefined],
      ['garbage in the header', payload, 't=abc,v1=def'],
    ])('refuses %s', (_, body, header) => {
      expect(() => gateway.parseWebhook(Buffer.from(body), header)).toThrow(InvalidWebhookError);
    });
  });
});
