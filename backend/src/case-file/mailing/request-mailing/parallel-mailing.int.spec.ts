import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CARD, seedDocumentedCase, waitForMailing } from '../../../testing/mailing/mailing-fixtures';
import { MailingRequests } from './mailing-requests';

/**
 * "Mail it for me" clicked many times at once (issue 37, point 3): one mailing, one intent, one charge per case,
 * document and service while it waits; a request decided before that mailing existed answers 409 naming it; a
 * letter that came back can still be sent again (once, however often that is clicked).
 */
describe('mail it for me, many clicks at once', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;

  const post = (caseId: string, body: object) =>
    request(t.http).post(`/api/cases/${caseId}/mailings`).set(bearer(owner.token)).send(body);
  const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params))[0].n);
  const eventsOf = (caseId: string, type: string) =>
    count(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = $2`, [
      `case-${caseId}`,
      type,
    ]);
  const intentsOf = (caseId: string) =>
    count(
      `SELECT count(*)::int AS n FROM sandbox.objects
        WHERE object = 'payment_intent' AND data->'metadata'->>'caseId' = $1`,
      [caseId],
    );
  const chargesOf = (caseId: string) =>
    count(
      `SELECT count(*)::int AS n FROM sandbox.objects
        WHERE object = 'payment_intent' AND data->'metadata'->>'caseId' = $1
          AND data->>'status' = 'succeeded'`,
      [caseId],
    );
  const confirm = (clientSecret: string) =>
    request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret, ...CARD })
      .expect(200);
  const twenty = (caseId: string, body: object) =>
    Promise.all(Array.from({ length: 20 }, () => post(caseId, body)));

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
  }, 60_000);
  afterAll(() => t.close());

  it('20 requests at once: one mailing, one intent, one charge; a returned letter is sent again once', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id, {
      defendantAddress: '1 Return Road\nNew York, NY 10005',
    });
    const answers = await twenty(caseId, { service: 'first_class' });
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.body.mailing.id));
    const secrets = new Set(answers.map((a) => a.body.clientSecret));
    expect(ids.size).toBe(1);
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^pi_.+_secret_/);
    expect(await intentsOf(caseId)).toBe(1);
    expect(await eventsOf(caseId, 'LetterMailingRequested')).toBe(1);
    expect(await eventsOf(caseId, 'LetterMailingCanceled')).toBe(0);

    await confirm([...secrets][0]);
    const mailed = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    expect(mailed.id).toBe([...ids][0]);
    expect(await chargesOf(caseId)).toBe(1);
    expect(await eventsOf(caseId, 'LetterMailed')).toBe(1);
    expect(await eventsOf(caseId, 'LetterMailingRefunded')).toBe(0);

    // It came back: sent again to a corrected address, twenty clicks making one new mailing and one new intent.
    await request(t.http)
      .post('/api/sandbox/test-clock/advance')
      .set(bearer(owner.token))
      .send({ days: 3 })
      .expect(200);
    const returned = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'returned');
    const resends = await twenty(caseId, { service: 'first_class', toAddress: '2 Main St\nNew York, NY 10005' });
    expect(resends.map((a) => a.status)).toEqual(Array(20).fill(201));
    const resendIds = new Set(resends.map((a) => a.body.mailing.id));
    expect(resendIds.size).toBe(1);
    expect(resendIds.has(returned.id)).toBe(false);
    expect(new Set(resends.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(resends[0]!.body.mailing).toMatchObject({ resendOf: returned.id, status: 'awaiting_payment' });
    expect(await intentsOf(caseId)).toBe(2);
    expect(await eventsOf(caseId, 'LetterMailingRequested')).toBe(2);

    await confirm(resends[0]!.body.clientSecret);
    await waitForMailing(t, owner.token, caseId, (m) => m.id === resends[0]!.body.mailing.id && m.status === 'mailed');
    expect(await chargesOf(caseId)).toBe(2);
    expect(await eventsOf(caseId, 'LetterMailed')).toBe(2);
    expect(await eventsOf(caseId, 'LetterMailingRefunded')).toBe(0);
  }, 60_000);

  it('a request decided before another service started waiting answers 409 naming the waiting mailing', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id);
    // The first-class request reads and checks the case, then waits until the certified one is recorded.
    const requests = t.app.get(MailingRequests);
    const original = requests.prepare.bind(requests);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const spy = jest.spyOn(requests, 'prepare').mockImplementationOnce(async (...args) => {
      const prepared = await original(...args);
      entered();
      await gate;
      return prepared;
    });
    try {
      const late = post(caseId, { service: 'first_class' }).then((r) => r);
      await inside;
      const certified = await post(caseId, { service: 'certified' }).expect(201);
      release();
      const refused = await late;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('A mailing of this letter is waiting for payment');
      expect(refused.body.message).not.toMatch(/already recorded for something else/);

      // The waiting certified mailing is untouched, and the same choice made again (after a reload) replaces it.
      expect(await eventsOf(caseId, 'LetterMailingCanceled')).toBe(0);
      const again = await post(caseId, { service: 'certified' }).expect(201);
      expect(again.body.mailing.id).toBe(certified.body.mailing.id);
      expect(again.body.clientSecret).toBe(certified.body.clientSecret);
      const changed = await post(caseId, { service: 'first_class' }).expect(201);
      expect(changed.body.mailing.id).not.toBe(certified.body.mailing.id);
      expect(await eventsOf(caseId, 'LetterMailingCanceled')).toBe(1);
    } finally {
      release();
      spy.mockRestore();
    }
  }, 60_000);
});
