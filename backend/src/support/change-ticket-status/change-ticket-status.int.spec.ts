import { Client } from 'pg';
import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, enrolStaff, registerUser, type EnrolledStaff, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TICKET_STATUSES } from '../support-ticket.events';
import { fileTicket } from '../../testing/support/support-fixtures';

/** PATCH /api/support/{id} {status}: staff set any status from any (spec §4). */
describe('PATCH /api/support/{id}', () => {
  let t: TestApp;
  let db: Client;
  let staff: EnrolledStaff;
  let user: RegisteredUser;
  const patch = (id: string, body: unknown, token = staff.token) =>
    request(t.http).patch(`/api/support/${id}`).set(bearer(token)).send(body as object);

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    db = new Client({ connectionString: t.database.url });
    await db.connect();
    staff = await enrolStaff(t, { name: 'Sam Staff' });
    user = await registerUser(t.http);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('moves a ticket from any status to any other, each change one SupportTicketStatusChanged', async () => {
    const ticket = await fileTicket(t);
    // Every ordered pair once: open→in_progress→open→resolved→open→closed→in_progress→resolved→in_progress→closed→resolved→closed→open.
    const path = ['in_progress', 'open', 'resolved', 'open', 'closed', 'in_progress', 'resolved', 'in_progress', 'closed', 'resolved', 'closed', 'open'] as const;
    let from = 'open';
    const seen = new Set<string>();
    for (const to of path) {
      const res = await patch(ticket.id, { status: to }).expect(200);
      expect(res.body).toMatchObject({ id: ticket.id, status: to });
      seen.add(`${from}→${to}`);
      from = to;
    }
    const pairs = TICKET_STATUSES.flatMap((a) => TICKET_STATUSES.filter((b) => b !== a).map((b) => `${a}→${b}`));
    expect([...seen].sort()).toEqual(pairs.sort());
    const { rows } = await db.query(
      `SELECT data, metadata FROM es.events WHERE stream_id = $1 AND event_type = 'SupportTicketStatusChanged' ORDER BY stream_position`,
      [`ticket-${ticket.id}`],
    );
    expect(rows).toHaveLength(path.length);
    expect(rows[0].data).toMatchObject({ from: 'open', to: 'in_progress', changedBy: staff.user.id });
    expect(rows[0].metadata.actor).toEqual({ id: staff.user.id, role: 'staff' });
  });

  it('setting the current status again records nothing; updatedAt moves only with a change', async () => {
    const ticket = await fileTicket(t);
    const first = await patch(ticket.id, { status: 'in_progress' }).expect(200);
    expect(first.body.updatedAt).not.toBe(first.body.createdAt);
    const again = await patch(ticket.id, { status: 'in_progress' }).expect(200);
    expect(again.body.updatedAt).toBe(first.body.updatedAt);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [`ticket-${ticket.id}`]);
    expect(rows[0].n).toBe(2);
  });

  it('names a bad status; 404 for an unknown ticket; staff only', async () => {
    const ticket = await fileTicket(t);
    await patch(ticket.id, {}).expect(400, /status must be one of open, in_progress, resolved, closed/);
    await patch(ticket.id, { status: 'done' }).expect(400, /status must be one of/);
    await patch(ticket.id, { status: 'open', priority: 'low' }).expect(400, /priority/);
    await patch('7d1f2c3b-0000-4a2b-8c3d-000000000000', { status: 'closed' }).expect(404, /Support ticket not found/);
    await patch('nope', { status: 'closed' }).expect(404);
    await request(t.http).patch(`/api/support/${ticket.id}`).send({ status: 'closed' }).expect(401);
    await patch(ticket.id, { status: 'closed' }, user.token).expect(403);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [`ticket-${ticket.id}`]);
    expect(rows[0].n).toBe(1);
  });
});
