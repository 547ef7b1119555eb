import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { caseStreamId } from '../../case-file/case.events';
import { EventStore } from '../../event-store/event-store';
import { execSql } from '../../database/sql';
import { verifyEventChain } from '../../event-store/postgres/verify-chain';
import { latestAnchorFile } from '../../event-store/postgres/chain-anchor';
import { eventually } from '../../testing/event-store/pg-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { SessionsService } from '../../identity/sessions.service';
import { registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ALL_PROJECTIONS } from '../../all-projections';
import { rebuildProjection } from '../../rebuild-projections';
import { allEventsVisible, personalCaseDetails } from '../../testing/privacy/privacy-store';
import {
  AUDIT_ANCHOR_CRON,
  AUDIT_ANCHOR_QUEUE,
  RETENTION_CRON,
  RETENTION_QUEUE,
  RetentionScheduler,
} from './retention.scheduler';
import { RetentionService, retentionCutoff } from './retention.service';

const at = (iso: string) => ({ metadata: { occurredAt: new Date(iso).toISOString() } });

describe('the 7-year retention job (injected clock over synthetic history)', () => {
  let t: TestApp;
  let anchorDir: string;
  let db: DataSource;
  let store: EventStore;
  let retention: RetentionService;
  let ownerId: string;
  const goneOwner = randomUUID(); // an account deleted long ago: a key tombstone, no users row
  const cases = new Map<string, string>(); // label → case id

  /** A case opened on `opened`, its document drafted 3 weeks later, optionally a revision saved on `edited`. */
  async function historicCase(
    label: string,
    userId: string,
    opened: string,
    edited?: string,
  ): Promise<string> {
    const caseId = randomUUID();
    const details = personalCaseDetails(label);
    const stream = caseStreamId(caseId);
    const revisionId = randomUUID();
    await store.append(
      stream,
      [
        {
          type: 'CaseOpened',
          data: {
            caseId,
            userId,
            title: `Unpaid Work v. ${details.defendantName}`,
            status: 'pending',
            details,
            openedAt: opened,
          },
          ...at(opened),
        },
      ],
      'no_stream',
    );
    const drafted = new Date(Date.parse(opened) + 21 * 86_400_000).toISOString();
    await store.append(
      stream,
      [
        {
          type: 'DocumentGenerated',
          data: {
            caseId,
            revisionId,
            version: '1.0',
            title: `Letter to ${details.defendantName}`,
            content: `Dear ${details.defendantName}`,
            drafter: 'template',
            lawTableVersion: '1',
            llmRejectedReason: null,
            generatedAt: drafted,
          },
          ...at(drafted),
        },
      ],
      1n,
    );
    await execSql(
      db,
      `INSERT INTO document_pdfs (revision_id, html_sha256, subject_id, pdf) VALUES ($1, $2, $3, $4)`,
      [revisionId, Buffer.alloc(32, 1), userId, Buffer.from(`%PDF ${label}`)],
    );
    if (edited) {
      await store.append(
        stream,
        [
          {
            type: 'RevisionSaved',
            data: {
              caseId,
              revisionId: randomUUID(),
              version: '1.1',
              baseVersion: '1.0',
              content: 'Edited',
              editSummary: 'Edit',
              authorId: userId,
              savedAt: edited,
            },
            ...at(edited),
          },
        ],
        2n,
      );
    }
    cases.set(label, caseId);
    return caseId;
  }

  const alive = async (label: string) => {
    const id = cases.get(label)!;
    const { rows } = await execSql(db, `SELECT 1 FROM es.events WHERE stream_id = $1`, [caseStreamId(id)]);
    return rows.length > 0;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await execSql<{ n: number }>(db, sql, params)).rows[0]!.n);

  beforeAll(async () => {
    anchorDir = mkdtempSync(path.join(tmpdir(), 'suego-retention-anchors-'));
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: 'off',
        AUDIT_ANCHOR_KEY: Buffer.alloc(32, 3).toString('hex'),
        AUDIT_ANCHOR_DIR: anchorDir,
      },
    });
    db = t.app.get(DataSource);
    store = t.app.get(EventStore);
    retention = t.app.get(RetentionService);
    await t.app.get(SubscriptionsService).start();
    ownerId = (await registerUser(t.http, { name: 'Long Time Customer' })).user.id;
    for (const year of [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025])
      await historicCase(`Y${year}`, ownerId, `${year}-01-10T09:00:00.000Z`);
    await historicCase('Edited2017in2024', ownerId, '2017-03-01T09:00:00.000Z', '2024-05-01T09:00:00.000Z');
    await historicCase('Gone2016', goneOwner, '2016-06-01T09:00:00.000Z');
    await execSql(
      db,
      `UPDATE privacy.subject_keys SET wrapped_key = NULL, erased_at = '2017-01-01' WHERE subject_id = $1`,
      [goneOwner],
    );
    const last = (await store.readStream(caseStreamId(cases.get('Gone2016')!))).at(-1)!.position;
    expect(await t.app.get(SubscriptionsService).waitFor(last)).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(anchorDir, { recursive: true, force: true });
  });

  it('counts 7 years from the last activity', () => {
    expect(retentionCutoff(new Date('2026-06-01T00:00:00Z')).toISOString()).toBe('2019-06-01T00:00:00.000Z');
  });

  it('in 2026, removes the cases whose last activity is before mid-2019, whole, with their rows, PDFs and keys', async () => {
    const report = await retention.run(new Date('2026-06-01T00:00:00Z'));
    const removed = ['Y2016', 'Y2017', 'Y2018', 'Y2019', 'Gone2016'].map((l) => caseStreamId(cases.get(l)!));
    expect([...report.removedStreams].sort()).toEqual([...removed].sort());
    expect(report.removedEvents).toBe(10);
    expect(report.deletedPdfs).toBe(5);
    for (const label of ['Y2016', 'Y2017', 'Y2018', 'Y2019', 'Gone2016'])
      expect(await alive(label)).toBe(false);
    for (const label of ['Y2020', 'Y2025', 'Edited2017in2024']) expect(await alive(label)).toBe(true);

    const removedIds = ['Y2016', 'Y2019', 'Gone2016'].map((l) => cases.get(l)!);
    expect(
      await count(`SELECT count(*)::int AS n FROM rm_cases WHERE id = ANY($1::uuid[])`, [removedIds]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM rm_document_revisions WHERE case_id = ANY($1::uuid[])`, [
        removedIds,
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM rm_cases WHERE user_id = $1`, [ownerId])).toBe(7);
    expect(await count(`SELECT count(*)::int AS n FROM document_pdfs`)).toBe(7);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM privacy.stream_subjects WHERE stream_id = ANY($1::text[])`,
        [removed],
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM privacy.removed_streams`)).toBe(5);
    // The long-gone account's key (a tombstone) goes with its last stream; a customer's key stays.
    expect(report.deletedKeys).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM privacy.subject_keys WHERE subject_id = $1`, [goneOwner]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM privacy.subject_keys WHERE subject_id = $1`, [ownerId]),
    ).toBe(1);

    // Whole streams only: every remaining chain still verifies.
    expect(await verifyEventChain(db)).toMatchObject({ ok: true, streams: 7 });
    // Run again at the same instant: nothing more to do.
    expect((await retention.run(new Date('2026-06-01T00:00:00Z'))).removedStreams).toEqual([]);
  });

  it('years later, the rest goes in turn; the case edited in 2024 lives until 2031; rebuilt read models agree', async () => {
    expect((await retention.run(new Date('2030-03-01T00:00:00Z'))).removedStreams.length).toBe(4); // 2020–2023
    expect(await alive('Edited2017in2024')).toBe(true);
    expect((await retention.run(new Date('2031-06-01T00:00:00Z'))).removedStreams).toEqual(
      expect.arrayContaining([
        caseStreamId(cases.get('Edited2017in2024')!),
        caseStreamId(cases.get('Y2024')!),
      ]),
    );
    expect(await alive('Y2025')).toBe(true);
    await allEventsVisible(store, db);
    for (const p of ALL_PROJECTIONS) await rebuildProjection(db, p.name, { store });
    expect(await count(`SELECT count(*)::int AS n FROM rm_cases`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM rm_document_revisions`)).toBe(1);
    expect(await verifyEventChain(db)).toMatchObject({ ok: true, streams: 1 });
  });

  it('keeps a stream that got a new event between the scan and the removal', async () => {
    const id = await historicCase('Raced', ownerId, '2015-03-01T00:00:00.000Z');
    const [last] = (await store.readStream(caseStreamId(id))).slice(-1);
    const stale = {
      id: caseStreamId(id),
      version: '1',
      closedAt: new Date('2015-03-22'),
      last: last!.position,
    };
    const report = { removedStreams: [] as string[], removedEvents: 0, deletedPdfs: 0, deletedKeys: 0 };
    const remove = (
      retention as unknown as { remove(s: unknown[], now: Date, r: unknown): Promise<number> }
    ).remove.bind(retention);
    expect(await remove([stale], new Date('2030-01-01'), report)).toBe(0);
    expect(await alive('Raced')).toBe(true);
    expect(await remove([{ ...stale, version: '2' }], new Date('2030-01-01'), report)).toBe(1);
    expect(await alive('Raced')).toBe(false);
  });

  it('prunes ended sessions, idle rate-limit rows and spent reset tokens; live ones stay', async () => {
    const sessions = t.app.get(SessionsService);
    const live = await sessions.start(ownerId, {});
    const ended = await sessions.start(ownerId, {});
    await execSql(db, `UPDATE sessions SET expires_at = now() - interval '90 days' WHERE id = $1`, [
      ended.session.id,
    ]);
    await execSql(
      db,
      `INSERT INTO auth_attempts (key, attempts, window_started_at) VALUES ('old', 3, now() - interval '3 days'), ('new', 1, now())`,
    );
    await execSql(
      db,
      `INSERT INTO user_rate_limits (key, tokens, updated_at) VALUES ('cases:old', 1, now() - interval '3 days'), ('cases:new', 1, now())`,
    );
    const report = await retention.run(new Date());
    expect(report.prunedSessions).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE id = $1`, [ended.session.id])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE id = $1`, [live.session.id])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM auth_attempts WHERE key IN ('old', 'new')`)).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM user_rate_limits WHERE key IN ('cases:old', 'cases:new')`),
    ).toBe(1);
  });

  it('runs from pg-boss cron schedules: retention daily, the anchor hourly and at the first start; a job on the queue runs the retention', async () => {
    const key = Buffer.alloc(32, 3);
    const anchors = () => readdirSync(anchorDir).filter((f) => f.startsWith('anchor-'));
    const ancient = await historicCase('Ancient', ownerId, '2015-01-01T00:00:00.000Z');
    expect(anchors()).toHaveLength(0);
    const scheduler = t.app.get(RetentionScheduler);
    const boss = await scheduler.start({ pollingIntervalSeconds: 0.5 });
    try {
      expect(
        (await boss.getSchedules()).map((s) => [s.name, s.cron]).sort(([a], [b]) => a!.localeCompare(b!)),
      ).toEqual([
        [AUDIT_ANCHOR_QUEUE, AUDIT_ANCHOR_CRON],
        [RETENTION_QUEUE, RETENTION_CRON],
      ]);
      // The first start anchors (as a job), holding the ancient case (docs/adr/211).
      await eventually(async () => anchors().length === 1, 20_000, 200);
      const first = latestAnchorFile(anchorDir, key)!;
      expect(first.heads.map(([id]) => id)).toContain(caseStreamId(ancient));

      await boss.send(RETENTION_QUEUE, {});
      await eventually(async () => !(await alive('Ancient')), 20_000, 200);
      expect(await count(`SELECT count(*)::int AS n FROM rm_cases WHERE id = $1`, [ancient])).toBe(0);
      // The same daily job anchors the stream heads afterwards (docs/adr/155), in the table and as a file: verified
      // against the first anchor, which held the case, so retention's signed removal is what lets it pass.
      await eventually(async () => anchors().length === 2, 20_000, 200);
      expect(await count(`SELECT count(*)::int AS n FROM es.audit_anchors`)).toBe(2);
      const second = latestAnchorFile(anchorDir, key)!;
      expect(second.removed).toContain(caseStreamId(ancient));
      expect(second.heads.map(([id]) => id)).not.toContain(caseStreamId(ancient));
      // The hourly job writes nothing while no stream changed.
      await boss.send(AUDIT_ANCHOR_QUEUE, {});
      await eventually(
        async () =>
          (await count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [
            AUDIT_ANCHOR_QUEUE,
          ])) >= 2,
        20_000,
        200,
      );
      expect(anchors()).toHaveLength(2);
    } finally {
      await scheduler.stop();
    }
  });
});
