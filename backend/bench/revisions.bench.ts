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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';

const CASES = Number(process.env.BENCH_CASES ?? 4);
const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGETS = { saveP95Ms: 50, cachedDownloadP95Ms: 20 };
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return {
    n: sorted.length,
    p50: round(at(50), 2),
    p95: round(at(95), 2),
    p99: round(at(99), 2),
    max: round(sorted.at(-1) ?? 0, 2),
    mean: round(mean, 2),
  };
}
type Stats = ReturnType<typeof stats>;
const describe = (s: Stats) =>
  `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (n=${s.n})`;

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

async function call<T>(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

function form(i: number) {
  return {
    caseType: 'unpaid-work',
    state: ['CA', 'NY', 'TX', 'IL'][i % 4]!,
    plaintiffName: `Claimant ${i}`,
    plaintiffEmail: `claimant${i}@example.com`,
    plaintiffAddress: `${100 + i} Main St, Springfield`,
    plaintiffPhone: '555-0142',
    defendantName: `Defendant ${i} LLC`,
    defendantAddress: `${200 + i} Market St, Springfield`,
    disputeDescription:
      'I designed and delivered a website under a written agreement; the final invoice was never paid.',
    amountClaimed: '2400.00',
    incidentDate: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
    attemptedResolution: 'Called and emailed twice asking for payment.',
    evidenceDescription: 'Signed agreement, invoice, delivery emails',
    documentType: 'demand_letter',
    agreedToTerms: true,
  };
}

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
  if (Number(process.versions.node.split('.')[0]) < 24) {
    log(
      `warning: Node ${process.version}; run this through \`npm run bench:revisions\` (the project's Node 24)`,
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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server there (for finding where a request's time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, path.resolve(__dirname, '../src/main.js')], {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const reg = await call<{ token: string }>(base, 'POST', '/api/auth/register', null, {
      email: `bench-${Date.now()}@example.com`,
      password: 'a sturdy load-test passphrase',
      name: 'Bench',
    });
    if (reg.status !== 201) throw new Error(`register failed with ${reg.status}`);
    const token = reg.json.token;

    const caseIds: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const created = await call<{ id: string }>(base, 'POST', '/api/cases', token, { formData: form(i) });
      if (created.status !== 201) throw new Error(`case failed with ${created.status}`);
      const intent = await call<{ clientSecret: string }>(base, 'POST', '/api/create-payment-intent', token, {
        caseId: created.json.id,
      });
      await call(base, 'POST', '/api/sandbox/confirm', null, {
        clientSecret: intent.json.clientSecret,
        ...CARD,
      });
      caseIds.push(created.json.id);
    }
    const deadline = Date.now() + 60_000;
    for (const id of caseIds) {
      while (
        (await call<{ status: string }>(base, 'GET', `/api/cases/${id}`, token)).json.status !== 'completed'
      ) {
        if (Date.now() > deadline) throw new Error(`case ${id} got no document within 60 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    log(`${CASES} cases with their letters; ${SAVES} saves each, one writer per case`);

    // Saves: each writer chains on the version its last save returned.
    const saveLatencies: number[] = [];
    let conflicts = 0;
    await Promise.all(
      caseIds.map(async (id) => {
        const revisions = await call<{ version: string; content: string; isActive: boolean }[]>(
          base,
          'GET',
          `/api/cases/${id}/revisions`,
          token,
        );
        const first = revisions.json.find((r) => r.isActive)!;
        let version = first.version;
        for (let n = 1; n <= SAVES; n++) {
          const content = `${first.content}\n\nP.S. Edit number ${n}: one more exhibit attached.`;
          const started = performance.now();
          const res = await call<{ version: string }>(base, 'POST', `/api/cases/${id}/revisions`, token, {
            content,
            editSummary: `Edit ${n}`,
            baseVersion: version,
          });
          saveLatencies.push(performance.now() - started);
          if (res.status === 409) conflicts++;
          else if (res.status !== 201) throw new Error(`save failed with ${res.status}`);
          else version = res.json.version;
        }
      }),
    );
    const save = stats(saveLatencies);
    const early = stats(saveLatencies.slice(0, Math.min(40, saveLatencies.length)));
    const late = stats(saveLatencies.slice(-Math.min(40, saveLatencies.length)));
    log(`save, first 40: ${describe(early)}; last 40: ${describe(late)} (the stream grows with every revision)`);
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
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
