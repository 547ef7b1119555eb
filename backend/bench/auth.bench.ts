/**
 * `npm run bench:auth`: sign-in throughput and p99 with argon2id at the chosen parameters, and GET /api/auth/me
 * requests/s with a valid token. Starts the built server (dist/backend/src/main.js) twice as child processes on
 * one temp embedded PostgreSQL (or DATABASE_URL), with AUTH_RATE_LIMIT=off so the limiter does not refuse the
 * load: one as configured (session cache on, SESSION_CACHE_MS default) and one with SESSION_CACHE_MS=0, for
 * comparison. `/me` on both and the public, database-free `GET /api/pricing` (the ceiling of the HTTP stack on
 * this machine at that moment) are measured in alternating rounds, and the median round of each is reported, so
 * a neighbour's load on a shared host moves all three alike.
 *
 * Then the time `POST /api/auth/password-reset` takes to answer for a registered and for an unknown email (issue 22
 * point 7: it must not tell them apart), sequentially and interleaved, with a pause after each so the work a
 * request leaves behind does not land on the next: mean and p95 of each, and their difference.
 *
 * Knobs: BENCH_SECONDS per round (5), BENCH_ROUNDS (3), BENCH_LOGIN_CONNECTIONS (8), BENCH_ME_CONNECTIONS (50),
 * BENCH_RESET_SAMPLES per kind (200), BENCH_ONLY=password-reset (skip the throughput part), BENCH_LOG_LEVEL (info).
 * The last line printed is one JSON object with every number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { ARGON2_OPTIONS } from '../src/identity/password-hasher';
import { benchMasterKey } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);
const ME_CONNECTIONS = Number(process.env.BENCH_ME_CONNECTIONS ?? 50);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const ME_TARGET = 3000;
const RESET_SAMPLES = Number(process.env.BENCH_RESET_SAMPLES ?? 200);
const ONLY = process.env.BENCH_ONLY ?? '';

const round1 = (n: number) => Math.round(n * 10) / 10;
function timing(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { samples: samples.length, meanMs: round1(mean), p50Ms: round1(sorted[Math.floor(sorted.length * 0.5)]!), p95Ms: round1(sorted[Math.floor(sorted.length * 0.95)]!) };
}

/** Answer times of the reset request for a registered email and for unknown ones, interleaved. */
async function passwordResetTiming(base: string, registered: string) {
  const known: number[] = [];
  const unknown: number[] = [];
  const once = async (email: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`password reset answered ${res.status}`);
    const elapsed = performance.now() - started;
    await new Promise((r) => setTimeout(r, 15));
    return elapsed;
  };
  for (let i = 0; i < 20; i++) await once(i % 2 ? registered : `warmup-${i}@example.com`);
  for (let i = 0; i < RESET_SAMPLES; i++) {
    known.push(await once(registered));
    unknown.push(await once(`nobody-${Date.now()}-${i}@example.com`));
  }
  const k = timing(known);
  const u = timing(unknown);
  return { registered: k, unknown: u, meanDifferenceMs: round1(k.meanMs - u.meanMs), p95DifferenceMs: round1(k.p95Ms - u.p95Ms) };
}

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

function startServer(databaseUrl: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.resolve(__dirname, '../src/main.js')], {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** The round with the median requests/s. */
function median(results: autocannon.Result[]): autocannon.Result {
  return [...results].sort((a, b) => a.requests.average - b.requests.average)[
    Math.floor(results.length / 2)
  ]!;
}

async function main(): Promise<void> {
  benchMasterKey();
  if (Number(process.versions.node.split('.')[0]) < 24) {
    log(
      `warning: Node ${process.version}; run this through \`npm run bench:auth\` (the project's Node 24) for comparable numbers`,
    );
  }
  let embedded: EmbeddedDatabase | undefined;
  let pgDir: string | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    pgDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-pg-'));
    embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false });
    databaseUrl = embedded.url;
  }
  const base = `http://127.0.0.1:${await freePort()}`;
  const server = startServer(databaseUrl, Number(new URL(base).port));
  let uncachedServer: ChildProcess | undefined;
  try {
    await waitForHealth(base, server);
    // Started once the first has run the migrations, so the two do not race to apply them.
    const uncachedBase = `http://127.0.0.1:${await freePort()}`;
    uncachedServer = startServer(databaseUrl, Number(new URL(uncachedBase).port), { SESSION_CACHE_MS: '0' });
    await waitForHealth(uncachedBase, uncachedServer);

    const credentials = {
      email: `bench-${Date.now()}@example.com`,
      password: 'a sturdy load-test passphrase',
    };
    const reg = await post(`${base}/api/auth/register`, { ...credentials, name: 'Bench' });
    if (reg.status !== 201) throw new Error(`register failed with ${reg.status}`);

    if (ONLY === 'password-reset') {
      const passwordReset = await passwordResetTiming(base, credentials.email);
      log(
        `password reset: registered mean ${passwordReset.registered.meanMs} ms p95 ${passwordReset.registered.p95Ms} ms; ` +
          `unknown mean ${passwordReset.unknown.meanMs} ms p95 ${passwordReset.unknown.p95Ms} ms`,
      );
      log(JSON.stringify({ bench: 'auth', only: ONLY, cpus: cpus().length, node: process.version, passwordReset, loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) }));
      return;
    }
    const loginSeconds = SECONDS * ROUNDS;
    log(
      `login: ${LOGIN_CONNECTIONS} connections for ${loginSeconds} s (argon2id m=${ARGON2_OPTIONS.memoryCost} t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism})`,
    );
    const login = await autocannon({
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections: LOGIN_CONNECTIONS,
      duration: loginSeconds,
    });

    const { json } = await post(`${base}/api/auth/login`, credentials);
    if (!json.token) throw new Error('login for /me returned no token');
    const meOn = (origin: string) => ({
      url: `${origin}/api/auth/me`,
      headers: { authorization: `Bearer ${json.token}` },
      connections: ME_CONNECTIONS,
    });
    const pricing = { url: `${base}/api/pricing`, connections: ME_CONNECTIONS };
    for (const options of [meOn(base), meOn(uncachedBase), pricing])
      await autocannon({ ...options, duration: 2 }); // warm-up

    const rounds = {
      me: [] as autocannon.Result[],
      meUncached: [] as autocannon.Result[],
      pricing: [] as autocannon.Result[],
    };
    for (let round = 1; round <= ROUNDS; round++) {
      log(
        `round ${round}/${ROUNDS}: /me, /me with SESSION_CACHE_MS=0, /pricing; ${ME_CONNECTIONS} connections, ${SECONDS} s each`,
      );
      rounds.me.push(await autocannon({ ...meOn(base), duration: SECONDS }));
      rounds.meUncached.push(await autocannon({ ...meOn(uncachedBase), duration: SECONDS }));
      rounds.pricing.push(await autocannon({ ...pricing, duration: SECONDS }));
    }
    const passwordReset = await passwordResetTiming(base, credentials.email);
    const me = median(rounds.me);
    const meUncached = median(rounds.meUncached);
    const baseline = median(rounds.pricing);
    const perRound = (rs: autocannon.Result[]) => rs.map((r) => Math.round(r.requests.average));

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
      secondsPerRound: SECONDS,
      rounds: ROUNDS,
      login: { connections: LOGIN_CONNECTIONS, seconds: loginSeconds, ...summary(login) },
      me: {
        connections: ME_CONNECTIONS,
        ...summary(me),
        rounds: perRound(rounds.me),
        target: ME_TARGET,
        meetsTarget: me.requests.average >= ME_TARGET,
      },
      meSessionCacheOff: {
        connections: ME_CONNECTIONS,
        ...summary(meUncached),
        rounds: perRound(rounds.meUncached),
      },
      baselinePricing: {
        connections: ME_CONNECTIONS,
        ...summary(baseline),
        rounds: perRound(rounds.pricing),
      },
      passwordReset,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    log(
      `login: ${result.login.requestsPerSecond} req/s, p99 ${result.login.p99Ms} ms; ` +
        `me: ${result.me.requestsPerSecond} req/s, p99 ${result.me.p99Ms} ms (target ${ME_TARGET}); ` +
        `me with the session cache off: ${result.meSessionCacheOff.requestsPerSecond} req/s; ` +
        `baseline pricing: ${result.baselinePricing.requestsPerSecond} req/s`,
    );
    const non2xx = [login, ...rounds.me, ...rounds.meUncached, ...rounds.pricing].some((r) => r.non2xx > 0);
    if (non2xx) log('warning: some responses were not 2xx');
    log(JSON.stringify(result));
  } finally {
    await Promise.all([stopServer(server), uncachedServer && stopServer(uncachedServer)]);
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
