import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { NotificationOutbox } from './outbox';
import { decodeQuotedPrintable, eventually, SmtpSink } from '../testing/outbox/smtp-sink';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const FAST_WORKER = { pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 300, heartbeatMs: 500 };

describe('notification outbox (real PostgreSQL, local SMTP server)', () => {
  let database: TestDatabase;
  let db: Client;
  let sink: SmtpSink;
  const apps: TestApp[] = [];

  const boot = async (env: Record<string, string>) => {
    const t = await createTestApp({ database, env });
    apps.push(t);
    return t;
  };
  const status = async (id: string) =>
    (
      await db.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM notifications WHERE id = $1`,
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    await sink?.stop();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('delivers the rendered email (plain text + HTML, From, Message-ID) through SMTP_URL', async () => {
    sink = await new SmtpSink().start();
    const t = await boot({ SMTP_URL: sink.url, MAIL_FROM: 'SueGo <mail@suego.test>' });
    const id = await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:deliver',
      kind: 'document-ready',
      to: 'ana@example.com',
      subjectId: 'subject-ana',
      data: {
        name: 'Ana',
        documentTitle: 'Demand Letter',
        documentUrl: 'http://localhost:3000/document/c-1',
      },
    });
    t.app.get(JobsService).startWorker(FAST_WORKER);
    const message = await eventually(() => sink.messages[0]);
    expect(message.to).toEqual(['ana@example.com']);
    expect(message.from).toBe('mail@suego.test');
    expect(message.decoded).toContain('Subject: Your document is ready');
    expect(message.decoded).toContain(`Message-ID: <${id}@suego.notifications>`);
    expect(message.decoded).toContain('Content-Type: text/plain');
    expect(message.decoded).toContain('Content-Type: text/html');
    expect(message.decoded).toContain('http://localhost:3000/document/c-1');
    expect(message.decoded).toContain('SueGo is not a law firm and does not give legal advice.');
    expect(message.decoded).not.toContain('application/pdf'); // a link, never the document itself
    await eventually(async () => ((await status(id))?.status === 'sent' ? true : undefined));
    // Stored sealed under the data subject's key (docs/adr/129): the table holds no address, subject or text...
    const raw = (await db.query(`SELECT * FROM notifications WHERE id = $1`, [id])).rows[0];
    const stored = Object.values(raw)
      .map((v) => (Buffer.isBuffer(v) ? v.toString('latin1') : String(v)))
      .join('\n');
    for (const plain of ['ana@example.com', 'Your document is ready', 'Ana', 'document/c-1'])
      expect(stored).not.toContain(plain);
    // ...and staff read it opened on /admin/outbox.
    const { items } = await t.app.get(NotificationOutbox).list(1, 10);
    expect(items.find((m) => m.id === id)).toMatchObject({
      to: 'ana@example.com',
      subject: 'Your document is ready',
    });
  });

  it('emails stored before sealing (plain-tagged by the migration) are sealed at start and still delivered', async () => {
    sink = await new SmtpSink().start();
    const t = await boot({ SMTP_URL: sink.url });
    const outbox = t.app.get(NotificationOutbox);
    const id = await outbox.record(null, {
      sourceKey: 'test:legacy',
      kind: 'subscription-payment-failed',
      to: 'leg@example.com',
      subjectId: 'subject-leg',
      data: { name: 'Leg', billingUrl: 'http://localhost:3000/account' },
    });
    // What SealNotifications1798210000000 leaves: 0x00 ‖ UTF-8.
    const plainTagged = (c: string) => `'\\x00'::bytea || convert_to(${c}, 'UTF8')`;
    await db.query(
      `UPDATE notifications SET to_email = ${plainTagged("'leg@example.com'")}, subject = ${plainTagged("'Old subject'")},
              text_body = ${plainTagged("'Old text'")}, html_body = ${plainTagged("'<p>Old</p>'")} WHERE id = $1`,
      [id],
    );
    expect(await outbox.sealStoredEmails()).toBe(1);
    expect(await outbox.sealStoredEmails()).toBe(0);
    const raw = (await db.query(`SELECT to_email, subject FROM notifications WHERE id = $1`, [id])).rows[0];
    expect(raw.to_email[0]).toBe(1); // the sealed tag
    expect(raw.to_email.toString('latin1')).not.toContain('leg@example.com');
    t.app.get(JobsService).startWorker(FAST_WORKER);
    const message = await eventually(() => sink.messagesTo('leg@example.com')[0]);
    expect(message.decoded).toContain('Subject: Old subject');
    expect(message.decoded).toContain('Old text');
  });

  it('crash between the event and the send: nothing is lost and exactly one email leaves', async () => {
    sink = await new SmtpSink().start();
    // The process that records the email dies before any worker sends it.
    const first = await boot({ SMTP_URL: sink.url });
    const outbox = first.app.get(NotificationOutbox);
    // A transaction that fails after recording leaves neither the email nor its job...
    await expect(
      first.app.get(DataSource).transaction(async (tx) => {
        await outbox.record(tx, {
          sourceKey: 'test:rolled-back',
          kind: 'subscription-payment-failed',
          to: 'gone@example.com',
          subjectId: 'subject-gone',
          data: { name: 'Gone', billingUrl: 'http://localhost:3000/account' },
        });
        throw new Error('the event append failed');
      }),
    ).rejects.toThrow('the event append failed');
    expect(
      (await db.query(`SELECT 1 FROM notifications WHERE source_key = 'test:rolled-back'`)).rowCount,
    ).toBe(0);
    // ...while a committed one survives the crash, and recording the same cause again adds nothing.
    const data = { name: 'Bo', billingUrl: 'http://localhost:3000/account' };
    const crash = {
      sourceKey: 'test:crash',
      kind: 'subscription-payment-failed',
      to: 'bo@example.com',
      subjectId: 'subject-bo',
      data,
    } as const;
    const id = await outbox.record(null, crash);
    expect(await outbox.record(null, crash)).toBe(id);
    await first.close();
    apps.splice(0);

    const second = await boot({ SMTP_URL: sink.url });
    second.app.get(JobsService).startWorker(FAST_WORKER);
    await eventually(async () => ((await status(id))?.status === 'sent' ? true : undefined));
    // The job runs again (a worker that lost its lease after sending): the row is marked, nothing is resent.
    await db.query(`UPDATE jobs SET status = 'queued', run_at = now() WHERE idempotency_key = $1`, [
      `notification:${id}`,
    ]);
    await eventually(async () => {
      const { rows } = await db.query(`SELECT status FROM jobs WHERE idempotency_key = $1`, [
        `notification:${id}`,
      ]);
      return rows[0]?.status === 'done' ? true : undefined;
    });
    const toBo = sink.messages.filter((m) => m.to.includes('bo@example.com'));
    expect(toBo).toHaveLength(1);
    expect(sink.messages.some((m) => m.to.includes('gone@example.com'))).toBe(false);
  });

  it('SMTP down: the send is retried with backoff, then delivered once the server is up', async () => {
    const port = await freePort();
    const t = await boot({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:smtp-down',
      kind: 'trial-ending',
      to: 'cy@example.com',
      subjectId: 'subject-cy',
      data: { name: 'Cy', trialEndsOn: 'Fri Nov 27 2026', billingUrl: 'http://localhost:3000/account' },
    });
    t.app.get(JobsService).startWorker(FAST_WORKER);
    await eventually(async () => {
      const row = (await db.query(`SELECT attempts, last_error FROM notifications WHERE id = $1`, [id]))
        .rows[0];
      return row && row.attempts >= 2 && row.last_error ? true : undefined;
    });
    expect((await status(id))?.status).toBe('queued');
    sink = await new SmtpSink().start(port);
    await eventually(async () => ((await status(id))?.status === 'sent' ? true : undefined));
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.decoded).toContain('Subject: Your SueGo trial ends in 3 days');
  });

  it('without SMTP_URL (local PUBLIC_URL) nothing leaves the machine: each email is a 0600 file in the dev mailbox', async () => {
    sink = await new SmtpSink().start();
    const dir = mkdtempSync(path.join(tmpdir(), 'suego-mailbox-'));
    const mailbox = path.join(dir, 'mail');
    const t = await boot({ DEV_MAILBOX_DIR: mailbox, PUBLIC_URL: 'http://127.0.0.1:3000' });
    const id = await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:kept',
      kind: 'password-reset',
      to: 'di@example.com',
      subjectId: 'subject-di',
      data: {
        name: 'Di',
        resetUrl: 'http://127.0.0.1:3000/reset-password?token=SECRET-IN-THE-FILE-ONLY',
        validMinutes: 30,
      },
    });
    t.app.get(JobsService).startWorker(FAST_WORKER);
    await eventually(async () => ((await status(id))?.status === 'kept' ? true : undefined));
    expect(sink.messages).toHaveLength(0);
    const files = readdirSync(mailbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-${id}\\.eml$`));
    expect(statSync(mailbox).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(mailbox, files[0]!)).mode & 0o777).toBe(0o600);
    const eml = readFileSync(path.join(mailbox, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Reset your SueGo password');
    expect(decodeQuotedPrintable(eml)).toContain('reset-password?token=SECRET-IN-THE-FILE-ONLY');
    // The stored copy keeps neither the link nor its sealed form once delivered.
    const row = (await db.query(`SELECT text_body, secrets FROM notifications WHERE id = $1`, [id])).rows[0];
    expect(row).toMatchObject({ secrets: null });
    expect(row.text_body).not.toContain('SECRET-IN-THE-FILE-ONLY');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a sealed link that cannot be opened (another master key, a row moved to another address) is never sent', async () => {
    sink = await new SmtpSink().start();
    const t = await boot({ SMTP_URL: sink.url });
    const id = await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:moved',
      kind: 'verify-email',
      to: 'victim@example.com',
      subjectId: 'subject-victim',
      data: { name: 'Vi', verifyUrl: 'http://localhost:3000/verify-email?token=VICTIMS', validHours: 48 },
    });
    // Someone with database access redirects the email to themselves, copying the sealed address of an email of
    // their own: it is bound to its row's data subject, so it does not open and nothing is sent.
    await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:attacker',
      kind: 'subscription-payment-failed',
      to: 'attacker@example.com',
      subjectId: 'subject-attacker',
      data: { name: 'At', billingUrl: 'http://localhost:3000/account' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    await db.query(
      `UPDATE notifications SET to_email = (SELECT to_email FROM notifications WHERE source_key = 'test:attacker')
        WHERE id = $1`,
      [id],
    );
    t.app.get(JobsService).startWorker(FAST_WORKER);
    await eventually(async () => ((await status(id))?.status === 'skipped' ? true : undefined));
    expect(sink.messages).toHaveLength(0);
  });

  it('a reminder whose condition no longer holds when due (trial over or canceled) is skipped, not sent', async () => {
    sink = await new SmtpSink().start();
    const t = await boot({ SMTP_URL: sink.url });
    const id = await t.app.get(NotificationOutbox).record(null, {
      sourceKey: 'test:trial-gone',
      kind: 'trial-ending',
      to: 'ed@example.com',
      subjectId: 'subject-ed',
      data: { name: 'Ed', trialEndsOn: 'Fri Nov 27 2026', billingUrl: 'http://localhost:3000/account' },
      onlyIf: {
        condition: 'subscription-status',
        params: { subscriptionId: '00000000-0000-4000-8000-000000000000', statuses: ['trialing'] },
      },
    });
    t.app.get(JobsService).startWorker(FAST_WORKER);
    await eventually(async () => ((await status(id))?.status === 'skipped' ? true : undefined));
    expect(sink.messages).toHaveLength(0);
  });
});
