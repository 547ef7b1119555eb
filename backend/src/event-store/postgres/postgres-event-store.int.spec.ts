import { randomUUID } from 'node:crypto';
import legacyFixture from '../../testing/event-store/fixtures/legacy-events.v1.json';
import { START, type Position, type RecordedEvent } from '../event-store';
import { EventIdConflictError, WrongExpectedVersionError } from '../event-store.errors';
import { handleCommand, type Decider } from '../handle-command';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { eventually, openPgTestStore, sleep, type PgTestStore } from '../../testing/event-store/pg-store';
import { captureLogger } from '../../testing/event-store/test-logger';
import { execSql } from '../../database/sql';
import { RETENTION_ROLE } from './event-hash-chain.migration';

describe('PostgreSQL event store', () => {
  let t: PgTestStore;

  beforeAll(async () => {
    t = await openPgTestStore({ poolSize: 14 });
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await execSql<{ n: number }>(t.dataSource, `SELECT (${sql})::int AS n`, params)).rows[0]?.n;

  describe('optimistic concurrency', () => {
    it('8 concurrent writers on one stream: every success stored once, every loser WrongExpectedVersion, versions contiguous', async () => {
      const streamId = `race-${randomUUID()}`;
      await t.store.append(streamId, [{ type: 'Seeded', data: {} }], 'no_stream');
      const successes: Array<{ eventId: string; version: bigint }> = [];
      const failures: unknown[] = [];
      let start!: () => void;
      const gate = new Promise<void>((resolve) => (start = resolve));
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        await gate;
        for (let i = 0; i < 20; i++) {
          const version = await t.store.streamVersion(streamId);
          const eventId = randomUUID();
          try {
            const result = await t.store.append(
              streamId,
              [{ type: 'Raced', data: { writer, i }, eventId }],
              version,
            );
            successes.push({ eventId, version: result.nextExpectedVersion });
          } catch (error) {
            failures.push(error);
          }
        }
      });
      start();
      await Promise.all(writers);

      expect(failures.length).toBeGreaterThan(0); // there really was contention
      expect(failures.every((e) => e instanceof WrongExpectedVersionError)).toBe(true);
      expect(successes.length + failures.length).toBe(160);

      const events = await t.store.readStream(streamId);
      expect(events).toHaveLength(1 + successes.length);
      expect(events.map((e) => e.streamPosition)).toEqual(events.map((_, i) => BigInt(i + 1)));
      expect(await t.store.streamVersion(streamId)).toBe(BigInt(events.length));
      // Each success is stored exactly once, and nothing else is.
      expect(
        events
          .slice(1)
          .map((e) => e.eventId)
          .sort(),
      ).toEqual(successes.map((s) => s.eventId).sort());
      expect(new Set(successes.map((s) => s.version)).size).toBe(successes.length);
      expect(
        await count(`SELECT count(DISTINCT event_id) FROM es.events WHERE stream_id = $1`, [streamId]),
      ).toBe(events.length);
    });

    it('refuses a duplicate no_stream append: 8 concurrent creators, exactly one wins', async () => {
      const streamId = `create-${randomUUID()}`;
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          t.store.append(streamId, [{ type: 'Created', data: { i } }], 'no_stream'),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(7);
      for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await t.store.readStream(streamId)).toHaveLength(1);
    });

    it('leaves no empty stream row behind when it refuses to create a stream', async () => {
      const streamId = `refused-${randomUUID()}`;
      await expect(
        t.store.append(streamId, [{ type: 'X', data: {} }], 'stream_exists'),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      const eventId = randomUUID();
      await t.store.append(`owner-${randomUUID()}`, [{ type: 'X', data: {}, eventId }], 'any');
      await expect(
        t.store.append(streamId, [{ type: 'X', data: {}, eventId }], 'no_stream'),
      ).rejects.toBeInstanceOf(EventIdConflictError);
      expect(await count(`SELECT count(*) FROM es.streams WHERE stream_id = $1`, [streamId])).toBe(0);
    });
  });

  describe('handleCommand on PostgreSQL', () => {
    it('concurrent commands on one stream: the bounded retry absorbs the races and no update is lost', async () => {
      const streamId = `counter-${randomUUID()}`;
      const decider: Decider<
        { by: number },
        { count: number },
        { type: 'Incremented'; data: { by: number } }
      > = {
        initialState: () => ({ count: 0 }),
        evolve: (s, e) => ({ count: s.count + e.data.by }),
        decide: (c) => [{ type: 'Incremented', data: { by: c.by } }],
      };
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          handleCommand(t.store, streamId, decider, { by: 1 }, { maxAttempts: 20 }),
        ),
      );
      expect(results.map((r) => r.state.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await t.store.streamVersion(streamId)).toBe(6n);
    });
  });

  describe('idempotency by event id under races', () => {
    it('two concurrent appends of the same ids to one stream store them once and both get the original result', async () => {
      const streamId = `idem-${randomUUID()}`;
      const events = [{ type: 'PaymentRecorded', data: { cents: 500 }, eventId: randomUUID() }];
      const [a, b] = await Promise.all([
        t.store.append(streamId, events, 'any'),
        t.store.append(streamId, events, 'any'),
      ]);
      expect(a).toEqual(b);
      expect(await t.store.readStream(streamId)).toHaveLength(1);
    });

    it('two concurrent appends of one id to different streams: one stored, the other refused', async () => {
      const eventId = randomUUID();
      const results = await Promise.allSettled([
        t.store.append(`left-${randomUUID()}`, [{ type: 'T', data: {}, eventId }], 'any'),
        t.store.append(`right-${randomUUID()}`, [{ type: 'T', data: {}, eventId }], 'any'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(EventIdConflictError);
      expect(await count(`SELECT count(*) FROM es.events WHERE event_id = $1`, [eventId])).toBe(1);
    });
  });

  describe('appending inside a caller transaction', () => {
    it('commits several streams atomically and wakes subscribers only after the commit', async () => {
      const woken: Position[] = [];
      const off = t.store.onAppended((p) => woken.push(p));
      const [s1, s2] = [`atomic-${randomUUID()}`, `atomic-${randomUUID()}`];

      const rolledBack = t.dataSource.createQueryRunner();
      await rolledBack.startTransaction();
      await t.store.append(s1, [{ type: 'A', data: {} }], 'no_stream', { tx: rolledBack.manager });
      await t.store.append(s2, [{ type: 'B', data: {} }], 'no_stream', { tx: rolledBack.manager });
      await rolledBack.rollbackTransaction();
      await rolledBack.release();
      expect(await t.store.streamVersion(s1)).toBe(0n);
      expect(await t.store.streamVersion(s2)).toBe(0n);
      expect(woken).toEqual([]);

      const committed = t.dataSource.createQueryRunner();
      await committed.startTransaction();
      const r1 = await t.store.append(s1, [{ type: 'A', data: {} }], 'no_stream', { tx: committed.manager });
      const r2 = await t.store.append(s2, [{ type: 'B', data: {} }], 'no_stream', { tx: committed.manager });
      expect(r1.position.transactionId).toBe(r2.position.transactionId);
      expect(woken).toEqual([]); // not visible to anyone yet, so nobody is woken
      await committed.commitTransaction();
      await committed.release();
      off();
      expect(woken).toEqual([r1.position, r2.position]);
      expect(await t.store.streamVersion(s1)).toBe(1n);
      expect(await t.store.streamVersion(s2)).toBe(1n);
    });
  });

  describe('gap-safe global order', () => {
    it('an append held open while later ones commit: the subscriber sees every event in order; a naive reader skips one', async () => {
      const prefix = `gap${randomUUID().slice(0, 8)}`;
      const seen: RecordedEvent[] = [];
      const subscriptions = new SubscriptionsService(t.dataSource, t.store, {
        autoStart: false,
        logger: captureLogger(),
      });
      subscriptions.register({
        name: `gap_reader_${prefix}`,
        kind: 'process-manager',
        async handle(events) {
          seen.push(...events.filter((e) => e.streamId.startsWith(prefix)));
        },
      });
      await subscriptions.start({ pollMs: 20 });
      const naiveStart = BigInt(
        (
          await execSql<{ p: string }>(
            t.dataSource,
            `SELECT coalesce(max(global_position), 0) AS p FROM es.events`,
          )
        ).rows[0]!.p,
      );
      try {
        // A: takes its global position first, then stays open.
        const slow = t.dataSource.createQueryRunner();
        await slow.startTransaction();
        const a = await t.store.append(`${prefix}-a`, [{ type: 'SlowOne', data: {} }], 'any', {
          tx: slow.manager,
        });
        // B: a later position, committed at once.
        const b = await t.store.append(`${prefix}-b`, [{ type: 'FastOne', data: {} }], 'any');
        expect(a.position.globalPosition).toBeLessThan(b.position.globalPosition);

        // The naive reader (`global_position > checkpoint`) sees B now and moves its checkpoint past A.
        const naive = async (after: bigint) =>
          (
            await execSql<{ global_position: string; stream_id: string }>(
              t.dataSource,
              `SELECT global_position, stream_id FROM es.events WHERE global_position > $1 AND stream_id LIKE $2
               ORDER BY global_position`,
              [after.toString(), `${prefix}%`],
            )
          ).rows;
        const naiveFirst = await naive(naiveStart);
        expect(naiveFirst.map((r) => r.stream_id)).toEqual([`${prefix}-b`]);
        const naiveCheckpoint = BigInt(naiveFirst[0]!.global_position);

        // The gap-safe reader shows nothing while A is open: B is held back behind A's transaction.
        await sleep(300);
        expect(seen).toEqual([]);
        expect((await t.store.readAll(START, 10_000)).filter((e) => e.streamId.startsWith(prefix))).toEqual(
          [],
        );

        await slow.commitTransaction();
        await slow.release();

        await eventually(() => seen.length >= 2, 5_000);
        expect(seen.map((e) => e.type)).toEqual(['SlowOne', 'FastOne']);
        // ...while the naive reader, resuming from its checkpoint, never sees A.
        expect(await naive(naiveCheckpoint)).toEqual([]);
        const all = (await t.store.readAll(START, 10_000)).filter((e) => e.streamId.startsWith(prefix));
        expect(all.map((e) => e.type)).toEqual(['SlowOne', 'FastOne']);
      } finally {
        await subscriptions.stop();
      }
    });
  });

  describe('global order by xid8 value', () => {
    it('returns events on both sides of a decimal-digit boundary of the xid in commit order (not text order)', async () => {
      const xid = async () =>
        BigInt(
          (await execSql<{ x: string }>(t.dataSource, `SELECT pg_current_xact_id()::text AS x`)).rows[0]!.x,
        );
      const current = await xid();
      const boundary = 10n ** BigInt(current.toString().length); // e.g. 1000 or 10000: '999' sorts after '1000' as text
      const burn = Number(boundary - current) - 300; // margin: other test files consume xids meanwhile
      if (burn > 0) {
        // Each subtransaction that writes takes an xid from the same counter: a fast way to move it forward.
        await execSql(t.dataSource, `CREATE TEMP TABLE IF NOT EXISTS xid_burner (i int)`);
        await execSql(
          t.dataSource,
          `DO $$ BEGIN FOR i IN 1..${burn} LOOP
             BEGIN INSERT INTO xid_burner VALUES (i); EXCEPTION WHEN OTHERS THEN NULL; END;
           END LOOP; END $$`,
        );
      }
      const prefix = `digits${randomUUID().slice(0, 8)}`;
      const appended: Array<{ i: number; tx: bigint }> = [];
      // One transaction per append until the xids have crossed the boundary.
      for (let i = 0; i < 2_000 && !(appended.at(-1) && appended.at(-1)!.tx > boundary + 2n); i++) {
        const r = await t.store.append(`${prefix}-${i % 3}`, [{ type: 'Tick', data: { i } }], 'any');
        appended.push({ i, tx: BigInt(r.position.transactionId) });
      }
      expect(appended[0]!.tx).toBeLessThan(boundary);
      expect(appended.at(-1)!.tx).toBeGreaterThan(boundary);
      let read: RecordedEvent[] = [];
      await eventually(async () => {
        read = (await t.store.readAll(START, 100_000)).filter((e) => e.streamId.startsWith(prefix));
        return read.length === appended.length;
      });
      expect(read.map((e) => (e.data as { i: number }).i)).toEqual(appended.map((a) => a.i));
    });
  });

  describe('append-only events', () => {
    it('refuses UPDATE, DELETE and TRUNCATE; only the retention role may DELETE (the old session flag no longer can)', async () => {
      const streamId = `immutable-${randomUUID()}`;
      await t.store.append(
        streamId,
        [
          { type: 'Fact', data: { v: 1 } },
          { type: 'Fact', data: { v: 2 } },
        ],
        'no_stream',
      );
      await expect(
        execSql(t.dataSource, `UPDATE es.events SET data = '{"v":9}' WHERE stream_id = $1`, [streamId]),
      ).rejects.toThrow(/append-only/);
      await expect(
        execSql(t.dataSource, `DELETE FROM es.events WHERE stream_id = $1`, [streamId]),
      ).rejects.toThrow(/append-only/);
      await expect(execSql(t.dataSource, `TRUNCATE es.events`)).rejects.toThrow(/append-only/);
      expect((await t.store.readStream(streamId)).map((e) => e.data)).toEqual([{ v: 1 }, { v: 2 }]);

      await expect(
        t.dataSource.transaction(async (tx) => {
          await execSql(tx, `SET LOCAL suego.retention = 'on'`);
          return execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streamId]);
        }),
      ).rejects.toThrow(/append-only/);
      await expect(
        t.dataSource.transaction(async (tx) => {
          await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
          return execSql(tx, `UPDATE es.events SET data = '{"v":9}' WHERE stream_id = $1`, [streamId]);
        }),
      ).rejects.toThrow(/append-only/);
      const retention = await t.dataSource.transaction(async (tx) => {
        await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
        return execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streamId]);
      });
      expect(retention.rowCount).toBe(2);
      expect(await t.store.readStream(streamId)).toEqual([]);
    });
  });

  describe('upcasting stored fixtures of old versions', () => {
    it('upgrades raw v1/v2 rows on readStream, readAll and in subscriptions', async () => {
      t.upcasters
        .register({
          type: 'FixtureTicketOpened',
          fromVersion: 1,
          upcast: (data) => {
            const { name, ...rest } = data as { name: string; ticketId: string };
            const [firstName, ...last] = name.split(' ');
            return { data: { ...rest, firstName, lastName: last.join(' ') } };
          },
        })
        .register({
          type: 'FixtureTicketOpened',
          fromVersion: 2,
          upcast: (data) => ({ data: { ...(data as object), channel: 'web' } }),
        })
        .register({
          type: 'FixtureTicketClosedV1',
          fromVersion: 1,
          upcast: (data) => ({ type: 'FixtureTicketClosed', data }),
        });

      for (const row of legacyFixture) {
        await execSql(
          t.dataSource,
          `INSERT INTO es.streams (stream_id, stream_type, version) VALUES ($1, 'legacyticket', $2)
           ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version`,
          [row.stream_id, row.stream_position],
        );
        await execSql(
          t.dataSource,
          `INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            row.stream_id,
            row.stream_position,
            row.event_id,
            row.event_type,
            row.schema_version,
            row.data,
            row.metadata,
          ],
        );
      }
      const expected = [
        {
          type: 'FixtureTicketOpened',
          schemaVersion: 3,
          data: { ticketId: '1', firstName: 'Ada', lastName: 'Lovelace', channel: 'web' },
        },
        {
          type: 'FixtureTicketOpened',
          schemaVersion: 3,
          data: { ticketId: '1', firstName: 'Grace', lastName: 'Hopper', channel: 'web' },
        },
        { type: 'FixtureTicketClosed', schemaVersion: 2, data: { ticketId: '1', reason: 'done' } },
      ];
      const shape = (events: RecordedEvent[]) =>
        events
          .filter((e) => e.streamId === 'legacyticket-1')
          .map(({ type, schemaVersion, data }) => ({ type, schemaVersion, data }));

      expect(shape(await t.store.readStream('legacyticket-1'))).toEqual(expected);
      let all: RecordedEvent[] = [];
      await eventually(async () => shape((all = await t.store.readAll(START, 100_000))).length === 3);
      expect(shape(all)).toEqual(expected);

      const seen: RecordedEvent[] = [];
      const subscriptions = new SubscriptionsService(t.dataSource, t.store, {
        autoStart: false,
        logger: captureLogger(),
      });
      subscriptions.register({
        name: 'fixture_reader',
        kind: 'process-manager',
        handles: ['FixtureTicketOpened', 'FixtureTicketClosed'],
        async handle(events) {
          seen.push(...events);
        },
      });
      await subscriptions.start({ pollMs: 20 });
      try {
        await eventually(() => shape(seen).length === 3);
        expect(shape(seen)).toEqual(expected);
      } finally {
        await subscriptions.stop();
      }
    });
  });
});
