/**
 * `npm run bench:support` (issue 16): the staff ticket list filtered by status (GET /api/support?status=open) over
 * BENCH_TICKETS (100,000) tickets, beside GET /api/pricing, in alternating rounds of the same run. Target: p95 of
 * the filtered list < 50 ms.
 *
 * Seeding (not measured as a request path, but the real write and read paths): the tickets are appended through
 * the PostgreSQL event store adapter (`PostgresEventStore.append`, the port every command handler uses), 200
 * tickets per transaction on 8 connections: each ticket is its own `ticket-{id}` stream with SupportTicketOpened
 * (opened over the past year, priorities and statuses mixed: 15% open, 10% in progress, 40% resolved, 35% closed,
 * the last three with a SupportTicketStatusChanged; one in ten with a staff reply). Then the built server starts
 * (dist/backend/src/main.js, ROLE=all, NODE_ENV=production, AUTH_RATE_LIMIT=off) and its projections build
 * `rm_support_tickets` from the log like any deployment's would; the catch-up time is reported. The email process
 * manager's checkpoint is first set to the end of the seeded log (it is history it has "already seen"): otherwise
 * it would put 100,000 acknowledgements in the outbox and send them during the measurement.
 *
 * Measured: a staff member (STAFF_EMAILS, TOTP enrolled through the API, verified session) runs BENCH_CONNECTIONS
 * concurrent request loops for BENCH_SECONDS per endpoint and round, BENCH_ROUNDS rounds alternating
 * list → pricing; every request's latency is recorded on the client (fetch), so p50/p95/p99 are exact. A few other
 * list queries (other statuses, a deep page, a search, overdue) and the list from one connection alone run at the
 * end for the record.
 *
 * Knobs: BENCH_TICKETS (100000), BENCH_CONNECTIONS (10), BENCH_SECONDS (5), BENCH_ROUNDS (3). Last line: JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { Client } from 'pg';
import { openDataSource } from '../src/database/data-source';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { ALL_UPCASTERS } from '../src/all-upcasters';
import type { NewEvent } from '../src/event-store/event-store';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { CheckpointStore } from '../src/event-store/subscriptions/checkpoint-store';
import { UpcasterRegistry } from '../src/event-store/upcasters';
import {
  TICKET_PRIORITIES,
  type SupportTicketEvent,
  type TicketStatus,
} from '../src/support/support-ticket.events';
import { parseMasterKey } from '../src/config/master-key-format';
import { MasterKey } from '../src/privacy/shredding/master-key';
import { PersonalDataCodec } from '../src/privacy/shredding/personal-data-codec';
import { SubjectKeys } from '../src/privacy/shredding/subject-keys';
import { benchMasterKey, jsonApi } from './bench-kit';
import { ALL_MIGRATIONS } from '../src/all-migrations';
import { hashOneTimeCode, newOneTimeCode } from '../src/identity/two-factor/enrolment-codes';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PER_TRANSACTION = 200;
const SEED_WORKERS = 8;
const STAFF = { email: 'bench-staff@example.com', password: 'violet harbor lantern 58', name: 'Bench Staff' };

const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function stats(values: number[], seconds: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: round(at(50)),
    p95Ms: round(at(95)),
    p99Ms: round(at(99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** The events of ticket n: opened some time in the past year; most later resolved or closed. */
function ticketEvents(n: number, now: number): NewEvent[] {
  const ticketId = randomUUID();
  const openedAt = new Date(now - ((n * 7_919) % 365) * 86_400_000 - (n % 86_400) * 1_000);
  const bucket = n % 20;
  const status: TicketStatus =
    bucket < 3 ? 'open' : bucket < 5 ? 'in_progress' : bucket < 13 ? 'resolved' : 'closed';
  const events: SupportTicketEvent[] = [
    {
      type: 'SupportTicketOpened',
      data: {
        ticketId,
        userId: n % 3 === 0 ? randomUUID() : null,
        name: `Customer ${n}`,
        email: `customer${n}@example${n % 97}.com`,
        subject: `Question ${n} about my ${n % 2 ? 'demand letter' : 'small claims package'}`,
        message: `Hello, this is request number ${n}. I paid for my document and have a question about the next steps.`,
        priority: TICKET_PRIORITIES[n % 4]!,
        status: 'open',
        openedAt: openedAt.toISOString(),
      },
    },
  ];
  const later = (hours: number) => new Date(openedAt.getTime() + hours * 3_600_000).toISOString();
  if (n % 10 === 0) {
    events.push({
      type: 'SupportTicketReplied',
      data: {
        ticketId,
        replyId: randomUUID(),
        authorId: randomUUID(),
        authorName: 'Staff',
        message: 'Thanks, we are on it.',
        repliedAt: later(2),
      },
    });
  }
  if (status !== 'open') {
    events.push({
      type: 'SupportTicketStatusChanged',
      data: { ticketId, from: 'open', to: status, changedBy: randomUUID(), changedAt: later(5) },
    });
  }
  return events.map((e) => ({ type: e.type, data: e.data, metadata: { actor: null } }));
}

async function seed(databaseUrl: string): Promise<{ seconds: number; events: number }> {
  const dataSource = await openDataSource(databaseUrl, { migrations: ALL_MIGRATIONS, poolSize: SEED_WORKERS + 2 });
  // Sealed like the server's own appends (ADR 120), with the key the server is started with.
  const keys = new SubjectKeys(dataSource, new MasterKey(parseMasterKey(benchMasterKey())!));
  const store = new PostgresEventStore(
    dataSource,
    new UpcasterRegistry(ALL_UPCASTERS),
    new PersonalDataCodec(keys),
  );
  const started = performance.now();
  let next = 0;
  let events = 0;
  const now = Date.now();
  try {
    await Promise.all(
      Array.from({ length: SEED_WORKERS }, async () => {
        for (;;) {
          const from = next;
          next += PER_TRANSACTION;
          if (from >= TICKETS) return;
          const to = Math.min(TICKETS, from + PER_TRANSACTION);
          await dataSource.transaction(async (tx) => {
            for (let n = from; n < to; n++) {
              const batch = ticketEvents(n, now);
              const streamId = `ticket-${(batch[0]!.data as { ticketId: string }).ticketId}`;
              await store.append(streamId, batch, 'no_stream', { tx });
              events += batch.length;
            }
          });
          if (to % 20_000 === 0) log(`  ${to} tickets appended`);
        }
      }),
    );
    // History the email process manager has "already seen" (see the header).
    const [last] = await dataSource.query<{ tx: string; pos: string }[]>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM es.events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    await new CheckpointStore(dataSource).put(dataSource, 'pm_email_notifications', {
      transactionId: last!.tx,
      globalPosition: BigInt(last!.pos),
    });
  } finally {
    await store.dispose();
    await dataSource.destroy();
  }
  return { seconds: (performance.now() - started) / 1000, events };
}

/** `connections` loops of GET `url` for `seconds`; every latency in ms. */
async function drive(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} → ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

async function main(): Promise<void> {
  benchMasterKey();
  if (!process.version.startsWith('v24'))
    log(`warning: Node ${process.version}; run through npm run (pinned Node 24)`);
  log(
    `bench:support — ${TICKETS} tickets, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per endpoint, ` +
      `${cpus().length} CPUs, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  let embedded: EmbeddedDatabase | undefined;
  let pgDir: string | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    pgDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-pg-'));
    embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false });
    databaseUrl = embedded.url;
  }
  let server: ChildProcess | undefined;
  const db = new Client({ connectionString: databaseUrl });
  try {
    const seeded = await seed(databaseUrl);
    log(
      `seeded ${TICKETS} tickets (${seeded.events} events) through the event store in ${round(seeded.seconds)} s`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    server = spawn(process.execPath, [path.resolve(__dirname, '../src/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ROLE: 'all',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        AUTH_RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        STAFF_EMAILS: STAFF.email,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      if (i > 480) throw new Error('server did not become healthy');
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await db.connect();
    for (;;) {
      const rows = await db
        .query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_support_tickets`)
        .catch(() => ({ rows: [{ n: 0 }] }));
      if ((rows.rows[0]?.n ?? 0) >= TICKETS) break;
      if (performance.now() - started > 600_000)
        throw new Error('the projection did not catch up within 10 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const catchUpSeconds = (performance.now() - started) / 1000;
    log(
      `server up and rm_support_tickets caught up with ${TICKETS} tickets ${round(catchUpSeconds)} s after start`,
    );
    const counts = await db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM rm_support_tickets GROUP BY status ORDER BY status`,
    );
    const byStatus = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));

    // A staff member with TOTP: sign up, the one-time enrolment code an operator would hand out, enrol, confirm →
    // a verified session.
    const api = jsonApi(base);
    const { token, user } = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/register', STAFF);
    const enrolmentCode = newOneTimeCode();
    await db.query(
      `INSERT INTO second_factor_enrolment_codes (user_id, code_hash, created_at, expires_at)
       VALUES ($1, $2, now(), now() + interval '1 day')`,
      [user.id, hashOneTimeCode(enrolmentCode)],
    );
    const { secret } = await api<{ secret: string }>('POST', '/api/auth/two-factor/enrolment', { enrolmentCode }, token);
    await api('POST', '/api/auth/two-factor/enrolment/confirm', { code: await generate({ secret }) }, token);
    const staff = { authorization: `Bearer ${token}` };
    const listUrl = `${base}/api/support?status=open`;
    const first = await api<{ total: number; tickets: unknown[] }>(
      'GET',
      '/api/support?status=open',
      undefined,
      token,
    );
    const listBytes = Buffer.byteLength(JSON.stringify(first));
    log(
      `GET /api/support?status=open: ${first.tickets.length} of ${first.total} open tickets, ${listBytes} bytes`,
    );

    // Warm-up, then alternating rounds.
    await drive(listUrl, staff, 1);
    await drive(`${base}/api/pricing`, {}, 1);
    const list: number[] = [];
    const pricing: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      list.push(...(await drive(listUrl, staff, SECONDS)));
      pricing.push(...(await drive(`${base}/api/pricing`, {}, SECONDS)));
    }
    const seconds = ROUNDS * SECONDS;
    const listStats = stats(list, seconds);
    const pricingStats = stats(pricing, seconds);

    // One client alone: the latency without queueing behind the other connections.
    const single = stats(await drive(listUrl, staff, SECONDS, 1), SECONDS);
    const others: Record<string, ReturnType<typeof stats>> = {};
    for (const query of [
      'status=closed',
      'status=in_progress&page=50',
      '',
      // The whole email (its keyed hash): the texts are sealed, docs/adr/127.
      'q=customer4242%40example71.com',
      'overdue=true',
    ]) {
      others[query || '(all)'] = stats(await drive(`${base}/api/support?${query}`, staff, 2), 2);
    }

    const result = {
      bench: 'support',
      node: process.version,
      cpus: cpus().length,
      tickets: TICKETS,
      byStatus,
      seedSeconds: round(seeded.seconds),
      seededEvents: seeded.events,
      catchUpSeconds: round(catchUpSeconds),
      connections: CONNECTIONS,
      rounds: ROUNDS,
      secondsPerRound: SECONDS,
      listBytes,
      listByStatus: listStats,
      pricing: pricingStats,
      listByStatusOneConnection: single,
      target: { p95Ms: 50, met: listStats.p95Ms < 50 },
      otherQueries: others,
      loadAverageAtEnd: loadavg().map((l) => round(l, 2)),
    };
    log(
      `/api/support?status=open: ${listStats.requestsPerSecond} req/s, p50 ${listStats.p50Ms} ms, p95 ${listStats.p95Ms} ms, ` +
        `p99 ${listStats.p99Ms} ms; /api/pricing: ${pricingStats.requestsPerSecond} req/s, p95 ${pricingStats.p95Ms} ms`,
    );
    log(
      `  one connection: ${single.requestsPerSecond} req/s, p50 ${single.p50Ms} ms, p95 ${single.p95Ms} ms`,
    );
    for (const [query, s] of Object.entries(others))
      log(`  /api/support?${query}: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`);
    log(JSON.stringify(result));
  } finally {
    await db.end().catch(() => undefined);
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
