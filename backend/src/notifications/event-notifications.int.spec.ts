import { Client } from 'pg';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { EventStore } from '../event-store/event-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { eventually } from '../testing/outbox/smtp-sink';
import { storedEmails } from '../testing/outbox/stored-emails';

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('emails caused by events (process manager pm_email_notifications)', () => {
  let t: TestApp;
  let db: Client;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://suego.localhost' } });
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('PaymentSucceeded on a case records one receipt for the owner, in the checkpoint transaction', async () => {
    const owner = await registerUser(t.http);
    const opened = await request(t.http)
      .post('/api/cases')
      .set(bearer(owner.token))
      .send({
        formData: {
          caseType: 'unpaid-work',
          state: 'CA',
          plaintiffName: 'Ana Díaz',
          plaintiffEmail: 'ana@example.com',
          defendantName: 'Acme LLC',
          defendantAddress: '400 Market St, San Francisco, CA 94105',
          amountClaimed: '1200.00',
          incidentDate: '2026-08-15',
          disputeDescription: 'They owe me money.',
          documentType: 'demand_letter',
          agreedToTerms: true,
        },
      })
      .expect(201);
    const caseId: string = opened.body.id;
    const intent = await request(t.http).post('/api/create-payment-intent').set(bearer(owner.token)).send({ caseId }).expect(200);
    await request(t.http).post('/api/sandbox/confirm').send({ clientSecret: intent.body.clientSecret, ...CARD }).expect(200);

    // Nothing is recorded before the process manager has seen the event.
    const receipts = () => storedEmails(t, `n.kind = 'payment-receipt'`);
    expect(await receipts()).toHaveLength(0);
    const subscriptions = t.app.get(SubscriptionsService);
    await subscriptions.start({ only: ['pm_email_notifications'] });
    const rows = await eventually(async () => {
      const r = await receipts();
      return r.length ? r : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_email).toBe(owner.email);
    expect(rows[0]!.subject).toBe('Your SueGo receipt');
    expect(rows[0]!.text_body).toMatch(/\$\d+\.\d{2}/);
    expect(rows[0]!.text_body).toContain(`https://suego.localhost/document/${caseId}`);
    expect(rows[0]!.html_body).toContain('SueGo is not a law firm and does not give legal advice.');
    // Its send job was enqueued in the same transaction.
    const receiptJobs = `SELECT 1 FROM jobs j JOIN notifications n ON j.idempotency_key = 'notification:' || n.id
                          WHERE j.type = 'notification.send' AND n.kind = 'payment-receipt'`;
    expect((await db.query(receiptJobs)).rowCount).toBe(1);
    // Replaying the log from zero (a crash before the checkpoint moved) records nothing twice.
    await subscriptions.stop();
    const reset = await db.query(
      `UPDATE es.checkpoints SET last_transaction_id = '0', last_global_position = 0 WHERE subscription_id = 'pm_email_notifications'`,
    );
    expect(reset.rowCount).toBe(1);
    await subscriptions.start({ only: ['pm_email_notifications'] });
    await eventually(async () => {
      const { rows } = await db.query(`SELECT last_global_position FROM es.checkpoints WHERE subscription_id = 'pm_email_notifications'`);
      return Number(rows[0]?.last_global_position) > 0 ? true : undefined;
    });
    expect(await receipts()).toHaveLength(1);
    expect((await db.query(receiptJobs)).rowCount).toBe(1);
  });

  it('a trialing subscription gets a reminder due 3 days before the trial ends; a failed charge an email at once', async () => {
    const owner = await registerUser(t.http);
    const subscriptionId = randomUUID();
    const now = Date.now();
    const trialEnd = new Date(now + 7 * 24 * 3600 * 1000).toISOString();
    const period = { currentPeriodStart: new Date(now).toISOString(), currentPeriodEnd: trialEnd };
    await t.app.get(EventStore).append(
      `subscription-${subscriptionId}`,
      [
        {
          type: 'SubscriptionStarted',
          data: {
            ...period,
            subscriptionId,
            userId: owner.user.id,
            plan: 'suego',
            status: 'trialing',
            amount: 1900,
            documentsPerPeriod: 3,
            providerSubscriptionId: 'sub_test',
            providerCustomerId: 'cus_test',
            setupIntentId: null,
            trialEnd,
            promoCode: null,
            discountAmount: 0,
            startedAt: period.currentPeriodStart,
          },
        },
        {
          type: 'SubscriptionPaymentFailed',
          data: {
            ...period,
            subscriptionId,
            status: 'past_due',
            invoiceId: null,
            attempt: 1,
            code: 'card_declined',
            message: 'Your card was declined.',
            nextAttemptAt: null,
            failedAt: period.currentPeriodStart,
          },
        },
      ],
      'no_stream',
    );
    const subscriptions = t.app.get(SubscriptionsService);
    await subscriptions.start({ only: ['pm_email_notifications'] });
    const rows = await eventually(async () => {
      const r = (await storedEmails(t, `n.kind <> 'verify-email' AND j.run_at IS NOT NULL`))
        .filter((m) => m.to_email === owner.email)
        .sort((a, b) => a.kind.localeCompare(b.kind));
      return r.length === 2 ? r : undefined;
    });
    expect(rows.map((r) => r.kind)).toEqual(['subscription-payment-failed', 'trial-ending']);
    const reminderDue = rows[1]!.run_at!.getTime();
    expect(Math.abs(reminderDue - (Date.parse(trialEnd) - 3 * 24 * 3600 * 1000))).toBeLessThan(1000);
    expect(rows[0]!.run_at!.getTime()).toBeLessThanOrEqual(Date.now());
    await subscriptions.stop();
  });

  it('a new ticket and each staff reply: one email each, in the checkpoint transaction; a replay from zero adds nothing', async () => {
    const ticketId = randomUUID();
    const staffId = randomUUID();
    const at = new Date().toISOString();
    await t.app.get(EventStore).append(
      `ticket-${ticketId}`,
      [
        {
          type: 'SupportTicketOpened',
          data: { ticketId, userId: null, name: 'Vic Visitor', email: 'vic@example.com', subject: 'Pricing?', message: 'How much?', priority: 'low', status: 'open', openedAt: at },
        },
        { type: 'SupportTicketStatusChanged', data: { ticketId, from: 'open', to: 'in_progress', changedBy: staffId, changedAt: at } },
        {
          type: 'SupportTicketReplied',
          data: { ticketId, replyId: randomUUID(), authorId: staffId, authorName: 'Sam Staff', message: 'A letter is $5.', repliedAt: at },
        },
        { type: 'SupportTicketCustomerReplied', data: { ticketId, replyId: randomUUID(), authorId: staffId, message: 'Thanks', repliedAt: at } },
      ],
      'no_stream',
    );
    const mails = async () =>
      (await storedEmails(t))
        .filter((m) => m.to_email === 'vic@example.com')
        .sort((a, b) => a.kind.localeCompare(b.kind));
    const subscriptions = t.app.get(SubscriptionsService);
    await subscriptions.start({ only: ['pm_email_notifications'] });
    const rows = await eventually(async () => {
      const r = await mails();
      return r.length === 2 ? r : undefined;
    });
    expect(rows.map((r) => [r.kind, r.subject])).toEqual([
      ['staff-reply', 'Re: Pricing?'],
      ['ticket-received', 'We received your SueGo support request'],
    ]);
    expect(rows[0]!.text_body).toContain('A letter is $5.');
    expect(rows[0]!.text_body).toContain('https://suego.localhost/support'); // a visitor: no account to read it in
    await subscriptions.stop();
    await db.query(
      `UPDATE es.checkpoints SET last_transaction_id = '0', last_global_position = 0 WHERE subscription_id = 'pm_email_notifications'`,
    );
    await subscriptions.start({ only: ['pm_email_notifications'] });
    await eventually(async () => {
      const { rows: c } = await db.query(`SELECT last_global_position FROM es.checkpoints WHERE subscription_id = 'pm_email_notifications'`);
      return Number(c[0]?.last_global_position) > 0 ? true : undefined;
    });
    expect(await mails()).toHaveLength(2);
    await subscriptions.stop();
  });
});
