import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { ProviderEventHandler } from '../../payments/handle-provider-event/provider-event.handler';
import { PaymentGateway } from '../../payments/payment-gateway';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  buySearchAccess,
  CARD,
  DECLINED,
  fixtureAttorney,
  insertAttorneys,
  subscriber,
} from '../../testing/attorneys/attorney-fixtures';
import { AttorneyClock } from './attorney-clock';

const DAY = 24 * 60 * 60 * 1000;

describe('attorney search paywall: no access / purchased / expired / subscriber, money exactly once', () => {
  let t: TestApp;
  let db: DataSource;
  const search = (token: string | null) => {
    const r = request(t.http).post('/api/attorneys/search');
    return (token ? r.set(bearer(token)) : r).send({ state: 'TX' });
  };
  const access = async (token: string) =>
    (await request(t.http).get('/api/attorney-search/access').set(bearer(token)).expect(200)).body;
  const purchases = async (userId: string) =>
    db.query<{ event_type: string; data: { amount: number; validUntil: string } }[]>(
      `SELECT event_type, data FROM es.events WHERE stream_id = $1 ORDER BY stream_position`,
      [`attorney-search-${userId}`],
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    await insertAttorneys(t, [fixtureAttorney({ name: 'Paywall Attorney' })]);
  });
  afterEach(() => {
    t.app.get(AttorneyClock).now = () => new Date();
  });
  afterAll(() => t.close());

  it('a visitor gets 401 (Login Required); a user without access 403 (Subscription Required), no contact details leak', async () => {
    expect((await search(null).expect(401)).body.message).toBe('Please sign in to continue');
    const u = await registerUser(t.http);
    const res = await search(u.token).expect(403);
    expect(res.body.message).toMatch(/subscription or one-time access/);
    expect(JSON.stringify(res.body)).not.toContain('fixture.example');
    expect(await access(u.token)).toEqual({
      hasAccess: false,
      access: 'none',
      plan: null,
      expiresAt: null,
      expiredAt: null,
    });
  });

  it('the $1.99 purchase: a client secret priced from the catalog, paid with the sandbox card, then 30 days of search', async () => {
    const u = await registerUser(t.http);
    const intent = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({ userId: u.user.id })
      .expect(200);
    const pricing = (await request(t.http).get('/api/pricing').expect(200)).body;
    const price = pricing.addons.find((a: { id: string }) => a.id === 'attorney_search');
    expect(intent.body).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      amount: price.amount,
      currency: 'usd',
    });
    // Asking again before paying hands out the same intent.
    const again = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({})
      .expect(200);
    expect(again.body.paymentIntentId).toBe(intent.body.paymentIntentId);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret: intent.body.clientSecret })
      .expect(200);

    const res = await search(u.token).expect(200);
    expect(res.body.attorneys[0]).toMatchObject({
      name: 'Paywall Attorney',
      email: expect.any(String),
      phone: expect.any(String),
    });
    const now = Date.now();
    const state = await access(u.token);
    expect(state).toMatchObject({ hasAccess: true, access: 'purchase', plan: null });
    expect(new Date(state.expiresAt).getTime()).toBeGreaterThan(now + 29 * DAY);
    expect(new Date(state.expiresAt).getTime()).toBeLessThan(now + 31 * DAY);
    // While it runs, the payment endpoint has nothing to sell.
    const more = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({})
      .expect(200);
    expect(more.body).toEqual({ purchasedAccess: true, expiresAt: state.expiresAt });
  });

  it('money exactly once: the same provider event twice, and the same intent reported again, record one purchase', async () => {
    const u = await registerUser(t.http);
    const { paymentIntentId } = await buySearchAccess(t, u.token);
    const handler = t.app.get(ProviderEventHandler);
    const intent = await t.app.get(PaymentGateway).retrievePaymentIntent(paymentIntentId);
    const event = {
      id: `evt_dup_${paymentIntentId.slice(3, 20)}`,
      object: 'event' as const,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: paymentIntentId } },
      livemode: false,
    };
    expect((await handler.handle(event)).outcome).toBe('applied');
    expect((await handler.handle(event)).outcome).toBe('duplicate');
    await handler.reconcilePaymentIntent(intent);
    const recorded = await purchases(u.user.id);
    expect(recorded.map((e) => [e.event_type, e.data.amount])).toEqual([
      ['AttorneySearchAccessPurchased', 199],
    ]);
  });

  it('a declined card buys nothing: still 403, and the same intent can be paid with another card', async () => {
    const u = await registerUser(t.http);
    const declined = await buySearchAccess(t, u.token, DECLINED);
    expect(declined.status).toBe('requires_payment_method');
    await search(u.token).expect(403);
    const retry = await buySearchAccess(t, u.token);
    expect(retry.paymentIntentId).toBe(declined.paymentIntentId);
    await search(u.token).expect(200);
  });

  it('expired one-time access answers 403 again (injectable clock), and a new purchase starts a new 30 days', async () => {
    const u = await registerUser(t.http);
    await buySearchAccess(t, u.token);
    await search(u.token).expect(200);
    const clock = t.app.get(AttorneyClock);
    const later = new Date(Date.now() + 31 * DAY);
    clock.now = () => later;
    expect((await search(u.token).expect(403)).body.message).toMatch(/one-time access/);
    expect(await access(u.token)).toMatchObject({
      hasAccess: false,
      access: 'none',
      expiredAt: expect.any(String),
    });
    const second = await buySearchAccess(t, u.token);
    expect(second.status).toBe('succeeded');
    await search(u.token).expect(200);
    const recorded = await purchases(u.user.id);
    expect(recorded).toHaveLength(2);
    expect(new Date(recorded[1]!.data.validUntil).getTime()).toBeGreaterThan(later.getTime() + 29 * DAY);
  });

  it("a subscriber searches included: the payment endpoint answers subscriptionAccess ('Access Granted') and charges nothing", async () => {
    const s = await subscriber(t);
    await search(s.token).expect(200);
    expect(await access(s.token)).toMatchObject({ hasAccess: true, access: 'subscription', plan: 'suego' });
    const res = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(s.token))
      .send({})
      .expect(200);
    expect(res.body).toEqual({ subscriptionAccess: true, plan: 'suego' });
  });

  it("another user's id is 404; a bad id is a 400 naming userId", async () => {
    const u = await registerUser(t.http);
    const other = await registerUser(t.http);
    await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({ userId: other.user.id })
      .expect(404);
    const bad = await request(t.http)
      .post('/api/create-attorney-search-payment-intent')
      .set(bearer(u.token))
      .send({ userId: 'x\u0000' })
      .expect(400);
    expect(bad.body.message).toMatch(/userId/);
  });
});
