import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { deliverMail, eventually, SmtpSink } from '../../testing/outbox/smtp-sink';
import {
  bearer,
  markEmailVerified,
  registerUser,
  TEST_PASSWORD,
  uniqueEmail,
  type RegisteredUser,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CustomerKeys, legacyNormaliseEmail } from './customer-keys';
import { createHmac } from 'node:crypto';

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2034, cvc: '123' });
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
const DISCOVER = '6011 1111 1111 1117';

/**
 * Issue 37 point 1: a free month for every made-up address. SUEGOFREE went to never-verified accounts, a dot more
 * in a gmail address was a new person, and one card started a trial on every account. Now: a promotion that needs
 * no card needs a verified email; a trial claims its card when granted and its email when verified; gmail's dots
 * and every +tag are ignored (ADR 210).
 */
describe('one free month and one trial per person (sandbox, 20 at once)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let n = 0;

  const post = (path: string, token: string | null, body: object = {}) => {
    const r = request(t.http).post(path);
    return (token ? r.set(bearer(token)) : r).send(body);
  };
  const status = async (token: string) =>
    (await request(t.http).get('/api/subscription/status').set(bearer(token)).expect(200)).body;
  const confirm = (clientSecret: string, number: string) =>
    post('/api/sandbox/confirm', null, { ...card(number), clientSecret }).expect(200);
  const gmail = (local: string) => `${local}@gmail.com`;
  const base = () => `first.last.${process.pid}.${Date.now().toString(36)}.${++n}`;
  const verified = async (email: string) => {
    const who = await registerUser(t.http, { email });
    await markEmailVerified(t, { id: who.user.id, email: who.email });
    return who;
  };
  const redemptions = async (userIds: string[]) =>
    Number(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'PromotionRedeemed' AND data->>'userId' = ANY($1)`,
          [userIds],
        )
      )[0].n,
    );

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { ...sink.env, AUTH_RATE_LIMIT: 'off' } });
    deliverMail(t);
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('20 unverified accounts redeeming SUEGOFREE at once: none granted, each told to verify; verified, it is granted', async () => {
    const users: RegisteredUser[] = [];
    for (let i = 0; i < 20; i++) users.push(await registerUser(t.http, { email: uniqueEmail('made-up') }));
    const answers = await Promise.all(
      users.map((u) => post('/api/create-subscription', u.token, { plan: 'suego', promoCode: 'SUEGOFREE' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(403));
    expect(answers[0]!.body).toMatchObject({
      emailVerification: 'required',
      message: expect.stringMatching(/^Verify your email address to get your free month/),
    });
    expect(await redemptions(users.map((u) => u.user.id))).toBe(0);
    for (const u of users.slice(0, 3)) expect((await status(u.token)).subscription).toBeNull();

    // The same account, once it opened its link (the real one, from the mail), gets its free month.
    const owner = users[0]!;
    const token = await sink.token(owner.email, '/verify-email');
    await post('/api/auth/email-verification/confirm', null, { token }).expect(200);
    const free = await post('/api/create-subscription', owner.token, { plan: 'suego', promoCode: 'SUEGOFREE' }).expect(200);
    expect(free.body).toMatchObject({ isFree: true, status: 'active' });
    expect(await redemptions([owner.user.id])).toBe(1);
  });

  it('sign-up-and-subscribe with SUEGOFREE: signed in, no plan until verified; BETA2024 and a trial keep one step', async () => {
    const signup = (email: string, promoCode?: string) =>
      post('/api/create-subscription-with-signup', null, {
        plan: 'suego',
        name: 'Ana Díaz',
        email,
        password: TEST_PASSWORD,
        ...(promoCode ? { promoCode } : {}),
      }).expect(200);
    const free = await signup(uniqueEmail('free-signup'), 'suegofree');
    expect(free.body).toMatchObject({
      success: true,
      token: expect.any(String),
      status: 'awaiting_verification',
      subscriptionId: null,
      emailVerification: 'required',
    });
    expect((await status(free.body.token)).subscription).toBeNull();

    const beta = await signup(uniqueEmail('beta-signup'), 'BETA2024');
    expect(beta.body.emailVerification).toBeUndefined();
    expect(beta.body.subscriptionId).toEqual(expect.any(String));
    const plain = await signup(uniqueEmail('trial-signup'));
    expect(plain.body).toMatchObject({ trialDays: 7, status: 'incomplete' });
  });

  it('20 verified gmail spellings of one person (dots, +tags, googlemail.com) at once: one trial', async () => {
    const local = base();
    const plain = local.replace(/\./g, '');
    // A dot in a new place each time, some at googlemail.com, some with a +tag.
    const spellings = Array.from({ length: 20 }, (_, i) => {
      const dotted = `${plain.slice(0, i + 1)}.${plain.slice(i + 1)}`;
      return `${dotted}${i % 5 === 2 ? `+try${i}` : ''}@${i % 4 === 1 ? 'googlemail.com' : 'gmail.com'}`;
    });
    expect(new Set(spellings).size).toBe(20);
    const users = await Promise.all(spellings.map((email) => verified(email)));
    const answers = await Promise.all(users.map((u) => post('/api/create-subscription', u.token, { plan: 'suego' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.body.trialDays).sort()).toEqual([...Array(19).fill(0), 7]);

    // Another person at gmail.com (another local part) still has a trial.
    const other = await verified(gmail(`someone.else.${local}`));
    expect((await post('/api/create-subscription', other.token, { plan: 'suego' }).expect(200)).body.trialDays).toBe(7);
  });

  it('one card on 20 accounts at once: one trial; the others are charged at once. Another card has its own', async () => {
    const users = await Promise.all(
      Array.from({ length: 20 }, () => registerUser(t.http, { email: uniqueEmail('one-card') })),
    );
    const started = await Promise.all(users.map((u) => post('/api/create-subscription', u.token, { plan: 'suego' }).expect(200)));
    // Unverified addresses claim nothing: each is offered a trial, until the card says who it is.
    expect(started.map((s) => s.body.trialDays)).toEqual(Array(20).fill(7));
    await Promise.all(started.map((s) => confirm(s.body.clientSecret, MASTERCARD)));
    const plans = await Promise.all(users.map(async (u) => (await status(u.token)).subscription));
    expect(plans.filter((p) => p.status === 'trialing')).toHaveLength(1);
    expect(plans.filter((p) => p.status !== 'trialing').map((p) => p.status)).toEqual(Array(19).fill('active'));

    const fresh = await registerUser(t.http, { email: uniqueEmail('other-card') });
    const own = await post('/api/create-subscription', fresh.token, { plan: 'suego' }).expect(200);
    await confirm(own.body.clientSecret, DISCOVER);
    expect((await status(fresh.token)).subscription.status).toBe('trialing');
  });

  it("an unverified account uses up no one's trial; once it verifies an address that had one, its own trial ends", async () => {
    const local = base();
    const squatter = await registerUser(t.http, { email: gmail(local) });
    const taken = await post('/api/create-subscription', squatter.token, { plan: 'suego' }).expect(200);
    expect(taken.body.trialDays).toBe(7);
    await confirm(taken.body.clientSecret, VISA);
    expect((await status(squatter.token)).subscription.status).toBe('trialing');

    // The owner of the mailbox (another spelling, verified) still has the trial.
    const owner = await verified(gmail(local.replace(/\./g, '')));
    const mine = await post('/api/create-subscription', owner.token, { plan: 'suego' }).expect(200);
    expect(mine.body.trialDays).toBe(7);
    await confirm(mine.body.clientSecret, '2223 0031 2200 3222');

    // The squatter verifies (say it was theirs after all): that person had the trial, so this one ends now.
    await markEmailVerified(t, { id: squatter.user.id, email: squatter.email });
    const after = await eventually(async () => {
      const sub = (await status(squatter.token)).subscription;
      return sub.status === 'trialing' ? undefined : sub;
    });
    expect(after.status).toBe('active');
    expect(after.trialEnd === null || Date.parse(after.trialEnd) <= Date.now() + 60_000).toBe(true);
  });

  it('a covered document under a free month waits for the verified email (an unverified account with SUEGOFREE)', async () => {
    const form = {
      caseType: 'unpaid-work', state: 'CA', plaintiffName: 'Maria Lopez', plaintiffEmail: 'maria@example.com',
      plaintiffAddress: '12 Oak St, Fresno, CA 93701', plaintiffPhone: '555-0100', defendantName: 'Acme Design LLC',
      defendantAddress: '400 Market St, San Francisco, CA 94105', disputeDescription: 'Invoice #42 is unpaid.',
      amountClaimed: '2500.00', incidentDate: '2026-08-01', attemptedResolution: 'Emailed twice.',
      evidenceDescription: 'Contract, invoice, emails.', documentType: 'demand_letter', agreedToTerms: true,
    };
    const who = await verified(uniqueEmail('legacy-free'));
    await post('/api/create-subscription', who.token, { plan: 'suego', promoCode: 'SUEGOFREE' }).expect(200);
    // As an account that redeemed it before this change (accounts started unverified, ADR 140).
    await db.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [who.user.id]);
    const waiting = (await post('/api/cases', who.token, { formData: form }).expect(201)).body;
    expect(waiting.status).toBe('pending');
    await markEmailVerified(t, { id: who.user.id, email: who.email });
    const covered = (await post('/api/cases', who.token, { formData: form }).expect(201)).body;
    expect(covered.status).toBe('subscription');
  });

  it('a claim stored under the old normalisation (before issue 37) is still found', async () => {
    const email = gmail(base());
    const keys = t.app.get(CustomerKeys);
    const legacyKey = keys.ofEmailAllKeys(email)[1]!;
    expect(legacyKey.equals(keys.ofEmail(email))).toBe(false);
    // What ADR 145 stored: HMAC of "email\0" + the address lower-cased without its +tag (dots kept).
    const key = (keys as unknown as { key: Buffer }).key;
    const expected = createHmac('sha256', key).update(`email\u0000${legacyNormaliseEmail(email)}`).digest();
    expect(legacyKey.equals(expected)).toBe(true);
    await db.query(`INSERT INTO customer_benefit_claims (customer_key, benefit, subscription_id) VALUES ($1, 'trial', NULL)`, [
      legacyKey,
    ]);
    const again = await verified(email);
    expect((await status(again.token)).trialAvailable).toBe(false);
    expect((await post('/api/create-subscription', again.token, { plan: 'suego' }).expect(200)).body.trialDays).toBe(0);
    const newcomer = await verified(gmail(`new.${base()}`));
    expect((await status(newcomer.token)).trialAvailable).toBe(true);
  });
});
