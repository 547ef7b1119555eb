/**
 * `npm run bench:auth`: sign-in throughput and p99 with argon2id at the chosen parameters, and GET /api/auth/me
 * requests/s with a valid token. Starts the built server (dist/backend/src/main.js) as a child process on a temp
 * embedded PostgreSQL (or DATABASE_URL), with AUTH_RATE_LIMIT=off so the limiter does not refuse the load.
 *
 * Knobs: BENCH_SECONDS (10), BENCH_LOGIN_CONNECTIONS (8), BENCH_ME_CONNECTIONS (50), BENCH_LOG_LEVEL (info).
 * The last line printed is one JSON object with every number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { ARGON2_OPTIONS } from '../src/identity/password-hasher';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);
const ME_CONNECTIONS = Number(process.env.BENCH_ME_CONNECTIONS ?? 50);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const ME_TARGET = 3000;

const log = (line: string) => process.stdout.write(`${line}\n`);

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function post(url: string, body: object): Promise<{ status: number; json: { token?: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { token?: string } };
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
  };
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
      ROLE: 'api',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    const credentials = { email: `bench-${Date.now()}@example.com`, password: 'bench password 123' };
    const reg = await post(`${base}/api/auth/register`, { ...credentials, name: 'Bench' });
    if (reg.status !== 201) throw new Error(`register failed with ${reg.status}`);

    log(
      `login: ${LOGIN_CONNECTIONS} connections for ${SECONDS} s (argon2id m=${ARGON2_OPTIONS.memoryCost} t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism})`,
    );
    const login = await autocannon({
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections: LOGIN_CONNECTIONS,
      duration: SECONDS,
    });

    const { json } = await post(`${base}/api/auth/login`, credentials);
    if (!json.token) throw new Error('login for /me returned no token');
    const meOptions = {
      url: `${base}/api/auth/me`,
      headers: { authorization: `Bearer ${json.token}` },
      connections: ME_CONNECTIONS,
    };
    await autocannon({ ...meOptions, duration: 2 }); // warm-up
    log(`GET /api/auth/me: ${ME_CONNECTIONS} connections for ${SECONDS} s`);
    const me = await autocannon({ ...meOptions, duration: SECONDS });
    // The same stack without authentication or a database query: the ceiling /me can reach on this machine now.
    log(`baseline GET /api/pricing (public, no database): ${ME_CONNECTIONS} connections for ${SECONDS} s`);
    const baseline = await autocannon({
      url: `${base}/api/pricing`,
      connections: ME_CONNECTIONS,
      duration: SECONDS,
    });

    const result = {
      bench: 'auth',
      cpus: cpus().length,
      availableParallelism: availableParallelism(),
      node: process.version,
      logLevel: LOG_LEVEL,
      argon2: {
        algorithm: 'argon2id',
        m: ARGON2_OPTIONS.memoryCost,
        t: ARGON2_OPTIONS.timeCost,
        p: ARGON2_OPTIONS.parallelism,
      },
      seconds: SECONDS,
      login: { connections: LOGIN_CONNECTIONS, ...summary(login) },
      me: {
        connections: ME_CONNECTIONS,
        ...summary(me),
        target: ME_TARGET,
        meetsTarget: me.requests.average >= ME_TARGET,
      },
      baselinePricing: { connections: ME_CONNECTIONS, ...summary(baseline) },
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    log(
      `login: ${result.login.requestsPerSecond} req/s, p99 ${result.login.p99Ms} ms; ` +
        `me: ${result.me.requestsPerSecond} req/s, p99 ${result.me.p99Ms} ms (target ${ME_TARGET}); ` +
        `baseline pricing: ${result.baselinePricing.requestsPerSecond} req/s`,
    );
    if (login.non2xx > 0 || me.non2xx > 0) log('warning: some responses were not 2xx');
    log(JSON.stringify(result));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(undefined) : server.once('exit', r)));
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `bench:auth failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
