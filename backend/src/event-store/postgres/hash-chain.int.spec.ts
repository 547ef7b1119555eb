import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../../database/data-source';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { runAuditVerify } from '../audit-verify.cli';
import { RETENTION_ROLE } from './event-hash-chain.migration';
import { PostgresEventStore } from './postgres-event-store';
import { execSql } from '../../database/sql';
import { verifyEventChain } from './verify-chain';
import { ALL_MIGRATIONS } from '../../all-migrations';

/** Changes es.events behind the append-only trigger, as a superuser (or an attacker with one) could. */
async function behindTheTrigger(ds: DataSource, sql: string, params: unknown[]): Promise<void> {
  await execSql(ds, `ALTER TABLE es.events DISABLE TRIGGER events_append_only`);
  try {
    await execSql(ds, sql, params);
  } finally {
    await execSql(ds, `ALTER TABLE es.events ENABLE TRIGGER events_append_only`);
  }
}

describe('the hash chain and npm run audit:verify', () => {
  let database: TestDatabase;
  let ds: DataSource;
  let store: PostgresEventStore;
  const streams = { a: `chain-a${randomUUID()}`, b: `chain-b${randomUUID()}`, c: `chain-c${randomUUID()}` };

  beforeEach(async () => {
    database = await createTestDatabase('hc');
    ds = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 3 });
    store = new PostgresEventStore(ds);
    for (const stream of Object.values(streams)) {
      await store.append(stream, [{ type: 'Noted', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], 'no_stream');
      await store.append(stream, [{ type: 'Noted', data: { n: 3, text: 'ünïcödé \u2028 "quoted"' } }], 2n);
    }
  });
  afterEach(async () => {
    await store.dispose();
    await ds.destroy();
    await database.drop();
  });

  it('verifies an untouched store, recomputing in Node the hashes PostgreSQL stored; the digest is stable', async () => {
    const first = await verifyEventChain(ds, { batchSize: 2 });
    expect(first).toMatchObject({ ok: true, streams: 3, events: 9, brokenStreams: 0, firstBroken: null });
    expect((await verifyEventChain(ds)).digest).toBe(first.digest);
  });

  it('names the first broken link when a row is edited behind the trigger’s back', async () => {
    await behindTheTrigger(ds, `UPDATE es.events SET data = '{"n": 99}' WHERE stream_id = $1 AND stream_position = 2`, [streams.b]);
    expect(await verifyEventChain(ds)).toMatchObject({
      ok: false,
      brokenStreams: 1,
      firstBroken: { streamId: streams.b, position: 2n, reason: 'hash does not match the row (edited)' },
    });
    const lines: string[] = [];
    expect(await runAuditVerify([], { DATABASE_URL: database.url }, (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toBe(
      `BROKEN: first broken link at ${streams.b} position 2: hash does not match the row (edited) (1 of 3 streams broken, 9 events read)`,
    );
    expect(JSON.parse(lines[1]!)).toMatchObject({ ok: false, firstBroken: { streamId: streams.b, position: 2 } });
  });

  it('finds a row deleted from the middle, a cut-off tail, an edited recording time and a re-hashed row', async () => {
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1 AND stream_position = 2`, [streams.a]);
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1 AND stream_position = 3`, [streams.c]);
    expect(await verifyEventChain(ds)).toMatchObject({
      ok: false,
      brokenStreams: 2,
      firstBroken: { streamId: streams.a, position: 2n, reason: 'position missing (row deleted)' },
    });

    const other = await createTestDatabase('hc');
    const ds2 = await openDataSource(other.url, { migrations: ALL_MIGRATIONS, poolSize: 2 });
    try {
      const s2 = new PostgresEventStore(ds2);
      await s2.append('solo-1', [{ type: 'Noted', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], 'no_stream');
      // Back-dating an event is tampering too: the recording instant is hashed.
      await behindTheTrigger(ds2, `UPDATE es.events SET created_at = created_at - interval '1 year' WHERE stream_position = 1`, []);
      expect((await verifyEventChain(ds2)).firstBroken).toMatchObject({ streamId: 'solo-1', position: 1n });
    } finally {
      await ds2.destroy();
      await other.drop();
    }
  });

  it('deleting whole streams (retention, under its role) leaves every other chain verifiable; the CLI says OK', async () => {
    await ds.transaction(async (tx) => {
      await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
      await execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streams.b]);
      await execSql(tx, `DELETE FROM es.streams WHERE stream_id = $1`, [streams.b]);
    });
    expect(await verifyEventChain(ds)).toMatchObject({ ok: true, streams: 2, events: 6 });
    const lines: string[] = [];
    expect(await runAuditVerify(['--json'], { DATABASE_URL: database.url }, (l) => lines.push(l))).toBe(0);
    expect(JSON.parse(lines[0]!)).toMatchObject({ ok: true, streams: 2, events: 6, firstBroken: null });
    expect(await runAuditVerify(['--bogus'], {}, () => undefined)).toBe(2);
  });

  it('a stream row left without its events is reported too', async () => {
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1`, [streams.c]);
    expect((await verifyEventChain(ds)).firstBroken).toMatchObject({
      streamId: streams.c,
      reason: 'stream row lists events that are not stored',
    });
  });
});
