/**
 * `npm run bench:audit`: the auditor's two reads of a long case (issue 17), through HTTP on the built server.
 *
 *   history  GET /api/audit/cases/:id/history: every event of the case with its summary, and the case folded now
 *   asOf     GET /api/audit/cases/:id/history?asOf=…: the same stream folded up to an instant in its middle
 *
 * The case is real: opened, paid and drafted through the API, then grown to BENCH_EVENTS events (default 1,000)
 * with what a long-lived case accumulates: editor saves of a ~2.5 KB letter (RevisionSaved), re-activations of an
 * earlier version (RevisionActivated), revised answers (CaseDetailsRevised) and re-scored complexity
 * (ComplexityAssessed). Those are appended through the product's event store with the server's own master key, so
 * they are sealed (crypto-shredding) and hash-chained exactly as the server's are, and each read decrypts them.
 * Each read is made BENCH_REQUESTS times (default 200) by BENCH_CONNECTIONS (default 2) closed-loop clients after 20
 * warm-up reads: the history as its owner, the history as an auditor (each read also appends the lookup to the
 * auditor's log, ADR 130) and the as-of state as an auditor. Target: p95 < 100 ms for each. Also timed, one at a time: cold reads, each
 * right after an append (the stream cache cannot serve them: the whole stream is read and decrypted). The last
 * line printed is a JSON object.
 *
 * Starts dist/backend/src/main.js (ROLE=all, NODE_ENV=production, sandbox payments, AUTH_RATE_LIMIT=off) on a temp
 * embedded PostgreSQL (or DATABASE_URL).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDataSource } from '../src/database/data-source';
import { ALL_UPCASTERS } from '../src/all-upcasters';
import type { NewEvent } from '../src/event-store/event-store';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { verifyEventChain } from '../src/event-store/postgres/verify-chain';
import { UpcasterRegistry } from '../src/event-store/upcasters';
import { MasterKey } from '../src/privacy/shredding/master-key';
import { PersonalDataCodec } from '../src/privacy/shredding/personal-data-codec';
import { SubjectKeys } from '../src/privacy/shredding/subject-keys';
import {
  BENCH_PASSWORD,
  log,
  machineLine,
  openPaidCase,
  registerBenchAccount,
  round,
  runBench,
  sleep,
  startBuiltServer,
  stats,
  untilCompleted,
} from './bench-kit';
import { ALL_MIGRATIONS } from '../src/all-migrations';
import { generate } from 'otplib';
import { setUserRole } from '../src/identity/set-role';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const TARGET_P95_MS = 100;

/** GET as `token`: the status, the JSON and the answer's size. */
async function get<T>(base: string, url: string, token: string) {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T, bytes: text.length };
}
const form = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Rosalind Achterberg',
  plaintiffEmail: 'rosalind@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '559-555-0100',
  defendantName: 'Meridian Signage LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription:
    'I designed and installed the storefront signs under a written agreement; the invoice is unpaid.',
  amountClaimed: '2400.00',
  incidentDate: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
  attemptedResolution: 'Called and emailed twice asking for payment.',
  evidenceDescription: 'Signed agreement, invoice, delivery photos',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

/** The events a long-lived case accumulates, in a realistic mix; `version` is the editor's running version. */
function nextEvent(caseId: string, userId: string, i: number, letter: string, revisions: string[]): NewEvent {
  const at = new Date().toISOString();
  const kind = i % 10;
  if (kind < 7) {
    const revisionId = randomUUID();
    revisions.push(revisionId);
    return {
      type: 'RevisionSaved',
      data: {
        caseId,
        revisionId,
        version: `1.${revisions.length}`,
        baseVersion: `1.${revisions.length - 1}`,
        content: `${letter}\n\nP.S. Edit ${i}.`,
        editSummary: `Edit ${i}`,
        authorId: userId,
        savedAt: at,
      },
      metadata: { actor: { id: userId, role: 'user' } },
    };
  }
  if (kind === 7 && revisions.length > 1) {
    const back = revisions[revisions.length - 2]!;
    return {
      type: 'RevisionActivated',
      data: {
        caseId,
        revisionId: back,
        version: `1.${revisions.length - 1}`,
        content: letter,
        activatedAt: at,
      },
      metadata: { actor: { id: userId, role: 'user' } },
    };
  }
  if (kind === 8) {
    const { amountClaimed: _amount, ...answers } = form;
    const details = { ...answers, amountCents: 240_000 + i, claimantKind: 'individual' };
    return {
      type: 'CaseDetailsRevised',
      data: { caseId, title: `Unpaid Work v. ${form.defendantName}`, details, revisedAt: at },
      metadata: { actor: { id: userId, role: 'user' } },
    };
  }
  return {
    type: 'ComplexityAssessed',
    data: {
      caseId,
      score: 3,
      reasons: ['A written agreement supports the claim'],
      ruleVersion: '1',
      assessedAt: at,
    },
    metadata: { actor: { id: 'system:complexity', role: 'system' } },
  };
}

async function main(): Promise<void> {
  const masterKey = randomBytes(32);
  const { base, databaseUrl, api, stop } = await startBuiltServer({
    env: { PRIVACY_MASTER_KEY: masterKey.toString('base64') },
  });
  const dataSource = await openDataSource(databaseUrl, { migrations: ALL_MIGRATIONS, poolSize: 4 });
  const keys = new SubjectKeys(dataSource, new MasterKey(masterKey));
  const store = new PostgresEventStore(
    dataSource,
    new UpcasterRegistry(ALL_UPCASTERS),
    new PersonalDataCodec(keys),
  );
  try {
    log(machineLine());
    const owner = await registerBenchAccount(api, 'Rosalind Achterberg');
    const { token, userId } = owner;
    // An auditor: every history they read is also appended to their lookup log (ADR 130).
    const auditor = await registerBenchAccount(api, 'Ada Auditor');
    // Made an auditor as an operator does; its session passes TOTP like every auditor's (issue 22).
    const role = await setUserRole(dataSource, store.sealedValues, auditor.email, 'auditor', 'bench');
    const { token: auditorToken } = await api<{ token: string }>('POST', '/api/auth/login', {
      email: auditor.email,
      password: BENCH_PASSWORD,
    });
    const { secret } = await api<{ secret: string }>(
      'POST',
      '/api/auth/two-factor/enrolment',
      { enrolmentCode: role?.enrolmentCode?.code },
      auditorToken,
    );
    await api('POST', '/api/auth/two-factor/enrolment/confirm', { code: await generate({ secret }) }, auditorToken);
    const started = new Date().toISOString();
    const caseId = await openPaidCase(api, token, form);
    await untilCompleted(api, token, caseId);
    const letter =
      (await api<{ documentContent: string | null }>('GET', `/api/cases/${caseId}`, undefined, token))
        .documentContent ?? '';

    const streamId = `case-${caseId}`;
    let version = BigInt((await store.readStream(streamId)).length);
    const revisions = [
      (await store.readStream(streamId)).find((e) => e.type === 'DocumentGenerated')!.data as {
        revisionId: string;
      },
    ].map((d) => d.revisionId);
    let i = 0;
    let middle = '';
    while (version < BigInt(EVENTS)) {
      const batch = Array.from({ length: Math.min(20, EVENTS - Number(version)) }, () =>
        nextEvent(caseId, userId, i++, letter, revisions),
      );
      version = (await store.append(streamId, batch, version)).nextExpectedVersion;
      if (!middle && version >= BigInt(EVENTS / 2)) middle = new Date().toISOString();
      await sleep(2); // distinct recording instants for asOf
    }
    const [row] = await dataSource.query<Array<{ n: number; sealed: number; bytes: number }>>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE metadata ? 'pii')::int AS sealed,
              sum(pg_column_size(data) + pg_column_size(metadata))::int AS bytes
         FROM es.events WHERE stream_id = $1`,
      [streamId],
    );
    if (!row) throw new Error('no events');
    log(`case ${caseId}: ${row.n} events (${row.sealed} sealed), ${Math.round(row.bytes / 1024)} KB stored`);

    const measure = async (label: string, urlOf: () => string, as = token) => {
      for (let w = 0; w < 20; w++) await get(base, urlOf(), as);
      const latencies: number[] = [];
      let bytes = 0;
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (sent < REQUESTS) {
            sent++;
            const started = performance.now();
            const res = await get<{ events: unknown[] }>(base, urlOf(), as);
            latencies.push(performance.now() - started);
            if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
            bytes = res.bytes;
          }
        }),
      );
      const s = stats(latencies);
      log(
        `${label}: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms (n=${s.n}, ${Math.round(bytes / 1024)} KB answer)`,
      );
      return { ...s, answerKB: Math.round(bytes / 1024) };
    };
    // Cold: the stream changed since the last read (one event appended, not timed), so it is read and decrypted
    // whole, as when an auditor opens a case for the first time.
    const coldLatencies: number[] = [];
    for (let n = 0; n < Math.max(10, Math.round(REQUESTS / 10)); n++) {
      version = (await store.append(streamId, [nextEvent(caseId, userId, 9, letter, revisions)], version))
        .nextExpectedVersion;
      const started = performance.now();
      const res = await get(base, `/api/audit/cases/${caseId}/history`, token);
      coldLatencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`cold history: ${res.status}`);
    }
    const cold = stats(coldLatencies);
    log(
      `history, cold (stream changed before each read): p50 ${cold.p50} ms, p95 ${cold.p95} ms (n=${cold.n})`,
    );
    const history = await measure('history, owner', () => `/api/audit/cases/${caseId}/history`);
    const auditorHistory = await measure(
      'history, auditor (lookup logged)',
      () => `/api/audit/cases/${caseId}/history`,
      auditorToken,
    );
    // The slider: every read at another instant between the case's first and last event.
    const from = Date.parse(started);
    const to = Date.now();
    const asOf = await measure(
      'as-of, auditor (a random instant each)',
      () =>
        `/api/audit/cases/${caseId}/history?asOf=${encodeURIComponent(new Date(from + Math.random() * (to - from)).toISOString())}`,
      auditorToken,
    );
    const asOfEvents = (
      await get<{ events: unknown[] }>(
        base,
        `/api/audit/cases/${caseId}/history?asOf=${encodeURIComponent(middle)}`,
        token,
      )
    ).json.events.length;
    const verified = await verifyEventChain(dataSource);
    if (!verified.ok)
      throw new Error(`the hash chain does not verify: ${JSON.stringify(verified.firstBroken)}`);
    log(
      `audit:verify's check over the store: ${verified.events} events (${Math.round(row.bytes / 1024)} KB in the long case) in ${round(verified.seconds * 1000, 0)} ms`,
    );
    const met = history.p95 < TARGET_P95_MS && auditorHistory.p95 < TARGET_P95_MS && asOf.p95 < TARGET_P95_MS;
    log(
      `target p95 < ${TARGET_P95_MS} ms for both: ${met ? 'met' : 'NOT met'} (as-of at the middle folds ${asOfEvents} of ${row.n} events)`,
    );
    process.stdout.write(
      `${JSON.stringify({ events: row.n, sealedEvents: row.sealed, storedKB: Math.round(row.bytes / 1024), connections: CONNECTIONS, history, auditorHistory, asOf, asOfEvents, historyCold: cold, verifyMs: round(verified.seconds * 1000, 0), targetP95Ms: TARGET_P95_MS, met })}\n`,
    );
  } finally {
    await dataSource.destroy();
    await stop();
  }
}

runBench('bench:audit', main);
