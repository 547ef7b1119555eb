import type { CaseEvent } from '../../case.events';
import type { CaseDetails } from '../../../claim/case.types';
import type { RecordedEvent } from '../../../event-store/event-store';
import { execSql } from '../../../database/sql';
import { ensureProjection } from '../../../event-store/projection/projection';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../../testing/event-store/pg-store';
import { captureLogger } from '../../../testing/event-store/test-logger';
import { rebuildProjection } from '../../../rebuild-projections';
import { CaseQueries } from '../../intake/get-case/case-queries';
import { caseDetailsProjection } from './case-details.projection';

const details = (overrides: Partial<CaseDetails> = {}): CaseDetails => ({
  caseType: 'security-deposit',
  state: 'TX',
  plaintiffName: 'Sam Tenant',
  plaintiffEmail: 'sam@example.com',
  plaintiffAddress: '1 Elm St, Austin, TX',
  plaintiffPhone: '',
  defendantName: 'Lone Star Rentals',
  defendantAddress: '9 Main St, Austin, TX',
  disputeDescription: 'Deposit of $1,200 not returned 45 days after move-out.',
  amountCents: 120_000,
  incidentDate: '2026-09-01',
  attemptedResolution: 'Sent forwarding address in writing.',
  evidenceDescription: 'Lease, move-out photos.',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

const opened = (caseId: string, userId: string): CaseEvent => ({
  type: 'CaseOpened',
  data: {
    caseId,
    userId,
    title: 'Security Deposit v. Lone Star Rentals',
    status: 'pending',
    details: details(),
    openedAt: '2026-11-01T10:00:00.000Z',
  },
});
const revised = (caseId: string, cents: number, at: string): CaseEvent => ({
  type: 'CaseDetailsRevised',
  data: {
    caseId,
    title: 'Security Deposit v. Lone Star Rentals LLC',
    details: details({ amountCents: cents, defendantName: 'Lone Star Rentals LLC' }),
    revisedAt: at,
  },
});

describe('case details projection', () => {
  let t: PgTestStore;
  const ids = ['6f0c2d64-1111-4a4a-8b8b-000000000001', '6f0c2d64-1111-4a4a-8b8b-000000000002'];
  const user = 'a0a0a0a0-2222-4b4b-9c9c-000000000001';
  /** All 5 appended events, once the gap-safe read shows them (another test file's open transaction hides them). */
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >= 5,
    );
    return all;
  };

  beforeAll(async () => {
    t = await openPgTestStore();
    for (const id of ids) {
      await t.store.append(`case-${id}`, [opened(id, user)], 'no_stream');
      await t.store.append(`case-${id}`, [revised(id, 150_000, '2026-11-02T10:00:00.000Z')], 1n);
    }
    await t.store.append(`case-${ids[0]}`, [revised(ids[0]!, 99_999, '2026-11-03T10:00:00.000Z')], 2n);
  });
  afterAll(() => t.close());

  it('folds each case stream into one row with the spec fields', async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(caseDetailsProjection);
    await host.start();
    const head = (await allEvents()).at(-1)!;
    expect(await host.waitFor(head.position, 5_000)).toBe(true);
    await host.stop();

    const row = (await new CaseQueries(t.dataSource, t.store).findById(ids[0]!))!;
    expect(row).toMatchObject({
      userId: user,
      caseType: 'security-deposit',
      title: 'Security Deposit v. Lone Star Rentals LLC',
      status: 'pending',
      amount: '999.99',
      state: 'TX',
      documentType: 'demand_letter',
      documentUrl: null,
      version: '3',
    });
    expect(row.formData).toMatchObject({ amountClaimed: '999.99', defendantName: 'Lone Star Rentals LLC' });
    expect(row.formData).not.toHaveProperty('amountCents');
    expect(row.createdAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(row.updatedAt.toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('replaying the same events twice gives the same rows', async () => {
    const before = await tableHash(t.dataSource, 'rm_cases', 'id');
    const all = await allEvents();
    await t.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ active_table: string }>(
        tx,
        `SELECT active_table FROM es.projections WHERE name = 'case_details'`,
      );
      await caseDetailsProjection.apply(all, tx, {
        table: rows[0]!.active_table,
        values: t.store.sealedValues,
      });
    });
    expect(await tableHash(t.dataSource, 'rm_cases', 'id')).toBe(before);
  });

  it('a rebuild from zero reproduces the live table', async () => {
    await ensureProjection(t.dataSource, caseDetailsProjection);
    await allEvents();
    const live = await tableHash(t.dataSource, 'rm_cases', 'id');
    await rebuildProjection(t.dataSource, 'case_details', { store: t.store });
    expect(await tableHash(t.dataSource, 'rm_cases', 'id')).toBe(live);
    const { rows } = await execSql<{ active_table: string }>(
      t.dataSource,
      `SELECT active_table FROM es.projections WHERE name = 'case_details'`,
    );
    expect(rows[0]!.active_table).toBe('rm_cases_v2');
  });
});
