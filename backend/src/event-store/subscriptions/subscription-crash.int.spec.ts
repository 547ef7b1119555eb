import type { AppendResult } from '../event-store';
import { execSql } from '../../database/sql';
import { spawnCrashChild } from '../../testing/crash-child.process';
import { eventually, openPgTestStore, tableHash, type PgTestStore } from '../../testing/event-store/pg-store';
import { captureLogger } from '../../testing/event-store/test-logger';
import { streamChainProjection } from '../../testing/event-store/test-projections';
import { CheckpointStore } from './checkpoint-store';
import { SubscriptionsService } from './subscriptions.service';

describe('a projection process killed mid-batch', () => {
  let t: PgTestStore;
  beforeAll(async () => {
    t = await openPgTestStore();
  });
  afterAll(() => t.close());

  it('SIGKILL between the writes and the commit: after a restart the table equals a clean run', async () => {
    let head!: AppendResult;
    for (let s = 0; s < 20; s++) {
      for (let i = 0; i < 50; i += 10) {
        head = await t.store.append(
          `ledger-${s}`,
          Array.from({ length: 10 }, (_, k) => ({ type: 'Posted', data: { s, n: i + k } })),
          'any',
        );
      }
    }

    const child = spawnCrashChild(['projection', t.database.url, 'chain_killed', 'rm_chain_killed', '3']);
    try {
      await child.waitForLine('HANGING');
      // Three batches of 50 are committed; the fourth is written but its transaction is still open.
      const checkpoints = new CheckpointStore(t.dataSource);
      const before = (await checkpoints.get(['chain_killed'])).get('chain_killed');
      const committed = await execSql<{ n: string }>(
        t.dataSource,
        `SELECT sum(events)::text AS n FROM rm_chain_killed`,
      );
      expect(before?.position.globalPosition).toBe(150n);
      expect(committed.rows[0]?.n).toBe('150');
    } finally {
      await child.kill();
    }

    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
    });
    host.registerProjection(streamChainProjection('chain_killed', 'rm_chain_killed', { batchSize: 50 }));
    host.registerProjection(streamChainProjection('chain_clean', 'rm_chain_clean'));
    await host.start({ pollMs: 20, standbyRetryMs: 100 });
    try {
      // The killed process's leadership lock went with its connection, so this instance takes over.
      await eventually(async () => {
        const all = await new CheckpointStore(t.dataSource).get(['chain_killed', 'chain_clean']);
        return (
          [...all.values()].filter((c) => c.position.globalPosition === head.position.globalPosition)
            .length === 2
        );
      }, 15_000);
    } finally {
      await host.stop();
    }
    const total = await execSql<{ n: string }>(
      t.dataSource,
      `SELECT sum(events)::text AS n FROM rm_chain_killed`,
    );
    expect(total.rows[0]?.n).toBe('1000');
    expect(await tableHash(t.dataSource, 'rm_chain_killed', 'stream_id')).toBe(
      await tableHash(t.dataSource, 'rm_chain_clean', 'stream_id'),
    );
  });
});
