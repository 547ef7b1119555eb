import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { MailGateway } from '../mail-gateway';
import { parsePostalAddress, type PostalAddress } from '../postal-address';
import { FakeLobServer } from '../../../testing/mailing/fake-lob-server';
import { CARD, seedDocumentedCase, waitForMailing } from '../../../testing/mailing/mailing-fixtures';

const API_KEY = 'test_0123456789abcdef';
const SECRET = 'lob-webhook-secret-for-tests';
const address = (text: string): PostalAddress => {
  const parsed = parsePostalAddress('Test Person', text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.address;
};

/** LobMailGateway against a fake Lob server on 127.0.0.1 (LOB_API_BASE), through the real app. */
describe('mail it for me through Lob (fake Lob server)', () => {
  let lob: FakeLobServer;
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;

  const post = (path: string, body: object) => request(t.http).post(path).set(bearer(owner.token)).send(body);
  const events = async (caseId: string, type: string) =>
    Number(
      (
        await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = $2`, [
          `case-${caseId}`,
          type,
        ])
      )[0].n,
    );
  const webhook = (delivery: { body: string; headers: Record<string, string> }) =>
    request(t.http).post('/api/webhooks/lob').set(delivery.headers).send(delivery.body);
  /** Requests a certified mailing of a fresh case and pays it with the sandbox card. */
  const mailAndPay = async (over: Parameters<typeof seedDocumentedCase>[2] = {}) => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id, over);
    const created = await post(`/api/cases/${caseId}/mailings`, { service: 'certified' }).expect(201);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: created.body.clientSecret, ...CARD })
      .expect(200);
    return { caseId, mailingId: created.body.mailing.id as string };
  };

  beforeAll(async () => {
    lob = await new FakeLobServer(API_KEY).start();
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: 'off',
        MAIL_MODE: 'lob',
        LOB_API_KEY: API_KEY,
        LOB_WEBHOOK_SECRET: SECRET,
        LOB_API_BASE: lob.url,
      },
    });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await lob.stop();
  });

  it('creates the letter as Lob wants it: certified with return receipt, window address page, our exact PDF, idempotency key', async () => {
    const { caseId, mailingId } = await mailAndPay();
    const mailed = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    const letter = [...lob.letters.values()].find((l) => l.metadata.mailingId === mailingId)!;
    expect(letter.fields).toMatchObject({
      extra_service: 'certified_return_receipt',
      address_placement: 'insert_blank_page',
      use_type: 'operational',
      mail_type: 'usps_first_class',
      'to[address_line1]': '100 Broadway',
      'to[address_zip]': '10005',
      'from[address_city]': 'Brooklyn',
      'metadata[caseId]': caseId,
    });
    expect(letter.idempotencyKey).toBe(`mailing:${mailingId}`);
    expect(createHash('sha256').update(letter.pdf).digest('hex')).toBe(mailed.pdfSha256);
    expect(mailed).toMatchObject({
      carrier: 'lob',
      providerLetterId: letter.id,
      trackingNumber: letter.tracking_number,
    });
  });

  it('a repeated key returns the same letter; a response lost after Lob created the letter still mails once', async () => {
    const gateway = t.app.get(MailGateway);
    const params = {
      idempotencyKey: 'mailing:idempotency-test',
      service: 'first_class' as const,
      from: address('1 Elm St\nBrooklyn, NY 11201'),
      to: address('2 Oak St\nNew York, NY 10005'),
      pdf: Buffer.from('%PDF-1.4 test'),
      description: 'test',
      metadata: { mailingId: 'idempotency-test' },
    };
    const [a, b] = await Promise.all([gateway.createLetter(params), gateway.createLetter(params)]);
    expect(b.id).toBe(a.id);
    expect([...lob.letters.values()].filter((l) => l.metadata.mailingId === 'idempotency-test')).toHaveLength(
      1,
    );

    lob.loseNextResponse = true; // Lob makes the letter, then the answer is lost (500): the job tries again
    const { caseId, mailingId } = await mailAndPay();
    await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    expect([...lob.letters.values()].filter((l) => l.metadata.mailingId === mailingId)).toHaveLength(1);
    expect(await events(caseId, 'LetterMailed')).toBe(1);
  });

  it('signed webhooks move it along once each; a forged or stale signature is refused and records nothing', async () => {
    const { caseId, mailingId } = await mailAndPay();
    await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    const letter = [...lob.letters.values()].find((l) => l.metadata.mailingId === mailingId)!;
    lob.scan(letter.id, 'In Transit', 'NEW YORK NY NETWORK DISTRIBUTION CENTER');
    const transit = lob.webhook(letter.id, 'letter.certified.in_transit', SECRET);
    expect((await webhook(transit).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    await waitForMailing(t, owner.token, caseId, (m) => m.status === 'in_transit');

    lob.scan(letter.id, 'Delivered', '10005');
    const forged = lob.webhook(letter.id, 'letter.certified.delivered', 'not-the-secret');
    expect((await webhook(forged).expect(400)).body.message).toBe('Webhook signature does not match');
    const stale = lob.webhook(
      letter.id,
      'letter.certified.delivered',
      SECRET,
      String(Date.now() - 10 * 60_000),
    );
    expect((await webhook(stale).expect(400)).body.message).toBe('Webhook timestamp outside the tolerance');
    await request(t.http)
      .post('/api/webhooks/lob')
      .set('Content-Type', 'application/json')
      .send(transit.body)
      .expect(400);
    expect(await events(caseId, 'LetterDelivered')).toBe(0);

    const delivered = lob.webhook(letter.id, 'letter.certified.delivered', SECRET);
    await Promise.all([
      webhook(delivered).expect(200),
      webhook(delivered).expect(200),
      webhook(transit).expect(200),
    ]);
    const done = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'delivered');
    expect(done.deliveryIsEstimate).toBe(false);
    expect(await events(caseId, 'LetterDelivered')).toBe(1);
    expect(await events(caseId, 'LetterDeliveryUpdated')).toBe(1);
  });

  it('a letter Lob refuses after payment is rejected and refunded automatically, once', async () => {
    const { caseId } = await mailAndPay({ defendantAddress: '1 Reject Way\nNew York, NY 10005' });
    const rejected = await waitForMailing(
      t,
      owner.token,
      caseId,
      (m) => m.status === 'rejected' && (m.refundedAmount as number) > 0,
    );
    expect(rejected).toMatchObject({
      refundedAmount: 1295,
      rejectedReason: expect.stringContaining('not a deliverable address'),
    });
    const refunds = await db.query(`SELECT data FROM sandbox.objects WHERE object = 'refund'`);
    expect(
      refunds.filter((r: { data: { metadata: { caseId?: string } } }) => r.data.metadata.caseId === caseId),
    ).toHaveLength(1);
    expect(await events(caseId, 'LetterMailingRefunded')).toBe(1);
    expect(await events(caseId, 'LetterMailed')).toBe(0);
  });

  it("Lob's US verification runs before any payment: 400 naming the address", async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id, {
      defendantAddress: '7 Undeliverable Ave\nNew York, NY 10005',
    });
    const res = await post(`/api/cases/${caseId}/mailings`, { service: 'first_class' }).expect(400);
    expect(res.body.message).toBe(
      'formData.defendantAddress: USPS cannot deliver mail to this address: check the street, city and ZIP code',
    );
    expect(await events(caseId, 'LetterMailingRequested')).toBe(0);
  });
});
