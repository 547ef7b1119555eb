import request from 'supertest';
import { DataSource } from 'typeorm';
import { extractText } from 'unpdf';
import { subscriber } from '../../../testing/attorneys/attorney-fixtures';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import type { Job } from '../../../jobs/job';
import { JobsService } from '../../../jobs/jobs.service';
import { CARD, pdfBody, seedDocumentedCase } from '../../../testing/mailing/mailing-fixtures';
import { PaymentGateway, ProviderEventHandler, type SandboxPaymentGateway } from '../../../payments/index';
import { bearer, registerUser, staffBearer, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { REFUND_ESCALATION_JOB } from './escalation-event-ids';
import { RefundEscalationJob, type RefundEscalationPayload } from './refund-escalation.job';

interface Escalated {
  status: string;
  amountDue: number;
  clientSecret?: string;
  paymentIntentId?: string;
  package: { documentId: string; kind: string; title: string; version: string } | null;
}

/**
 * "File in small claims" from the same case (ADR 184) on one app and database: the $10 difference after a paid
 * letter on its own intent, a double click, a duplicate webhook and a second paid intent; the plan's allowance spent
 * once; owner only; the package's exhibits and PDF; California's SC-100 once the package exists.
 */
describe('court: filing in small claims from the same case', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let caseId: string;

  const escalate = (id: string, token: string, body?: object) => {
    const r = request(t.http).post(`/api/cases/${id}/escalate`).set(bearer(token));
    return body ? r.send(body) : r;
  };
  const confirm = (clientSecret: string) =>
    request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret, ...CARD })
      .expect(200);
  const count = async (id: string, type: string) =>
    (
      await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = $2`, [
        `case-${id}`,
        type,
      ])
    )[0].n as number;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    ({ caseId } = await seedDocumentedCase(t, owner.user.id, {
      plaintiffName: 'Ana Ortiz',
      defendantName: 'Brightline Studio LLC',
    }));
  }, 60_000);
  afterAll(() => t.close());

  it("answers 404 for another user's case, and 400/404 for bad input, never a 500; staff never write", async () => {
    await escalate(caseId, other.token).expect(404);
    await request(t.http)
      .post(`/api/cases/${caseId}/escalate`)
      .set(await staffBearer(t))
      .expect((r) => expect([403, 404]).toContain(r.status));
    await escalate('a%00b', owner.token).expect(404);
    await escalate('%ED%A0%80', owner.token).expect((r) => expect([400, 404]).toContain(r.status));
    await escalate(caseId, owner.token, { note: 'a\u0000b\ud800' }).expect((r) =>
      expect(r.status).toBeLessThan(500),
    );
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as object;
    await escalate(caseId, owner.token, deep).expect(400);
    expect(await count(caseId, 'CaseDocumentDrafted')).toBe(0);
  });

  it('the difference is due once: 20 parallel clicks are one intent; paid, the package exists once', async () => {
    // The bad-input test's body-less requests may have asked already: the same intent either way.
    const clicks = await Promise.all(Array.from({ length: 20 }, () => escalate(caseId, owner.token)));
    expect(clicks.map((r) => r.status)).toEqual(Array(20).fill(200));
    const first = clicks[0]!.body as Escalated;
    expect(first).toMatchObject({ status: 'awaiting_payment', amountDue: 1000, package: null });
    expect(new Set(clicks.map((r) => (r.body as Escalated).paymentIntentId))).toEqual(
      new Set([first.paymentIntentId]),
    );
    const intents = await db.query(
      `SELECT count(*)::int AS n FROM sandbox.objects WHERE object = 'payment_intent'
         AND data->'metadata'->>'purpose' = 'escalation' AND data->'metadata'->>'caseId' = $1`,
      [caseId],
    );
    expect(intents[0].n).toBe(1);
    const gateway = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
    const intent = await gateway.retrievePaymentIntent(first.paymentIntentId!);
    expect(intent.metadata).toMatchObject({ purpose: 'escalation', caseId, userId: owner.user.id });
    expect(await count(caseId, 'CaseDocumentDrafted')).toBe(0);

    await confirm(first.clientSecret!);
    const done = (await escalate(caseId, owner.token).expect(200)).body as Escalated;
    expect(done).toMatchObject({
      status: 'paid',
      amountDue: 0,
      package: { kind: 'small_claims', version: '1.0' },
    });
    expect(done.clientSecret).toBeUndefined();

    // A duplicate webhook (the same event again, and under another id) and a reconciliation change nothing.
    const [row] = await db.query(`SELECT data FROM sandbox.events WHERE object_id = $1 AND type = $2`, [
      first.paymentIntentId,
      'payment_intent.succeeded',
    ]);
    const handler = t.app.get(ProviderEventHandler);
    await handler.handle(row.data);
    await handler.handle({ ...row.data, id: 'evt_escalation_redelivered' });
    await handler.reconcilePaymentIntent(await gateway.retrievePaymentIntent(first.paymentIntentId!));
    expect(await count(caseId, 'EscalationPaid')).toBe(1);
    expect(await count(caseId, 'CaseDocumentDrafted')).toBe(1);
    // The payment, its charge in the ledger and the package are one transaction: a crash between payment and
    // drafting leaves all of them or none (the provider's delivery is then retried), never a paid case without it.
    const together = await db.query(
      `SELECT count(DISTINCT transaction_id)::int AS n, array_agg(event_type ORDER BY event_type) AS types
         FROM es.events
        WHERE (stream_id = $1 AND event_type IN ('EscalationPaid', 'CaseDocumentDrafted'))
           OR (event_type = 'ChargeSucceeded' AND data->>'providerPaymentId' = $2)`,
      [`case-${caseId}`, first.paymentIntentId],
    );
    expect(together[0]).toEqual({
      n: 1,
      types: ['CaseDocumentDrafted', 'ChargeSucceeded', 'EscalationPaid'],
    });
    const jobs = await db.query(`SELECT id FROM jobs WHERE type = $1 AND payload->>'caseId' = $2`, [
      REFUND_ESCALATION_JOB,
      caseId,
    ]);
    expect(jobs).toHaveLength(0);

    // The package is a document of the same case: listed, with its PDF built from the case and its exhibits.
    const docs = (
      await request(t.http).get(`/api/cases/${caseId}/documents`).set(bearer(owner.token)).expect(200)
    ).body as Array<{ id: string; kind: string; first: boolean }>;
    expect(docs.map((d) => [d.kind, d.first])).toEqual([
      ['demand_letter', true],
      ['small_claims', false],
    ]);
    const pdf = await pdfBody(
      request(t.http)
        .get(`/api/cases/${caseId}/documents/${done.package!.documentId}/download`)
        .set(bearer(owner.token)),
    ).expect(200);
    const text = (await extractText(new Uint8Array(pdf.body as Buffer), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Small-Claims Filing Package');
    expect(text).toContain('Ana Ortiz v. Brightline Studio LLC');
    expect(text).toContain('Exhibit A: demand letter');
    expect(text).toContain('You sent your demand letter, and you were not paid in full.');

    // The charge is in the billing history with its receipt, like every other.
    const history = (await request(t.http).get('/api/billing/history').set(bearer(owner.token)).expect(200))
      .body as {
      items: Array<{
        purpose: string;
        amount: number;
        kind: string;
        description: string;
        receiptUrl: string;
      }>;
    };
    const charge = history.items.find((i) => i.purpose === 'escalation');
    expect(charge).toMatchObject({ amount: 1000, kind: 'charge' });
    expect(charge!.description).toMatch(/^Small-claims package after your letter \(case /);
    await request(t.http).get(charge!.receiptUrl).set(bearer(owner.token)).expect(200);
  });

  it('a second intent paid for the same case (two raced) is refunded once, and the package stays one', async () => {
    const gateway = t.app.get<PaymentGateway, SandboxPaymentGateway>(PaymentGateway);
    const second = await gateway.createPaymentIntent({
      amount: 1000,
      currency: 'usd',
      metadata: { purpose: 'escalation', caseId, userId: owner.user.id },
      idempotencyKey: `test:escalation-second:${caseId}`,
    });
    await confirm(second.client_secret!);
    const job = await t.app.get(JobsService).findByKey(`${REFUND_ESCALATION_JOB}:${second.id}`);
    expect(job).toBeTruthy();
    const refunds = t.app.get(RefundEscalationJob);
    await refunds.handle(job as Job<RefundEscalationPayload>); // the worker, a retry, or both: once
    await refunds.handle(job as Job<RefundEscalationPayload>);
    for (let i = 0; i < 100 && (await count(caseId, 'EscalationRefunded')) === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await count(caseId, 'EscalationRefunded')).toBe(1);
    expect(await count(caseId, 'CaseDocumentDrafted')).toBe(1);
    expect((await gateway.retrievePaymentIntent(second.id)).status).toBe('succeeded');
    // The money given back is a line of the billing history with its own receipt, once.
    const history = (await request(t.http).get('/api/billing/history').set(bearer(owner.token)).expect(200))
      .body as { items: Array<{ purpose: string; kind: string; amount: number; receiptUrl: string }> };
    const lines = history.items.filter((i) => i.purpose === 'escalation');
    expect(lines.map((i) => [i.kind, i.amount]).sort()).toEqual([
      ['charge', 1000],
      ['charge', 1000],
      ['refund', 1000],
    ]);
  });

  it('a case bought as a package is a 409 that says so', async () => {
    const { caseId: packageCase } = await seedDocumentedCase(t, owner.user.id, {
      documentType: 'small_claims',
    });
    expect((await escalate(packageCase, owner.token).expect(409)).body.message).toMatch(
      /already a small-claims package/,
    );
  });

  it("a subscriber's case is covered by the plan: one document of the allowance, spent once for a double click", async () => {
    const sub = await subscriber(t, 'suego');
    const me = (await request(t.http).get('/api/auth/me').set(bearer(sub.token)).expect(200)).body as {
      id?: string;
      user?: { id: string };
    };
    const userId = me.user?.id ?? me.id!;
    const { caseId: covered } = await seedDocumentedCase(t, userId, {
      state: 'CA',
      plaintiffName: 'Nguyễn Văn An',
    });
    const used = async () =>
      (await request(t.http).get('/api/subscription/status').set(bearer(sub.token)).expect(200)).body
        .subscription.documentsUsed as number;
    const before = await used();
    await request(t.http).get(`/api/cases/${covered}/sc-100`).set(bearer(sub.token)).expect(409);

    const [a, b] = await Promise.all([escalate(covered, sub.token), escalate(covered, sub.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ status: 'covered', amountDue: 0, package: { kind: 'small_claims' } });
    expect(b.body.package.documentId).toBe(a.body.package.documentId);
    expect(a.body.clientSecret).toBeUndefined();
    await escalate(covered, sub.token).expect(200);
    expect(await count(covered, 'CaseDocumentDrafted')).toBe(1);
    expect(await used()).toBe(before + 1);
    const allowance = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'DocumentAllowanceUsed' AND data->>'caseId' = $1`,
      [covered],
    );
    expect(allowance[0].n).toBe(1);

    // California: the official SC-100 is available for the case once its package exists.
    const form = await request(t.http).get(`/api/cases/${covered}/sc-100`).set(bearer(sub.token)).expect(200);
    expect(form.body.revision).toBe('Rev. January 1, 2024');
  });
});
