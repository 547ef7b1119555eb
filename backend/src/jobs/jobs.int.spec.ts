import { randomUUID } from 'node:crypto';
import { comparePositions } from '../event-store/event-store';
import { execSql } from '../database/sql';
import { CheckpointStore } from '../event-store/subscriptions/checkpoint-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { spawnCrashChild } from '../testing/crash-child.process';
import { eventually, openPgTestStore, sleep, type PgTestStore } from '../testing/event-store/pg-store';
import { captureLogger } from '../testing/event-store/test-logger';
import type { Job } from './job';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';

describe('jobs', () => {
  let t: PgTestStore;
  let queue: JobQueue;

  beforeAll(async () => {
    t = await openPgTestStore();
    await execSql(t.dataSource, `CREATE TABLE effects (idempotency_key text NOT NULL, worker text NOT NULL)`);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    queue = new JobQueue(t.dataSource);
  });

  const effects = async (key: string) =>
    (
      await execSql<{ worker: string }>(
        t.dataSource,
        `SELECT worker FROM effects WHERE idempotency_key = $1`,
        [key],
      )
    ).rows;

  it('enqueue is idempotent by key, also across concurrent transactions, and a rolled-back enqueue leaves nothing', async () => {
    const key = `send-letter-${randomUUID()}`;
    const first = await queue.enqueue(null, { type: 'send-letter', payload: { n: 1 }, idempotencyKey: key });
    const again = await queue.enqueue(null, { type: 'send-letter', payload: { n: 2 }, idempotencyKey: key });
    expect(first.created).toBe(true);
    expect(again).toEqual({ job: first.job, created: false });

    const racing = `race-${randomUUID()}`;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.dataSource.transaction((tx) =>
          queue.enqueue(tx, { type: 'send-letter', payload: {}, idempotencyKey: racing }),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.job.id)).size).toBe(1);

    const rolledBack = `rollback-${randomUUID()}`;
    await expect(
      t.dataSource.transaction(async (tx) => {
        await queue.enqueue(tx, { type: 'send-letter', payload: {}, idempotencyKey: rolledBack });
        throw new Error('the surrounding work failed');
      }),
    ).rejects.toThrow('surrounding work');
    expect(await queue.findByKey(rolledBack)).toBeNull();
  });

  it('runs the effect once per idempotency key, with two workers competing', async () => {
    const key = `render-${randomUUID()}`;
    queue.registerHandler<{ caseId: string }>({
      type: 'render-once',
      transactional: true,
      async handle(job, { tx }) {
        await sleep(30);
        await execSql(tx!, `INSERT INTO effects VALUES ($1, $2)`, [job.idempotencyKey, job.lockedBy]);
      },
    });
    for (let i = 0; i < 3; i++)
      await queue.enqueue(null, { type: 'render-once', payload: { caseId: 'c1' }, idempotencyKey: key });
    const workers = ['a', 'b'].map((id) => new JobWorker(t.dataSource, queue, { workerId: id, pollMs: 20 }));
    workers.forEach((w) => w.start());
    try {
      await eventually(async () => (await queue.findByKey(key))?.status === 'done');
      await sleep(100);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(await effects(key)).toHaveLength(1);
    expect((await queue.findByKey(key))?.attempts).toBe(1);
    // Enqueueing the same work after it is done yields the finished job, not a new run.
    const late = await queue.enqueue(null, {
      type: 'render-once',
      payload: { caseId: 'c1' },
      idempotencyKey: key,
    });
    expect(late).toMatchObject({ created: false, job: { status: 'done' } });
    expect(await new JobWorker(t.dataSource, queue).runOnce()).toBe(0);
    expect(await effects(key)).toHaveLength(1);
  });

  it('retries a failing job with exponential backoff and buries it as dead after max attempts', async () => {
    const key = `flaky-${randomUUID()}`;
    const attemptsAt: number[] = [];
    queue.registerHandler({
      type: 'always-fails',
      async handle() {
        attemptsAt.push(Date.now());
        throw new Error('provider said no');
      },
    });
    await queue.enqueue(null, { type: 'always-fails', payload: {}, idempotencyKey: key, maxAttempts: 4 });
    const worker = new JobWorker(
      t.dataSource,
      queue,
      { pollMs: 10, backoffBaseMs: 60, backoffMaxMs: 1_000 },
      captureLogger(),
    );
    worker.start();
    let job: Job | null = null;
    try {
      await eventually(async () => (job = await queue.findByKey(key))?.status === 'dead', 10_000);
    } finally {
      await worker.stop();
    }
    expect(job).toMatchObject({ status: 'dead', attempts: 4, lastError: 'provider said no' });
    expect(attemptsAt).toHaveLength(4);
    const gaps = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
    // 60, 120, 240 ms (±poll granularity): each wait at least the backoff, and growing.
    expect(gaps[0]).toBeGreaterThanOrEqual(55);
    expect(gaps[1]).toBeGreaterThanOrEqual(115);
    expect(gaps[2]).toBeGreaterThanOrEqual(235);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
  });

  it('a job whose worker process is killed is picked up again after its lease, not before', async () => {
    const key = `generate-${randomUUID()}`;
    const { job } = await queue.enqueue(null, {
      type: 'generate-document',
      payload: { caseId: 'c9' },
      idempotencyKey: key,
    });
    const child = spawnCrashChild(['job', t.database.url, 'generate-document', '1500']);
    const line = await child.waitForLine('CLAIMED').catch(async (error: unknown) => {
      await child.kill();
      throw error;
    });
    const claimedAt = Date.now();
    await child.kill();
    expect(line).toBe(`CLAIMED ${job.id} 1`);
    queue.registerHandler({
      type: 'generate-document',
      transactional: true,
      async handle(claimed, { tx }) {
        await execSql(tx!, `INSERT INTO effects VALUES ($1, $2)`, [claimed.idempotencyKey, claimed.lockedBy]);
      },
    });
    const survivor = new JobWorker(t.dataSource, queue, { workerId: 'survivor', leaseMs: 1_500 });
    expect(await survivor.runOnce()).toBe(0); // the dead worker's lease still holds
    expect((await queue.get(job.id))?.lockedBy).toBe('doomed-child');

    await eventually(async () => (await survivor.runOnce()) === 1, 5_000, 50);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1_000);
    const done = await queue.get(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(done?.lastError).toMatch(/lease expired/);
    expect(await effects(key)).toEqual([{ worker: 'survivor' }]);
  });

  it('a process manager enqueues its jobs in the checkpoint transaction: a failed batch leaves no job, a retry exactly one per event', async () => {
    let attempt = 0;
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20, backoffBaseMs: 5 },
    });
    host.register({
      name: 'pm_payment_document',
      kind: 'process-manager',
      handles: ['PaymentSucceeded'],
      async handle(events, tx) {
        attempt++;
        for (const event of events) {
          // The doomed first attempt uses other keys, so a job that escaped its rollback would show.
          const idempotencyKey = attempt === 1 ? `${event.eventId}:doomed` : event.eventId;
          await queue.enqueue(tx, {
            type: 'generate-document',
            payload: { caseId: event.streamId },
            idempotencyKey,
          });
        }
        if (attempt === 1) throw new Error('crash after enqueueing, before the checkpoint');
      },
    });
    const paid = await Promise.all(
      [1, 2, 3].map((n) => t.store.append(`case-pm${n}`, [{ type: 'PaymentSucceeded', data: { n } }], 'any')),
    );
    await host.start();
    try {
      expect(await host.waitFor(paid.at(-1)!.position, 100)).toBe(true); // waitFor ignores process managers
      // Concurrent appends: their (xid, position) order need not follow the positions, so compare pairs.
      await eventually(async () => {
        const checkpoint = (await new CheckpointStore(t.dataSource).get(['pm_payment_document'])).get(
          'pm_payment_document',
        );
        return !!checkpoint && paid.every((p) => comparePositions(checkpoint.position, p.position) >= 0);
      });
    } finally {
      await host.stop();
    }
    expect(attempt).toBeGreaterThan(1);
    const events = (await Promise.all([1, 2, 3].map((n) => t.store.readStream(`case-pm${n}`)))).flat();
    const jobs = await execSql<{ idempotency_key: string }>(
      t.dataSource,
      `SELECT idempotency_key FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' LIKE 'case-pm%' ORDER BY idempotency_key`,
    );
    expect(jobs.rows.map((r) => r.idempotency_key).sort()).toEqual(events.map((e) => e.eventId).sort());
  });
});
