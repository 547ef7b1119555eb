import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../../database/data-source';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { runAuditAnchor } from '../../cli/audit-anchor.cli';
import { runAuditVerify } from '../../cli/audit-verify.cli';
import { CANONICAL_EVENT_SQL, RETENTION_ROLE } from './event-hash-chain.migration';
import { PostgresEventStore } from './postgres-event-store';
import { execSql } from '../../database/sql';
import { verifyEventChain } from './verify-chain';
import { removalMac } from './removal-receipt';
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

/** An anchor directory of its own, empty: a server another spec started may have anchored into the default one. */
const noAnchors = () => mkdtempSync(path.join(tmpdir(), 'suego-no-anchors-'));

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
      await store.append(
        stream,
        [
          { type: 'Noted', data: { n: 1 } },
          { type: 'Noted', data: { n: 2 } },
        ],
        'no_stream',
      );
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
    await behindTheTrigger(
      ds,
      `UPDATE es.events SET data = '{"n": 99}' WHERE stream_id = $1 AND stream_position = 2`,
      [streams.b],
    );
    expect(await verifyEventChain(ds)).toMatchObject({
      ok: false,
      brokenStreams: 1,
      firstBroken: { streamId: streams.b, position: 2n, reason: 'hash does not match the row (edited)' },
    });
    const lines: string[] = [];
    expect(
      await runAuditVerify([], { DATABASE_URL: database.url, AUDIT_ANCHOR_DIR: noAnchors() }, (l) =>
        lines.push(l),
      ),
    ).toBe(1);
    expect(lines[0]).toBe(
      `BROKEN: first broken link at ${streams.b} position 2: hash does not match the row (edited) (1 of 3 streams broken, 9 events read)`,
    );
    expect(JSON.parse(lines[1]!)).toMatchObject({
      ok: false,
      firstBroken: { streamId: streams.b, position: 2 },
    });
  });

  it('finds a row deleted from the middle, a cut-off tail, an edited recording time and a re-hashed row', async () => {
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1 AND stream_position = 2`, [
      streams.a,
    ]);
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1 AND stream_position = 3`, [
      streams.c,
    ]);
    expect(await verifyEventChain(ds)).toMatchObject({
      ok: false,
      brokenStreams: 2,
      firstBroken: { streamId: streams.a, position: 2n, reason: 'position missing (row deleted)' },
    });

    const other = await createTestDatabase('hc');
    const ds2 = await openDataSource(other.url, { migrations: ALL_MIGRATIONS, poolSize: 2 });
    try {
      const s2 = new PostgresEventStore(ds2);
      await s2.append(
        'solo-1',
        [
          { type: 'Noted', data: { n: 1 } },
          { type: 'Noted', data: { n: 2 } },
        ],
        'no_stream',
      );
      // Back-dating an event is tampering too: the recording instant is hashed.
      await behindTheTrigger(
        ds2,
        `UPDATE es.events SET created_at = created_at - interval '1 year' WHERE stream_position = 1`,
        [],
      );
      expect((await verifyEventChain(ds2)).firstBroken).toMatchObject({ streamId: 'solo-1', position: 1n });
    } finally {
      await ds2.destroy();
      await other.drop();
    }
  });

  it('deleting whole streams (retention, under its role) leaves every other chain verifiable; unanchored, the CLI fails', async () => {
    await ds.transaction(async (tx) => {
      await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
      await execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streams.b]);
      await execSql(tx, `DELETE FROM es.streams WHERE stream_id = $1`, [streams.b]);
    });
    expect(await verifyEventChain(ds)).toMatchObject({ ok: true, streams: 2, events: 6 });
    const lines: string[] = [];
    // The chains hold, but nothing outside the database vouches for them yet (docs/adr/211).
    expect(
      await runAuditVerify(['--json'], { DATABASE_URL: database.url, AUDIT_ANCHOR_DIR: noAnchors() }, (l) =>
        lines.push(l),
      ),
    ).toBe(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      ok: false,
      streams: 2,
      events: 6,
      firstBroken: null,
      anchor: null,
      unanchored: { events: 6, stale: true },
    });
    expect(await runAuditVerify(['--bogus'], {}, () => undefined)).toBe(2);
  });

  it('a stream row left without its events is reported too', async () => {
    await behindTheTrigger(ds, `DELETE FROM es.events WHERE stream_id = $1`, [streams.c]);
    expect((await verifyEventChain(ds)).firstBroken).toMatchObject({
      streamId: streams.c,
      reason: 'stream row lists events that are not stored',
    });
  });

  describe('anchored outside the database (docs/adr/155)', () => {
    const env = () => ({
      DATABASE_URL: database.url,
      AUDIT_ANCHOR_KEY: Buffer.alloc(32, 7).toString('base64'),
      AUDIT_ANCHOR_DIR: anchorDir,
    });
    let anchorDir: string;
    beforeEach(() => {
      anchorDir = mkdtempSync(path.join(tmpdir(), 'suego-anchors-'));
    });
    afterEach(() => rmSync(anchorDir, { recursive: true, force: true }));

    it('an edit with the whole chain recomputed behind the trigger passes alone, and fails against the anchor', async () => {
      const anchored: string[] = [];
      expect(await runAuditAnchor(['--json'], env(), (l) => anchored.push(l))).toBe(0);
      expect(JSON.parse(anchored.at(-1)!)).toMatchObject({ ok: true, streams: 3 });
      expect(readdirSync(anchorDir)).toHaveLength(1);

      // The administrator's forgery: edit a row, then recompute that stream's hashes and head so the chain holds.
      await execSql(ds, `ALTER TABLE es.events DISABLE TRIGGER events_append_only`);
      try {
        await execSql(
          ds,
          `UPDATE es.events SET data = '{"n": 99}' WHERE stream_id = $1 AND stream_position = 2`,
          [streams.b],
        );
        const { rows } = await execSql<{ p: string; c: string }>(
          ds,
          `SELECT e.stream_position::text AS p, ${CANONICAL_EVENT_SQL('e')} AS c FROM es.events e
            WHERE e.stream_id = $1 ORDER BY e.stream_position`,
          [streams.b],
        );
        let prev = Buffer.alloc(32);
        for (const row of rows) {
          prev = createHash('sha256').update(prev).update(row.c, 'utf8').digest();
          await execSql(ds, `UPDATE es.events SET hash = $3 WHERE stream_id = $1 AND stream_position = $2`, [
            streams.b,
            row.p,
            prev,
          ]);
        }
        await execSql(ds, `UPDATE es.streams SET last_hash = $2 WHERE stream_id = $1`, [streams.b, prev]);
      } finally {
        await execSql(ds, `ALTER TABLE es.events ENABLE TRIGGER events_append_only`);
      }
      expect((await verifyEventChain(ds)).ok).toBe(true);

      const lines: string[] = [];
      expect(await runAuditVerify([], env(), (l) => lines.push(l))).toBe(1);
      expect(lines[0]).toBe(
        `BROKEN: first broken link at ${streams.b} position 3: differs from the anchored head (rewritten since the anchor)` +
          ` (1 of 3 streams broken, 9 events read)`,
      );
      // A new anchor is refused while the chain does not pass through the old one.
      expect(await runAuditAnchor([], env(), () => undefined)).toBe(1);
    });

    it('skips streams retention removed (and signed), names one deleted otherwise, and refuses a forged anchor file', async () => {
      await ds.transaction(async (tx) => {
        await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
        await execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [streams.b]);
        await execSql(tx, `DELETE FROM es.streams WHERE stream_id = $1`, [streams.b]);
      });
      // Anchored before anything else is removed; b was removed before it.
      expect(await runAuditAnchor([], env(), () => undefined)).toBe(0);
      const { rows: heads } = await execSql<{ last_hash: Buffer }>(
        ds,
        `SELECT last_hash FROM es.streams WHERE stream_id = $1`,
        [streams.a],
      );
      await ds.transaction(async (tx) => {
        await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
        for (const id of [streams.a, streams.c]) {
          await execSql(tx, `DELETE FROM es.events WHERE stream_id = $1`, [id]);
          await execSql(tx, `DELETE FROM es.streams WHERE stream_id = $1`, [id]);
        }
      });
      await execSql(
        ds,
        `INSERT INTO privacy.removed_streams (stream_id, events, last_hash, closed_at, removed_at, reason, mac)
         VALUES ($1, 3, $2, now(), now(), 'retention', $3)`,
        [streams.a, heads[0]!.last_hash, removalMac(Buffer.alloc(32, 7), streams.a, 3n, heads[0]!.last_hash)],
      );
      const lines: string[] = [];
      expect(await runAuditVerify(['--json'], env(), (l) => lines.push(l))).toBe(1);
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({
        ok: false,
        firstBroken: { streamId: streams.c, reason: 'missing since the anchor (not removed by retention)' },
        anchor: { checked: 0, removed: 1 },
      });

      const [file] = readdirSync(anchorDir);
      const forged = JSON.parse(readFileSync(path.join(anchorDir, file!), 'utf8')) as { heads: string[][] };
      forged.heads = forged.heads.filter(([id]) => id !== streams.c);
      writeFileSync(path.join(anchorDir, file!), JSON.stringify(forged));
      const refused: string[] = [];
      expect(await runAuditVerify([], env(), (l) => refused.push(l))).toBe(1);
      expect(refused[0]).toMatch(/^BROKEN: anchor-.*\.json does not authenticate under AUDIT_ANCHOR_KEY$/);
    });
  });
});
