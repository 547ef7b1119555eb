/*
 * Event store benchmark: `npm run bench:eventstore` (builds first). Starts its own embedded PostgreSQL in a temp
 * dir (or uses a fresh database on DATABASE_URL's server), then measures, durable commits throughout:
 *   appendsPerSec1 / appendP50Ms / appendP99Ms  single-event appends through the port on 1 connection
 *   appendsPerSec16                              the same on 16 connections
 *   batchEventsPerSec                            events/s with 10-event appends on 16 connections
 *   rawSqlAppendsPerSec16                        baseline: es.append_to_stream called from 16 raw pg clients
 *                                                with the plaintext of the event below
 *   encryptedAppendsPerSec16                     single-event appends of an event with 3 personal fields through
 *                                                the port with crypto-shredding on (AES-256-GCM, 200 subjects)
 *   encryptedVsRaw                               median encrypted / median raw over BENCH_ROUNDS interleaved
 *                                                rounds (raw, plain port, encrypted port): the target is ≥ 0.8
 *   rebuildEventsPerSec                          blue/green rebuild of event_type_stats over ≥ 1,000,000 events
 * The last line printed is one JSON object with those keys.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDataSource } from '../src/database/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { ALL_UPCASTERS } from '../src/all-upcasters';
import type { NewEvent } from '../src/event-store/event-store';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../src/event-store/upcasters';
import { MasterKey } from '../src/privacy/shredding/master-key';
import { PersonalDataCodec } from '../src/privacy/shredding/personal-data-codec';
import { PersonalDataRegistry, personal, subject } from '../src/privacy/shredding/personal-data.registry';
import { SubjectKeys } from '../src/privacy/shredding/subject-keys';
import { rebuildProjection } from '../src/rebuild-projections';
import { ALL_MIGRATIONS } from '../src/all-migrations';

const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 4_000);
const BULK_EVENTS = Number(process.env.BENCH_BULK_EVENTS ?? 1_000_000);
const STREAMS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 600);
const SUBJECTS = Array.from({ length: 200 }, () => randomUUID());

const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const round0 = (n: number) => round(n);

function event(): NewEvent {
  return {
    type: 'BenchAppended',
    data: {
      caseId: randomUUID(),
      amountCents: 123_456,
      note: 'A short payload of roughly the size of a case event.',
    },
    metadata: { actor: { id: 'bench-user', role: 'user' } },
  };
}

/** A case-like event with a name, an email and free text, sealed under one of SUBJECTS' keys. */
function personalEvent(): NewEvent {
  const userId = SUBJECTS[Math.floor(Math.random() * SUBJECTS.length)]!;
  return {
    type: 'BenchCaseNoted',
    data: {
      caseId: randomUUID(),
      userId,
      amountCents: 123_456,
      name: 'Zelda Quirinal',
      email: 'zelda.quirinal@example.com',
      note: 'A short payload of roughly the size of a case event.',
    },
    metadata: { actor: { id: userId, role: 'user' } },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs `workers` loops of `op` for PHASE_MS; returns completed operations and per-op latencies (ms). */
async function run(
  workers: number,
  op: (worker: number) => Promise<void>,
  ms = PHASE_MS,
): Promise<{ ops: number; seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  const start = process.hrtime.bigint();
  const deadline = Date.now() + ms;
  let ops = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (Date.now() < deadline) {
        const t0 = process.hrtime.bigint();
        await op(worker);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        ops++;
      }
    }),
  );
  return { ops, seconds: Number(process.hrtime.bigint() - start) / 1e9, latencies };
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomUUID().slice(0, 8)}`;
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

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'suego-bench-pg-'));
    log(`Starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({ dir, persistent: false });
    serverUrl = embedded.url;
  }
  const database = await createDatabase(serverUrl);
  const dataSource = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 20 });
  const store = new PostgresEventStore(dataSource, new UpcasterRegistry(ALL_UPCASTERS));
  const keys = new SubjectKeys(dataSource, new MasterKey(Buffer.alloc(32, 3)));
  await keys.checkMasterKey();
  const codec = new PersonalDataCodec(
    keys,
    new PersonalDataRegistry({ BenchCaseNoted: personal(subject('userId'), 'name', 'email', 'note') }),
  );
  const encryptedStore = new PostgresEventStore(dataSource, new UpcasterRegistry(ALL_UPCASTERS), codec);
  const stream = (worker: number) => `bench${worker}-${Math.floor(Math.random() * 1_000)}`;
  try {
    const info = await dataSource.query<Array<{ v: string; sc: string }>>(
      `SELECT current_setting('server_version') AS v, current_setting('synchronous_commit') AS sc`,
    );
    log(
      `PostgreSQL ${info[0]?.v}, synchronous_commit=${info[0]?.sc}, ${cpus().length} CPUs, phases of ${PHASE_MS} ms, ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );

    // Context, not a result: what a bare one-row INSERT commit manages on one connection on this machine now.
    const probe = new Client({ connectionString: database.url });
    await probe.connect();
    await probe.query(`CREATE TABLE bench_commit_probe (id bigserial PRIMARY KEY, v text)`);
    const bare = await run(1, async () => {
      await probe.query({
        name: 'probe',
        text: 'INSERT INTO bench_commit_probe (v) VALUES ($1)',
        values: ['x'],
      });
    });
    await probe.end();
    log(
      `bare INSERT commit, 1 connection: ${round(bare.ops / bare.seconds)} /s (the machine's durable-commit rate now)`,
    );

    await run(4, (w) => store.append(stream(w), [event()], 'any').then(() => undefined)); // warm-up

    const one = await run(1, (w) => store.append(stream(w), [event()], 'any').then(() => undefined));
    const sorted = [...one.latencies].sort((a, b) => a - b);
    const appendsPerSec1 = one.ops / one.seconds;
    log(
      `1 connection: ${round(appendsPerSec1)} appends/s, p50 ${round(percentile(sorted, 50), 3)} ms, p99 ${round(percentile(sorted, 99), 3)} ms`,
    );

    const sixteen = await run(16, (w) => store.append(stream(w), [event()], 'any').then(() => undefined));
    const appendsPerSec16 = sixteen.ops / sixteen.seconds;
    const sorted16 = [...sixteen.latencies].sort((a, b) => a - b);
    log(`16 connections: ${round(appendsPerSec16)} appends/s (p99 ${round(percentile(sorted16, 99), 2)} ms)`);

    const batch = Array.from({ length: 10 }, event);
    const batches = await run(16, (w) =>
      store
        .append(
          stream(w),
          batch.map((e) => ({ ...e })),
          'any',
        )
        .then(() => undefined),
    );
    const batchEventsPerSec = (batches.ops * 10) / batches.seconds;
    log(`16 connections x 10-event batches: ${round(batchEventsPerSec)} events/s`);

    // Baseline: the same single-event append (the same case-like event, in plaintext) as raw SQL from 16 plain pg
    // clients (no port, no TypeORM), interleaved with the port without and with crypto-shredding, so that the
    // machine's load moves all three alike.
    const clients = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const c = new Client({ connectionString: database.url });
        await c.connect();
        return c;
      }),
    );
    const rawPhase = () =>
      run(
        16,
        async (w) => {
          const payload = JSON.stringify([
            {
              id: randomUUID(),
              type: 'BenchCaseNoted',
              v: 1,
              d: personalEvent().data,
              m: {
                actor: null,
                correlationId: randomUUID(),
                causationId: null,
                occurredAt: new Date().toISOString(),
              },
            },
          ]);
          await clients[w]!.query({
            name: 'bench_raw_append',
            text: 'SELECT status FROM es.append_to_stream($1, $2::jsonb, NULL, false)',
            values: [`raw${w}-${Math.floor(Math.random() * 1_000)}`, payload],
          });
        },
        SLICE_MS,
      );
    const encryptedPhase = () =>
      run(
        16,
        (w) =>
          encryptedStore
            .append(`enc${w}-${Math.floor(Math.random() * 1_000)}`, [personalEvent()], 'any')
            .then(() => undefined),
        SLICE_MS,
      );
    const plainPhase = () =>
      run(
        16,
        (w) =>
          store
            .append(`plain${w}-${Math.floor(Math.random() * 1_000)}`, [personalEvent()], 'any')
            .then(() => undefined),
        SLICE_MS,
      );
    await run(4, (w) =>
      encryptedStore.append(`enc${w}-warm`, [personalEvent()], 'any').then(() => undefined),
    ); // keys made
    const rounds: Array<{ raw: number; plain: number; encrypted: number }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate the order too, so that no phase always follows the same one.
      const rawRound = await rawPhase();
      let encryptedRound;
      let plainRound;
      if (r % 2 === 0) {
        encryptedRound = await encryptedPhase();
        plainRound = await plainPhase();
      } else {
        plainRound = await plainPhase();
        encryptedRound = await encryptedPhase();
      }
      const round = {
        raw: round0(rawRound.ops / rawRound.seconds),
        plain: round0(plainRound.ops / plainRound.seconds),
        encrypted: round0(encryptedRound.ops / encryptedRound.seconds),
      };
      rounds.push(round);
      log(
        `round ${r + 1}: raw SQL ${round.raw}, port ${round.plain}, port + encryption ${round.encrypted} appends/s (16 connections)`,
      );
    }
    await Promise.all(clients.map((c) => c.end()));
    const rawSqlAppendsPerSec16 = median(rounds.map((r) => r.raw));
    const encryptedAppendsPerSec16 = median(rounds.map((r) => r.encrypted));
    // Per-round ratios, then their median: a round's three slices ran within two seconds of each other.
    const encryptedVsRaw = median(rounds.map((r) => r.encrypted / r.raw));
    const portVsRaw = median(rounds.map((r) => r.plain / r.raw));
    const sum = (pick: (r: (typeof rounds)[number]) => number) =>
      rounds.reduce((total, r) => total + pick(r), 0);
    const encryptedVsRawTotal = sum((r) => r.encrypted) / sum((r) => r.raw);
    log(
      `raw SQL, 16 connections: ${round(rawSqlAppendsPerSec16)} appends/s; with encryption ${round(encryptedAppendsPerSec16)} ` +
        `(median per-round ratio ${round(encryptedVsRaw, 3)}x raw, over all rounds ${round(encryptedVsRawTotal, 3)}x; ` +
        `target >= 0.8; port without encryption ${round(portVsRaw, 3)}x)`,
    );
    const [sealedSample] = await dataSource.query<Array<{ t: string }>>(
      `SELECT data::text || metadata::text AS t FROM es.events WHERE stream_id LIKE 'enc%' LIMIT 1`,
    );
    if (!sealedSample || sealedSample.t.includes('Zelda'))
      throw new Error('The encrypted phase stored plaintext');

    // Bulk history for the rebuild: generate_series straight into the tables (not a measurement). The event
    // indexes are dropped and rebuilt from their own definitions around the load, which is several times faster
    // than maintaining them row by row.
    const loadStart = Date.now();
    const perStream = Math.ceil(BULK_EVENTS / STREAMS);
    const indexes = await dataSource.query<Array<{ name: string; def: string }>>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE schemaname = 'es' AND tablename = 'events' AND indexname <> 'events_pkey'`,
    );
    const [primaryKey] = await dataSource.query<Array<{ def: string }>>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'events_pkey' AND conrelid = 'es.events'::regclass`,
    );
    if (!primaryKey) throw new Error('es.events has no primary key');
    await dataSource.query(`ALTER TABLE es.events DROP CONSTRAINT events_pkey`);
    for (const index of indexes) await dataSource.query(`DROP INDEX es.${index.name}`);
    await dataSource.query(
      `INSERT INTO es.streams (stream_id, stream_type, version)
       SELECT 'history-' || s, 'history', $1 FROM generate_series(1, $2::int) s`,
      [perStream, STREAMS],
    );
    await dataSource.query(
      `INSERT INTO es.events (stream_id, stream_position, event_id, event_type, data, metadata)
       SELECT 'history-' || ((g - 1) / $2 + 1), (g - 1) % $2 + 1, gen_random_uuid(),
              (ARRAY['CaseOpened','CaseDetailsRevised','CheckoutStarted','PaymentSucceeded','PaymentFailed',
                     'DocumentGenerationStarted','DocumentGenerated','RevisionSaved','RevisionActivated',
                     'SupportTicketOpened','SubscriptionStarted','SubscriptionRenewed'])[1 + g % 12],
              jsonb_build_object('caseId', md5(g::text), 'amountCents', g % 100000, 'note', 'bulk-loaded history event'),
              jsonb_build_object('actor', NULL, 'correlationId', md5((g * 7)::text), 'causationId', NULL,
                                 'occurredAt', '2026-01-01T00:00:00.000Z')
         FROM generate_series(1, $1::int) g`,
      [perStream * STREAMS, perStream],
    );
    await dataSource.query(`ALTER TABLE es.events ADD CONSTRAINT events_pkey ${primaryKey.def}`);
    for (const index of indexes) await dataSource.query(index.def);
    await dataSource.query(`ANALYZE es.events`);
    const [{ n: total } = { n: '0' }] = await dataSource.query<Array<{ n: string }>>(
      `SELECT count(*)::text AS n FROM es.events`,
    );
    log(
      `Loaded ${perStream * STREAMS} history events in ${round((Date.now() - loadStart) / 1000, 1)} s (${total} in the store)`,
    );

    const rebuild = await rebuildProjection(dataSource, 'event_type_stats', { store, log });
    const rebuildEventsPerSec = rebuild.events / rebuild.seconds;
    const [{ n: counted } = { n: '0' }] = await dataSource.query<Array<{ n: string }>>(
      `SELECT sum(event_count)::text AS n FROM rm_event_type_stats`,
    );
    if (counted !== total)
      throw new Error(`The rebuilt table counts ${counted} events, the store holds ${total}`);
    log(
      `Rebuild of event_type_stats: ${rebuild.events} events in ${round(rebuild.seconds, 2)} s = ${round(rebuildEventsPerSec)} events/s`,
    );

    process.stdout.write(
      `${JSON.stringify({
        appendsPerSec1: round(appendsPerSec1),
        appendsPerSec16: round(appendsPerSec16),
        appendP50Ms: round(percentile(sorted, 50), 3),
        appendP99Ms: round(percentile(sorted, 99), 3),
        batchEventsPerSec: round(batchEventsPerSec),
        rebuildEventsPerSec: round(rebuildEventsPerSec),
        rawSqlAppendsPerSec16: round(rawSqlAppendsPerSec16),
        encryptedAppendsPerSec16: round(encryptedAppendsPerSec16),
        encryptedVsRaw: round(encryptedVsRaw, 3),
        encryptedVsRawTotal: round(encryptedVsRawTotal, 3),
        portVsRaw: round(portVsRaw, 3),
        rounds,
      })}\n`,
    );
  } finally {
    await store.dispose();
    await encryptedStore.dispose();
    await dataSource.destroy();
    await database.drop().catch(() => undefined);
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
