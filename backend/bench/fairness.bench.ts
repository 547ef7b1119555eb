/**
 * `npm run bench:fairness`: does one user's burst of documents delay another user's document? (issue 11 point 3:
 * 40 free documents queued in 3 s took a paying customer's document from 1.5 s to 13 s).
 *
 * Starts the built app in this process (`ROLE=all`: projections, the payment → document process manager and the job
 * worker, as `npm start` runs them; NODE_ENV=production, LOG_LEVEL=silent, sandbox payments, template drafter,
 * AUTH_RATE_LIMIT=off so that the burst is not refused before it reaches the queue) on a temp embedded PostgreSQL.
 * Over HTTP: user B pays one demand letter alone (baseline, after 5 warm-up documents); then user A's
 * BENCH_BURST (40) cases are paid through the sandbox as fast as 8 parallel clients can, and as soon as the last
 * of them is paid, user B pays one more. Latency = DocumentGenerated.createdAt − PaymentSucceeded.createdAt on the
 * case stream (database clock). The last line printed is one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { caseStreamId } from '../src/case-file/case.events';
import { loadConfig } from '../src/config/env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { EventStore } from '../src/event-store/event-store';
import { benchMasterKey } from './bench-kit';

const BURST = Number(process.env.BENCH_BURST ?? 40);
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const form = (i: number) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: `Claimant Number${i}`,
  plaintiffEmail: `claimant${i}@example.com`,
  plaintiffAddress: `${100 + i} Main St, Fresno, CA 93701`,
  plaintiffPhone: '555-0142',
  defendantName: `Defendant ${i} LLC`,
  defendantAddress: `${200 + i} Market St, San Francisco, CA 94105`,
  disputeDescription:
    'I designed and delivered a website under a written agreement; the invoice was never paid.',
  amountClaimed: '2500.00',
  incidentDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
  attemptedResolution: 'Called and emailed twice asking for payment.',
  evidenceDescription: 'Signed agreement, invoice, delivery emails',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let app: NestExpressApplication | undefined;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'suego-bench-fair-'));
  log(
    `bench:fairness — burst of ${BURST}, ${cpus().length} CPUs, Node ${process.version}, load ${loadavg()[0]?.toFixed(2)}`,
  );
  try {
    embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false });
    const config = loadConfig({
      NODE_ENV: 'production',
      PRIVACY_MASTER_KEY: benchMasterKey(),
      ROLE: 'all',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'off',
      DATABASE_URL: embedded.url,
      HOST: '127.0.0.1',
      PORT: '0',
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    });
    const nest = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, embedded.url), {
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

    const api = async <T>(method: string, url: string, body?: object, token?: string): Promise<T> => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : {}) as T;
    };
    const register = async (name: string) =>
      (
        await api<{ token: string }>('POST', '/api/auth/register', {
          email: `${name.toLowerCase()}-${Date.now()}@example.com`,
          password: 'a sturdy load-test passphrase',
          name,
        })
      ).token;
    let n = 0;
    /** Opens a case and starts its checkout: what the user did before the moment measured. */
    const prepare = async (token: string) => {
      const { id } = await api<{ id: string }>('POST', '/api/cases', { formData: form(n++) }, token);
      const { clientSecret } = await api<{ clientSecret: string }>(
        'POST',
        '/api/create-payment-intent',
        { caseId: id },
        token,
      );
      return { id, clientSecret };
    };
    const pay = (clientSecret: string) => api('POST', '/api/sandbox/confirm', { clientSecret, ...CARD });
    /** PaymentSucceeded → DocumentGenerated on the case stream, once generated. */
    const latency = async (caseId: string): Promise<number> => {
      for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(50)) {
        const events = await store.readStream(caseStreamId(caseId));
        const paid = events.find((e) => e.type === 'PaymentSucceeded');
        const done = events.find((e) => e.type === 'DocumentGenerated');
        if (paid && done) return done.createdAt.getTime() - paid.createdAt.getTime();
      }
      throw new Error(`no document for ${caseId}`);
    };

    const a = await register('Burst');
    const b = await register('Paying');
    for (let i = 0; i < 5; i++) {
      const warm = await prepare(b);
      await pay(warm.clientSecret);
      await latency(warm.id);
    }
    const alone = await prepare(b);
    await pay(alone.clientSecret);
    const aloneMs = await latency(alone.id);
    log(`B alone: ${aloneMs} ms`);

    const burst = [];
    for (let i = 0; i < BURST; i++) burst.push(await prepare(a));
    const behind = await prepare(b);
    const burstStarted = Date.now();
    await pool(burst, 8, async (c) => void (await pay(c.clientSecret)));
    const burstPaidMs = Date.now() - burstStarted;
    await pay(behind.clientSecret);
    const behindMs = await latency(behind.id);
    const burstLatencies = await Promise.all(burst.map((c) => latency(c.id)));
    const burstDrainedMs = Date.now() - burstStarted;
    log(
      `A's burst of ${BURST} paid in ${burstPaidMs} ms; all ${BURST} documents done ${burstDrainedMs} ms after the first payment`,
    );
    log(
      `B behind the burst: ${behindMs} ms (alone: ${aloneMs} ms); A's documents: max ${Math.max(...burstLatencies)} ms`,
    );
    log(
      JSON.stringify({
        burst: BURST,
        aloneMs,
        behindBurstMs: behindMs,
        burstPaidMs,
        burstDrainedMs,
        burstMaxMs: Math.max(...burstLatencies),
      }),
    );
  } finally {
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench:fairness failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
