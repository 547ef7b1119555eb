import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, markEmailVerified, registerUser, registerVerifiedUser, TEST_PASSWORD, uniqueEmail } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CustomerKeys } from './customer-keys';

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const DAY = 86_400_000;

/**
 * Issue 22 point 3 on the sandbox gateway with its test clock: one trial and one redemption of each promo code per
 * customer (the normalised email), whatever the account, kept past account deletion. Before the fix, cancelling
 * and subscribing again three times gave three 7-day trials (18 free days, no charge) and SUEGOFREE came back
 * after deleting the account and registering the same email.
 */
describe('one trial and one promo redemption per customer (sandbox, test clock)', () => {
  let t: TestApp;
  let db: DataSource;

  const post = (path: string, token: string | null, body: object = {}) => {
    const r = request(t.http).post(path);
    return (token ? r.set(bearer(token)) : r).send(body);
  };
  const status = async (token: string) =>
    (await request(t.http).get('/api/subscription/status').set(bearer(token)).expect(200)).body;
  const confirm = (clientSecret: string) => post('/api/sandbox/confirm', null, { ...CARD, clientSecret }).expect(200);
  const charged = async (customer: string): Promise<number[]> =>
    (
      await db.query(
        `SELECT (data->>'amount_received')::int AS amount FROM sandbox.objects
          WHERE object = 'payment_intent' AND data->>'customer' = $1 AND data->>'status' = 'succeeded' ORDER BY created_at`,
        [customer],
      )
    ).map((r: { amount: number }) => r.amount);
  const customerOf = async (userId: string): Promise<string> =>
    (await db.query(`SELECT stripe_customer_id FROM users WHERE id = $1`, [userId]))[0].stripe_customer_id;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('cancel and subscribe again: the trial came once (6 free days, not 18); the 2nd and 3rd plans are charged at once', async () => {
    const signup = await post('/api/create-subscription-with-signup', null, {
      plan: 'suego',
      name: 'Ana Díaz',
      email: uniqueEmail('again'),
      password: TEST_PASSWORD,
    }).expect(200);
    expect(signup.body).toMatchObject({ trialDays: 7, status: 'incomplete' });
    expect(signup.body.clientSecret).toMatch(/^seti_/);
    const token: string = signup.body.token;
    await confirm(signup.body.clientSecret);
    const first = (await status(token)).subscription;
    expect(first.status).toBe('trialing');
    expect((await status(token)).trialAvailable).toBe(false);
    const customer = await customerOf(first.userId);

    let freeDays = 0;
    const plans = [first];
    for (let round = 0; round < 3; round++) {
      const current = plans[plans.length - 1];
      if (current.status === 'trialing') freeDays += 6;
      await post('/api/sandbox/test-clock/advance', token, { days: 6 }).expect(200);
      await post('/api/subscriptions/cancel', token, { immediate: true }).expect(200);
      if (round === 2) break;
      const again = await post('/api/create-subscription', token, { plan: 'suego' }).expect(200);
      // No trial: the first month is a payment, confirmed with the card form.
      expect(again.body).toMatchObject({ trialDays: 0, isFree: false, status: 'incomplete' });
      expect(again.body.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_/);
      expect((await confirm(again.body.clientSecret)).body).toEqual({ status: 'succeeded' });
      const next = (await status(token)).subscription;
      expect(next).toMatchObject({ status: 'active', trialEnd: null, amount: 2900 });
      // Charged on the customer's clock, the day it started: a full paid month from then.
      expect(Date.parse(next.currentPeriodEnd) - Date.parse(next.currentPeriodStart)).toBe(30 * DAY);
      const started = Date.parse(next.currentPeriodStart) - Date.parse(first.currentPeriodStart);
      expect(Math.abs(started - 6 * (round + 1) * DAY)).toBeLessThan(60_000);
      plans.push(next);
    }
    expect(freeDays).toBe(6);
    expect(await charged(customer)).toEqual([2900, 2900]);
    const events = await db.query(
      `SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`,
      [`subscription-${plans[1].id}`],
    );
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
      'SubscriptionStarted',
      'SubscriptionActivated',
      'SubscriptionEnded',
    ]);
  });

  it('delete the account and register the same email (any case, a +tag): no SUEGOFREE, no trial; only HMACs are kept', async () => {
    const address = uniqueEmail('returning');
    const [local, domain] = address.split('@') as [string, string];
    const first = await registerVerifiedUser(t, { email: `${local}+first@${domain}` });
    expect((await status(first.token)).trialAvailable).toBe(true);
    const free = await post('/api/create-subscription', first.token, { plan: 'suego', promoCode: 'SUEGOFREE' }).expect(200);
    expect(free.body).toMatchObject({ isFree: true, status: 'active' });
    await post('/api/subscriptions/cancel', first.token, { immediate: true }).expect(200);
    const trial = await post('/api/create-subscription', first.token, { plan: 'suepro' }).expect(200);
    expect(trial.body.trialDays).toBe(7);
    await confirm(trial.body.clientSecret);
    await post('/api/account/delete', first.token, { confirmEmail: first.email }).expect(204);

    const again = await registerVerifiedUser(t, { email: `  ${local.toUpperCase()}+second@${domain.toUpperCase()}  `.trim() });
    expect((await status(again.token)).trialAvailable).toBe(false);
    const promo = await post('/api/create-subscription', again.token, { plan: 'suego', promoCode: 'suegofree' }).expect(409);
    expect(promo.body.message).toBe('You have already used this promo code');
    const plain = await post('/api/create-subscription', again.token, { plan: 'suego' }).expect(200);
    expect(plain.body).toMatchObject({ trialDays: 0, status: 'incomplete' });
    expect(plain.body.clientSecret).toMatch(/^pi_/);

    // What is kept: an HMAC per benefit, no address, no plain hash of it, no link to the deleted account.
    const rows: { customer_key: Buffer; benefit: string; subscription_id: string | null }[] = await db.query(
      `SELECT customer_key, benefit, subscription_id FROM customer_benefit_claims WHERE customer_key = $1`,
      [t.app.get(CustomerKeys).ofEmail(address)],
    );
    expect(rows.map((r) => [r.benefit, r.subscription_id]).sort()).toEqual([
      ['promo:SUEGOFREE', null],
      ['trial', null],
    ]);
    const normalised = address.toLowerCase();
    for (const row of rows) {
      expect(row.customer_key).toHaveLength(32);
      expect(row.customer_key.equals(createHash('sha256').update(normalised).digest())).toBe(false);
      expect(row.customer_key.toString('latin1')).not.toContain(local);
    }
    const dump = JSON.stringify(await db.query(`SELECT * FROM customer_benefit_claims`));
    expect(dump).not.toContain(local);
  });

  it('parallel plans of one verified customer under three +tags give one trial', async () => {
    const address = uniqueEmail('race');
    const [local, domain] = address.split('@') as [string, string];
    const users = await Promise.all(
      ['a', 'b', 'c'].map(async (tag) => {
        const who = await registerUser(t.http, { email: `${local}+${tag}@${domain}` });
        await markEmailVerified(t, { id: who.user.id, email: who.email });
        return who;
      }),
    );
    const answers = await Promise.all(
      users.map((u) => post('/api/create-subscription', u.token, { plan: 'suego' }).expect(200)),
    );
    expect(answers.map((a) => a.body.trialDays).sort()).toEqual([0, 0, 7]);
  });
});
