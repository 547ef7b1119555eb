/**
 * `npm run bench:subscriptions` (issue 13): GET /api/subscription/status requests/s beside the database-free
 * GET /api/pricing in alternating rounds of the same run (target: the median per-round ratio status/pricing ≥ 0.75;
 * each round runs both back to back, so a neighbour's load on a shared host moves them alike), and the time from
 * POST /api/cases by a subscriber (covered by the plan) to DocumentGenerated beside the pay-per-document path.
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all, sandbox payments, NODE_ENV=production,
 * AUTH_RATE_LIMIT=off) as a child process on a temp embedded PostgreSQL (or DATABASE_URL). A SuePro subscriber
 * (unlimited, trial card 4242 saved through the sandbox) and a pay-per-document user each create BENCH_DOCUMENTS
 * cases one at a time (after BENCH_WARMUP warm-up cases each, alternating), and each case is followed until its
 * DocumentGenerated:
 *   covered → document   DocumentGenerated.createdAt − CaseCoveredBySubscription.createdAt (database clock)
 *   paid → document      DocumentGenerated.createdAt − PaymentSucceeded.createdAt (database clock)
 *   client               POST /api/cases sent → the case reads `completed` (polled every 10 ms); for the paying
 *                        user this includes create-payment-intent and sandbox/confirm
 *
 * Knobs: BENCH_SECONDS per round and endpoint (3), BENCH_ROUNDS (7), BENCH_CONNECTIONS (50), BENCH_DOCUMENTS (40),
 * BENCH_WARMUP (10). The last line printed is one JSON object with every number.
 */
import autocannon from 'autocannon';
import { Client } from 'pg';
import {
  BENCH_PASSWORD,
  CARD,
  claimForm,
  log,
  machineLine,
  median,
  round,
  runBench,
  startBuiltServer,
  stats,
  untilCompleted as completed,
} from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

const form = (i: number) => claimForm(i, { defendantAddress: '400 Market St, San Francisco, CA 94105' });

async function main(): Promise<void> {
  log(`bench:subscriptions — ${machineLine()}`);
  const { base, databaseUrl, api, stop } = await startBuiltServer();
  const db = new Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const signup = await api<{ token: string; clientSecret: string }>(
      'POST',
      '/api/create-subscription-with-signup',
      {
        plan: 'suepro',
        name: 'Bench Subscriber',
        email: `bench-sub-${Date.now()}@example.com`,
        password: BENCH_PASSWORD,
      },
    );
    await api('POST', '/api/sandbox/confirm', { clientSecret: signup.clientSecret, ...CARD });
    const subscriber = signup.token;
    const payer = (
      await api<{ token: string }>('POST', '/api/auth/register', {
        email: `bench-pay-${Date.now()}@example.com`,
        password: BENCH_PASSWORD,
        name: 'Bench Payer',
      })
    ).token;

    // Throughput: status and pricing in alternating rounds.
    const hit = (url: string, token?: string) =>
      autocannon({
        url: `${base}${url}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    await hit('/api/subscription/status', subscriber);
    const rounds = { status: [] as number[], pricing: [] as number[], ratio: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      const s = await hit('/api/subscription/status', subscriber);
      const p = await hit('/api/pricing');
      if (s.non2xx || p.non2xx) throw new Error(`non-2xx answers: status ${s.non2xx}, pricing ${p.non2xx}`);
      rounds.status.push(Math.round(s.requests.average));
      rounds.pricing.push(Math.round(p.requests.average));
      rounds.ratio.push(rounds.status.at(-1)! / rounds.pricing.at(-1)!);
      log(
        `round ${r + 1}: status ${rounds.status.at(-1)} req/s, pricing ${rounds.pricing.at(-1)} req/s (${rounds.ratio.at(-1)!.toFixed(2)}×)`,
      );
    }
    const statusRps = median(rounds.status);
    const pricingRps = median(rounds.pricing);

    // Latency: one case at a time, subscriber and payer alternating.
    const untilCompleted = (id: string, token: string) => completed(api, token, id, 10);
    const dbGap = async (id: string, from: string) => {
      const rows = (
        await db.query(`SELECT event_type, created_at FROM es.events WHERE stream_id = $1`, [`case-${id}`])
      ).rows as Array<{ event_type: string; created_at: Date }>;
      const at = (t: string) => rows.find((r) => r.event_type === t)?.created_at.getTime();
      const a = at(from);
      const b = at('DocumentGenerated');
      if (a === undefined || b === undefined)
        throw new Error(`case ${id}: missing ${from} or DocumentGenerated`);
      return b - a;
    };
    const covered = { db: [] as number[], client: [] as number[] };
    const paid = { db: [] as number[], client: [] as number[] };
    for (let i = 0; i < WARMUP + DOCUMENTS; i++) {
      const measured = i >= WARMUP;
      let started = performance.now();
      const c = await api<{ id: string; status: string }>(
        'POST',
        '/api/cases',
        { formData: form(i) },
        subscriber,
      );
      if (c.status !== 'subscription') throw new Error(`subscriber case answered ${c.status}`);
      await untilCompleted(c.id, subscriber);
      if (measured) {
        covered.client.push(performance.now() - started);
        covered.db.push(await dbGap(c.id, 'CaseCoveredBySubscription'));
      }
      started = performance.now();
      const p = await api<{ id: string }>('POST', '/api/cases', { formData: form(10_000 + i) }, payer);
      const intent = await api<{ clientSecret: string }>(
        'POST',
        '/api/create-payment-intent',
        { caseId: p.id },
        payer,
      );
      await api('POST', '/api/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
      await untilCompleted(p.id, payer);
      if (measured) {
        paid.client.push(performance.now() - started);
        paid.db.push(await dbGap(p.id, 'PaymentSucceeded'));
      }
    }
    const result = {
      statusRps,
      pricingRps,
      /** The median of the per-round ratios: each round measures both back to back, under the same load. */
      ratio: round(median(rounds.ratio), 2),
      statusTargetMet: median(rounds.ratio) >= 0.75,
      rounds,
      coveredToDocument: stats(covered.db),
      paidToDocument: stats(paid.db),
      subscriberClient: stats(covered.client),
      payerClient: stats(paid.client),
    };
    log(
      `status ${statusRps} req/s vs pricing ${pricingRps} req/s (medians); median per-round ratio ${result.ratio}× (target ≥ 0.75×)`,
    );
    log(
      `covered → document ${JSON.stringify(result.coveredToDocument)}; paid → document ${JSON.stringify(result.paidToDocument)}`,
    );
    log(
      `client: subscriber POST → completed ${JSON.stringify(result.subscriberClient)}; payer POST → paid → completed ${JSON.stringify(result.payerClient)}`,
    );
    log(JSON.stringify(result));
  } finally {
    await db.end().catch(() => undefined);
    await stop();
  }
}

runBench('bench:subscriptions', main);
