/**
 * `npm run bench:documents`: payment → document latency, PDF render time and template-drafter time over 200
 * documents (issue 7, "Performance (benchmark)"), and whether memory stays flat meanwhile.
 *
 * Starts the built app in this process (`ROLE=all`, so projections, the `pm_payment_document` process manager and
 * the job worker all run, exactly as `npm start` would; NODE_ENV=production, LOG_LEVEL=silent, AUTH_RATE_LIMIT=off,
 * sandbox payments, template drafter) on a temp embedded PostgreSQL (or a throwaway database on DATABASE_URL's
 * server), then over HTTP: registers one user, opens cases (every case type × both document types × all 51
 * jurisdictions, in turn) and pays each through the sandbox (create-payment-intent, then sandbox/confirm with
 * 4242…). `BENCH_CONCURRENCY` payers (default 2) each pay one case and wait for its `DocumentGenerated` before
 * paying the next (closed loop: latency under a little contention, not a growing queue).
 *
 *   end-to-end   DocumentGenerated.createdAt − PaymentSucceeded.createdAt on the case stream (database clock);
 *                split into queue (→ DocumentGenerationStarted: process manager + job claim) and job (→ Generated)
 *   download     GET /api/cases/:id/download round trip (renders the active revision with the app's Chromium)
 *   pdf render   a separate PdfRenderer (its own warm Chromium) printing the 200 drafted HTMLs one at a time
 *   draft        draftTemplateDocument() for the 200 cases' details, one at a time, templates already compiled
 *   memory       this process's RSS (server + a small HTTP client) after boot, after the warm-up documents, every
 *                50 documents and after the downloads, each after a full GC, with the app's Chromium RSS beside it;
 *                rssGrowthPct = (RSS after the last document − RSS after the warm-up) / RSS after the warm-up
 *
 * The warm-up (60 documents, not measured) launches the app's Chromium, warms the JIT and lets V8 grow its heap to
 * its working size: on Node 24 the committed heap grows from ~125 to ~195 MB over the first ~50 documents while the
 * live heap stays ~60 MB, and a 20-document warm-up leaves that one-off step inside the measured run (+21 % RSS).
 *
 * Knobs: BENCH_DOCUMENTS (200), BENCH_WARMUP (60), BENCH_CONCURRENCY (2), CHROMIUM_PATH. The last line printed is
 * one JSON object with the headline numbers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { evolveCase, initialCaseState, type Case } from '../src/case-file/case';
import { caseStreamId, type CaseEvent } from '../src/case-file/case.events';
import { CASE_TYPES, DOCUMENT_TYPES, type CaseDetails } from '../src/claim/case.types';
import { loadConfig } from '../src/config/env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { draftTemplateDocument } from '../src/documents/drafting/draft-document';
import { PdfRenderer, PdfRendererService } from '../src/documents/pdf/pdf-renderer';
import { EventStore, type RecordedEvent } from '../src/event-store/event-store';
import { smallClaimsLimitFor, US_STATES } from '../src/law/law-table';
import { benchMasterKey } from './bench-kit';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 2));
const DOCUMENT_TIMEOUT_MS = 60_000;
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const TARGETS = { endToEndP95Ms: 1_000, pdfRenderP95Ms: 300 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0, mean };
}
const describeStats = (s: ReturnType<typeof stats>, digits = 1) =>
  `p50 ${round(s.p50, digits)} ms, p95 ${round(s.p95, digits)} ms, p99 ${round(s.p99, digits)} ms, ` +
  `max ${round(s.max, digits)} ms, mean ${round(s.mean, digits)} ms (n=${s.n})`;

/** A full GC when the runtime lets us have one (no --expose-gc flag needed), so memory samples are comparable. */
const gc: () => void = (() => {
  try {
    setFlagsFromString('--expose-gc');
    const fn = runInNewContext('gc') as unknown;
    if (typeof fn === 'function') return () => (fn as () => void)();
  } catch {
    // fall through
  }
  return () => undefined;
})();

interface MemorySample {
  label: string;
  rssMb: number;
  heapUsedMb: number;
  /** V8 heap committed (used or not): part of the RSS. */
  heapTotalMb: number;
  /** Buffers and other memory outside the V8 heap. */
  externalMb: number;
  chromiumRssMb: number | null;
}

/** Sum of VmRSS over a process group (Chromium and its children; shared pages are counted once per process). */
function processGroupRssBytes(pgid: number | null): number | null {
  if (pgid === null || process.platform !== 'linux') return null;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // state, ppid, pgrp
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process went away
    }
  }
  return total;
}

const CASE_TYPE_TEXT: Record<string, { description: string; evidence: string }> = {
  'unpaid-work': {
    description:
      'I designed and delivered a website under a written agreement; the final invoice was never paid.',
    evidence: 'Signed agreement, invoice, delivery emails',
  },
  'landlord-dispute': {
    description:
      'The landlord failed to repair the heating for two months and I paid for space heaters and a hotel.',
    evidence: 'Lease, repair requests, receipts',
  },
  'vehicle-damage': {
    description:
      'The defendant backed into my parked car in a grocery store lot and refused to pay for the repair.',
    evidence: 'Photos, repair estimate, witness statement',
  },
  'property-damage': {
    description: "A contractor's crew broke my fence and damaged the lawn while working next door.",
    evidence: 'Photos, repair quote, text messages',
  },
  'contract-breach': {
    description:
      'I paid a deposit for custom cabinets that were never built, and the seller stopped answering.',
    evidence: 'Order form, bank statement, messages',
  },
  'security-deposit': {
    description:
      'I moved out, returned the keys and gave my forwarding address; the deposit was never returned.',
    evidence: 'Lease, move-out photos, forwarding address letter',
  },
  other: {
    description:
      'The defendant borrowed money for a car repair and promised to repay it by the end of the month.',
    evidence: 'Bank transfer record, text messages',
  },
};

/** Case i of the run: every case type × both document types × every jurisdiction, in turn. */
function formFor(i: number): Record<string, unknown> {
  const caseType = CASE_TYPES[i % CASE_TYPES.length] ?? 'other';
  const documentType =
    DOCUMENT_TYPES[Math.floor(i / CASE_TYPES.length) % DOCUMENT_TYPES.length] ?? 'demand_letter';
  const state = US_STATES[(i * 7) % US_STATES.length]?.code ?? 'CA';
  let cents = (300 + ((i * 373) % 4_500)) * 100 + (i % 100);
  const limit = smallClaimsLimitFor(state, caseType);
  if (documentType === 'small_claims' && limit && cents > limit.value) cents = limit.value - 100;
  const incident = new Date(Date.now() - (20 + ((i * 11) % 300)) * 86_400_000).toISOString().slice(0, 10);
  const text = CASE_TYPE_TEXT[caseType] ?? CASE_TYPE_TEXT.other!;
  return {
    caseType,
    state,
    plaintiffName: `Claimant Number${i}`,
    plaintiffEmail: `claimant${i}@example.com`,
    plaintiffAddress: `${100 + i} Main St, Springfield, ${state} 10001`,
    plaintiffPhone: '555-0142',
    defendantName: `Defendant ${i} LLC`,
    defendantAddress: `${200 + i} Market St, Springfield, ${state} 10002`,
    disputeDescription: text.description,
    amountClaimed: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    incidentDate: incident,
    attemptedResolution: 'Called and emailed twice asking for payment.',
    evidenceDescription: text.evidence,
    documentType,
    agreedToTerms: true,
  };
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_docs_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface CaseTiming {
  caseId: string;
  endToEndMs: number;
  queueMs: number;
  jobMs: number;
  payRequestMs: number;
  failedAttempts: number;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  let embedded: EmbeddedDatabase | undefined;
  let pgDir: string | undefined;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let app: NestExpressApplication | undefined;
  let renderer: PdfRenderer | undefined;
  let result: string;
  log(
    `bench:documents — ${DOCUMENTS} documents (+${WARMUP} warm-up), ${CONCURRENCY} concurrent payer(s), ` +
      `${cpus().length} CPUs, Node ${process.version}, load average ${loadAverage()}`,
  );
  try {
    if (process.env.DATABASE_URL) {
      database = await createDatabase(process.env.DATABASE_URL);
    } else {
      pgDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-pg-'));
      embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false });
    }
    const databaseUrl = database?.url ?? embedded!.url;

    const config = loadConfig({
      NODE_ENV: 'production',
      PRIVACY_MASTER_KEY: benchMasterKey(),
      ROLE: 'all',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'off',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    });
    const nest = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
      rawBody: true,
      logger: false,
      abortOnError: false,
    });
    app = nest;
    configureApp(nest, config);
    await nest.listen(0, '127.0.0.1');
    const address = nest.getHttpServer().address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const store = nest.get(EventStore);
    const appRenderer = nest.get(PdfRendererService);

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

    const memory: MemorySample[] = [];
    const sample = (label: string) => {
      gc();
      gc();
      const m = process.memoryUsage();
      const chromium = processGroupRssBytes(appRenderer.browserPid());
      const s = {
        label,
        rssMb: mb(m.rss),
        heapUsedMb: mb(m.heapUsed),
        heapTotalMb: mb(m.heapTotal),
        externalMb: mb(m.external),
        chromiumRssMb: chromium === null ? null : mb(chromium),
      };
      memory.push(s);
      return s;
    };
    sample('start (booted, before any document)');

    /** Resolves with the case's events once DocumentGenerated is on its stream. */
    const waitForDocument = (caseId: string): Promise<RecordedEvent[]> =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + DOCUMENT_TIMEOUT_MS;
        let checking = false;
        let again = false;
        let finished = false;
        let timer: NodeJS.Timeout | undefined;
        const finish = (error: Error | null, events?: RecordedEvent[]) => {
          finished = true;
          unsubscribe();
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(events ?? []);
        };
        const check = async () => {
          if (finished) return;
          if (checking) {
            again = true;
            return;
          }
          checking = true;
          try {
            const events = await store.readStream(caseStreamId(caseId));
            if (events.some((e) => e.type === 'DocumentGenerated')) return finish(null, events);
            if (Date.now() > deadline)
              return finish(new Error(`no DocumentGenerated for ${caseId} within ${DOCUMENT_TIMEOUT_MS} ms`));
          } catch (error) {
            return finish(error instanceof Error ? error : new Error(String(error)));
          } finally {
            checking = false;
          }
          clearTimeout(timer);
          timer = setTimeout(() => void check(), 250); // a fallback: appends in this process wake us sooner
          if (again) {
            again = false;
            void check();
          }
        };
        const unsubscribe = store.onAppended(() => void check());
        void check();
      });

    const details: CaseDetails[] = [];
    const run = async (
      count: number,
      offset: number,
      onDone?: (done: number) => void,
    ): Promise<CaseTiming[]> => {
      const timings: CaseTiming[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
          while (next < count) {
            const i = offset + next++;
            const { id: caseId } = await api<{ id: string }>(
              'POST',
              '/api/cases',
              { formData: formFor(i) },
              token,
            );
            const payStarted = performance.now();
            const intent = await api<{ clientSecret: string }>(
              'POST',
              '/api/create-payment-intent',
              { caseId },
              token,
            );
            const confirmed = await api<{ status: string }>('POST', '/api/sandbox/confirm', {
              clientSecret: intent.clientSecret,
              ...CARD,
            });
            const payRequestMs = performance.now() - payStarted;
            if (confirmed.status !== 'succeeded')
              throw new Error(`payment for ${caseId}: ${confirmed.status}`);
            const events = await waitForDocument(caseId);
            const at = (type: string) => events.find((e) => e.type === type)?.createdAt.getTime();
            const paid = at('PaymentSucceeded');
            const started = at('DocumentGenerationStarted');
            const generated = at('DocumentGenerated');
            if (paid === undefined || started === undefined || generated === undefined) {
              throw new Error(`case ${caseId}: missing events (${events.map((e) => e.type).join(', ')})`);
            }
            const state = events.reduce<Case>(
              (s, e) => evolveCase(s, e as unknown as CaseEvent),
              initialCaseState(),
            );
            if (state.status !== 'none') details.push(state.details);
            timings.push({
              caseId,
              endToEndMs: generated - paid,
              queueMs: started - paid,
              jobMs: generated - started,
              payRequestMs,
              failedAttempts: events.filter((e) => e.type === 'DocumentGenerationFailed').length,
            });
            onDone?.(timings.length);
          }
        }),
      );
      return timings;
    };

    // Warm-up: launches the app's Chromium and warms the JIT; not counted.
    const warmStarted = performance.now();
    await run(WARMUP, 1_000_000);
    details.length = 0;
    const warm = sample(`after ${WARMUP} warm-up documents`);
    log(
      `warm-up: ${WARMUP} documents in ${round((performance.now() - warmStarted) / 1000, 1)} s; ` +
        `RSS ${warm.rssMb} MB (heap ${warm.heapUsedMb} MB), Chromium ${warm.chromiumRssMb ?? '?'} MB`,
    );

    // The measured run.
    const loadBefore = loadAverage();
    const runStarted = performance.now();
    const timings = await run(DOCUMENTS, 0, (done) => {
      if (done % 50 === 0 || done === DOCUMENTS) {
        const s = sample(`after ${done} documents`);
        log(
          `  ${done}/${DOCUMENTS} documents, RSS ${s.rssMb} MB (heap ${s.heapUsedMb} MB), Chromium ${s.chromiumRssMb ?? '?'} MB, load ${loadAverage()}`,
        );
      }
    });
    const runSeconds = (performance.now() - runStarted) / 1000;
    const end = memory[memory.length - 1]!; // the sample after the last document
    const e2e = stats(timings.map((t) => t.endToEndMs));
    const queue = stats(timings.map((t) => t.queueMs));
    const job = stats(timings.map((t) => t.jobMs));
    const payRequests = stats(timings.map((t) => t.payRequestMs));
    const failedAttempts = timings.reduce((s, t) => s + t.failedAttempts, 0);
    log(
      `payment → document: ${DOCUMENTS} documents in ${round(runSeconds, 1)} s ` +
        `(${round(DOCUMENTS / runSeconds, 2)} documents/s), load average ${loadBefore} → ${loadAverage()}`,
    );
    log(`  end-to-end PaymentSucceeded → DocumentGenerated (DB clock): ${describeStats(e2e, 0)}`);
    log(`    queue  PaymentSucceeded → DocumentGenerationStarted:      ${describeStats(queue, 0)}`);
    log(`    job    DocumentGenerationStarted → DocumentGenerated:     ${describeStats(job, 0)}`);
    log(`  client: create-payment-intent + sandbox/confirm round trips: ${describeStats(payRequests, 0)}`);
    if (failedAttempts > 0) log(`  warning: ${failedAttempts} failed generation attempts (retried)`);

    // Downloads: the app renders the active revision on each request.
    const downloads: number[] = [];
    let pdfBytes = 0;
    for (const { caseId } of timings) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/cases/${caseId}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      downloads.push(performance.now() - t0);
      if (res.status !== 200 || Buffer.from(body.subarray(0, 5)).toString() !== '%PDF-') {
        throw new Error(`download of ${caseId}: ${res.status}`);
      }
      pdfBytes += body.length;
    }
    const download = stats(downloads);
    log(
      `GET /api/cases/:id/download (sequential, app Chromium): ${describeStats(download, 0)}; mean PDF ${round(pdfBytes / downloads.length / 1024, 0)} KB`,
    );
    sample(`after the ${DOCUMENTS} downloads too`);

    // Template drafter, in this process (the app compiled the templates at boot).
    const today = new Date().toISOString().slice(0, 10);
    for (const d of details.slice(0, 20)) draftTemplateDocument({ caseId: 'warm-up', details: d, today });
    const drafts: number[] = [];
    const htmls: string[] = [];
    for (const [i, d] of details.entries()) {
      const t0 = performance.now();
      const doc = draftTemplateDocument({ caseId: timings[i]?.caseId ?? `case-${i}`, details: d, today });
      drafts.push(performance.now() - t0);
      htmls.push(doc.html);
    }
    const draft = stats(drafts);
    log(`draftTemplateDocument (sequential): ${describeStats(draft, 2)}`);

    // PDF render: a separate renderer, warm, one document at a time.
    renderer = new PdfRenderer({
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      logger: { log: () => undefined, warn: (m: string) => log(`  renderer: ${m}`) },
    });
    for (const html of htmls.slice(0, 5)) await renderer.render(html);
    const renders: number[] = [];
    for (const html of htmls) {
      const t0 = performance.now();
      await renderer.render(html);
      renders.push(performance.now() - t0);
    }
    const render = stats(renders);
    log(
      `PdfRenderer.render (separate warm Chromium, sequential): ${describeStats(render, 0)}; ${JSON.stringify(renderer.stats())}`,
    );
    await renderer.close();
    renderer = undefined;

    const rssGrowthPct = round(((end.rssMb - warm.rssMb) / warm.rssMb) * 100, 1);
    log('memory (after a full GC each time):');
    for (const s of memory) {
      log(
        `  ${s.label}: RSS ${s.rssMb} MB, heap used ${s.heapUsedMb} of ${s.heapTotalMb} MB, external ${s.externalMb} MB, Chromium (app) ${s.chromiumRssMb ?? 'n/a'} MB`,
      );
    }
    log(`  RSS growth from the warm-up to the ${DOCUMENTS}th document: ${rssGrowthPct} %`);
    log(
      `targets: end-to-end p95 ${round(e2e.p95, 0)} ms < ${TARGETS.endToEndP95Ms} ms → ${e2e.p95 < TARGETS.endToEndP95Ms ? 'met' : 'NOT met'}; ` +
        `PDF render p95 ${round(render.p95, 0)} ms < ${TARGETS.pdfRenderP95Ms} ms → ${render.p95 < TARGETS.pdfRenderP95Ms ? 'met' : 'NOT met'}`,
    );
    log(`load average at the end ${loadAverage()}`);
    result = JSON.stringify({
      documents: timings.length,
      endToEndP50Ms: round(e2e.p50, 0),
      endToEndP95Ms: round(e2e.p95, 0),
      pdfRenderP50Ms: round(render.p50, 0),
      pdfRenderP95Ms: round(render.p95, 0),
      draftP50Ms: round(draft.p50, 2),
      draftP95Ms: round(draft.p95, 2),
      rssStartMb: memory[0]?.rssMb ?? null,
      rssWarmMb: warm.rssMb,
      rssEndMb: end.rssMb,
      rssGrowthPct,
    });
  } finally {
    await renderer?.close().catch(() => undefined);
    await app?.close().catch((error: unknown) => log(`closing the app failed: ${String(error)}`));
    await embedded?.stop().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  }
  log(
    `total ${round((Date.now() - startedAt) / 1000, 0)} s; app closed, Chromium closed, PostgreSQL stopped`,
  );
  log(result);
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench:documents failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
