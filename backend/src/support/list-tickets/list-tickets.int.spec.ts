import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import {
  bearer,
  enrolStaff,
  loginUser,
  registerUser,
  type EnrolledStaff,
  type RegisteredUser,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fileTicket, fileTicketAt } from '../../testing/support/support-fixtures';

/** GET /api/support and GET /api/support/{id}: the staff dashboard's reads. */
describe('staff ticket list', () => {
  let t: TestApp;
  let staff: EnrolledStaff;
  let user: RegisteredUser;
  const list = (query = '', token = staff.token) =>
    request(t.http).get(`/api/support${query}`).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    staff = await enrolStaff(t);
    user = await registerUser(t.http);
  });
  afterAll(() => t.close());

  it('is staff only: 401 for visitors, 403 for users, 403 for a staff session without its second factor', async () => {
    await request(t.http).get('/api/support').expect(401);
    await list('', user.token).expect(403);
    const pending = await loginUser(t.http, staff.email, staff.password);
    const refused = await list('', pending).expect(403);
    expect(refused.body.secondFactor).toBe('verify');
    await list().expect(200);
  });

  it('lists newest first, a page at a time, with the total', async () => {
    const filed: string[] = [];
    for (let i = 0; i < 5; i++)
      filed.push((await fileTicket(t, { subject: `Paging ${i}`, email: `pager${i}@example.com` })).id);
    const first = await list('?q=paging&pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.tickets.map((x: { id: string }) => x.id)).toEqual([filed[4], filed[3]]);
    const third = await list('?q=PAGING&pageSize=2&page=3').expect(200);
    expect(third.body.tickets.map((x: { id: string }) => x.id)).toEqual([filed[0]]);
    expect(Object.keys(first.body.tickets[0]).sort()).toEqual(
      [
        'id',
        'subject',
        'priority',
        'status',
        'name',
        'email',
        'message',
        'createdAt',
        'updatedAt',
        'userId',
        'replyCount',
        'lastReplyAt',
        'dueAt',
        'overdue',
      ].sort(),
    );
  });

  it('filters by status, and finds the whole email or whole words of the subject in any case (both are sealed)', async () => {
    const a = await fileTicket(t, {
      subject: 'Refund for 100% of my fee',
      email: 'refunds.alice@example.com',
    });
    const b = await fileTicket(t, { subject: 'Login trouble', email: 'bob_smith@example.com' });
    await request(t.http)
      .patch(`/api/support/${b.id}`)
      .set(bearer(staff.token))
      .send({ status: 'resolved' })
      .expect(200);

    const ids = async (query: string) =>
      ((await list(query).expect(200)).body.tickets as { id: string }[]).map((x) => x.id);
    expect(await ids('?q=REFUNDS.ALICE@example.COM')).toEqual([a.id]);
    // Part of an email is no key to a sealed column (docs/adr/127): only the whole address finds it.
    expect(await ids('?q=refunds.alice')).toEqual([]);
    expect(await ids('?q=100%25')).toEqual([a.id]);
    expect(await ids('?q=%20bob_smith@example.com%20')).toEqual([b.id]);
    expect(await ids('?q=login%20TROUBLE')).toEqual([b.id]);
    expect(await ids('?status=resolved')).toEqual([b.id]);
    expect(await ids('?status=resolved&q=refund')).toEqual([]);
    const open = (await list('?status=open&pageSize=100').expect(200)).body.tickets as { status: string }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((x) => x.status === 'open')).toBe(true);
    expect((await list('?status=all&q=Bob_Smith@example.com').expect(200)).body.total).toBe(1);
    // Totals by status come from the counts projection: they agree with the rows.
    for (const query of [
      '?pageSize=100',
      '?status=open&pageSize=100',
      '?status=resolved&pageSize=100',
      '?status=closed&pageSize=100',
    ]) {
      const body = (await list(query).expect(200)).body as { total: number; tickets: unknown[] };
      expect({ query, total: body.total }).toEqual({ query, total: body.tickets.length });
    }
    expect((await list('?status=resolved').expect(200)).body.total).toBe(1);
  });

  it('flags tickets past the 24-business-hour promise as overdue, and filters them', async () => {
    const old = await fileTicketAt(t, new Date('2026-01-05T14:00:00Z'), { subject: 'Old and waiting' });
    const oldResolved = await fileTicketAt(t, new Date('2026-01-05T14:00:00Z'), {
      subject: 'Old but resolved',
    });
    await request(t.http)
      .patch(`/api/support/${oldResolved}`)
      .set(bearer(staff.token))
      .send({ status: 'resolved' })
      .expect(200);
    const recent = await fileTicket(t, { subject: 'Filed just now' });

    const byId = async (id: string) =>
      (await request(t.http).get(`/api/support/${id}`).set(bearer(staff.token)).expect(200)).body;
    // Monday Jan 5, 2026, 9:00 AM EST → due Wednesday Jan 7 at 3:00 PM EST.
    expect(await byId(old)).toMatchObject({ overdue: true, dueAt: '2026-01-07T20:00:00.000Z' });
    expect(await byId(oldResolved)).toMatchObject({ overdue: false });
    expect(await byId(recent.id)).toMatchObject({ overdue: false });
    const overdue = (
      (await list('?overdue=true&pageSize=100').expect(200)).body.tickets as { id: string }[]
    ).map((x) => x.id);
    expect(overdue).toContain(old);
    expect(overdue).not.toContain(oldResolved);
    expect(overdue).not.toContain(recent.id);

    // A staff reply answers the promise: no longer overdue.
    await request(t.http)
      .post(`/api/support/${old}/replies`)
      .set(bearer(staff.token))
      .send({ message: 'Sorry for the wait.' })
      .expect(201);
    expect(await byId(old)).toMatchObject({ overdue: false, dueAt: null, replyCount: 1 });
  });

  it('GET /api/support/{id}: the ticket with its thread; 404 for an unknown or malformed id', async () => {
    const ticket = await fileTicket(t);
    const res = await request(t.http).get(`/api/support/${ticket.id}`).set(bearer(staff.token)).expect(200);
    expect(res.body).toMatchObject({ id: ticket.id, replies: [] });
    await request(t.http)
      .get('/api/support/7d1f2c3b-0000-4a2b-8c3d-000000000000')
      .set(bearer(staff.token))
      .expect(404, /Support ticket not found/);
    await request(t.http).get('/api/support/not-a-uuid').set(bearer(staff.token)).expect(404);
    await request(t.http).get(`/api/support/${ticket.id}`).set(bearer(user.token)).expect(403);
  });

  it('names a bad query parameter in the 400', async () => {
    await list('?status=pending').expect(
      400,
      /status must be one of all, open, in_progress, resolved, closed/,
    );
    await list('?pageSize=500').expect(400, /pageSize must be 100 or less/);
    await list('?page=0').expect(400, /page must be 1 or more/);
    await list('?overdue=yes').expect(400, /overdue must be true or false/);
    await list(`?q=${'x'.repeat(201)}`).expect(400, /q must be at most 200 characters/);
  });
});
