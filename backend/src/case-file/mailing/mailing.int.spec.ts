import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { extractText } from 'unpdf';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../jobs/jobs.service';
import { subscriber } from '../../testing/attorneys/attorney-fixtures';
import { bearer, registerUser, staffBearer, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SandboxMailDelivery } from './sandbox/sandbox-mail-delivery';
import { CARD, mailings, pdfBody, seedDocumentedCase, waitForMailing } from '../../testing/mailing/mailing-fixtures';

/**
 * "Mail it for me" on the sandbox mail provider and the sandbox test clock (issue 28): the whole journey with no
 * keys: preview, request, pay (its own purchase), mailed once with its proof, in transit, delivered on day 3; a
 * letter that comes back, sent again to a corrected address; SuePro included; "I mailed it myself"; and the
 * checks that come before any money moves.
 */
describe('mail it for me (sandbox)', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;
  let other: RegisteredUser;

  const as = (u: { token: string }) => bearer(u.token);
  const post = (path: string, user: { token: string }, body: object) =>
    request(t.http).post(path).set(as(user)).send(body);
  const advance = (user: { token: string }, days: number) =>
    post('/api/sandbox/test-clock/advance', user, { days }).expect(200);
  const confirm = (clientSecret: string) =>
    request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret, ...CARD })
      .expect(200);
  const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params))[0].n);
  const eventsOf = async (caseId: string, type: string) =>
    count(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = $2`, [
      `case-${caseId}`,
      type,
    ]);

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
    other = await registerUser(t.http, { name: 'Someone Else' });
  }, 60_000);
  afterAll(() => t.close());

  it('certified: preview, pay, mailed once with its exact PDF, in transit on day 1, delivered on day 3', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id, {
      plaintiffName: 'Ana Ortiz',
      defendantName: 'Brightline Studio LLC',
    });
    const pricing = (await request(t.http).get('/api/pricing').expect(200)).body;
    const certified = pricing.mailings.find((m: { id: string }) => m.id === 'certified');
    expect(certified.amount).toBe(1295);

    const preview = (
      await request(t.http)
        .get(`/api/cases/${caseId}/mailings/preview?service=certified`)
        .set(as(owner))
        .expect(200)
    ).body;
    expect(preview).toMatchObject({
      price: 1295,
      included: false,
      from: ['Ana Ortiz', '5 Court St', 'Brooklyn, NY 11201'],
      to: ['Brightline Studio LLC', '100 Broadway', 'New York, NY 10005'],
      warnings: [],
    });
    expect(preview.letter).toContain('Sincerely,');
    expect(preview.letter).not.toContain('Your private notes');
    const previewPdf = await pdfBody(
      request(t.http).get(`/api/cases/${caseId}/mailings/preview.pdf?service=certified`).set(as(owner)),
    ).expect(200);
    const previewText = (await extractText(new Uint8Array(previewPdf.body as Buffer), { mergePages: true }))
      .text;
    expect(previewText).toContain('This page is added by the mail service');
    expect(previewText).toContain('100 Broadway');

    const created = await post(`/api/cases/${caseId}/mailings`, owner, { service: 'certified' }).expect(201);
    expect(created.body.mailing).toMatchObject({
      status: 'awaiting_payment',
      service: 'certified',
      price: 1295,
      payment: 'card',
    });
    expect(created.body.clientSecret).toMatch(/^pi_.+_secret_/);
    // A double click hands out the same mailing and intent.
    const again = await post(`/api/cases/${caseId}/mailings`, owner, { service: 'certified' }).expect(201);
    expect(again.body.mailing.id).toBe(created.body.mailing.id);
    expect(again.body.clientSecret).toBe(created.body.clientSecret);
    const intent = await db.query(`SELECT data FROM sandbox.objects WHERE client_secret = $1`, [
      created.body.clientSecret,
    ]);
    expect(intent[0].data.metadata).toMatchObject({
      purpose: 'mailing',
      caseId,
      mailingId: created.body.mailing.id,
    });
    expect(intent[0].data.customer).toMatch(/^cus_/); // saved cards can pay it

    await confirm(created.body.clientSecret);
    const mailed = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    expect(mailed).toMatchObject({
      carrier: 'sandbox',
      trackingNumber: expect.stringMatching(/^9407\d{18}$/),
      deliveryIsEstimate: true,
    });
    expect(mailed.responseDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const proof = await pdfBody(
      request(t.http).get(`/api/cases/${caseId}/mailings/${mailed.id}/proof.pdf`).set(as(owner)),
    ).expect(200);
    const proofBytes = proof.body as Buffer;
    expect(createHash('sha256').update(proofBytes).digest('hex')).toBe(mailed.pdfSha256);
    expect(proof.headers['x-content-sha256']).toBe(mailed.pdfSha256);
    const proofText = (await extractText(new Uint8Array(proofBytes), { mergePages: true })).text;
    expect(proofText).toContain('Sincerely,');
    expect(proofText).not.toContain('private notes');
    expect(proofText).not.toContain('read this page first');

    await advance(owner, 1);
    expect(
      (await waitForMailing(t, owner.token, caseId, (m) => m.status === 'in_transit')).events.map(
        (e) => e.status,
      ),
    ).toEqual(['requested', 'paid', 'mailed', 'mailed', 'in_transit']);
    await advance(owner, 2);
    const delivered = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'delivered');
    expect(delivered.deliveryIsEstimate).toBe(false);
    expect(delivered.deliveryDate).toBe(delivered.deliveredAt!.slice(0, 10));

    // Every tracking webhook delivered again, twice: nothing is recorded twice.
    await db.query(`UPDATE sandbox.letter_events SET delivered_at = NULL`);
    await Promise.all([
      t.app.get(SandboxMailDelivery).deliverDue(),
      t.app.get(SandboxMailDelivery).deliverDue(),
    ]);
    for (const [type, n] of [
      ['LetterMailed', 1],
      ['LetterMailingPaid', 1],
      ['LetterDelivered', 1],
      ['LetterDeliveryUpdated', 2],
    ] as const)
      expect(await eventsOf(caseId, type)).toBe(n);
    // The case's own purchase is untouched: one case payment, no refund.
    expect(await eventsOf(caseId, 'PaymentRefunded')).toBe(0);

    // Already in the mail: a second request is refused.
    expect(
      (await post(`/api/cases/${caseId}/mailings`, owner, { service: 'first_class' }).expect(409)).body
        .message,
    ).toBe('This letter is already in the mail');
    // The audit history says each event in words.
    const history = (
      await request(t.http).get(`/api/audit/cases/${caseId}/history`).set(as(owner)).expect(200)
    ).body;
    const summaries: string[] = history.events.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /requested: version 1\.0 by certified mail with electronic return receipt to Brightline Studio LLC, \$12\.95 to pay/,
        ),
        expect.stringMatching(/handed to the mail service \(sandbox letter ltr_/),
        expect.stringMatching(/delivered on \d{4}-\d{2}-\d{2}$/),
      ]),
    );
  });

  it('returned to sender, then sent again to a corrected address at the First-Class price', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id, {
      defendantAddress: '1 Return Road\nNew York, NY 10005',
    });
    const first = await post(`/api/cases/${caseId}/mailings`, owner, { service: 'first_class' }).expect(201);
    expect(first.body.mailing.price).toBe(495);
    await confirm(first.body.clientSecret);
    await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    await advance(owner, 3);
    const returned = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'returned');
    expect(returned.returnedAt).not.toBeNull();

    // The corrected address is checked like any other, before any payment.
    const bad = await post(`/api/cases/${caseId}/mailings`, owner, {
      service: 'first_class',
      toAddress: '2 Main St\nNew York, NJ 10005',
    }).expect(400);
    expect(bad.body.message).toBe(
      'toAddress: ZIP code 10005 is in NY, not NJ: check the state and the ZIP code',
    );
    expect(
      (await post(`/api/cases/${caseId}/mailings`, owner, { service: 'first_class' }).expect(400)).body
        .message,
    ).toMatch(/^toAddress: this letter came back/);

    const resend = await post(`/api/cases/${caseId}/mailings`, owner, {
      service: 'first_class',
      toAddress: '2 Main St\nNew York, NY 10005',
    }).expect(201);
    expect(resend.body.mailing).toMatchObject({
      status: 'awaiting_payment',
      price: 495,
      resendOf: returned.id,
      to: ['Acme Builders LLC', '2 Main St', 'New York, NY 10005'],
    });
    // Paid with a saved card: the mailing's intent is on the claimant's billing customer.
    const setup = await post('/api/create-setup-intent', owner, {}).expect((r) => expect([200, 201]).toContain(r.status));
    await confirm(setup.body.clientSecret);
    const cards = (await request(t.http).get('/api/payment-methods').set(as(owner)).expect(200)).body.paymentMethods as { id: string }[];
    expect(cards.length).toBeGreaterThan(0);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: resend.body.clientSecret, paymentMethodId: 'pm_notmine' })
      .expect(400);
    await request(t.http).post('/api/sandbox/confirm').send({ clientSecret: resend.body.clientSecret, paymentMethodId: cards[0]!.id }).expect(200);
    const again = await waitForMailing(
      t,
      owner.token,
      caseId,
      (m) => m.id === resend.body.mailing.id && m.status === 'mailed',
    );
    expect(again.deliveryIsEstimate).toBe(true); // First-Class: never a confirmed delivery
  });

  it('checks both addresses before any payment: 400 naming formData.plaintiffAddress or formData.defendantAddress', async () => {
    const intents = () =>
      count(`SELECT count(*)::int AS n FROM sandbox.objects WHERE object = 'payment_intent'`, []);
    const before = await intents();
    const noSender = await seedDocumentedCase(t, owner.user.id, { plaintiffAddress: '' });
    expect(
      (await post(`/api/cases/${noSender.caseId}/mailings`, owner, { service: 'certified' }).expect(400)).body
        .message,
    ).toMatch(/^formData\.plaintiffAddress: Add your own mailing address/);
    const wrongZip = await seedDocumentedCase(t, owner.user.id, {
      defendantAddress: '9 Elm St\nAlbany, CA 12207',
    });
    expect(
      (await post(`/api/cases/${wrongZip.caseId}/mailings`, owner, { service: 'certified' }).expect(400)).body
        .message,
    ).toBe('formData.defendantAddress: ZIP code 12207 is in NY, not CA: check the state and the ZIP code');
    const oneLine = await seedDocumentedCase(t, owner.user.id, { defendantAddress: '9 Elm Street' });
    expect(
      (
        await request(t.http)
          .get(`/api/cases/${oneLine.caseId}/mailings/preview?service=certified`)
          .set(as(owner))
          .expect(400)
      ).body.message,
    ).toMatch(/^formData\.defendantAddress: Write the address as the street on its own line/);
    // A city USPS names otherwise only warns.
    const cityMismatch = await seedDocumentedCase(t, owner.user.id, {
      defendantAddress: '9 Elm St\nGotham, NY 10005',
    });
    const preview = await request(t.http)
      .get(`/api/cases/${cityMismatch.caseId}/mailings/preview?service=first_class`)
      .set(as(owner))
      .expect(200);
    expect(preview.body.warnings).toEqual([
      expect.stringContaining("Recipient's address: USPS lists ZIP code 10005 as New York, NY, not Gotham"),
    ]);
    expect(await intents()).toBe(before);
    expect(
      (await post(`/api/cases/${cityMismatch.caseId}/mailings`, owner, { service: 'express' }).expect(400))
        .body.message,
    ).toMatch(/service must be/);
  });

  it('owner-only writes: another user gets 404 everywhere, staff read but never write, bad input is a 400', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id);
    await request(t.http).get(`/api/cases/${caseId}/mailings`).set(as(other)).expect(404);
    await request(t.http)
      .get(`/api/cases/${caseId}/mailings/preview?service=certified`)
      .set(as(other))
      .expect(404);
    await post(`/api/cases/${caseId}/mailings`, other, { service: 'certified' }).expect(404);
    await post(`/api/cases/${caseId}/mailings/self`, other, { mailedOn: '2026-01-01' }).expect(404);
    await request(t.http)
      .get(`/api/cases/${caseId}/mailings/00000000-0000-4000-8000-000000000000/proof.pdf`)
      .set(as(other))
      .expect(404);
    const staff = await staffBearer(t);
    await request(t.http).get(`/api/cases/${caseId}/mailings`).set(staff).expect(200);
    await request(t.http)
      .post(`/api/cases/${caseId}/mailings`)
      .set(staff)
      .send({ service: 'certified' })
      .expect(404);
    await request(t.http)
      .post(`/api/cases/${caseId}/mailings/self`)
      .set(staff)
      .send({ mailedOn: '2026-01-01' })
      .expect(404);
    await post(`/api/cases/${caseId}/mailings`, owner, { service: 'certified\u0000' }).expect(400);
    await post(`/api/cases/${caseId}/mailings/self`, owner, { mailedOn: '2026-02-30' }).expect(400);
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as object;
    await post(`/api/cases/${caseId}/mailings`, owner, deep).expect(400);
    await post(`/api/cases/${caseId}/mailings/self`, owner, {
      mailedOn: '2026-01-01',
      trackingNumber: '\ud800',
    }).expect(400);
  });

  it('SuePro: included, mailed at once with no payment; "I mailed it myself" records date and tracking number', async () => {
    const pro = await subscriber(t, 'suepro');
    const me = (await request(t.http).get('/api/auth/me').set(as(pro)).expect(200)).body as { id: string };
    const { caseId } = await seedDocumentedCase(t, me.id);
    const created = await post(`/api/cases/${caseId}/mailings`, pro, { service: 'certified' }).expect(201);
    expect(created.body).not.toHaveProperty('clientSecret');
    expect(created.body.mailing).toMatchObject({ price: 0, payment: 'included' });
    await waitForMailing(t, pro.token, caseId, (m) => m.status === 'mailed');

    const { caseId: selfCase } = await seedDocumentedCase(t, owner.user.id);
    const today = new Date().toISOString().slice(0, 10);
    const self = await post(`/api/cases/${selfCase}/mailings/self`, owner, {
      mailedOn: today,
      trackingNumber: '9407 1118 9922 3197 4284 90',
    }).expect(201);
    expect(self.body).toMatchObject({
      status: 'mailed',
      carrier: 'self',
      trackingNumber: '9407111899223197428490',
      mailedOn: today,
      deliveryIsEstimate: true,
    });
    expect(
      (await post(`/api/cases/${selfCase}/mailings`, owner, { service: 'certified' }).expect(409)).body
        .message,
    ).toBe('This letter is already in the mail');
    expect(await mailings(t, owner.token, selfCase)).toHaveLength(1);
  });

  it('the export carries each mailing with the exact PDF mailed; deleting the account deletes the proof and erases the addresses', async () => {
    const leaving = await registerUser(t.http, { name: 'Leo Leaving' });
    const { caseId } = await seedDocumentedCase(t, leaving.user.id, { plaintiffName: 'Leo Leaving' });
    const created = await post(`/api/cases/${caseId}/mailings`, leaving, { service: 'first_class' }).expect(201);
    await confirm(created.body.clientSecret);
    const mailed = await waitForMailing(t, leaving.token, caseId, (m) => m.status === 'mailed');

    const exported = (await request(t.http).get('/api/account/export').set(as(leaving)).expect(200)).body;
    const [item] = exported.cases.filter((c: { case: { id: string } }) => c.case.id === caseId);
    expect(item.mailings).toHaveLength(1);
    expect(item.mailings[0]).toMatchObject({ id: mailed.id, pdfSha256: mailed.pdfSha256, to: expect.objectContaining({ line1: '100 Broadway' }) });
    expect(createHash('sha256').update(Buffer.from(item.mailings[0].mailedPdfBase64, 'base64')).digest('hex')).toBe(mailed.pdfSha256);
    expect(item.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['LetterMailingRequested', 'LetterMailed']));

    await post('/api/account/delete', leaving, { confirmEmail: leaving.email }).expect((r) => expect([200, 204]).toContain(r.status));
    expect(await count(`SELECT count(*)::int AS n FROM mailing_proofs WHERE case_id = $1`, [caseId])).toBe(0);
    const [row] = await db.query(`SELECT to_address, from_address FROM rm_mailings WHERE case_id = $1`, [caseId]);
    expect(JSON.stringify(row ?? {})).not.toContain('100 Broadway');
    expect(JSON.stringify(row ?? {})).not.toContain('Leo Leaving');
  });
});
