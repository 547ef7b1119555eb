/**
 * `npm run bench:revisions`: the editor's two hot paths beside the HTTP stack's ceiling, in one run (issue 14).
 *
 *   save      POST /api/cases/:id/revisions, closed loop: BENCH_CASES cases, one writer each, every save chained
 *             on the version the previous one returned (so none is a 409), BENCH_SAVES saves per case. Includes
 *             the append, the projections catching up (the endpoint waits for its own write) and the read back.
 *   download  GET /api/cases/:id/download of an unchanged revision: its print is kept (document_pdfs), so this is
 *             a read, never a render. Each case is downloaded once first (the active revision after the saves is
 *             new, so that first download prints it); only the repeat downloads are measured.
 *   pricing   GET /api/pricing, public and database-free: what the HTTP stack itself costs on this machine now.
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all as `npm start`: projections, process manager and job
 * worker in the same process; NODE_ENV=production, AUTH_RATE_LIMIT=off, sandbox payments) on a temp embedded
 * PostgreSQL (or DATABASE_URL), registers one user, opens and pays BENCH_CASES cases and waits for their letters.
 * Download and pricing run as closed loops of BENCH_CONNECTIONS concurrent requests for BENCH_SECONDS each, in
 * alternating rounds (pricing, download, pricing, download…, BENCH_ROUNDS of each); the median round is reported.
 *
 * Knobs: BENCH_CASES (4), BENCH_SAVES (100), BENCH_CONNECTIONS (8), BENCH_SECONDS (4), BENCH_ROUNDS (3).
 * The last line printed is one JSON object with every number.
 */
import { performance } from 'node:perf_hooks';
import {
  claimForm,
  describeStats as describe,
  log,
  machineLine,
  openPaidCase,
  registerBenchUser,
  runBench,
  startBuiltServer,
  stats,
  untilCompleted,
  warnUnlessProjectNode,
} from './bench-kit';

const CASES = Number(process.env.BENCH_CASES ?? 4);
const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGETS = { saveP95Ms: 50, cachedDownloadP95Ms: 20 };

/** Closed loop: `connections` workers each send the next request when the last one answered, for `seconds`. */
async function closedLoop(seconds: number, connections: number, send: () => Promise<Response>) {
  const latencies: number[] = [];
  let non2xx = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const res = await send();
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!res.ok) non2xx++;
      }
    }),
  );
  return { ...stats(latencies), requestsPerSecond: Math.round(latencies.length / seconds), non2xx };
}

const medianBy = <T extends { p95: number }>(runs: T[]) =>
  [...runs].sort((a, b) => a.p95 - b.p95)[Math.floor(runs.length / 2)]!;

async function main(): Promise<void> {
  warnUnlessProjectNode('bench:revisions');
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server there (for finding where a request's time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const { base, api, stop } = await startBuiltServer({ nodeArgs: profile });
  try {
    log(machineLine());
    const token = await registerBenchUser(api, 'Editor Claimant');
    const caseIds: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const form = claimForm(i, { state: ['CA', 'NY', 'TX', 'IL'][i % 4]!, amountClaimed: '2400.00' });
      caseIds.push(await openPaidCase(api, token, form));
    }
    for (const id of caseIds) await untilCompleted(api, token, id);
    log(`${CASES} cases with their letters; ${SAVES} saves each, one writer per case`);

    // Saves: each writer chains on the version its last save returned.
    const saveLatencies: number[] = [];
    let conflicts = 0;
    await Promise.all(
      caseIds.map(async (id) => {
        const revisions = await api<{ version: string; content: string; isActive: boolean }[]>(
          'GET',
          `/api/cases/${id}/revisions`,
          undefined,
          token,
        );
        const first = revisions.find((r) => r.isActive)!;
        let version = first.version;
        for (let n = 1; n <= SAVES; n++) {
          const content = `${first.content}\n\nP.S. Edit number ${n}: one more exhibit attached.`;
          const started = performance.now();
          const res = await fetch(`${base}/api/cases/${id}/revisions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ content, editSummary: `Edit ${n}`, baseVersion: version }),
          });
          const saved = (await res.json()) as { version: string };
          saveLatencies.push(performance.now() - started);
          if (res.status === 409) conflicts++;
          else if (res.status !== 201) throw new Error(`save failed with ${res.status}`);
          else version = saved.version;
        }
      }),
    );
    const save = stats(saveLatencies);
    const early = stats(saveLatencies.slice(0, Math.min(40, saveLatencies.length)));
    const late = stats(saveLatencies.slice(-Math.min(40, saveLatencies.length)));
    log(
      `save, first 40: ${describe(early)}; last 40: ${describe(late)} (the stream grows with every revision)`,
    );
    log(`save:     ${describe(save)}, conflicts ${conflicts}`);

    // The first download of each case's new active revision prints it (not measured); repeats read the kept print.
    const firstPrint: number[] = [];
    let pdfBytes = 0;
    for (const id of caseIds) {
      const started = performance.now();
      const res = await fetch(`${base}/api/cases/${id}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      pdfBytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`download failed with ${res.status}`);
      firstPrint.push(performance.now() - started);
    }
    log(`first download (prints): ${describe(stats(firstPrint))}; PDF ${Math.round(pdfBytes / 1024)} KB`);

    let next = 0;
    const download = () =>
      fetch(`${base}/api/cases/${caseIds[next++ % caseIds.length]}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const pricing = () => fetch(`${base}/api/pricing`);
    const downloadRounds = [];
    const pricingRounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      pricingRounds.push(await closedLoop(SECONDS, CONNECTIONS, pricing));
      downloadRounds.push(await closedLoop(SECONDS, CONNECTIONS, download));
    }
    const cachedDownload = medianBy(downloadRounds);
    const pricingMedian = medianBy(pricingRounds);
    log(
      `download: ${describe(cachedDownload)}, ${cachedDownload.requestsPerSecond} req/s, non2xx ${cachedDownload.non2xx} (median of ${ROUNDS} rounds, ${CONNECTIONS} connections)`,
    );
    log(
      `pricing:  ${describe(pricingMedian)}, ${pricingMedian.requestsPerSecond} req/s, non2xx ${pricingMedian.non2xx}`,
    );
    log(
      `targets: save p95 < ${TARGETS.saveP95Ms} ms ${save.p95 < TARGETS.saveP95Ms ? 'MET' : 'MISSED'}; cached download p95 < ${TARGETS.cachedDownloadP95Ms} ms ${cachedDownload.p95 < TARGETS.cachedDownloadP95Ms ? 'MET' : 'MISSED'}`,
    );
    log(
      JSON.stringify({
        saves: save.n,
        saveP50Ms: save.p50,
        saveP95Ms: save.p95,
        saveP99Ms: save.p99,
        conflicts,
        cachedDownloadP50Ms: cachedDownload.p50,
        cachedDownloadP95Ms: cachedDownload.p95,
        cachedDownloadRps: cachedDownload.requestsPerSecond,
        pricingP50Ms: pricingMedian.p50,
        pricingP95Ms: pricingMedian.p95,
        pricingRps: pricingMedian.requestsPerSecond,
        connections: CONNECTIONS,
      }),
    );
  } finally {
    await stop();
  }
}

runBench('bench:revisions', main);
