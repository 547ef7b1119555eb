import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import type { Job } from '../../jobs/job';
import { JobsService } from '../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CancelPaymentIntentJob } from './cancel-payment-intent.job';
import { ProviderEventHandler } from '../../payments/handle-provider-event/provider-event.handler';
import { PaymentGateway } from '../../payments/payment-gateway';
import {
  REFUND_DUPLICATE_PAYMENT_JOB,
  RefundDuplicatePaymentJob,
  type RefundDuplicatePaymentPayload,
} from './refund-duplicate-payment.job';
import type { SandboxPaymentGateway } from '../../payments/sandbox/sandbox-payment-gateway';
import type { CancelPaymentIntentPayload } from './cancel-payment-intent.job-type';

/**
 * Issue 11 point 1, "pay $5, get the $15 package", through the API on real PostgreSQL: a case is paid only by a
 * payment that covers the price of the document it will produce.
 */
const form = (documentType: 'demand_letter' | 'small_claims') => ({
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

describe('checkout: a payment must cover the price of the document (issue 11)', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let db: DataSource;
  let gateway: SandboxPaymentGateway;

  const openCase = async (documentType: 'demand_letter' | 'small_claims') =>
    (await request(t.http).post('/api/cases').set(bearer(owner.token)).send({ formData: form(documentType) }).expect(201))
      .body.id as string;
  const revise = (caseId: string, documentType: 'demand_letter' | 'small_claims') =>
    request(t.http).patch(`/api/cases/${caseId}`).set(bearer(owner.token)).send({ formData: form(documentType) });
  const checkout = (caseId: string) =>
    request(t.http).post('/api/create-payment-intent').set(bearer(owner.token)).send({ caseId });
  const confirm = (clientSecret: string) => request(t.http).post('/api/sandbox/confirm').send({ clientSecret, ...CARD });
  const caseStatus = async (caseId: string) =>
    (await request(t.http).get(`/api/cases/${caseId}`).set(bearer(owner.token)).expect(200)).body.status as string;
  const stream = async (caseId: string): Promise<Array<{ event_type: string; data: Record<string, unknown> }>> =>
    db.query(`SELECT event_type, data FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [`case-${caseId}`]);
  const types = async (caseId: string) => (await stream(caseId)).map((e) => e.event_type);
  const jobsOf = async (caseId: string): Promise<Array<{ type: string; idempotency_key: string }>> =>
    db.query(`SELECT type, idempotency_key FROM jobs WHERE payload->>'caseId' = $1 ORDER BY created_at`, [caseId]);
  const refundsAtProvider = async (paymentIntentId: string): Promise<Array<{ amount: number }>> =>
    (
      await db.query(`SELECT data FROM sandbox.objects WHERE object = 'refund' AND data->>'payment_intent' = $1`, [
        paymentIntentId,
      ])
    ).map((r: { data: { amount: number } }) => r.data);
  const runJob = async <P>(key: string, handler: { handle(job: Job<P>): Promise<void> }) => {
    const job = await t.app.get(JobsService).findByKey(key);
    expect(job).not.toBeNull();
    await handler.handle(job as Job<P>);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = t.app.get(DataSource);
    gateway = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
    owner = await registerUser(t.http, { name: 'Maria Lopez' });
  });
  afterAll(() => t.close());

  it('the reproduction: $5 checkout, PATCH to small_claims, confirm the old intent → refused; only $15 pays for the package', async () => {
    const caseId = await openCase('demand_letter');
    const cheap = (await checkout(caseId).expect(200)).body;
    expect(cheap.finalAmount).toBe(500);

    const revised = await revise(caseId, 'small_claims').expect(200);
    expect(revised.body.documentType).toBe('small_claims');
    expect(await types(caseId)).toEqual(['CaseOpened', 'CheckoutStarted', 'CaseDetailsRevised', 'ComplexityAssessed', 'CheckoutCanceled']);
    // The provider-side cancellation is a job committed with the revision; it runs (twice: a retry is harmless).
    const key = `cancel-payment-intent:${cheap.paymentIntentId}`;
    expect((await jobsOf(caseId)).map((j) => j.idempotency_key)).toEqual([key]);
    await runJob<CancelPaymentIntentPayload>(key, t.app.get(CancelPaymentIntentJob));
    await runJob<CancelPaymentIntentPayload>(key, t.app.get(CancelPaymentIntentJob));
    expect((await gateway.retrievePaymentIntent(cheap.paymentIntentId)).status).toBe('canceled');

    const paidOld = await confirm(cheap.clientSecret).expect(400);
    expect(paidOld.body.message).toMatch(/canceled/);
    expect(await caseStatus(caseId)).toBe('pending');
    expect(await types(caseId)).not.toContain('PaymentSucceeded');

    // A new checkout is priced for the package; paying it pays the case, once.
    const dear = (await checkout(caseId).expect(200)).body;
    expect(dear.paymentIntentId).not.toBe(cheap.paymentIntentId);
    expect(dear.finalAmount).toBe(1500);
    expect((await confirm(dear.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
    await confirm(dear.clientSecret).expect(200); // a double click
    expect(await caseStatus(caseId)).toBe('paid');
    const paid = (await stream(caseId)).filter((e) => e.event_type === 'PaymentSucceeded');
    expect(paid.map((e) => [e.data.paymentIntentId, e.data.amount])).toEqual([[dear.paymentIntentId, 1500]]);
  });

  it('the cancellation lost the race: the old $5 intent is paid → not accepted, refunded once, never the package', async () => {
    const caseId = await openCase('demand_letter');
    const cheap = (await checkout(caseId).expect(200)).body;
    await revise(caseId, 'small_claims').expect(200);
    // The card is charged before the cancel job ran (its worker is not running here).
    expect((await confirm(cheap.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
    await confirm(cheap.clientSecret).expect(200); // a double click: one charge, one event
    const intent = await gateway.retrievePaymentIntent(cheap.paymentIntentId);
    const providerEvents = t.app.get(ProviderEventHandler);
    await providerEvents.reconcilePaymentIntent(intent); // a redelivery by another path

    expect(await caseStatus(caseId)).toBe('pending');
    expect(await types(caseId)).toEqual([
      'CaseOpened',
      'CheckoutStarted',
      'CaseDetailsRevised',
      'ComplexityAssessed',
      'CheckoutCanceled',
      'PaymentUnderpaid',
    ]);
    const [underpaid] = (await stream(caseId)).filter((e) => e.event_type === 'PaymentUnderpaid');
    expect(underpaid?.data).toMatchObject({ paymentIntentId: cheap.paymentIntentId, amount: 500, amountDue: 1500 });
    const refundKey = `${REFUND_DUPLICATE_PAYMENT_JOB}:${cheap.paymentIntentId}`;
    expect((await jobsOf(caseId)).map((j) => j.type).sort()).toEqual(['cancel-payment-intent', REFUND_DUPLICATE_PAYMENT_JOB]);

    // The late cancel job finds the intent paid and hands it to the rules again: nothing new.
    await runJob<CancelPaymentIntentPayload>(`cancel-payment-intent:${cheap.paymentIntentId}`, t.app.get(CancelPaymentIntentJob));
    // The refund runs (twice: a retry after a crash changes nothing).
    await runJob<RefundDuplicatePaymentPayload>(refundKey, t.app.get(RefundDuplicatePaymentJob));
    await runJob<RefundDuplicatePaymentPayload>(refundKey, t.app.get(RefundDuplicatePaymentJob));
    expect(await refundsAtProvider(cheap.paymentIntentId)).toEqual([expect.objectContaining({ amount: 500 })]);
    const refunded = (await stream(caseId)).filter((e) => e.event_type === 'PaymentRefunded');
    expect(refunded.map((e) => [e.data.paymentIntentId, e.data.amount, e.data.reason])).toEqual([
      [cheap.paymentIntentId, 500, 'underpaid'],
    ]);
    expect(await caseStatus(caseId)).toBe('pending');
    expect((await jobsOf(caseId)).some((j) => j.type === 'generate-document')).toBe(false);

    // Revising back to the $5 letter does not let the refunded intent pay for it.
    await revise(caseId, 'demand_letter').expect(200);
    await providerEvents.reconcilePaymentIntent(intent);
    expect(await caseStatus(caseId)).toBe('pending');
    expect(await types(caseId)).not.toContain('PaymentSucceeded');
  });

  it('webhook path: a succeeded payment for less than the price is refunded and produces no document', async () => {
    const caseId = await openCase('small_claims');
    // An intent at the provider for $5 that names this $15 case (a tampered or stale checkout).
    const cheap = await gateway.createPaymentIntent({
      amount: 500,
      currency: 'usd',
      metadata: { caseId, documentType: 'demand_letter' },
      idempotencyKey: `test:underpaid:${caseId}`,
    });
    expect((await confirm(cheap.client_secret!).expect(200)).body).toEqual({ status: 'succeeded' });
    expect(await caseStatus(caseId)).toBe('pending');
    expect(await types(caseId)).toEqual(['CaseOpened', 'PaymentUnderpaid']);
    await runJob<RefundDuplicatePaymentPayload>(
      `${REFUND_DUPLICATE_PAYMENT_JOB}:${cheap.id}`,
      t.app.get(RefundDuplicatePaymentJob),
    );
    expect(await types(caseId)).toEqual(['CaseOpened', 'PaymentUnderpaid', 'PaymentRefunded']);
    expect(await refundsAtProvider(cheap.id)).toEqual([expect.objectContaining({ amount: 500 })]);
    expect((await jobsOf(caseId)).map((j) => j.type)).toEqual([REFUND_DUPLICATE_PAYMENT_JOB]);

    // The audit history says what happened in words.
    const history = await request(t.http).get(`/api/audit/cases/${caseId}/history`).set(bearer(owner.token)).expect(200);
    expect(history.body.events.map((e: { summary: string }) => e.summary)).toEqual(
      expect.arrayContaining([
        `Payment of $5.00 received but $15.00 was due: not accepted, to be refunded (${cheap.id})`,
        `Underpaid payment of $5.00 refunded (${cheap.id})`,
      ]),
    );
  });

  it('a revision that keeps the price keeps the open intent, and parallel revisions cancel it once', async () => {
    const caseId = await openCase('demand_letter');
    const cheap = (await checkout(caseId).expect(200)).body;
    await request(t.http)
      .patch(`/api/cases/${caseId}`)
      .set(bearer(owner.token))
      .send({ formData: { ...form('demand_letter'), defendantName: 'Acme Design Inc.' } })
      .expect(200);
    expect((await checkout(caseId).expect(200)).body.paymentIntentId).toBe(cheap.paymentIntentId);

    const results = await Promise.all([1, 2, 3].map(() => revise(caseId, 'small_claims')));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await types(caseId)).filter((type) => type === 'CheckoutCanceled')).toHaveLength(1);
    expect((await jobsOf(caseId)).filter((j) => j.type === 'cancel-payment-intent')).toHaveLength(1);
  });
});
