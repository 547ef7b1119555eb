/**
 * `npm run bench:audit`: the auditor's screen on a long case (issue 17). One case stream of BENCH_EVENTS events
 * (default 1,000): opened through the API, then appended through the event store like the product writes them —
 * 40% detail revisions (each a different amount and description), a checkout, a refused card, the drafted letter
 * (~3 KB of text) and the rest saved and re-activated editor versions (~3 KB each), so the fold carries hundreds of
 * revision texts. Measured over HTTP against the built server (ROLE=all, NODE_ENV=production), as an auditor, so
 * every request also appends its lookup to the auditor's audit-log stream (ADR 130):
 *
 *   history  GET /api/audit/cases/:id/history: every event with its summary and its changes, and the case now.
 *   asOf     GET /api/audit/cases/:id/history?asOf=<the instant of the middle event>: the case as it was then.
 *   owner    the same history read by the owner (not an audit lookup: nothing appended), for the logging's cost.
 *
 * Sequential requests (one auditor at a time, as the screen asks), BENCH_REQUESTS each after 10 warm-ups.
 * BENCH_ROLE=api runs the server without its projections and workers (the split deployment's API process).
 * Target: p95 < 100 ms for history and asOf. The last line printed is one JSON object with every number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDataSource } from '../src/database/data-source';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { ALL_UPCASTERS } from '../src/event-store/all-upcasters';
import type { NewEvent } from '../src/event-store/event-store';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../src/event-store/upcasters';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET_P95_MS = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    n: sorted.length,
    p50: round(at(50), 2),
    p95: round(at(95), 2),
    p99: round(at(99), 2),
    max: round(sorted.at(-1) ?? 0, 2),
  };
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 90 s');
}

async function call<T>(base: string, method: string, url: string, token: string | null, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T, bytes: Buffer.byteLength(text) };
}

const formData = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Bench Claimant',
  plaintiffEmail: 'claimant@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'I designed a website; the final invoice was never paid.',
  amountClaimed: '2500.00',
  incidentDate: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

const letter = (n: number) =>
  `Dear Acme Design LLC,\n\n${'I am writing about invoice #42, which remains unpaid despite two reminders. '.repeat(40)}\n\nVersion ${n}.`;

/** The synthetic tail of the stream: what the product appends over a case's long life. */
function tail(caseId: string, count: number, details: Record<string, unknown>): NewEvent[] {
  const at = () => new Date().toISOString();
  const events: NewEvent[] = [];
  const revisions = Math.floor(count * 0.4);
  for (let i = 0; i < revisions; i++) {
    events.push({
      type: 'CaseDetailsRevised',
      data: {
        caseId,
        title: 'Unpaid Work v. Acme Design LLC',
        details: { ...details, amountCents: 250_000 + i * 100, disputeDescription: `Revision ${i}: the invoice is unpaid.` },
        revisedAt: at(),
      },
    });
  }
  events.push(
    { type: 'CheckoutStarted', data: { caseId, paymentIntentId: 'pi_bench', amount: 500, currency: 'usd', promoCode: null, finalAmount: 500, startedAt: at() } },
    { type: 'PaymentFailed', data: { caseId, paymentIntentId: 'pi_bench', code: 'card_declined', message: 'Your card was declined.', failedAt: at() } },
    {
      type: 'DocumentGenerated',
      data: { caseId, revisionId: 'r-0', version: '1.0', title: 'Demand Letter', content: letter(0), drafter: 'template', lawTableVersion: 'bench', llmRejectedReason: null, generatedAt: at() },
    },
  );
  let version = 1;
  while (events.length < count) {
    if (events.length % 5 === 4) {
      events.push({ type: 'RevisionActivated', data: { caseId, revisionId: 'r-0', version: '1.0', content: letter(0), activatedAt: at() } });
      continue;
    }
    events.push({
      type: 'RevisionSaved',
      data: {
        caseId,
        revisionId: `r-${version}`,
        version: `1.${version}`,
        baseVersion: `1.${version - 1}`,
        content: letter(version),
        editSummary: `Edit ${version}`,
        authorId: 'bench',
        savedAt: at(),
      },
    });
    version++;
  }
  return events;
}

async function measure(requests: number, send: () => Promise<{ status: number; bytes: number }>) {
  for (let i = 0; i < 10; i++) await send();
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await send();
    latencies.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    bytes = res.bytes;
  }
  return { ...stats(latencies), kilobytes: round(bytes / 1024) };
}

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let pgDir: string | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    pgDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-pg-'));
    embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false });
    databaseUrl = embedded.url;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.resolve(__dirname, '../src/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: process.env.BENCH_ROLE ?? 'all',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dataSource = await openDataSource(databaseUrl, { poolSize: 4 });
  try {
    await waitForHealth(base, server);
    log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const register = async (name: string) => {
      const res = await call<{ token: string; user: { id: string } }>(base, 'POST', '/api/auth/register', null, {
        email: `bench-${name}-${Date.now()}@example.com`,
        password: 'bench password 123',
        name,
      });
      if (res.status !== 201) throw new Error(`register failed with ${res.status}`);
      return res.json;
    };
    const owner = await register('Owner');
    const auditor = await register('Auditor');
    await dataSource.query(`UPDATE users SET role = 'auditor' WHERE id = $1`, [auditor.user.id]);

    const opened = await call<{ id: string }>(base, 'POST', '/api/cases', owner.token, { formData });
    if (opened.status !== 201) throw new Error(`case failed with ${opened.status}`);
    const caseId = opened.json.id;
    const store = new PostgresEventStore(dataSource, new UpcasterRegistry(ALL_UPCASTERS));
    const first = await store.readStream(`case-${caseId}`);
    const details = (first[0]!.data as { details: Record<string, unknown> }).details;
    const events = tail(caseId, EVENTS - first.length, details);
    for (let i = 0; i < events.length; i += 50) {
      await store.append(`case-${caseId}`, events.slice(i, i + 50), 'any', {});
    }
    const stream = await store.readStream(`case-${caseId}`);
    const middle = stream[Math.floor(stream.length / 2)]!.createdAt.toISOString();
    log(`case ${caseId}: ${stream.length} events; as-of instant ${middle}`);
    await new Promise((r) => setTimeout(r, 2_000)); // let the projections digest the appends

    const url = `/api/audit/cases/${caseId}/history`;
    const sample = await call<{ events: unknown[]; state: unknown }>(base, 'GET', url, owner.token);
    const split = {
      eventsKilobytes: round(Buffer.byteLength(JSON.stringify(sample.json.events)) / 1024),
      stateKilobytes: round(Buffer.byteLength(JSON.stringify(sample.json.state)) / 1024),
    };
    log(`one history answer: events with their changes ${split.eventsKilobytes} KB, state ${split.stateKilobytes} KB`);
    const history = await measure(REQUESTS, () => call(base, 'GET', url, auditor.token));
    log(`history (auditor): p50 ${history.p50} ms, p95 ${history.p95} ms, p99 ${history.p99} ms, ${history.kilobytes} KB`);
    const asOf = await measure(REQUESTS, () => call(base, 'GET', `${url}?asOf=${encodeURIComponent(middle)}`, auditor.token));
    log(`asOf (auditor):    p50 ${asOf.p50} ms, p95 ${asOf.p95} ms, p99 ${asOf.p99} ms, ${asOf.kilobytes} KB`);
    const own = await measure(REQUESTS, () => call(base, 'GET', url, owner.token));
    log(`history (owner):   p50 ${own.p50} ms, p95 ${own.p95} ms, p99 ${own.p99} ms`);
    const logged = await dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`,
      [`audit-log-${auditor.user.id}`],
    );
    const pass = history.p95 < TARGET_P95_MS && asOf.p95 < TARGET_P95_MS;
    log(`target p95 < ${TARGET_P95_MS} ms: ${pass ? 'met' : 'NOT met'}; ${logged[0]!.n} lookups recorded`);
    log(JSON.stringify({ events: stream.length, requests: REQUESTS, answer: split, history, asOf, owner: own, lookupsRecorded: logged[0]!.n, targetP95Ms: TARGET_P95_MS, pass }));
    if (!pass) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
