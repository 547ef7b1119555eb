import type { CaseEvent } from '../../case.events';
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
import { caseDetailsProjection } from '../case-details/case-details.projection';
import { CaseQueries } from '../../intake/get-case/case-queries';
import { rebuildProjection } from '../../../rebuild-projections';
import { RevisionQueries } from '../../document/revisions/revision-queries';
import { documentRevisionsProjection } from './document-revisions.projection';

const caseId = '6f0c2d64-3333-4a4a-8b8b-000000000001';
const userId = 'a0a0a0a0-3333-4b4b-9c9c-000000000001';
const rev = (n: number) => `b0b0b0b0-3333-4c4c-8d8d-00000000000${n}`;
const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

const events: CaseEvent[] = [
  {
    type: 'CaseOpened',
    data: {
      caseId,
      userId,
      title: 'Unpaid Work v. Acme LLC',
      status: 'pending',
      details: {
        caseType: 'unpaid-work',
        state: 'NY',
        plaintiffName: 'Ana',
        plaintiffEmail: 'ana@example.com',
        plaintiffAddress: '',
        plaintiffPhone: '',
        defendantName: 'Acme LLC',
        defendantAddress: '',
        disputeDescription: 'Unpaid invoice',
        amountCents: 90_000,
        incidentDate: '2026-09-01',
        attemptedResolution: '',
        evidenceDescription: '',
        documentType: 'demand_letter',
        agreedToTerms: true,
      },
      openedAt: at(0),
    },
  },
  {
    type: 'PaymentSucceeded',
    data: { caseId, paymentIntentId: 'pi_1', amount: 500, currency: 'usd', promoCode: null, paidAt: at(1) },
  },
  {
    type: 'DocumentGenerated',
    data: {
      caseId,
      revisionId: rev(1),
      version: '1.0',
      title: 'Demand for Payment',
      content: 'Version one',
      drafter: 'template',
      lawTableVersion: 'x',
      llmRejectedReason: null,
      generatedAt: at(2),
    },
  },
  {
    type: 'ComplexityAssessed',
    data: { caseId, score: 10, reasons: ['a', 'b'], ruleVersion: '1', assessedAt: at(2) },
  },
  {
    type: 'RevisionSaved',
    data: {
      caseId,
      revisionId: rev(2),
      version: '1.1',
      baseVersion: '1.0',
      content: 'Version two',
      editSummary: 'Softer tone',
      authorId: userId,
      savedAt: at(3),
    },
  },
  {
    type: 'RevisionSaved',
    data: {
      caseId,
      revisionId: rev(3),
      version: '1.2',
      baseVersion: '1.1',
      content: 'Version three',
      editSummary: 'Exhibit C',
      authorId: userId,
      savedAt: at(4),
    },
  },
  {
    type: 'RevisionActivated',
    data: { caseId, revisionId: rev(1), version: '1.0', content: 'Version one', activatedAt: at(5) },
  },
];

describe('document revisions projection', () => {
  let t: PgTestStore;
  const mine = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(async () => {
      all = (await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).filter(
        (e) => e.streamId === `case-${caseId}`,
      );
      return all.length >= events.length;
    });
    return all;
  };
  const activeTable = async () =>
    (
      await execSql<{ active_table: string }>(
        t.dataSource,
        `SELECT active_table FROM es.projections WHERE name = 'document_revisions'`,
      )
    ).rows[0]!.active_table;

  beforeAll(async () => {
    t = await openPgTestStore();
    await t.store.append(
      `case-${caseId}`,
      events.map((e) => ({ type: e.type, data: e.data })),
      'no_stream',
    );
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(documentRevisionsProjection);
    host.registerProjection(caseDetailsProjection);
    await host.start();
    expect(await host.waitFor((await mine()).at(-1)!.position, 5_000)).toBe(true);
    await host.stop();
  });
  afterAll(() => t.close());

  it('keeps every revision with its version, summary and author, and exactly one active', async () => {
    const rows = await new RevisionQueries(t.dataSource, t.store).listForCase(caseId);
    expect(rows.map((r) => [r.version, r.editSummary, r.isActive, r.authorId, r.baseVersion])).toEqual([
      ['1.0', 'Drafted by SueGo', true, null, null],
      ['1.1', 'Softer tone', false, userId, '1.0'],
      ['1.2', 'Exhibit C', false, userId, '1.1'],
    ]);
    expect(rows.every((r) => r.title === 'Demand for Payment')).toBe(true);
  });

  it('shows the active text and a 10.00 complexity on the case row', async () => {
    const row = (await new CaseQueries(t.dataSource, t.store).findById(caseId))!;
    expect(row.documentContent).toBe('Version one');
    expect(row.generatedDocument).toBe('Version one');
    expect(row.complexityScore).toBe('10.00');
    expect(row.complexityReasons).toEqual(['a', 'b']);
  });

  it('refuses a second active revision of a case at commit', async () => {
    const table = await activeTable();
    await expect(
      t.dataSource.transaction((tx) =>
        execSql(tx, `UPDATE "${table}" SET is_active = true WHERE case_id = $1`, [caseId]),
      ),
    ).rejects.toThrow(/one_active|exclusion/);
  });

  it('replaying the same events twice gives the same rows', async () => {
    const before = await tableHash(t.dataSource, 'rm_document_revisions', 'id');
    const all = await mine();
    await t.dataSource.transaction(async (tx) => {
      await documentRevisionsProjection.apply(all, tx, {
        table: await activeTable(),
        values: t.store.sealedValues,
      });
    });
    expect(await tableHash(t.dataSource, 'rm_document_revisions', 'id')).toBe(before);
  });

  it('a replay in small batches and a rebuild from zero reproduce the live table', async () => {
    const live = await tableHash(t.dataSource, 'rm_document_revisions', 'id');
    await ensureProjection(t.dataSource, documentRevisionsProjection);
    await rebuildProjection(t.dataSource, 'document_revisions', { store: t.store, batchSize: 2 });
    expect(await tableHash(t.dataSource, 'rm_document_revisions', 'id')).toBe(live);
    expect(await activeTable()).toBe('rm_document_revisions_v2');
  });
});
