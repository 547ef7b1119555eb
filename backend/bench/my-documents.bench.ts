/**
 * `npm run bench:my-documents`: GET /api/cases/my-documents (the My Documents page's first request) beside
 * GET /api/auth/me, both at 200 connections in the same run (issue 11, point 13).
 *
 * Starts the built server (dist/backend/src/main.js, ROLE=all so the worker drafts the documents,
 * NODE_ENV=production, AUTH_RATE_LIMIT=off, sandbox payments, template drafter) as a child process on a temp
 * embedded PostgreSQL (or DATABASE_URL), registers one user and gives them BENCH_CASES paid cases with generated
 * documents (create case → create-payment-intent → sandbox/confirm with 4242…, then waits until every case is
 * completed). Then autocannon drives `/me` and `/my-documents` for BENCH_SECONDS each at BENCH_CONNECTIONS, with the
 * server's RSS (VmRSS from /proc) before and after each, and the size of one `/my-documents` answer.
 *
 * Every request says `Accept-Encoding` as Chrome does (BENCH_ACCEPT_ENCODING, default `gzip, deflate, br, zstd`;
 * empty for none), so the figures include compressing the answer (issue 31) as a browser would get it.
 *
 * Knobs: BENCH_CASES (40), BENCH_CONNECTIONS (200), BENCH_SECONDS (10), BENCH_TIMEOUT_S (10, autocannon's per-
 * request timeout), BENCH_ACCEPT_ENCODING. The last line printed is one JSON object with every number.
 */
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  autocannonSummary,
  claimForm,
  log,
  machineLine,
  openPaidCase,
  registerBenchUser,
  rssMb,
  runBench,
  sleep,
  startBuiltServer,
} from './bench-kit';

const CASES = Number(process.env.BENCH_CASES ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 10);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const encodingHeader: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

/** The answer's size as sent (fetch would decode it): its Content-Encoding and Content-Length. */
async function wireBytes(url: string, token: string): Promise<{ encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}`, ...encodingHeader } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  log(
    `bench:my-documents — ${CASES} documents, ${CONNECTIONS} connections, ${SECONDS} s per endpoint; ${machineLine()}`,
  );
  const { base, server, api, stop } = await startBuiltServer();
  try {
    const token = await registerBenchUser(api, 'Bench Claimant');
    const seeded = performance.now();
    for (let i = 0; i < CASES; i++)
      await openPaidCase(api, token, claimForm(i, { amountClaimed: `${1200 + i}.00` }));
    const firstPage = async () =>
      (await api<{ cases: { status: string }[] }>('GET', '/api/cases/my-documents', undefined, token)).cases;
    const deadline = Date.now() + 180_000;
    for (;;) {
      const page = await firstPage();
      if (page.length > 0 && page.every((c) => c.status === 'completed')) break;
      if (Date.now() > deadline) throw new Error('documents were not generated within 180 s');
      await sleep(500);
    }
    const listResponse = await fetch(`${base}/api/cases/my-documents`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const listBytes = (await listResponse.arrayBuffer()).byteLength;
    const wire = await wireBytes(`${base}/api/cases/my-documents`, token);
    log(
      `seeded ${CASES} documents in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
        `one /my-documents answer is ${listBytes} bytes (${(await firstPage()).length} cases), ` +
        `${wire.bytes} bytes over the wire (${wire.encoding})`,
    );

    const drive = (url: string) =>
      autocannon({
        url: `${base}${url}`,
        headers: { authorization: `Bearer ${token}`, ...encodingHeader },
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_S,
      });
    const rss = { start: rssMb(server.pid) } as Record<string, number | null>;
    const me = await drive('/api/auth/me');
    rss.afterMe = rssMb(server.pid);
    const documents = await drive('/api/cases/my-documents');
    rss.afterMyDocuments = rssMb(server.pid);

    const result = {
      bench: 'my-documents',
      node: process.version,
      cpus: cpus().length,
      cases: CASES,
      connections: CONNECTIONS,
      seconds: SECONDS,
      listBytes,
      acceptEncoding: ACCEPT_ENCODING,
      listWire: wire,
      me: autocannonSummary(me),
      myDocuments: autocannonSummary(documents),
      serverRssMb: rss,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    log(
      `/me: ${result.me.requestsPerSecond} req/s, p99 ${result.me.p99Ms} ms, ${result.me.timeouts} timeouts; ` +
        `/my-documents: ${result.myDocuments.requestsPerSecond} req/s, p99 ${result.myDocuments.p99Ms} ms, ` +
        `${result.myDocuments.timeouts} timeouts; server RSS ${rss.start} → ${rss.afterMe} → ${rss.afterMyDocuments} MB`,
    );
    log(JSON.stringify(result));
  } finally {
    await stop();
  }
}

runBench('bench:my-documents', main);
