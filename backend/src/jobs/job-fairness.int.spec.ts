import { randomUUID } from 'node:crypto';
import { openPgTestStore, sleep, type PgTestStore } from '../testing/event-store/pg-store';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';

/**
 * Issue 11 point 3: 40 free documents queued in 3 s delayed a paying customer's document from 1.5 s to 13 s,
 * because workers took jobs oldest first. Now each user's jobs take turns with everyone else's.
 */
describe('job queue: per-user fair ordering', () => {
  let t: PgTestStore;

  beforeAll(async () => {
    t = await openPgTestStore();
  });
  afterAll(() => t.close());

  const setUp = (type: string, workMs = 0) => {
    const queue = new JobQueue(t.dataSource);
    const ran: string[] = [];
    queue.registerHandler<{ label: string }>({
      type,
      async handle(job) {
        ran.push(job.payload.label);
        if (workMs) await sleep(workMs);
      },
    });
    const enqueue = (label: string, fairKey: string | null) =>
      queue.enqueue(null, { type, payload: { label }, idempotencyKey: `${type}:${randomUUID()}`, fairKey });
    return { queue, ran, enqueue };
  };

  it("one user's burst of 40 does not delay another user's document behind it", async () => {
    const type = `draft-${randomUUID()}`;
    const { queue, ran, enqueue } = setUp(type, 20);
    for (let i = 0; i < 40; i++) await enqueue(`burst-${i}`, 'user-burst');
    await enqueue('paying', 'user-paying');
    const worker = new JobWorker(t.dataSource, queue, { workerId: `w-${randomUUID()}`, concurrency: 2, pollMs: 10 });
    const started = Date.now();
    worker.start();
    let payingDoneAfter = -1;
    try {
      while (ran.length < 41 && Date.now() - started < 20_000) {
        if (payingDoneAfter < 0 && ran.includes('paying')) payingDoneAfter = Date.now() - started;
        await sleep(5);
      }
    } finally {
      await worker.stop();
    }
    expect(ran).toHaveLength(41);
    // Oldest-first ran it 41st; fair turns run it with the burst's first jobs.
    expect(ran.indexOf('paying')).toBeLessThanOrEqual(2);
    expect(payingDoneAfter).toBeGreaterThanOrEqual(0);
    expect(payingDoneAfter).toBeLessThan(300); // the whole burst takes ≥ 400 ms (40 × 20 ms over 2 slots)
  });

  it('serves users round-robin, counting the jobs each already has running', async () => {
    const type = `draft-${randomUUID()}`;
    const { queue, ran, enqueue } = setUp(type);
    for (let i = 1; i <= 3; i++) await enqueue(`a${i}`, 'user-a');
    for (let i = 1; i <= 3; i++) await enqueue(`b${i}`, 'user-b');
    await enqueue('system', null); // no key: a turn of its own
    const worker = new JobWorker(t.dataSource, queue, { workerId: `w-${randomUUID()}`, concurrency: 1 });
    while ((await worker.runOnce()) > 0);
    expect(ran).toEqual(['a1', 'b1', 'system', 'a2', 'b2', 'a3', 'b3']);

    // A user with a job running waits for the turn of a user with none.
    const held = `held-${randomUUID()}`;
    const blocking = new JobQueue(t.dataSource);
    let release!: () => void;
    const releaseSignal = new Promise<void>((resolve) => (release = resolve));
    blocking.registerHandler({ type: held, handle: () => releaseSignal });
    await blocking.enqueue(null, { type: held, payload: {}, idempotencyKey: `${held}:1`, fairKey: 'user-c' });
    const holder = new JobWorker(t.dataSource, blocking, { workerId: `holder-${randomUUID()}`, concurrency: 1 });
    const holding = holder.runOnce();
    await sleep(200); // user-c's job is running now
    ran.length = 0;
    await enqueue('c1', 'user-c');
    await enqueue('d1', 'user-d');
    await worker.runOnce();
    expect(ran).toEqual(['d1']);
    release();
    await holding;
    await worker.runOnce();
    expect(ran).toEqual(['d1', 'c1']);
  });
});
