/**
 * `npm run bench:health`: the public GET /api/health beside GET /api/pricing, both anonymous at 200 connections in
 * the same run (issue 37, point 6: a load balancer's probe must not be the slowest route of a busy instance).
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all, NODE_ENV=production, AUTH_RATE_LIMIT=off, sandbox
 * payments) as a child process on a temp embedded PostgreSQL (or DATABASE_URL), signs up BENCH_USERS accounts so the
 * event store and the subscriptions have something to report, then autocannon drives `/api/pricing` and
 * `/api/health` for BENCH_SECONDS each at BENCH_CONNECTIONS, with the server's RSS before and after each. A health
 * answer other than 200 counts in `non2xx` (a probe would have pulled the instance).
 *
 * Knobs: BENCH_USERS (20), BENCH_CONNECTIONS (200), BENCH_SECONDS (8), BENCH_TIMEOUT_S (10, autocannon's per-request
 * timeout). The last line printed is one JSON object with every number.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  autocannonSummary,
  log,
  machineLine,
  registerBenchUser,
  rssMb,
  runBench,
  startBuiltServer,
  warnUnlessProjectNode,
} from './bench-kit';

const USERS = Number(process.env.BENCH_USERS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 10);

async function main(): Promise<void> {
  warnUnlessProjectNode('bench:health');
  log(`bench:health — ${CONNECTIONS} connections, ${SECONDS} s per endpoint; ${machineLine()}`);
  const { base, server, api, stop } = await startBuiltServer();
  try {
    for (let i = 0; i < USERS; i++) await registerBenchUser(api, `Bench Person${i}`);
    const drive = (url: string) =>
      autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: SECONDS, timeout: TIMEOUT_S });
    const rss = { start: rssMb(server.pid) } as Record<string, number | null>;
    const pricing = await drive('/api/pricing');
    rss.afterPricing = rssMb(server.pid);
    const health = await drive('/api/health');
    rss.afterHealth = rssMb(server.pid);
    const after = await fetch(`${base}/api/health`);

    const result = {
      bench: 'health',
      node: process.version,
      cpus: cpus().length,
      users: USERS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      pricing: autocannonSummary(pricing),
      health: autocannonSummary(health),
      healthAfter: { status: after.status, body: await after.json() },
      serverRssMb: rss,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    const line = (name: string, s: ReturnType<typeof autocannonSummary>) =>
      `${name}: ${s.requestsPerSecond} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, max ${s.maxMs} ms, ` +
      `${s.non2xx} non-2xx, ${s.timeouts} timeouts`;
    log(`${line('/api/pricing', result.pricing)}; ${line('/api/health', result.health)}`);
    log(JSON.stringify(result));
  } finally {
    await stop();
  }
}

runBench('bench:health', main);
