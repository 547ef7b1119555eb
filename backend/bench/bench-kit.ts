/**
 * What the HTTP benchmarks share: the built server (dist/backend/src/main.js, as `npm start` runs it) on a temp
 * embedded PostgreSQL (or DATABASE_URL), a JSON client, a claimant's answers, latency statistics and the machine line.
 * Each bench keeps only what it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';

/** The sandbox's always-approved test card. */
export const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
/** A passphrase the sign-up policy accepts (it must not contain the account's email or name). */
export const BENCH_PASSWORD = 'a sturdy load-test passphrase';

/**
 * A production server on DATABASE_URL refuses to start without PRIVACY_MASTER_KEY (crypto-shredding, ADR 120):
 * a bench makes one key per run (unless one is set), in its own environment, so the servers it spawns and the
 * configuration it loads in-process share it. Answers the key (base64).
 */
export function benchMasterKey(): string {
  process.env.PRIVACY_MASTER_KEY ??= randomBytes(32).toString('base64');
  return process.env.PRIVACY_MASTER_KEY;
}

export const log = (line: string) => process.stdout.write(`${line}\n`);
export const round = (n: number, digits = 1) => Number(n.toFixed(digits));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Nearest-rank percentiles of latencies in milliseconds. */
export function stats(values: number[], digits = 2) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return {
    n: sorted.length,
    p50: round(at(50), digits),
    p95: round(at(95), digits),
    p99: round(at(99), digits),
    max: round(sorted.at(-1) ?? 0, digits),
    mean: round(mean, digits),
  };
}
export type Stats = ReturnType<typeof stats>;
export const describeStats = (s: Stats) =>
  `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (n=${s.n})`;

/** The numbers of an autocannon run a report needs. */
export function autocannonSummary(r: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: Math.round(r.throughput.average),
  };
}

/** A process's resident memory in MB (Linux /proc), or null. */
export function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPUs, Node and load average: numbers on a shared host mean little without them. */
export function machineLine(): string {
  return (
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load average ` +
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
  );
}

/** Running a bench file directly uses the machine's Node (20 here), whose numbers are not the product's. */
export function warnUnlessProjectNode(bench: string): void {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    log(`warning: Node ${process.version}; run this through \`npm run ${bench}\` (the project's Node 24)`);
  }
}

/** A claimant's answers for case `i`: a CA unpaid-work demand letter unless `overrides` say otherwise. */
export function claimForm(i: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    caseType: 'unpaid-work',
    state: 'CA',
    plaintiffName: `Claimant Number${i}`,
    plaintiffEmail: `claimant${i}@example.com`,
    plaintiffAddress: `${100 + i} Main St, Fresno, CA 93701`,
    plaintiffPhone: '555-0142',
    defendantName: `Defendant ${i} LLC`,
    defendantAddress: `${200 + i} Market St, San Francisco, CA 94105`,
    disputeDescription:
      'I designed and delivered a website under a written agreement; the final invoice was never paid.',
    amountClaimed: `${1000 + (i % 5000)}.00`,
    incidentDate: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
    attemptedResolution: 'Called and emailed twice asking for payment.',
    evidenceDescription: 'Signed agreement, invoice, delivery emails',
    documentType: 'demand_letter',
    agreedToTerms: true,
    ...overrides,
  };
}

export type Api = <T>(method: string, url: string, body?: object, token?: string) => Promise<T>;

/** A JSON client for `base` that throws on any answer outside 2xx, with the body's start in the message. */
export function jsonApi(base: string): Api {
  return async <T>(method: string, url: string, body?: object, token?: string): Promise<T> => {
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
}

export interface BenchServer {
  base: string;
  databaseUrl: string;
  server: ChildProcess;
  api: Api;
  /** Stops the server (SIGTERM, so it drains) and the embedded database, and removes the temp directory. */
  stop: () => Promise<void>;
}

/**
 * The built server with ROLE=all (projections, process manager and job worker in the same process, as `npm start`),
 * NODE_ENV=production, sandbox payments, template drafter, AUTH_RATE_LIMIT=off, on a temp embedded PostgreSQL
 * unless DATABASE_URL is set; resolves once /api/health answers. `nodeArgs` go before the script (e.g. --cpu-prof).
 */
export async function startBuiltServer(
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  benchMasterKey();
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
  // Sign-ups send verification emails: without SMTP_URL they land in a mailbox of this run, never in .data/mail.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-mail-'));
  const server = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.resolve(__dirname, '../src/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ROLE: 'all',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        AUTH_RATE_LIMIT: 'off',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        DEV_MAILBOX_DIR: mailDir,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('server did not become healthy within 90 s');
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl, server, api: jsonApi(base), stop };
}

/** Registers a fresh account: its session token, id and email. */
export async function registerBenchAccount(
  api: Api,
  name: string,
): Promise<{ token: string; userId: string; email: string }> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { token, user } = await api<{ token?: string; user?: { id: string } }>('POST', '/api/auth/register', {
    email,
    password: BENCH_PASSWORD,
    name,
  });
  if (!token || !user) throw new Error('register returned no token');
  return { token, userId: user.id, email };
}

/** Registers a fresh account and answers its session token. */
export async function registerBenchUser(api: Api, name: string): Promise<string> {
  return (await registerBenchAccount(api, name)).token;
}

/** Opens case `i` for `token` and pays for it with the sandbox card; answers the case id. */
export async function openPaidCase(api: Api, token: string, form: Record<string, unknown>): Promise<string> {
  const { id } = await api<{ id: string }>('POST', '/api/cases', { formData: form }, token);
  const intent = await api<{ clientSecret: string }>(
    'POST',
    '/api/create-payment-intent',
    { caseId: id },
    token,
  );
  await api('POST', '/api/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
  return id;
}

/** Waits until the case reads `completed` (its document is drafted), polling every `everyMs`. */
export async function untilCompleted(api: Api, token: string, id: string, everyMs = 100, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if ((await api<{ status: string }>('GET', `/api/cases/${id}`, undefined, token)).status === 'completed')
      return;
    await sleep(everyMs);
  }
  throw new Error(`case ${id} not completed within ${timeoutMs / 1000} s`);
}

/** Runs `main`, printing a failure with its stack and exiting 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
