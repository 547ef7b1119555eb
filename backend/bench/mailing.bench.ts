/**
 * `npm run bench:mailing` (issue 28): how long "mail it for me" takes from the request to LetterMailed, beside
 * GET /api/pricing measured in the same run (one pricing request right after each mailing, so both see the same
 * load on a shared host, plus an autocannon round of pricing at the end).
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all, sandbox payments and sandbox mail, NODE_ENV=production,
 * AUTH_RATE_LIMIT=off) on a temp embedded PostgreSQL (or DATABASE_URL). A pay-per-mailing user and a SuePro
 * subscriber (mailing included) each get BENCH_WARMUP + BENCH_MAILINGS documented cases; then, one at a time and
 * alternating, each case is mailed certified and followed until it reads `mailed`:
 *   paid → mailed        LetterMailed.createdAt − LetterMailingPaid.createdAt (database clock): process manager,
 *                        mail-letter job, the letter pages printed by Chromium, the provider call, the record
 *   requested → mailed   LetterMailed.createdAt − LetterMailingRequested.createdAt (SuePro: no payment in between)
 *   client               POST /mailings sent → (sandbox confirm) → GET /mailings reads `mailed` (polled every 10 ms)
 *   pricing              one GET /api/pricing after each mailing, timed alone
 *
 * Knobs: BENCH_MAILINGS (30), BENCH_WARMUP (5), BENCH_SECONDS (3, the final pricing round), BENCH_CONNECTIONS (50).
 * The last line printed is one JSON object with every number.
 */
import autocannon from 'autocannon';
import { Client } from 'pg';
import {
  autocannonSummary,
  BENCH_PASSWORD,
  CARD,
  claimForm,
  log,
  machineLine,
  runBench,
  sleep,
  startBuiltServer,
  stats,
  untilCompleted,
  warnUnlessProjectNode,
  type Api,
} from './bench-kit';

const MAILINGS = Number(process.env.BENCH_MAILINGS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const form = (i: number) =>
  claimForm(i, {
    state: 'NY',
    plaintiffAddress: `${i + 1} Court St\nBrooklyn, NY 11201`,
    defendantAddress: '100 Broadway\nNew York, NY 10005',
  });

async function documentedCases(
  api: Api,
  token: string,
  n: number,
  offset: number,
  covered: boolean,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = await api<{ id: string }>('POST', '/api/cases', { formData: form(offset + i) }, token);
    if (!covered) {
      const intent = await api<{ clientSecret: string }>(
        'POST',
        '/api/create-payment-intent',
        { caseId: c.id },
        token,
      );
      await api('POST', '/api/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
    }
    ids.push(c.id);
  }
  for (const id of ids) await untilCompleted(api, token, id);
  return ids;
}

async function main(): Promise<void> {
  warnUnlessProjectNode('bench:mailing');
  log(`bench:mailing — ${machineLine()}`);
  const { base, databaseUrl, api, stop } = await startBuiltServer();
  const db = new Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const payer = (
      await api<{ token: string }>('POST', '/api/auth/register', {
        email: `bench-mail-${Date.now()}@example.com`,
        password: BENCH_PASSWORD,
        name: 'Bench Mailer',
      })
    ).token;
    const signup = await api<{ token: string; clientSecret: string }>(
      'POST',
      '/api/create-subscription-with-signup',
      {
        plan: 'suepro',
        name: 'Bench Subscriber',
        email: `bench-mail-pro-${Date.now()}@example.com`,
        password: BENCH_PASSWORD,
      },
    );
    await api('POST', '/api/sandbox/confirm', { clientSecret: signup.clientSecret, ...CARD });
    const pro = signup.token;
    log(`preparing ${2 * (WARMUP + MAILINGS)} documented cases…`);
    const paidCases = await documentedCases(api, payer, WARMUP + MAILINGS, 0, false);
    const proCases = await documentedCases(api, pro, WARMUP + MAILINGS, 10_000, true);

    const gap = async (caseId: string, from: string) => {
      const rows = (
        await db.query(`SELECT event_type, created_at FROM es.events WHERE stream_id = $1`, [
          `case-${caseId}`,
        ])
      ).rows as Array<{ event_type: string; created_at: Date }>;
      const at = (t: string) => rows.find((r) => r.event_type === t)?.created_at.getTime();
      const a = at(from);
      const b = at('LetterMailed');
      if (a === undefined || b === undefined)
        throw new Error(`case ${caseId}: missing ${from} or LetterMailed`);
      return b - a;
    };
    const untilMailed = async (caseId: string, token: string) => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const list = await api<Array<{ status: string }>>(
          'GET',
          `/api/cases/${caseId}/mailings`,
          undefined,
          token,
        );
        if (list.some((m) => m.status === 'mailed')) return;
        await sleep(10);
      }
      throw new Error(`case ${caseId}: not mailed within 60 s`);
    };
    const timePricing = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/pricing`);
      await res.text();
      return performance.now() - started;
    };

    const paid = { db: [] as number[], client: [] as number[] };
    const included = { db: [] as number[], client: [] as number[] };
    const pricing: number[] = [];
    for (let i = 0; i < WARMUP + MAILINGS; i++) {
      const measured = i >= WARMUP;
      let started = performance.now();
      const created = await api<{ clientSecret: string }>(
        'POST',
        `/api/cases/${paidCases[i]}/mailings`,
        { service: 'certified' },
        payer,
      );
      await api('POST', '/api/sandbox/confirm', { clientSecret: created.clientSecret, ...CARD });
      await untilMailed(paidCases[i]!, payer);
      if (measured) {
        paid.client.push(performance.now() - started);
        paid.db.push(await gap(paidCases[i]!, 'LetterMailingPaid'));
        pricing.push(await timePricing());
      }
      started = performance.now();
      await api('POST', `/api/cases/${proCases[i]}/mailings`, { service: 'certified' }, pro);
      await untilMailed(proCases[i]!, pro);
      if (measured) {
        included.client.push(performance.now() - started);
        included.db.push(await gap(proCases[i]!, 'LetterMailingRequested'));
        pricing.push(await timePricing());
      }
    }
    const round = await autocannon({
      url: `${base}/api/pricing`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const result = {
      paidToMailed: stats(paid.db),
      includedRequestToMailed: stats(included.db),
      payerClient: stats(paid.client),
      subscriberClient: stats(included.client),
      pricingSingleRequest: stats(pricing),
      pricingUnderLoad: autocannonSummary(round),
    };
    log(`paid → LetterMailed ${JSON.stringify(result.paidToMailed)}`);
    log(`SuePro requested → LetterMailed ${JSON.stringify(result.includedRequestToMailed)}`);
    log(
      `client: payer POST → confirm → mailed ${JSON.stringify(result.payerClient)}; SuePro POST → mailed ${JSON.stringify(result.subscriberClient)}`,
    );
    log(
      `GET /api/pricing alone, same run ${JSON.stringify(result.pricingSingleRequest)}; under ${CONNECTIONS} connections ${result.pricingUnderLoad.requestsPerSecond} req/s`,
    );
    log(JSON.stringify(result));
  } finally {
    await db.end().catch(() => undefined);
    await stop();
  }
}

runBench('bench:mailing', main);
