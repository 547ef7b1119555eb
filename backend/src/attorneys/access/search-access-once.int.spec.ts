import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CARD } from '../../testing/attorneys/attorney-fixtures';

/** Issue 37 point 2: the one-time $1.99 attorney search purchase, clicked 20 times at once (docs/adr/215). */
describe('attorney search access: 20 parallel purchases are one intent and one charge', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const intentsOf = async (userId: string) =>
    (
      await db.query(
        `SELECT data->>'status' AS status, (data->>'amount')::int AS amount FROM sandbox.objects
          WHERE object = 'payment_intent' AND data->'metadata'->>'userId' = $1`,
        [userId],
      )
    ).map((r: { status: string; amount: number }) => `${r.status}:${r.amount}`);

  it('20 parallel requests → one intent; paid once; a later request is refused or the same', async () => {
    const u = await registerUser(t.http);
    const buy = () =>
      request(t.http).post('/api/create-attorney-search-payment-intent').set(bearer(u.token)).send({});
    const results = await Promise.all(Array.from({ length: 20 }, buy));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.paymentIntentId)).size).toBe(1);
    expect(await intentsOf(u.user.id)).toEqual(['requires_payment_method:199']);

    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ ...CARD, clientSecret: results[0]!.body.clientSecret })
      .expect(200);
    expect(await intentsOf(u.user.id)).toEqual(['succeeded:199']);
    // Bought: no second $1.99 intent.
    await buy();
    expect(await intentsOf(u.user.id)).toEqual(['succeeded:199']);
  });
});
