/**
 * `npm run bench:attorneys`: the attorney directory search (issue 15) over the 15,000-attorney sample directory.
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all, NODE_ENV=production, AUTH_RATE_LIMIT=off, sandbox
 * payments) on a temp embedded PostgreSQL (or DATABASE_URL), waits for the sample directory it loads in the
 * background on first start (and reports how long that took), and signs up a SueGo trial subscriber (search is
 * included). Then, in the same run:
 *  1. latency: BENCH_LATENCY_REQUESTS searches (state + specialty + 5-digit ZIP + radius, cycling over big and small
 *     states) at BENCH_LATENCY_CONCURRENCY, timed one by one → p50/p95/p99 (target p95 < 25 ms);
 *  2. throughput: autocannon on GET /api/pricing, POST /api/attorneys/search and GET /api/attorneys with the same
 *     mix, one after the other in BENCH_ROUNDS rounds (BENCH_SECONDS in all for each) at BENCH_CONNECTIONS → req/s;
 *     the headline is the median of the per-round search/pricing ratios (target ≥ 0.5), as the machine is shared.
 * The last line printed is one JSON object with every number.
 */
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  autocannonSummary as summary,
  CARD,
  log,
  machineLine,
  rssMb,
  round,
  runBench,
  sleep,
  startBuiltServer,
  stats,
} from './bench-kit';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 21);
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 2_000);
const LATENCY_CONCURRENCY = Number(process.env.BENCH_LATENCY_CONCURRENCY ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** State + specialty + ZIP radius searches over big and small states, dense and sparse places. */
const SEARCHES = [
  { state: 'CA', specialty: 'contract', zipCode: '94105', radiusMiles: 25 },
  { state: 'CA', specialty: 'landlord_tenant', zipCode: '90012', radiusMiles: 25 },
  { state: 'TX', specialty: 'personal_injury', zipCode: '78701', radiusMiles: 50 },
  { state: 'NY', specialty: 'employment', zipCode: '10001', radiusMiles: 10 },
  { state: 'FL', specialty: 'small_claims', zipCode: '33101', radiusMiles: 25 },
  { state: 'IL', specialty: 'contract', zipCode: '60601', radiusMiles: 25 },
  { state: 'WY', specialty: 'contract', zipCode: '82001', radiusMiles: 100 },
  { state: 'DC', specialty: 'landlord_tenant', zipCode: '20001', radiusMiles: 10 },
];

/** Polls `check` until it holds (errors count as not yet). */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  log(
    `bench:attorneys — ${CONNECTIONS} connections, ${SECONDS} s per endpoint, latency ${LATENCY_REQUESTS} requests at ` +
      `${LATENCY_CONCURRENCY}; ${machineLine()}`,
  );
  const started = performance.now();
  const { base, server, api, stop } = await startBuiltServer({ env: { ATTORNEY_SAMPLE_DIRECTORY: 'auto' } });
  try {
    const healthyMs = Math.round(performance.now() - started);
    let directory = 0;
    await waitFor(
      'the sample directory did not load',
      async () =>
        (directory = ((await (await fetch(`${base}/api/attorneys/stats`)).json()) as { total: number })
          .total) >= 15_000,
    );
    const loadedMs = Math.round(performance.now() - started);
    log(
      `healthy after ${healthyMs} ms; ${directory} attorneys searchable after ${loadedMs} ms (loaded in the background)`,
    );

    const signup = await api<{ token: string; clientSecret: string }>(
      'POST',
      '/api/create-subscription-with-signup',
      {
        plan: 'suego',
        name: 'Bench Searcher',
        email: `bench-attorneys-${Date.now()}@example.com`,
        password: 'correct horse battery staple 42',
      },
    );
    await api('POST', '/api/sandbox/confirm', { ...CARD, clientSecret: signup.clientSecret });
    const token = signup.token;
    const counts: number[] = [];
    for (const search of SEARCHES) {
      counts.push((await api<{ total: number }>('POST', '/api/attorneys/search', search, token)).total);
    }
    log(
      `matches per search: ${SEARCHES.map((s, i) => `${s.state} ${s.specialty} ${s.zipCode}/${s.radiusMiles}mi=${counts[i]}`).join(', ')}`,
    );

    // 1. Latency of one search at light concurrency.
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < LATENCY_REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        await api('POST', '/api/attorneys/search', SEARCHES[i % SEARCHES.length], token);
        times.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: LATENCY_CONCURRENCY }, worker));
    const timed = stats(times);
    const latency = { p50Ms: timed.p50, p95Ms: timed.p95, p99Ms: timed.p99, maxMs: timed.max };
    log(
      `search latency at ${LATENCY_CONCURRENCY} concurrent: p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms, p99 ${latency.p99Ms} ms`,
    );

    // 2. Throughput, pricing and search, same connections: a warm-up of each, then alternating rounds so that the
    // shared machine's load drifts over both alike (ROUNDS × SECONDS/ROUNDS each).
    const rss = { start: rssMb(server.pid) } as Record<string, number | null>;
    const searchRequests = SEARCHES.map((s) => ({
      method: 'POST' as const,
      path: '/api/attorneys/search',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(s),
    }));
    // The same searches as GET /api/attorneys?… (spec §7's other form: no body to read and parse).
    const getRequests = SEARCHES.map((s) => ({
      method: 'GET' as const,
      path: `/api/attorneys?state=${s.state}&specialty=${s.specialty}&zipCode=${s.zipCode}&radiusMiles=${s.radiusMiles}`,
      headers: { authorization: `Bearer ${token}` },
    }));
    type Which = 'pricing' | 'search' | 'searchGet';
    const drive = (which: Which, seconds: number) =>
      which === 'pricing'
        ? autocannon({ url: `${base}/api/pricing`, connections: CONNECTIONS, duration: seconds })
        : autocannon({
            url: `${base}/api/attorneys`,
            connections: CONNECTIONS,
            duration: seconds,
            requests: which === 'search' ? searchRequests : getRequests,
          });
    for (const which of ['pricing', 'search', 'searchGet'] as const) await drive(which, 2);
    const rounds: Array<Record<Which, autocannon.Result>> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const pricingRound = await drive('pricing', SECONDS / ROUNDS);
      const searchRound = await drive('search', SECONDS / ROUNDS);
      const getRound = await drive('searchGet', SECONDS / ROUNDS);
      rounds.push({ pricing: pricingRound, search: searchRound, searchGet: getRound });
    }
    rss.afterLoad = rssMb(server.pid);
    const measured = (which: Which) => ({
      ...summary(rounds.at(-1)![which]),
      requestsPerSecond: Math.round(rounds.reduce((sum, r) => sum + r[which].requests.total, 0) / SECONDS),
      rounds: rounds.map((r) => Math.round(r[which].requests.average)),
      non2xx: rounds.reduce((n, r) => n + r[which].non2xx, 0),
    });
    const pricing = measured('pricing');
    const search = measured('search');
    const searchGet = measured('searchGet');
    // The machine is shared: each round's ratio compares neighbours in time; the headline is their median.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const roundRatios = (which: Which) =>
      rounds.map((r) => round(r[which].requests.average / r.pricing.requests.average));
    const result = {
      bench: 'attorneys',
      node: process.version,
      cpus: cpus().length,
      directory,
      healthyMs,
      directoryLoadedMs: loadedMs,
      connections: CONNECTIONS,
      seconds: SECONDS,
      latency: { ...latency, requests: LATENCY_REQUESTS, concurrency: LATENCY_CONCURRENCY },
      pricing,
      search,
      searchGet,
      searchToPricingRatio: round(search.requestsPerSecond / pricing.requestsPerSecond),
      searchGetToPricingRatio: round(searchGet.requestsPerSecond / pricing.requestsPerSecond),
      searchRoundRatios: roundRatios('search'),
      searchGetRoundRatios: roundRatios('searchGet'),
      medianRoundRatio: median(roundRatios('search')),
      medianRoundRatioGet: median(roundRatios('searchGet')),
      targets: {
        p95Under25Ms: latency.p95Ms < 25,
        atLeastHalfOfPricing: median(roundRatios('search')) >= 0.5,
      },
      serverRssMb: rss,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    log(
      `/api/pricing: ${result.pricing.requestsPerSecond} req/s (p99 ${result.pricing.p99Ms} ms); search: ${result.search.requestsPerSecond} req/s ` +
        `(p99 ${result.search.p99Ms} ms, ${result.search.non2xx} non-2xx) = ${result.searchToPricingRatio}× pricing ` +
        `(median round ratio ${result.medianRoundRatio}); ` +
        `GET /api/attorneys: ${searchGet.requestsPerSecond} req/s = ${result.searchGetToPricingRatio}× pricing; ` +
        `rounds pricing ${pricing.rounds.join('/')}, search ${search.rounds.join('/')}, GET ${searchGet.rounds.join('/')}`,
    );
    log(JSON.stringify(result));
  } finally {
    await stop();
  }
}

runBench('bench:attorneys', main);
