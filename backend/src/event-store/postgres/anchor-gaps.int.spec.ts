import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../../database/data-source';
import { execSql } from '../../database/sql';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ALL_MIGRATIONS } from '../../all-migrations';
import { runAuditAnchor } from '../../cli/audit-anchor.cli';
import { runAuditVerify } from '../../cli/audit-verify.cli';
import { RETENTION_ROLE } from './event-hash-chain.migration';
import { PostgresEventStore } from './postgres-event-store';
import { removalMac } from './removal-receipt';
import { forgeStream } from '../../testing/event-store/forge-chain';

const KEY = Buffer.alloc(32, 9);

/** The administrator's forgery: edit a row behind the trigger, then recompute the stream's hashes and head. */
const forgeWithRecomputedChain = (ds: DataSource, streamId: string, position: number) =>
  forgeStream(ds, streamId, {
    sql: `UPDATE es.events SET data = '{"n": 99}' WHERE stream_id = $1 AND stream_position = $2`,
    params: [streamId, position],
  });

describe('the history cannot be trimmed between anchors (issue 37 point 5, docs/adr/211)', () => {
  let database: TestDatabase;
  let ds: DataSource;
  let store: PostgresEventStore;
  let anchorDir: string;
  const streams = { a: `gap-a${randomUUID()}`, b: `gap-b${randomUUID()}` };
  const env = () => ({
    DATABASE_URL: database.url,
    AUDIT_ANCHOR_KEY: KEY.toString('base64'),
    AUDIT_ANCHOR_DIR: anchorDir,
  });
  const verify = async (now?: Date) => {
    const lines: string[] = [];
    const code = await runAuditVerify([], env(), (l) => lines.push(l), now);
    return { code, text: lines[0]!, json: JSON.parse(lines.at(-1)!) as Record<string, unknown> };
  };

  beforeEach(async () => {
    database = await createTestDatabase('gap');
    ds = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 3 });
    store = new PostgresEventStore(ds);
    anchorDir = mkdtempSync(path.join(tmpdir(), 'suego-anchor-gaps-'));
  });
  afterEach(async () => {
    await store.dispose();
    await ds.destroy();
    await database.drop();
    rmSync(anchorDir, { recursive: true, force: true });
  });

  const seed = async () => {
    for (const stream of Object.values(streams))
      await store.append(
        stream,
        [
          { type: 'Noted', data: { n: 1 } },
          { type: 'Noted', data: { n: 2 } },
        ],
        'no_stream',
      );
  };

  it('"no anchor yet" passes on an empty store and fails once events exist', async () => {
    const empty = await verify();
    expect(empty).toMatchObject({ code: 0, json: { ok: true, events: 0 } });
    await seed();
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.text).toBe(
      'BROKEN: 4 events and no signed anchor yet (npm run audit:anchor; the server anchors at its first start)',
    );
    expect(result.json).toMatchObject({ ok: false, anchor: null, unanchored: { events: 4 } });
    expect(empty.json.unanchored).toBeNull();
  });

  it('events newer than the newest anchor are reported, and fail once the oldest is over two hours old', async () => {
    await seed();
    expect(await runAuditAnchor([], env(), () => undefined)).toBe(0);
    // Appended after the anchor, then rewritten with the chain recomputed: the in-database chain alone holds.
    await store.append(streams.a, [{ type: 'Noted', data: { n: 3 } }], 2n);
    await forgeWithRecomputedChain(ds, streams.a, 3);
    const { rows } = await execSql<{ at: Date }>(
      ds,
      `SELECT created_at AS at FROM es.events WHERE stream_id = $1 AND stream_position = 3`,
      [streams.a],
    );
    const recorded = rows[0]!.at;

    const soon = await verify(new Date(recorded.getTime() + 30 * 60_000));
    expect(soon.code).toBe(0);
    expect(soon.json).toMatchObject({
      ok: true,
      unanchored: { events: 1, oldest: recorded.toISOString() },
    });
    expect(soon.text).toContain(
      `; 1 event newer than the anchor (the oldest recorded ${recorded.toISOString()})`,
    );

    const late = await verify(new Date(recorded.getTime() + 2 * 60 * 60_000 + 60_000));
    expect(late.code).toBe(1);
    expect(late.json).toMatchObject({ ok: false, unanchored: { events: 1, stale: true } });
    expect(late.text).toBe(
      `BROKEN: 1 event newer than the newest anchor, the oldest recorded ${recorded.toISOString()}, ` +
        'more than 2 hours ago: the hourly anchor is not running (npm run audit:anchor)',
    );
  });

  it('a stream deleted after the anchor counts as removed only with retention’s signed receipt matching the anchor', async () => {
    await seed();
    expect(await runAuditAnchor([], env(), () => undefined)).toBe(0);
    const heads = await execSql<{ last_hash: Buffer }>(
      ds,
      `SELECT last_hash FROM es.streams WHERE stream_id = $1`,
      [streams.b],
    );
    const lastHash = heads.rows[0]!.last_hash;
    await ds.transaction(async (tx) => {
      await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
      await execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streams.b]);
      await execSql(tx, `DELETE FROM es.streams WHERE stream_id = $1`, [streams.b]);
    });
    const record = (events: number, hash: Buffer, mac: Buffer | null) =>
      execSql(
        ds,
        `INSERT INTO privacy.removed_streams (stream_id, events, last_hash, closed_at, removed_at, reason, mac)
         VALUES ($1, $2, $3, now(), now(), 'retention', $4)
         ON CONFLICT (stream_id) DO UPDATE SET events = EXCLUDED.events, last_hash = EXCLUDED.last_hash,
           mac = EXCLUDED.mac`,
        [streams.b, events, hash, mac],
      );

    // The trimmer's row, written without the anchor key.
    await record(2, lastHash, null);
    expect(await verify()).toMatchObject({
      code: 1,
      text: `BROKEN: first broken link at ${streams.b} position 2: removed without retention's signature (1 of 1 streams broken, 2 events read)`,
      json: {
        ok: false,
        firstBroken: { streamId: streams.b, reason: "removed without retention's signature" },
      },
    });
    // Signed with another key.
    await record(2, lastHash, removalMac(Buffer.alloc(32, 1), streams.b, 2n, lastHash));
    expect((await verify()).json).toMatchObject({
      firstBroken: { streamId: streams.b, reason: "removed without retention's signature" },
    });
    // Signed, but not what the anchor held (a stream trimmed first, then "removed").
    await record(1, lastHash, removalMac(KEY, streams.b, 1n, lastHash));
    expect((await verify()).json).toMatchObject({
      firstBroken: { streamId: streams.b, reason: 'removal does not match the anchored head' },
    });
    // Signed under the key, with the anchored count and hash: a removal.
    await record(2, lastHash, removalMac(KEY, streams.b, 2n, lastHash));
    expect(await verify()).toMatchObject({
      code: 0,
      json: { ok: true, anchor: { checked: 1, removed: 1 }, firstBroken: null },
    });
  });
});
