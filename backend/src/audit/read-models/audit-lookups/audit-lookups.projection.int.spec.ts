import type { Position, RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../../testing/event-store/pg-store';
import { captureLogger } from '../../../testing/event-store/test-logger';
import { auditLogStreamId, type AuditLogEvent } from '../../audit-log.events';
import { rebuildProjection } from '../../../rebuild-projections';
import { SealAuditLookupEmails1798220000000 } from '../../../event-store/projection/sealed-read-columns.migration';
import {
  openPrivacyTestStore,
  type PrivacyTestStore,
} from '../../../testing/privacy/privacy-store';
import { AUDIT_LOOKUP_COLUMNS } from './audit-lookup.row';
import { auditLookupsProjection } from './audit-lookups.projection';

const auditor = 'a0a0a0a0-2222-4b4b-9c9c-0000000000aa';
const staff = 'b0b0b0b0-3333-4c4c-8d8d-0000000000bb';
const caseA = '5b0c3f55-1111-4a2b-8c3d-0000000000aa';
const caseB = '5b0c3f55-1111-4a2b-8c3d-0000000000bb';
const owner = 'c0c0c0c0-4444-4d4d-9e9e-0000000000cc';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute)).toISOString();

const byAuditor: AuditLogEvent[] = [
  {
    type: 'CasesLookedUpByEmail',
    data: {
      auditorId: auditor,
      auditorRole: 'auditor',
      email: 'maria@example.com',
      matchedUserId: owner,
      caseIds: [caseA, caseB],
      lookedUpAt: at(1),
    },
  },
  {
    type: 'CaseHistoryLookedUp',
    data: {
      auditorId: auditor,
      auditorRole: 'auditor',
      caseId: caseA,
      asOf: null,
      found: true,
      lookedUpAt: at(2),
    },
  },
  {
    type: 'CaseHistoryLookedUp',
    data: {
      auditorId: auditor,
      auditorRole: 'auditor',
      caseId: caseA,
      asOf: at(0),
      found: true,
      lookedUpAt: at(3),
    },
  },
];
const byStaff: AuditLogEvent[] = [
  {
    type: 'CasesLookedUpByEmail',
    data: {
      auditorId: staff,
      auditorRole: 'staff',
      email: 'nobody@example.com',
      matchedUserId: null,
      caseIds: [],
      lookedUpAt: at(4),
    },
  },
  {
    type: 'CaseHistoryLookedUp',
    data: {
      auditorId: staff,
      auditorRole: 'staff',
      caseId: caseB,
      asOf: null,
      found: false,
      lookedUpAt: at(5),
    },
  },
];

describe('audit lookups projection', () => {
  let t: PgTestStore;
  const total = byAuditor.length + byStaff.length;
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >= total,
    );
    return all;
  };
  const hash = () => tableHash(t.dataSource, 'rm_audit_lookups', 'id');

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [] });
    const append = (id: string, events: AuditLogEvent[]) =>
      t.store.append(
        auditLogStreamId(id),
        events.map((e) => ({ type: e.type, data: e.data })),
        'any',
      );
    await append(auditor, byAuditor.slice(0, 2));
    await append(staff, byStaff);
    await append(auditor, byAuditor.slice(2));
    // Other streams' events are not lookups.
    await t.store.append(`case-${caseA}`, [{ type: 'CaseOpened', data: { caseId: caseA } }], 'any');
  });
  afterAll(() => t.close());

  it('keeps one row per lookup: who, which case or email, the instant replayed to, when', async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(auditLookupsProjection);
    await host.start();
    expect(await host.waitFor((await allEvents()).at(-1)!.position, 5_000)).toBe(true);
    await host.stop();
    const rows = await t.dataSource.query(
      `SELECT auditor_id, auditor_role, kind, case_id, email, matched_user_id, case_ids, as_of, found, looked_up_at
         FROM rm_audit_lookups ORDER BY looked_up_at`,
    );
    expect(rows).toHaveLength(total);
    expect(rows[0]).toMatchObject({
      auditor_id: auditor,
      auditor_role: 'auditor',
      kind: 'email',
      case_id: null,
      // The matched account's email is read from the account (the list joins users): not copied here.
      email: null,
      matched_user_id: owner,
      case_ids: [caseA, caseB],
      found: true,
    });
    expect(rows[2]).toMatchObject({ kind: 'case', case_id: caseA, email: null, case_ids: [caseA] });
    expect((rows[2].as_of as Date).toISOString()).toBe(at(0));
    expect(rows[3]).toMatchObject({
      auditor_role: 'staff',
      kind: 'email',
      found: false,
      case_ids: [],
    });
    expect(rows[4]).toMatchObject({ kind: 'case', case_id: caseB, found: false });
    // The address typed is stored sealed (bytea; this store has no keys, so it is tagged plain) and opened on read.
    expect(Buffer.isBuffer(rows[3].email)).toBe(true);
    expect((await AUDIT_LOOKUP_COLUMNS.open(t.store.sealedValues, [rows[3]]))[0].email).toBe(
      'nobody@example.com',
    );
    // Who looked at case A (directly or in an email lookup's answer)?
    const aboutA = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM rm_audit_lookups WHERE case_ids @> $1::jsonb`,
      [JSON.stringify([caseA])],
    );
    expect(aboutA[0].n).toBe(3);
  });

  it('replaying the same events twice gives the same rows, and a rebuild reproduces them', async () => {
    const before = await hash();
    const all = await allEvents();
    await t.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ active_table: string }>(
        tx,
        `SELECT active_table FROM es.projections WHERE name = 'audit_lookups'`,
      );
      await auditLookupsProjection.apply(
        all.filter((e) => (auditLookupsProjection.handles ?? []).includes(e.type)),
        tx,
        { table: rows[0]!.active_table, values: t.store.sealedValues },
      );
    });
    expect(await hash()).toBe(before);
    await rebuildProjection(t.dataSource, 'audit_lookups', { store: t.store });
    expect(await hash()).toBe(before);
  });
});

describe('audit lookups projection with subject keys (docs/adr/127, 132)', () => {
  let t: PrivacyTestStore;
  let last: Position;
  const typed = 'quorvandle@example.com';

  beforeAll(async () => {
    t = await openPrivacyTestStore();
    // The append's own position: `readAll` is gap-safe, so another test file's open transaction on the shared
    // cluster could hide these events from it for a while.
    ({ position: last } = await t.store.append(
      auditLogStreamId(staff),
      byStaff.map((e) => ({
        type: e.type,
        data: { ...e.data, ...('email' in e.data ? { email: typed } : {}) },
      })),
      'any',
    ));
  });
  afterAll(() => t.close());

  const project = async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(auditLookupsProjection);
    await host.start();
    expect(await host.waitFor(last, 10_000)).toBe(true);
    await host.stop();
  };
  const stored = async () =>
    (
      await execSql<{ auditor_id: string; email: Buffer }>(
        t.dataSource,
        `SELECT auditor_id, email FROM rm_audit_lookups WHERE kind = 'email' AND auditor_id = $1`,
        [staff],
      )
    ).rows;

  it('seals the address typed under the looker\'s key: ciphertext on disk, opened on read, "[erased]" after their erasure', async () => {
    await project();
    const [row] = await stored();
    expect(Buffer.isBuffer(row!.email)).toBe(true);
    expect(row!.email.toString('latin1')).not.toContain('quorvandle');
    const { rows: raw } = await execSql<{ n: number }>(
      t.dataSource,
      `SELECT count(*)::int AS n FROM rm_audit_lookups WHERE position(convert_to('quorvandle', 'UTF8') IN email) > 0`,
    );
    expect(raw[0]!.n).toBe(0);
    expect((await AUDIT_LOOKUP_COLUMNS.open(t.store.sealedValues, await stored()))[0]!.email).toBe(typed);

    await t.dataSource.transaction((tx) => t.keys.erase(staff, tx));
    expect((await AUDIT_LOOKUP_COLUMNS.open(t.store.sealedValues, await stored()))[0]!.email).toBe(
      '[erased]',
    );
    // A rebuild after the erasure writes the erased tag, not the address.
    await rebuildProjection(t.dataSource, 'audit_lookups', { store: t.store });
    const rebuilt = await stored();
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]!.email.toString('latin1')).not.toContain('quorvandle');
    expect((await AUDIT_LOOKUP_COLUMNS.open(t.store.sealedValues, rebuilt))[0]!.email).toBe('[erased]');
  });
  it('an existing deployment drops the table (SealAuditLookupEmails) and rebuilds it sealed from the log at start', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new SealAuditLookupEmails1798220000000().up(runner);
    } finally {
      await runner.release();
    }
    const { rows } = await execSql<{ n: number; v: string | null }>(
      t.dataSource,
      `SELECT (SELECT count(*) FROM es.projections WHERE name = 'audit_lookups')::int AS n,
              to_regclass('rm_audit_lookups')::text AS v`,
    );
    expect(rows[0]).toEqual({ n: 0, v: null });
    await project();
    const rebuilt = await stored();
    expect(rebuilt).toHaveLength(1);
    expect(Buffer.isBuffer(rebuilt[0]!.email)).toBe(true);
    expect((await AUDIT_LOOKUP_COLUMNS.open(t.store.sealedValues, rebuilt))[0]!.email).toBe('[erased]');
  });
});
