import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { LISTENING, startServer, type ServerProcess } from '../testing/server-process';
import { readEmbeddedPassword } from './embedded-password';
import { embeddedDatabaseUrl } from './embedded-postgres';
import { isRunning, readPostmasterPid } from './postmaster';

/**
 * Issue 37 point 7 (docs/adr/213): `kill -9` of the embedded postmaster under a running `npm start` (one server
 * process, the default embedded database). Nobody touches it: within 30 s a request that needs the database is
 * answered again, and a document bought after it (checkout, sandbox card, PDF) is paid and made exactly once.
 */
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const BOUND_MS = 30_000;

describe('a killed embedded PostgreSQL comes back by itself', () => {
  let root: string;
  let dir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'suego-pgkill-'));
    chmodSync(root, 0o755); // as root, PostgreSQL runs as the user postgres, who must reach the data directory
    dir = path.join(root, 'pg');
  });
  afterAll(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      process.kill(-server.child.pid!, 'SIGKILL');
    const pm = readPostmasterPid(dir);
    if (pm && isRunning(pm.pid)) process.kill(pm.pid, 'SIGQUIT');
    rmSync(root, { recursive: true, force: true });
  });

  it('restarts the cluster in-process, serves again within 30 s, and a purchase after it completes once', async () => {
    server = startServer(
      dir,
      { AUTH_RATE_LIMIT: 'off', ATTORNEY_SAMPLE_DIRECTORY: 'off' },
      { detached: true },
    );
    const [, port] = await server.waitFor(LISTENING);
    const api = (route: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
      fetch(`http://127.0.0.1:${port}/api${route}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });

    const registered = await api('/auth/register', {
      method: 'POST',
      body: {
        email: `pgkill-${Date.now()}@example.com`,
        password: 'a long and unusual passphrase 42',
        name: 'Kill Test',
      },
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const opened = await api('/cases', {
      method: 'POST',
      token,
      body: {
        formData: {
          caseType: 'unpaid-work',
          state: 'CA',
          plaintiffName: 'Pat Claimant',
          plaintiffEmail: 'pat@example.com',
          defendantName: 'Respondent LLC',
          defendantAddress: '1 Main Street, Springfield',
          amountClaimed: '1200.00',
          incidentDate: '2026-08-15',
          disputeDescription: 'They owe me money.',
          documentType: 'demand_letter',
          agreedToTerms: true,
        },
      },
    });
    expect(opened.status).toBe(201);
    const caseId = ((await opened.json()) as { id: string }).id;
    expect((await api(`/cases/${caseId}`, { token })).status).toBe(200);

    const killed = readPostmasterPid(dir)!;
    expect(isRunning(killed.pid)).toBe(true);
    process.kill(killed.pid, 'SIGKILL');
    const killedAt = Date.now();
    // A request that needs the database: the case, read from PostgreSQL (503 while it is down). A backend of the
    // killed server may answer for a few milliseconds more: success counts once a new postmaster runs.
    let status = 0;
    const statuses = new Set<number>();
    while (Date.now() - killedAt < BOUND_MS + 5_000) {
      status = await api(`/cases/${caseId}`, { token }).then(
        (r) => r.status,
        () => -1,
      );
      statuses.add(status);
      if (status === 200 && readPostmasterPid(dir)?.pid !== killed.pid) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const back = Date.now() - killedAt;
    process.stdout.write(
      `postmaster kill → first 200: ${back} ms (answers on the way: ${[...statuses].join(', ')})\n`,
    );
    expect(status).toBe(200);
    expect(back).toBeLessThan(BOUND_MS);
    // While it was down: 503 (retry shortly), never a 500.
    expect(statuses).toContain(503);
    expect(statuses).not.toContain(500);
    // The same Node process, a new postmaster on the same directory and port.
    expect(server.child.exitCode).toBeNull();
    const restarted = readPostmasterPid(dir)!;
    expect(restarted.pid).not.toBe(killed.pid);
    expect(restarted.port).toBe(killed.port);
    expect(server.output()).toContain('The embedded PostgreSQL is running again');

    const intent = await api('/create-payment-intent', { method: 'POST', token, body: { caseId } });
    expect(intent.status).toBe(200);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    expect((await api('/sandbox/confirm', { method: 'POST', body: { clientSecret, ...CARD } })).status).toBe(
      200,
    );
    const deadline = Date.now() + 60_000;
    let pdf = 0;
    while (Date.now() < deadline && pdf !== 200) {
      pdf = (await api(`/cases/${caseId}/download`, { token })).status;
      if (pdf !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(pdf).toBe(200);

    const db = new Client({
      connectionString: embeddedDatabaseUrl(restarted.port, readEmbeddedPassword(dir)!),
    });
    db.on('error', () => undefined);
    await db.connect();
    try {
      const { rows } = await db.query<{ event_type: string }>(
        `SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`,
        [`case-${caseId}`],
      );
      const types = rows.map((r) => r.event_type);
      expect(types.filter((x) => x === 'PaymentSucceeded')).toHaveLength(1);
      expect(types.filter((x) => x === 'DocumentGenerated')).toHaveLength(1);
      const jobs = await db.query(`SELECT count(*)::int AS n FROM jobs WHERE type = 'generate-document'`);
      expect(jobs.rows[0].n).toBe(1);
      // The dedicated sessions reconnected by themselves: the session cache's and the key cache's LISTEN, and the
      // subscriptions' advisory locks (the projections and the process manager ran the purchase above).
      const listening = new Set<string>();
      const until = Date.now() + 15_000;
      while (listening.size < 3 && Date.now() < until) {
        const active = await db.query<{ name: string }>(
          `SELECT application_name AS name FROM pg_stat_activity WHERE datname = 'suego'`,
        );
        for (const { name } of active.rows)
          if (['suego-auth-listener', 'suego-privacy-listener', 'suego-locks'].includes(name))
            listening.add(name);
        if (listening.size < 3) await new Promise((r) => setTimeout(r, 200));
      }
      expect([...listening].sort()).toEqual(['suego-auth-listener', 'suego-locks', 'suego-privacy-listener']);
    } finally {
      await db.end();
    }

    if (process.env.SUEGO_CRASH_LOG) process.stdout.write(server.output());
    // It still stops cleanly, the restarted PostgreSQL with it.
    process.kill(-server.child.pid!, 'SIGINT');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SueGo stopped cleanly after SIGINT.');
    // No crash on a 'error' event, and no request failed with a 500 along the way.
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught|Unhandled error while serving/i);
    expect(server.output()).toContain('The database is unavailable; answered 503');
    expect(readPostmasterPid(dir)).toBeUndefined();
  }, 180_000);
});
