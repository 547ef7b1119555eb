import { Client } from 'pg';
import request from 'supertest';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { eventually } from '../../testing/outbox/smtp-sink';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { bearer, enrolStaff, registerUser, type EnrolledStaff, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fileTicket } from '../../testing/support/support-fixtures';

/** POST /api/support/{id}/replies: staff answer, emailed to the customer through the outbox. */
describe('staff replies', () => {
  let t: TestApp;
  let db: Client;
  let staff: EnrolledStaff;
  let customer: RegisteredUser;
  const reply = (id: string, body: unknown, token = staff.token) =>
    request(t.http).post(`/api/support/${id}/replies`).set(bearer(token)).send(body as object);
  const mails = async (to: string) => ({
    rows: (await storedEmails(t, `n.kind <> 'verify-email'`)).filter((m) => m.to_email === to),
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', PUBLIC_URL: 'https://suego.localhost' } });
    await t.app.get(SubscriptionsService).start();
    db = new Client({ connectionString: t.database.url });
    await db.connect();
    staff = await enrolStaff(t, { name: 'Sam Staff' });
    customer = await registerUser(t.http, { name: 'Cora Customer' });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('adds the reply to the thread and emails it to the customer once, with a link to My requests', async () => {
    const ticket = await fileTicket(t, { name: 'Cora Customer', email: customer.email, subject: 'Where is my PDF?' }, { token: customer.token });
    const res = await reply(ticket.id, { message: '  Your PDF is on My Documents.\nClick Download.  ' }).expect(201);
    expect(res.body).toMatchObject({ id: ticket.id, replyCount: 1, status: 'open' });
    expect(res.body.replies).toEqual([
      { id: expect.any(String), author: 'staff', authorName: 'Sam Staff', message: 'Your PDF is on My Documents.\nClick Download.', createdAt: expect.any(String) },
    ]);
    const sent = await eventually(async () => {
      const { rows } = await mails(customer.email);
      return rows.some((r) => r.kind === 'staff-reply') ? rows : undefined;
    });
    expect(sent.map((r) => r.kind)).toEqual(['ticket-received', 'staff-reply']);
    const staffReply = sent[1]!;
    expect(staffReply.subject).toBe('Re: Where is my PDF?');
    expect(staffReply.text_body).toContain('Your PDF is on My Documents.\nClick Download.');
    expect(staffReply.text_body).toContain('https://suego.localhost/account/requests');
    const { rows } = await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'SupportTicketReplied'`, [`ticket-${ticket.id}`]);
    expect(rows[0].data).toMatchObject({ authorId: staff.user.id, authorName: '[encrypted]', message: '[encrypted]' });
    const replied = (await t.app.get(EventStore).readStream(`ticket-${ticket.id}`)).find((e) => e.type === 'SupportTicketReplied');
    expect(replied!.data).toMatchObject({ authorId: staff.user.id, authorName: 'Sam Staff', message: 'Your PDF is on My Documents.\nClick Download.' });
  });

  it("a visitor's reply email points to the support page (they have no account to read it in)", async () => {
    const ticket = await fileTicket(t, { email: 'walk.in@example.com' });
    await reply(ticket.id, { message: 'Thanks for writing in.' }).expect(201);
    const sent = await eventually(async () => {
      const { rows } = await mails('walk.in@example.com');
      return rows.find((r) => r.kind === 'staff-reply');
    });
    expect(sent.text_body).toContain('https://suego.localhost/support');
    expect(sent.text_body).toContain('Thanks for writing in.');
  });

  it('replies on a closed ticket too; names an empty or long message; 404 for an unknown ticket; staff only', async () => {
    const ticket = await fileTicket(t);
    await request(t.http).patch(`/api/support/${ticket.id}`).set(bearer(staff.token)).send({ status: 'closed' }).expect(200);
    await reply(ticket.id, { message: 'One last note.' }).expect(201);
    await reply(ticket.id, { message: '   ' }).expect(400, /message is required/);
    await reply(ticket.id, {}).expect(400, /message is required/);
    await reply(ticket.id, { message: 'x'.repeat(5_001) }).expect(400, /message must be at most 5000 characters/);
    await reply('7d1f2c3b-0000-4a2b-8c3d-000000000000', { message: 'Hello' }).expect(404);
    await reply(ticket.id, { message: 'Hello' }, customer.token).expect(403);
    await request(t.http).post(`/api/support/${ticket.id}/replies`).send({ message: 'Hello' }).expect(401);
  });
});
