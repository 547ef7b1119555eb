import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AppendResult, NewEvent } from '../../event-store';
import { execSql } from '../../../database/sql';
import { CheckpointStore } from '../../subscriptions/checkpoint-store';
import { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../../testing/event-store/pg-store';
import { captureLogger } from '../../../testing/event-store/test-logger';
import { rebuildProjection } from '../../../rebuild-projections';
import { EventTypeStats } from './event-type-stats.entity';
import { eventTypeStatsProjection } from './event-type-stats.projection';

const TYPES = [
  'CaseOpened',
  'CaseDetailsRevised',
  'PaymentSucceeded',
  'DocumentGenerated',
  'SupportTicketOpened',
];

/** An independent oracle: the same table computed by SQL straight from es.events, in the global read order. */
const ORACLE = `SELECT event_type,
    count(*)::bigint AS event_count,
    (array_agg(global_position ORDER BY transaction_id, global_position))[1] AS first_global_position,
    (array_agg(transaction_id ORDER BY transaction_id DESC, global_position DESC))[1] AS last_transaction_id,
    (array_agg(global_position ORDER BY transaction_id DESC, global_position DESC))[1] AS last_global_position,
    (array_agg(date_trunc('milliseconds', created_at) ORDER BY transaction_id DESC, global_position DESC))[1] AS last_recorded_at
  FROM es.events GROUP BY event_type`;

describe('event type stats projection', () => {
  let t: PgTestStore;
  let host: SubscriptionsService;

  const appendMany = async (streams: number, perStream: number, tag: string): Promise<AppendResult> => {
    let last!: AppendResult;
    for (let s = 0; s < streams; s++) {
      const events: NewEvent[] = Array.from({ length: perStream }, (_, i) => ({
        type: TYPES[(s + i) % TYPES.length]!,
        data: { s, i },
      }));
      last = await t.store.append(`case-${tag}${s}`, events, 'any');
    }
    return last;
  };
  const viewHash = () => tableHash(t.dataSource, 'rm_event_type_stats', 'event_type');
  const oracleHash = () => tableHash(t.dataSource, `(${ORACLE})`, 'event_type');
  const activeTable = async () =>
    (
      await execSql<{ active_table: string }>(
        t.dataSource,
        `SELECT active_table FROM es.projections WHERE name = 'event_type_stats'`,
      )
    ).rows[0]?.active_table;

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [EventTypeStats] });
    host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(eventTypeStatsProjection);
    await host.start();
  });
  afterAll(async () => {
    await host.stop();
    await t.close();
  });

  it('counts events per type with the position of the latest one, readable through its entity', async () => {
    await t.store.append('case-a', [{ type: 'CaseOpened', data: {} }], 'no_stream');
    await t.store.append('case-b', [{ type: 'CaseOpened', data: {} }], 'no_stream');
    const last = await t.store.append(
      'case-a',
      [
        { type: 'PaymentSucceeded', data: {} },
        { type: 'CaseOpened', data: {} },
      ],
      1n,
    );
    expect(await host.waitFor(last.position, 5_000)).toBe(true);

    const rows = await t.dataSource.getRepository(EventTypeStats).find({ order: { eventType: 'ASC' } });
    expect(rows).toEqual([
      expect.objectContaining({
        eventType: 'CaseOpened',
        eventCount: 3,
        lastGlobalPosition: last.position.globalPosition.toString(),
      }),
      expect.objectContaining({ eventType: 'PaymentSucceeded', eventCount: 1 }),
    ]);
    expect(await viewHash()).toBe(await oracleHash());
  });

  it('rebuild gives a table identical (row hash) to the live one; the live one serves until the swap', async () => {
    const head = await appendMany(60, 50, 'r'); // 3,000 more events
    expect(await host.waitFor(head.position, 10_000)).toBe(true);
    const live = await viewHash();
    expect(await activeTable()).toBe('rm_event_type_stats_v1');

    const duringRebuild: string[] = [];
    const result = await rebuildProjection(t.dataSource, 'event_type_stats', {
      store: t.store,
      batchSize: 500,
      async onBatch({ table }) {
        // Readers still get the complete live table; the new one is being filled.
        duringRebuild.push(await viewHash());
        const partial = await execSql<{ n: string }>(
          t.dataSource,
          `SELECT coalesce(sum(event_count), 0)::text AS n FROM ${table}`,
        );
        expect(BigInt(partial.rows[0]!.n)).toBeLessThanOrEqual(3_004n);
      },
    });

    expect(result).toMatchObject({
      name: 'event_type_stats',
      table: 'rm_event_type_stats_v2',
      previousTable: 'rm_event_type_stats_v1',
      events: 3_004,
    });
    expect(duringRebuild.length).toBeGreaterThan(1);
    expect(new Set(duringRebuild)).toEqual(new Set([live]));
    expect(await activeTable()).toBe('rm_event_type_stats_v2');
    expect(await viewHash()).toBe(live);
    const leftovers = await execSql<{ relname: string }>(
      t.dataSource,
      `SELECT relname FROM pg_class WHERE relname LIKE 'rm_event_type_stats_v%' AND relkind = 'r'`,
    );
    expect(leftovers.rows.map((r) => r.relname)).toEqual(['rm_event_type_stats_v2']);
    const checkpoints = await new CheckpointStore(t.dataSource).get([
      'event_type_stats',
      'event_type_stats:rebuild',
    ]);
    expect([...checkpoints.keys()]).toEqual(['event_type_stats']);
  });

  it('keeps the view complete when events arrive during a rebuild: the live runner continues on the new table', async () => {
    let appendedDuring: AppendResult | undefined;
    await rebuildProjection(t.dataSource, 'event_type_stats', {
      store: t.store,
      batchSize: 1_000,
      async onBatch() {
        appendedDuring ??= await appendMany(10, 3, 'during');
      },
    });
    expect(appendedDuring).toBeDefined();
    const tail = await appendMany(5, 2, 'after');
    expect(await host.waitFor(tail.position, 10_000)).toBe(true);
    expect(await activeTable()).toBe('rm_event_type_stats_v3');
    expect(await viewHash()).toBe(await oracleHash());
  });

  it('runs as a CLI: npm run projections:rebuild -- event_type_stats', async () => {
    const root = path.resolve(__dirname, '../../../../..');
    const cli = spawn(
      process.execPath,
      [
        path.join(root, 'backend/src/testing/run-ts.cjs'),
        path.join(root, 'backend/src/cli/rebuild-projections.cli.ts'),
        'event_type_stats',
      ],
      {
        env: { ...process.env, DATABASE_URL: t.database.url, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    cli.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    cli.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(summary).toMatchObject({
      name: 'event_type_stats',
      table: 'rm_event_type_stats_v4',
      previousTable: 'rm_event_type_stats_v3',
    });
    await eventually(async () => (await viewHash()) === (await oracleHash()));
  });
});
