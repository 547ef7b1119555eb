import { randomUUID } from 'node:crypto';
import { execSql } from '../database/sql';
import { spawnCrashChild, type CrashChild } from '../testing/crash-child.process';
import { eventually, openPgTestStore, sleep, type PgTestStore } from '../testing/event-store/pg-store';
import { captureLogger } from '../testing/event-store/test-logger';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';

/**
 * Issue 11 point 5: a document whose worker died mid-draft appeared 61–74 s later (the 60 s lease). With worker
 * identity and a heartbeat, a restarted worker reclaims its predecessor's jobs at once, and any worker reclaims a
 * silent worker's jobs after a few missed heartbeats. Every lease here is 60 s, as in production.
 */
describe('job workers: identity and heartbeat', () => {
  let t: PgTestStore;
  const LEASE_MS = 60_000;

  beforeAll(async () => {
    t = await openPgTestStore();
  });
  afterAll(() => t.close());

  const claimInChild = async (queue: JobQueue, type: string, args: string[] = []) => {
    const { job } = await queue.enqueue(null, { type, payload: {}, idempotencyKey: `${type}:${randomUUID()}` });
    const child: CrashChild = spawnCrashChild(['job', t.database.url, type, String(LEASE_MS), ...args]);
    const line = await child.waitForLine('CLAIMED').catch(async (error: unknown) => {
      await child.kill();
      throw error;
    });
    expect(line).toBe(`CLAIMED ${job.id} 1`);
    return { job, child };
  };
  const finishes = (queue: JobQueue, type: string, ran: string[]) =>
    queue.registerHandler({
      type,
      async handle(job) {
        ran.push(`${job.id}:${job.attempts}:${job.lockedBy}`);
      },
    });

  it('a restarted worker on the same host reclaims the jobs of its killed predecessor at once, not after the lease', async () => {
    const queue = new JobQueue(t.dataSource);
    const type = `draft-${randomUUID()}`;
    const { job, child } = await claimInChild(queue, type);
    await child.kill(); // kill -9 mid-draft
    const ran: string[] = [];
    finishes(queue, type, ran);
    const killedAt = Date.now();
    const restarted = new JobWorker(t.dataSource, queue, { workerId: `restarted-${randomUUID()}`, leaseMs: LEASE_MS, pollMs: 50 }, captureLogger());
    restarted.start();
    try {
      await eventually(async () => (await queue.get(job.id))?.status === 'done', 5_000, 50);
    } finally {
      await restarted.stop();
    }
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(ran).toEqual([`${job.id}:2:${restarted.workerId}`]);
    expect((await queue.get(job.id))?.lastError).toMatch(/lease expired/);
    const [dead] = (
      await execSql<{ stopped_at: Date | null }>(t.dataSource, `SELECT stopped_at FROM job_workers WHERE id = 'doomed-child'`)
    ).rows;
    expect(dead?.stopped_at).toBeInstanceOf(Date);
  });

  it('a worker elsewhere whose heartbeat stops is taken for dead after a few beats; while it beats, its jobs stay its own', async () => {
    const queue = new JobQueue(t.dataSource);
    const type = `draft-${randomUUID()}`;
    // Another machine: its pid means nothing here, only its heartbeat tells.
    const { job, child } = await claimInChild(queue, type, [`other-host-${randomUUID()}`, '200']);
    const ran: string[] = [];
    finishes(queue, type, ran);
    const survivor = new JobWorker(
      t.dataSource,
      queue,
      { workerId: `survivor-${randomUUID()}`, leaseMs: LEASE_MS, pollMs: 50, heartbeatMs: 200, deadAfterMs: 1_500 },
      captureLogger(),
    );
    survivor.start();
    try {
      await sleep(2_500); // longer than deadAfterMs: a beating worker keeps its job
      expect(await queue.get(job.id)).toMatchObject({ status: 'running', lockedBy: 'doomed-child', attempts: 1 });

      await child.kill();
      const killedAt = Date.now();
      await eventually(async () => (await queue.get(job.id))?.status === 'done', 8_000, 50);
      const took = Date.now() - killedAt;
      expect(took).toBeGreaterThanOrEqual(1_000); // not before its heartbeat went silent
      expect(took).toBeLessThan(5_000); // and far from the 60 s lease
    } finally {
      await survivor.stop();
    }
    expect(ran).toEqual([`${job.id}:2:${survivor.workerId}`]);
  });

  it('a clean stop deregisters; a live worker is never taken for dead by a restart on its host', async () => {
    const queue = new JobQueue(t.dataSource);
    const type = `draft-${randomUUID()}`;
    const { job, child } = await claimInChild(queue, type);
    const ran: string[] = [];
    finishes(queue, type, ran);
    const other = new JobWorker(t.dataSource, queue, { workerId: `other-${randomUUID()}`, leaseMs: LEASE_MS, pollMs: 50 });
    other.start();
    try {
      await sleep(500);
      // The child still runs (its pid is alive): its job is not taken.
      expect(await queue.get(job.id)).toMatchObject({ status: 'running', lockedBy: 'doomed-child' });
    } finally {
      await child.kill();
      await other.stop();
    }
    const rows = await execSql<{ stopped_at: Date | null }>(t.dataSource, `SELECT stopped_at FROM job_workers WHERE id = $1`, [
      other.workerId,
    ]);
    expect(rows.rows[0]?.stopped_at).toBeInstanceOf(Date);
    expect(ran).toEqual([]);
  });
});
