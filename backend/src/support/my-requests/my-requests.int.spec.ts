import { Client } from 'pg';
import request from 'supertest';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, enrolStaff, registerUser, type EnrolledStaff, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TICKET_CLOSED_MESSAGE } from '../support-ticket.decide';
import { fileTicket } from '../../testing/support/support-fixtures';

/** Account → My requests: a signed-in customer's own tickets, the staff replies, and their own answers. */
describe('/api/account/support-requests', () => {
  let t: TestApp;
  let db: Client;
  let staff: EnrolledStaff;
  let customer: RegisteredUser;
  let other: RegisteredUser;
  const mine = (token = customer.token) => request(t.http).get('/api/account/support-requests').set(bearer(token));
  const answer = (id: string, body: unknown, token = customer.token) =>
    request(t.http).post(`/api/account/support-requests/${id}/replies`).set(bearer(token)).send(body as object);

  beforeAll(async () => {
    // Rate limits on: the customer reply limit is tested here.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    await t.app.get(SubscriptionsService).start();
    db = new Client({ connectionString: t.database.url });
    await db.connect();
    staff = await enrolStaff(t);
    customer = await registerUser(t.http, { name: 'Cora Customer', ip: '192.0.2.10' });
    other = await registerUser(t.http, { name: 'Olive Other', ip: '192.0.2.11' });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it("lists only the user's own tickets, newest first, each with its thread", async () => {
    const first = await fileTicket(t, { email: customer.email, subject: 'First' }, { token: customer.token, ip: '192.0.2.20' });
    const second = await fileTicket(t, { email: customer.email, subject: 'Second' }, { token: customer.token, ip: '192.0.2.21' });
    await fileTicket(t, { email: customer.email, subject: 'Sent as a visitor' }, { ip: '192.0.2.22' });
    await fileTicket(t, { subject: 'Not mine' }, { token: other.token, ip: '192.0.2.23' });
    await request(t.http).post(`/api/support/${first.id}/replies`).set(bearer(staff.token)).send({ message: 'We are looking into it.' }).expect(201);

    const res = await mine().expect(200);
    expect(res.body.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Second', 'First']);
    expect(res.body.tickets[1].replies).toEqual([
      expect.objectContaining({ author: 'staff', authorName: 'Staff Member', message: 'We are looking into it.' }),
    ]);
    expect(res.body.tickets[0].id).toBe(second.id);
    expect((await mine(other.token).expect(200)).body.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Not mine']);
  });

  it('the customer answers on their ticket; staff see it in the thread', async () => {
    const ticket = await fileTicket(t, { name: 'Cora Customer' }, { token: customer.token, ip: '192.0.2.30' });
    await request(t.http).post(`/api/support/${ticket.id}/replies`).set(bearer(staff.token)).send({ message: 'Which case?' }).expect(201);
    const res = await answer(ticket.id, { message: 'The one against Acme LLC.' }).expect(201);
    expect(res.body.replies.map((r: { author: string; authorName: string }) => [r.author, r.authorName])).toEqual([
      ['staff', 'Staff Member'],
      ['customer', 'Cora Customer'],
    ]);
    const staffView = await request(t.http).get(`/api/support/${ticket.id}`).set(bearer(staff.token)).expect(200);
    expect(staffView.body.replies.at(-1)).toMatchObject({ author: 'customer', message: 'The one against Acme LLC.' });
    // Waiting for staff again: a new 24-business-hour deadline.
    expect(staffView.body.dueAt).not.toBeNull();
    const { rows } = await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'SupportTicketCustomerReplied'`, [`ticket-${ticket.id}`]);
    expect(rows[0].data).toMatchObject({ authorId: customer.user.id, message: '[encrypted]' });
    const replied = (await t.app.get(EventStore).readStream(`ticket-${ticket.id}`)).find((e) => e.type === 'SupportTicketCustomerReplied');
    expect(replied!.data).toMatchObject({ authorId: customer.user.id, message: 'The one against Acme LLC.' });
  });

  it("another user's ticket (and a visitor ticket with the same email) is 404, read or answered", async () => {
    const ticket = await fileTicket(t, {}, { token: customer.token, ip: '192.0.2.40' });
    const visitorTicket = await fileTicket(t, { email: customer.email }, { ip: '192.0.2.41' });
    await request(t.http).get(`/api/account/support-requests/${ticket.id}`).set(bearer(customer.token)).expect(200);
    await request(t.http).get(`/api/account/support-requests/${ticket.id}`).set(bearer(other.token)).expect(404, /Support ticket not found/);
    await answer(ticket.id, { message: 'Me too' }, other.token).expect(404);
    await answer(visitorTicket.id, { message: 'Mine?' }).expect(404);
    await request(t.http).get(`/api/account/support-requests/${ticket.id}`).set(bearer(staff.token)).expect(404);
    await request(t.http).get('/api/account/support-requests/not-a-uuid').set(bearer(customer.token)).expect(404);
    await request(t.http).get('/api/account/support-requests').expect(401);
  });

  it('a closed ticket takes no more answers (409); an empty answer is a 400 naming the field', async () => {
    const ticket = await fileTicket(t, {}, { token: customer.token, ip: '192.0.2.50' });
    await answer(ticket.id, { message: '' }).expect(400, /message is required/);
    await request(t.http).patch(`/api/support/${ticket.id}`).set(bearer(staff.token)).send({ status: 'closed' }).expect(200);
    const res = await answer(ticket.id, { message: 'Wait, one more thing' }).expect(409);
    expect(res.body.message).toBe(TICKET_CLOSED_MESSAGE);
  });

  it('limits answers per user: 10 at once, then 429', async () => {
    const u = await registerUser(t.http, { ip: '192.0.2.60' });
    const ticket = await fileTicket(t, { email: u.email }, { token: u.token, ip: '192.0.2.61' });
    for (let i = 0; i < 10; i++) await answer(ticket.id, { message: `Note ${i}` }, u.token).expect(201);
    const limited = await answer(ticket.id, { message: 'One more' }, u.token).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
