import { randomUUID } from 'node:crypto';
import type { EntityManager, EntitySubscriberInterface } from 'typeorm';
import { formatPosition, type AppendResult, type NewEvent, type RecordedEvent } from '../event-store';
import { execSql } from '../../database/sql';
import { streamChainProjection } from '../../testing/event-store/test-projections';
import { eventually, openPgTestStore, sleep, tableHash, type PgTestStore } from '../../testing/event-store/pg-store';
import { captureLogger } from '../../testing/event-store/test-logger';
import { CheckpointStore } from './checkpoint-store';
import type { RunnerOptions } from './subscription';
import { SubscriptionsService } from './subscriptions.service';

const FAST: Partial<RunnerOptions> = {
  pollMs: 20,
  standbyRetryMs: 100,
  backoffBaseMs: 5,
  backoffMaxMs: 50,
  failedRecheckMs: 100,
};

/** `streams` streams with `perStream` events each, appended 10 at a time. */
async function seed(
  t: PgTestStore,
  prefix: string,
  streams: number,
  perStream: number,
): Promise<AppendResult> {
  let last!: AppendResult;
  for (let s = 0; s < streams; s++) {
    for (let i = 0; i < perStream; i += 10) {
      const events: NewEvent[] = Array.from({ length: Math.min(10, perStream - i) }, (_, k) => ({
        type: (i + k) % 3 === 0 ? 'ItemAdded' : 'ItemChanged',
        data: { s, n: i + k },
      }));
      last = await t.store.append(`${prefix}-${s}`, events, 'any');
    }
  }
  return last;
}

const service = (t: PgTestStore, logger = captureLogger()) =>
  new SubscriptionsService(t.dataSource, t.store, { autoStart: false, logger, runner: FAST });

async function caughtUp(t: PgTestStore, names: string[], target: AppendResult): Promise<boolean> {
  const checkpoints = await new CheckpointStore(t.dataSource).get(names);
  return names.every((n) => {
    const c = checkpoints.get(n);
    return (
      !!c &&
      c.position.transactionId === target.position.transactionId &&
      c.position.globalPosition === target.position.globalPosition
    );
  });
}

describe('subscription runner', () => {
  let t: PgTestStore;
  beforeEach(async () => {
    t = await openPgTestStore();
  });
  afterEach(() => t.close());

  it('exactly once: errors between the writes and the commit, and a restart, leave the same table as a clean run', async () => {
    const head = await seed(t, 'shop', 30, 40); // 1,200 events
    let faults = 0;
    let failNextCommit = false;
    const failedOnce = new Set<bigint>();
    // Each marked event makes the first batch that contains it fail once, at one of two points.
    const faulty = streamChainProjection('chain_faulty', 'rm_chain_faulty', {
      batchSize: 40,
      beforeCommit(events) {
        for (const { position } of events) {
          const p = position.globalPosition;
          if (failedOnce.has(p)) continue;
          if (p % 150n === 0n) {
            failedOnce.add(p);
            faults++;
            throw new Error('crash after the read-model writes, before the checkpoint');
          }
          if (p % 170n === 0n) {
            failedOnce.add(p);
            failNextCommit = true; // fails in BeforeTransactionCommit: after the checkpoint CAS, before COMMIT
          }
        }
      },
    });
    const commitFault: EntitySubscriberInterface = {
      beforeTransactionCommit() {
        if (!failNextCommit) return;
        failNextCommit = false;
        faults++;
        throw new Error('crash after the checkpoint update, before COMMIT');
      },
    };
    t.dataSource.subscribers.push(commitFault);
    const clean = streamChainProjection('chain_clean', 'rm_chain_clean');

    let host = service(t);
    host.registerProjection(faulty);
    await host.start();
    await eventually(async () => {
      const cp = (await new CheckpointStore(t.dataSource).get(['chain_faulty'])).get('chain_faulty');
      return (cp?.position.globalPosition ?? 0n) > 300n;
    });
    await host.stop(); // a restart in the middle
    host = service(t);
    host.registerProjection(faulty);
    host.registerProjection(clean);
    await host.start();
    try {
      await eventually(() => caughtUp(t, ['chain_faulty', 'chain_clean'], head), 20_000);
    } finally {
      await host.stop();
    }

    expect(faults).toBeGreaterThanOrEqual(12); // 8 + 7 marked events
    const total = await execSql<{ n: string }>(
      t.dataSource,
      `SELECT sum(events)::text AS n FROM rm_chain_faulty`,
    );
    expect(total.rows[0]?.n).toBe('1200');
    expect(await tableHash(t.dataSource, 'rm_chain_faulty', 'stream_id')).toBe(
      await tableHash(t.dataSource, 'rm_chain_clean', 'stream_id'),
    );
  });

  it('a poison event stops the subscription in status failed, logged with its position, and is never skipped', async () => {
    await execSql(t.dataSource, `CREATE TABLE applied (event_id uuid PRIMARY KEY, type text NOT NULL)`);
    let poisonous = true;
    const record = async (events: RecordedEvent[], tx: EntityManager) => {
      for (const e of events) {
        await execSql(tx, `INSERT INTO applied (event_id, type) VALUES ($1, $2)`, [e.eventId, e.type]);
        if (poisonous && e.type === 'Poison') throw new Error('cannot digest this event');
      }
    };
    const good1 = await t.store.append(
      'meal-1',
      [
        { type: 'Good', data: { n: 1 } },
        { type: 'Good', data: { n: 2 } },
      ],
      'any',
    );
    const poison = await t.store.append('meal-1', [{ type: 'Poison', data: {} }], 'any');
    await t.store.append('meal-1', [{ type: 'Good', data: { n: 3 } }], 'any');

    const logger = captureLogger();
    let host = service(t, logger);
    host.register({ name: 'eater', kind: 'process-manager', maxAttempts: 3, handle: record });
    await host.start();
    try {
      await eventually(() => host.runner('eater')?.status === 'failed');
      await sleep(300); // it stays stopped
      expect(host.runner('eater')?.status).toBe('failed');
      const applied = await execSql<{ type: string }>(t.dataSource, `SELECT type FROM applied ORDER BY type`);
      expect(applied.rows.map((r) => r.type)).toEqual(['Good', 'Good']); // the events before it, not after
      const checkpoint = (await new CheckpointStore(t.dataSource).get(['eater'])).get('eater');
      expect(checkpoint?.status).toBe('failed');
      expect(checkpoint?.position).toEqual(good1.position); // not past the poison
      expect(checkpoint?.lastError).toContain(formatPosition(poison.position));
      const errorLine = logger.lines.find((l) => l.startsWith('error'));
      expect(errorLine).toContain(formatPosition(poison.position));
      expect(errorLine).toContain('failed 3 times');
      const [health] = await host.subscriptionsHealth();
      expect(health).toMatchObject({
        name: 'eater',
        status: 'failed',
        position: good1.position.globalPosition.toString(),
        lag: 2,
      });
      expect(health?.error).toContain('cannot digest');
    } finally {
      await host.stop();
    }

    // A restart does not skip it either.
    host = service(t);
    host.register({ name: 'eater', kind: 'process-manager', maxAttempts: 3, handle: record });
    await host.start();
    try {
      await eventually(() => host.runner('eater')?.status === 'failed');
      expect((await execSql(t.dataSource, `SELECT 1 FROM applied`)).rows).toHaveLength(2);
      // Once the cause is fixed and the failure cleared, it resumes at the poison event.
      poisonous = false;
      await host.clearFailure('eater');
      await eventually(async () => (await execSql(t.dataSource, `SELECT 1 FROM applied`)).rows.length === 4);
      expect(host.runner('eater')?.status).toBe('running');
    } finally {
      await host.stop();
    }
  });

  it('runs one active instance per subscription; a standby takes over when the leader stops', async () => {
    await execSql(t.dataSource, `CREATE TABLE handled (event_id uuid NOT NULL, instance text NOT NULL)`);
    const hosts = ['a', 'b'].map((instance) => {
      const host = service(t);
      host.register({
        name: 'leader_test',
        kind: 'process-manager',
        async handle(events, tx) {
          for (const e of events)
            await execSql(tx, `INSERT INTO handled VALUES ($1, $2)`, [e.eventId, instance]);
        },
      });
      return host;
    });
    const [a, b] = hosts as [SubscriptionsService, SubscriptionsService];
    try {
      await a.start();
      await eventually(() => a.runner('leader_test')?.status === 'running');
      await b.start();
      await sleep(300);
      expect(b.runner('leader_test')?.status).toBe('standby');
      await seed(t, 'lead', 5, 10);
      await eventually(async () => (await execSql(t.dataSource, `SELECT 1 FROM handled`)).rows.length === 50);
      await a.stop();
      await seed(t, 'follow', 2, 10);
      await eventually(async () => (await execSql(t.dataSource, `SELECT 1 FROM handled`)).rows.length === 70);
      expect(b.runner('leader_test')?.status).toBe('running');
      const byInstance = await execSql<{ instance: string; n: number; distinct_ids: number }>(
        t.dataSource,
        `SELECT instance, count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_ids FROM handled GROUP BY instance ORDER BY instance`,
      );
      expect(byInstance.rows).toEqual([
        { instance: 'a', n: 50, distinct_ids: 50 },
        { instance: 'b', n: 20, distinct_ids: 20 },
      ]);
    } finally {
      await Promise.all(hosts.map((h) => h.stop()));
    }
  });

  it('is woken by an append in the same process long before its poll interval', async () => {
    const seen: string[] = [];
    const host = service(t);
    host.register({
      name: 'sleepy',
      kind: 'process-manager',
      async handle(events) {
        seen.push(...events.map((e) => e.eventId));
      },
    });
    await host.start({ pollMs: 30_000 });
    try {
      await eventually(() => host.runner('sleepy')?.status === 'running');
      await sleep(100); // now idle in its 30 s poll wait
      const started = Date.now();
      await t.store.append('bell-1', [{ type: 'Rang', data: {}, eventId: randomUUID() }], 'any');
      await eventually(() => seen.length === 1, 15_000, 5);
      // Far below the 30 s poll, even while another test file's open transaction briefly hides the event.
      expect(Date.now() - started).toBeLessThan(12_000);
    } finally {
      await host.stop();
    }
  });

  it('moves the checkpoint over events it does not handle', async () => {
    const handled: string[] = [];
    const host = service(t);
    host.register({
      name: 'picky',
      kind: 'process-manager',
      handles: ['Wanted'],
      async handle(events) {
        handled.push(...events.map((e) => e.type));
      },
    });
    await t.store.append('mixed-1', [{ type: 'Wanted', data: {} }], 'any');
    const last = await t.store.append(
      'mixed-1',
      [
        { type: 'Unwanted', data: {} },
        { type: 'Unwanted', data: {} },
      ],
      'any',
    );
    await host.start();
    try {
      await eventually(() => caughtUp(t, ['picky'], last));
      expect(handled).toEqual(['Wanted']);
    } finally {
      await host.stop();
    }
  });

  it('waitFor resolves once every projection has passed the position, and not before', async () => {
    const worker = service(t);
    worker.registerProjection(streamChainProjection('chain_wait', 'rm_chain_wait'));
    // A process manager that never runs must not hold read-your-writes back.
    worker.register({ name: 'slow_pm', kind: 'process-manager', handle: async () => undefined });

    // An API-only process: same registrations, no runners; it can only poll checkpoints.
    const api = service(t);
    api.registerProjection(streamChainProjection('chain_wait', 'rm_chain_wait'));
    await api.ensureProjectionTables();

    const first = await t.store.append('order-1', [{ type: 'Placed', data: {} }], 'any');
    const started = Date.now();
    expect(await api.waitFor(first.position, 300)).toBe(false); // no projection runs yet
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await worker.start({ only: ['chain_wait'] });
    try {
      const second = await t.store.append('order-1', [{ type: 'Paid', data: {} }], 'any');
      expect(await worker.waitFor(second.position, 3_000)).toBe(true);
      const row = await execSql<{ events: string }>(
        t.dataSource,
        `SELECT events FROM rm_chain_wait WHERE stream_id = 'order-1'`,
      );
      expect(row.rows[0]?.events).toBe('2'); // the next read sees the write
      expect(await api.waitFor(second.position, 3_000)).toBe(true); // through the checkpoint table
      expect(await worker.waitFor(null)).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it('reports each subscription with status, position and lag for /api/health', async () => {
    const host = service(t);
    host.registerProjection(streamChainProjection('chain_health', 'rm_chain_health'));
    await host.ensureProjectionTables();
    const head = await seed(t, 'health', 3, 10);
    expect(await host.subscriptionsHealth()).toEqual([
      { name: 'chain_health', status: 'idle', position: '0', lag: 30 },
    ]);
    await host.start();
    try {
      await eventually(() => caughtUp(t, ['chain_health'], head));
      expect(await host.subscriptionsHealth()).toEqual([
        {
          name: 'chain_health',
          status: 'running',
          position: head.position.globalPosition.toString(),
          lag: 0,
        },
      ]);
    } finally {
      await host.stop();
    }
  });
});
