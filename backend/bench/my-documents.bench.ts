/**
 * `npm run bench:my-documents`: GET /api/cases/my-documents (the My Documents page's first request) beside
 * GET /api/auth/me, both at 200 connections in the same run (issue 11, point 13).
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all so the worker drafts the documents,
 * NODE_ENV=production, AUTH_RATE_LIMIT=off, sandbox payments, template drafter) as a child process on a temp
 * embedded PostgreSQL (or DATABASE_URL), registers one user and gives them BENCH_CASES paid cases with generated
 * documents (create case → create-payment-intent → sandbox/confirm with 4242…, then waits until every case is
 * completed). Then autocannon drives `/me` and `/my-documents` for BENCH_SECONDS each at BENCH_CONNECTIONS, with the
 * server's RSS (VmRSS from /proc) before and after each, and the size of one `/my-documents` answer.
 *
 * Knobs: BENCH_CASES (40), BENCH_CONNECTIONS (200), BENCH_SECONDS (10), BENCH_TIMEOUT_S (10, autocannon's per-
 * request timeout). The last line printed is one JSON object with every number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';

const CASES = Number(process.env.BENCH_CASES ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 10);
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const log = (line: string) => process.stdout.write(`${line}\n`);

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

function formFor(i: number): Record<string, unknown> {
  return {
    caseType: 'unpaid-work',
    state: 'CA',
    plaintiffName: `Claimant Number${i}`,
    plaintiffEmail: `claimant${i}@example.com`,
    plaintiffAddress: `${100 + i} Main St, Springfield, CA 90001`,
    plaintiffPhone: '555-0142',
    defendantName: `Defendant ${i} LLC`,
    defendantAddress: `${200 + i} Market St, Springfield, CA 90002`,
    disputeDescription:
      'I designed and delivered a website under a written agreement; the final invoice was never paid.',
    amountClaimed: `${1200 + i}.00`,
    incidentDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
    attemptedResolution: 'Called and emailed twice asking for payment.',
    evidenceDescription: 'Signed agreement, invoice, delivery emails',
    documentType: 'demand_letter',
    agreedToTerms: true,
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

function summary(r: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: Math.round(r.throughput.average),
  };
}

async function main(): Promise<void> {
  log(
    `bench:my-documents — ${CASES} documents, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ` +
      `${cpus().length} CPUs, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
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
      ROLE: 'all',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    const api = async <T>(method: string, url: string, body?: object, token?: string): Promise<T> => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : {}) as T;
    };
    const { token } = await api<{ token?: string }>('POST', '/api/auth/register', {
      email: `bench-${Date.now()}@example.com`,
      password: 'a sturdy load-test passphrase',
      name: 'Bench Claimant',
    });
    if (!token) throw new Error('register returned no token');

    const seeded = performance.now();
    for (let i = 0; i < CASES; i++) {
      const { id: caseId } = await api<{ id: string }>('POST', '/api/cases', { formData: formFor(i) }, token);
      const intent = await api<{ clientSecret: string }>('POST', '/api/create-payment-intent', { caseId }, token);
      await api('POST', '/api/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
    }
    // Both answer shapes: the old bare array and the paginated { cases }.
    const firstPage = async () => {
      const body = await api<unknown>('GET', '/api/cases/my-documents', undefined, token);
      return (Array.isArray(body) ? body : (body as { cases: unknown[] }).cases) as { status: string }[];
    };
    const deadline = Date.now() + 180_000;
    for (;;) {
      const page = await firstPage();
      if (page.length > 0 && page.every((c) => c.status === 'completed')) break;
      if (Date.now() > deadline) throw new Error('documents were not generated within 180 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const listResponse = await fetch(`${base}/api/cases/my-documents`, { headers: { authorization: `Bearer ${token}` } });
    const listBytes = (await listResponse.arrayBuffer()).byteLength;
    log(
      `seeded ${CASES} documents in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
        `one /my-documents answer is ${listBytes} bytes (${(await firstPage()).length} cases)`,
    );

    const drive = (url: string) =>
      autocannon({
        url: `${base}${url}`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_S,
      });
    const rss = { start: rssMb(server.pid) } as Record<string, number | null>;
    const me = await drive('/api/auth/me');
    rss.afterMe = rssMb(server.pid);
    const documents = await drive('/api/cases/my-documents');
    rss.afterMyDocuments = rssMb(server.pid);

    const result = {
      bench: 'my-documents',
      node: process.version,
      cpus: cpus().length,
      cases: CASES,
      connections: CONNECTIONS,
      seconds: SECONDS,
      listBytes,
      me: summary(me),
      myDocuments: summary(documents),
      serverRssMb: rss,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    log(
      `/me: ${result.me.requestsPerSecond} req/s, p99 ${result.me.p99Ms} ms, ${result.me.timeouts} timeouts; ` +
        `/my-documents: ${result.myDocuments.requestsPerSecond} req/s, p99 ${result.myDocuments.p99Ms} ms, ` +
        `${result.myDocuments.timeouts} timeouts; server RSS ${rss.start} → ${rss.afterMe} → ${rss.afterMyDocuments} MB`,
    );
    log(JSON.stringify(result));
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `bench:my-documents failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
