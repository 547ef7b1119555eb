import { Client } from 'pg';
import request from 'supertest';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { eventually } from '../../testing/outbox/smtp-sink';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fileTicket, ticketForm } from '../../testing/support/support-fixtures';
import { SUPPORT_RATE_LIMITED_MESSAGE } from './open-ticket.http.controller';

/** POST /api/support: the public form (spec §2, §5), its rate limits and its acknowledgement email. */
describe('POST /api/support', () => {
  let t: TestApp;
  let db: Client;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request(t.http)
      .post('/api/support')
      .set({ 'X-Forwarded-For': nextIp(), ...headers })
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://suego.localhost' } });
    await t.app.get(SubscriptionsService).start();
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('opens a ticket from a visitor: status open, priority medium by default, no user id (SupportTicketOpened)', async () => {
    const form = ticketForm({ email: '  Ana.Visitor@Example.COM ', name: '  Ana Visitor ' });
    const res = await post(form).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ana Visitor',
      email: 'ana.visitor@example.com',
      subject: form.subject,
      message: form.message,
      status: 'open',
      priority: 'medium',
      userId: null,
      replyCount: 0,
      overdue: false,
    });
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    expect(Date.parse(res.body.dueAt)).toBeGreaterThan(Date.parse(res.body.createdAt));
    const { rows } = await db.query(`SELECT event_type, data, metadata FROM es.events WHERE stream_id = $1`, [
      `ticket-${res.body.id}`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].event_type).toBe('SupportTicketOpened');
    // The personal fields are stored sealed (crypto-shredding, ADR 120: a visitor's ticket is its own subject) ...
    expect(rows[0].data).toMatchObject({
      name: '[encrypted]',
      email: '[encrypted]',
      subject: '[encrypted]',
      message: '[encrypted]',
      status: 'open',
      priority: 'medium',
      userId: null,
    });
    expect(JSON.stringify(rows[0])).not.toContain('ana.visitor@example.com');
    expect(rows[0].metadata.actor).toBeNull();
    // ... and read back through the event store.
    const [opened] = await t.app.get(EventStore).readStream(`ticket-${res.body.id}`);
    expect(opened!.data).toMatchObject({
      name: 'Ana Visitor',
      email: 'ana.visitor@example.com',
      subject: form.subject,
      message: form.message,
      userId: null,
    });
  });

  it('keeps the chosen priority and ignores a status sent by the client (new tickets are open)', async () => {
    const res = await post({ ...ticketForm(), priority: 'urgent', status: 'closed' }).expect(201);
    expect(res.body).toMatchObject({ priority: 'urgent', status: 'open' });
  });

  it("a signed-in user's ticket carries their user id (an unknown token is simply a visitor)", async () => {
    const u = await registerUser(t.http);
    const mine = await fileTicket(t, { email: u.email }, { token: u.token, ip: nextIp() });
    expect(mine.userId).toBe(u.user.id);
    const list = await request(t.http).get('/api/account/support-requests').set(bearer(u.token)).expect(200);
    expect(list.body.tickets.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    const stale = await post(ticketForm(), { Authorization: `Bearer ${'A'.repeat(43)}` }).expect(201);
    expect(stale.body.userId).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'names a missing or blank %s in the 400',
    async (field) => {
      const { [field]: _dropped, ...rest } = ticketForm();
      const missing = await post(rest).expect(400);
      expect(missing.body.message).toContain(`${field} is required`);
      const blank = await post({ ...ticketForm(), [field]: '   ' }).expect(400);
      expect(blank.body.message).toContain(`${field} is required`);
    },
  );

  it('names every missing field at once, and writes nothing', async () => {
    const before = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'SupportTicketOpened'`,
    );
    const res = await post({}).expect(400);
    for (const field of ['name', 'email', 'subject', 'message'])
      expect(res.body.message).toContain(`${field} is required`);
    const after = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'SupportTicketOpened'`,
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('bounds lengths and refuses bad text, naming the field', async () => {
    await post({ ...ticketForm(), name: 'x'.repeat(121) }).expect(400, /name must be at most 120 characters/);
    await post({ ...ticketForm(), subject: 'x'.repeat(201) }).expect(
      400,
      /subject must be at most 200 characters/,
    );
    await post({ ...ticketForm(), message: 'x'.repeat(5_001) }).expect(
      400,
      /message must be at most 5000 characters/,
    );
    await post({ ...ticketForm(), email: 'not-an-email' }).expect(400, /email must be a valid email address/);
    await post({ ...ticketForm(), subject: 'evil \u202E txt' }).expect(
      400,
      /subject must not contain control characters/,
    );
    await post({ ...ticketForm(), message: 'a\u0000b' }).expect(400, /message/);
    await post({ ...ticketForm(), priority: 'asap' }).expect(
      400,
      /priority must be one of low, medium, high, urgent/,
    );
    await post({ ...ticketForm(), userId: 'someone' }).expect(400, /userId/);
    await post({ ...ticketForm(), language: 'fr' }).expect(400, /language must be one of: en, es/);
    // Line breaks are fine in the message; exactly the limits pass.
    await post({ ...ticketForm(), name: 'x'.repeat(120), message: `${'y'.repeat(4_990)}\nthanks` }).expect(
      201,
    );
  });

  it('emails the acknowledgement once, in the transaction of the process manager that saw the event', async () => {
    const form = ticketForm();
    const ticket = (await post(form).expect(201)).body as { id: string };
    const mail = await eventually(async () => {
      const rows = (await storedEmails(t, `n.kind = 'ticket-received'`)).filter((m) => m.to_email === form.email);
      return rows.length ? rows : undefined;
    });
    expect(mail).toHaveLength(1);
    // Issue 22 point 7: anyone can type anyone's address, so nothing typed on the form is repeated to it.
    expect(mail[0]!.subject).toBe('We received your SueGo support request');
    const sent = [mail[0]!.subject, mail[0]!.text_body, mail[0]!.html_body].join('\n');
    for (const typed of [form.name, form.subject, ...form.message.split('\n')]) expect(sent).not.toContain(typed);
    expect(mail[0]!.text_body).toContain(ticket.id);
    expect(mail[0]!.text_body).toContain('within 24 hours on business days (Monday-Friday 9:00 AM-6:00 PM EST)');
  });

  it("a visitor writing from a Spanish page gets the acknowledgement in Spanish (issue 33: the page's language)", async () => {
    const form = ticketForm();
    const ticket = (await post({ ...form, language: 'es' }).expect(201)).body as { id: string };
    const mail = await eventually(async () => {
      const rows = (await storedEmails(t, `n.kind = 'ticket-received'`)).filter((m) => m.to_email === form.email);
      return rows.length ? rows : undefined;
    });
    expect(mail[0]!.subject).toBe('Recibimos su solicitud de soporte de SueGo');
    expect(mail[0]!.text_body).toContain(`referencia ${ticket.id}`);
    expect(mail[0]!.html_body).toContain('<html lang="es">');
  });

  describe('rate limits', () => {
    it('10 requests an hour from one address, then 429 with Retry-After', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < 10; i++) await post(ticketForm(), { 'X-Forwarded-For': address }).expect(201);
      const refused = await post(ticketForm(), { 'X-Forwarded-For': address }).expect(429);
      expect(refused.body.message).toBe(SUPPORT_RATE_LIMITED_MESSAGE);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await post(ticketForm(), { 'X-Forwarded-For': '203.0.113.78' }).expect(201);
    });

    it('5 requests an hour for one email, from any address', async () => {
      const email = 'busy.person@example.com';
      for (let i = 0; i < 5; i++) await post(ticketForm({ email })).expect(201);
      await post(ticketForm({ email: 'Busy.Person@example.com' })).expect(429);
      await post(ticketForm()).expect(201);
    });
  });
});
