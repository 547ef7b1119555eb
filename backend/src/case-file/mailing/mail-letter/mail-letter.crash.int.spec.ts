import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ALL_PROJECTIONS } from '../../../all-projections';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../../../testing/auth-helpers';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../../../testing/test-app';
import { CARD, seedDocumentedCase } from '../../../testing/mailing/mailing-fixtures';

/**
 * The document crash test's harness (documents/generation/document-generation.crash.int.spec.ts), for mailing: paid
 * mailings wait for a worker; the worker (process manager, mail-letter job, Chromium) is SIGKILLed at random moments
 * between payment and the provider's answer, a few times; then one worker finishes. Each mailing must end with
 * exactly one letter at the provider, one LetterMailed and one mail-letter job.
 */
const ROOT = path.resolve(__dirname, '../../../../..');
const RUN_TS = path.join(ROOT, 'backend/src/testing/run-ts.cjs');
const MAIN = path.join(ROOT, 'backend/src/main.ts');
const MAILINGS = 2;
const KILLS = Number(process.env.SUEGO_CRASH_KILLS ?? 1);

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function startWorker(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, [RUN_TS, MAIN], {
    cwd: ROOT,
    detached: true,
    stdio: [
      'ignore',
      process.env.SUEGO_CRASH_LOG ? 'inherit' : 'ignore',
      process.env.SUEGO_CRASH_LOG ? 'inherit' : 'ignore',
    ],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // Its first start anchors the audit log (ADR 211): into a directory of its own, never the repository's .data.
      AUDIT_ANCHOR_DIR: mkdtempSync(path.join(tmpdir(), 'suego-crash-anchors-')),
      PRIVACY_MASTER_KEY: TEST_MASTER_KEY,
      ROLE: 'worker',
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.SUEGO_CRASH_LOG ? 'info' : 'silent',
      SERVE_WEB: 'false',
      ATTORNEY_SAMPLE_DIRECTORY: 'off',
    },
  });
}

async function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
  await exited;
}

describe('payment → mailing survives SIGKILL', () => {
  let t: TestApp;
  let db: DataSource;
  const caseIds: string[] = [];
  const next = random(20261228);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0].n);
  const streams = () => caseIds.map((id) => `case-${id}`);
  const mailed = () =>
    count(
      `SELECT count(*)::int AS n FROM es.events WHERE event_type = 'LetterMailed' AND stream_id = ANY($1)`,
      [streams()],
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    // This process serves HTTP and the read models; the process manager and jobs run only in the children.
    await t.app.get(SubscriptionsService).start({ only: ALL_PROJECTIONS.map((p) => p.name) });
    const owner = await registerUser(t.http);
    for (let i = 0; i < MAILINGS; i++) {
      const { caseId } = await seedDocumentedCase(t, owner.user.id);
      const created = await request(t.http)
        .post(`/api/cases/${caseId}/mailings`)
        .set(bearer(owner.token))
        .send({ service: 'certified' })
        .expect(201);
      await request(t.http)
        .post('/api/sandbox/confirm')
        .send({ clientSecret: created.body.clientSecret, ...CARD })
        .expect(200);
      caseIds.push(caseId);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('mails each paid letter exactly once, whatever was killed', async () => {
    for (let kill = 0; kill < KILLS; kill++) {
      const worker = startWorker(t.database.url);
      // Until this worker is doing something (a job claimed, or a letter recorded), then kill it at a random moment.
      const before = await count(
        `SELECT coalesce(sum(attempts), 0)::int AS n FROM jobs WHERE type = 'mail-letter'`,
      );
      const deadline = Date.now() + 20_000;
      while (
        (await count(`SELECT coalesce(sum(attempts), 0)::int AS n FROM jobs WHERE type = 'mail-letter'`)) ===
          before &&
        (await mailed()) < MAILINGS &&
        Date.now() < deadline &&
        worker.exitCode === null
      )
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.floor(next() * 800)));
      await killGroup(worker);
    }
    const survivor = startWorker(t.database.url);
    try {
      const deadline = Date.now() + 60_000;
      while ((await mailed()) < MAILINGS && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await killGroup(survivor);
    }
    for (const caseId of caseIds) {
      const types: string[] = (
        await db.query(`SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
          `case-${caseId}`,
        ])
      ).map((r: { event_type: string }) => r.event_type);
      expect(types.filter((x) => x === 'LetterMailingPaid')).toHaveLength(1);
      expect(types.filter((x) => x === 'LetterMailed')).toHaveLength(1);
      expect(types.filter((x) => x === 'LetterMailingRejected')).toHaveLength(0);
      // One letter at the provider, and its proof kept.
      expect(
        await count(`SELECT count(*)::int AS n FROM sandbox.letters WHERE data->'metadata'->>'caseId' = $1`, [
          caseId,
        ]),
      ).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM mailing_proofs WHERE case_id = $1`, [caseId])).toBe(
        1,
      );
    }
    expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE type = 'mail-letter'`)).toBe(MAILINGS);
  }, 180_000);
});
