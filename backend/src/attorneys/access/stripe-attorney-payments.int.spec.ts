import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { eventually } from '../../testing/event-store/pg-store';
import { FakeStripeServer } from '../../testing/payments/fake-stripe-server';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';

const WEBHOOK_SECRET = 'whsec_suego_attorneys';

describe('Stripe mode: the attorney search purchase and the referral fee go through the same webhooks', () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return request(t.http)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', FakeStripeServer.sign(payload, WEBHOOK_SECRET))
      .send(payload)
      .expect(200);
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
    await insertAttorneys(t, [
      fixtureAttorney({ name: 'Stripe One' }),
      fixtureAttorney({ name: 'Stripe Two' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('$1.99 at Stripe with purpose metadata; the signed webhook unlocks search once however often it comes', async () => {
    const u = await registerUser(t.http);
    const res = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({})
      .expect(200);
    const [created] = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.form['metadata[userId]'] === u.user.id);
    expect(created!.form).toMatchObject({
      amount: '199',
      currency: 'usd',
      'metadata[purpose]': 'attorney_search',
    });
    expect(created!.headers['idempotency-key']).toBe(`pi:attorney-search:${u.user.id}:0`);
    await request(t.http)
      .post('/api/attorneys/search')
      .set(bearer(u.token))
      .send({ state: 'TX' })
      .expect(403);

    const event = fake.createEvent('payment_intent.succeeded', fake.succeed(res.body.paymentIntentId));
    expect((await deliver(event)).body.outcome).toBe('applied');
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(
      (
        await deliver(
          fake.createEvent('payment_intent.succeeded', fake.objects.get(res.body.paymentIntentId)!),
        )
      ).body.outcome,
    ).toBe('applied');
    await eventually(
      async () =>
        (await request(t.http).post('/api/attorneys/search').set(bearer(u.token)).send({ state: 'TX' }))
          .status === 200,
    );
    const events = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [
        `attorney-search-${u.user.id}`,
      ]);
    expect(events[0].n).toBe(1);
  });

  it('the $15 referral fee: the referral is sent when the webhook arrives', async () => {
    const u = await registerUser(t.http);
    const res = await request(t.http)
      .post('/api/attorney-referrals')
      .set(bearer(u.token))
      .send({
        caseType: 'contract',
        state: 'TX',
        description: 'Unpaid invoice',
        contactEmail: 'me@example.com',
      })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'payment_required', payment: { amount: 1500 } });
    await deliver(
      fake.createEvent('payment_intent.succeeded', fake.succeed(res.body.payment.paymentIntentId)),
    );
    await eventually(
      async () =>
        (
          await request(t.http)
            .get(`/api/attorney-referrals/${res.body.referral.id}`)
            .set(bearer(u.token))
            .expect(200)
        ).body.status === 'sent',
    );
  });
});
