import { DataSource } from 'typeorm';
import { caseStreamId } from '../../case-file/case.events';
import { openDataSource } from '../../database/data-source';
import { EventStore } from '../../event-store/event-store';
import { execSql } from '../../database/sql';
import { verifyEventChain } from '../../event-store/postgres/verify-chain';
import { createTestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { backfillLegacyEvents } from './legacy-backfill';
import fixture from '../../testing/privacy/fixtures/product-events.v1.json';
import { insertLegacyRows, openPrivacyTestStore, type LegacyRow } from '../../testing/privacy/privacy-store';
import { ALL_MIGRATIONS } from '../../all-migrations';

const rows = (fixture.rows as unknown as LegacyRow[]).filter((r) => !r.stream_id.startsWith('legacyticket'));
const noteEvent = (content: string) => ({
  type: 'RevisionActivated',
  data: { caseId: fixture.caseId, revisionId: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d', version: '1.0', content, activatedAt: '2026-12-01T00:00:00.000Z' },
});

describe('the one-time migration of plaintext events (docs/adr/121)', () => {
  it('refuses to extend an unchained legacy stream, seals and chains it once, then appends continue the chain', async () => {
    const t = await openPrivacyTestStore();
    try {
      await insertLegacyRows(t.dataSource, rows);
      const started = { type: 'DocumentGenerationStarted', data: { caseId: fixture.caseId, jobId: fixture.caseId, attempt: 2, startedAt: '2026-12-01T00:00:00.000Z' } };
      await expect(t.store.append(caseStreamId(fixture.caseId), [started], 8n)).rejects.toThrow(/not hash-chained yet/);
      expect(await verifyEventChain(t.dataSource)).toMatchObject({
        ok: false,
        firstBroken: { streamId: caseStreamId(fixture.caseId), position: 1n, reason: 'no hash (never chained)' },
      });

      expect(await backfillLegacyEvents(t.dataSource, t.codec)).toEqual({ streams: 2, sealed: 7 });
      expect(await backfillLegacyEvents(t.dataSource, t.codec)).toEqual({ streams: 0, sealed: 0 });
      const { rows: owners } = await execSql(t.dataSource, `SELECT stream_id, subject_id FROM privacy.stream_subjects ORDER BY 1`);
      expect(owners).toHaveLength(2);

      await t.store.append(caseStreamId(fixture.caseId), [noteEvent('Dear Halvorsen, after the migration.')], 8n);
      const events = await t.store.readStream(caseStreamId(fixture.caseId));
      expect((events[8]!.data as { content: string }).content).toBe('Dear Halvorsen, after the migration.');
      expect((events[0]!.data as { details: { plaintiffName: string } }).details.plaintiffName).toBe('Odessa Fairweather');
      expect(await verifyEventChain(t.dataSource)).toMatchObject({ ok: true, streams: 2, events: 12 });
    } finally {
      await t.close();
    }
  });

  it('runs when the app starts, before anything can append', async () => {
    const database = await createTestDatabase('pv');
    const ds = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 2 });
    await insertLegacyRows(ds, rows);
    await ds.destroy();
    const app = await createTestApp({ database });
    try {
      const db = app.app.get(DataSource);
      const { rows: raw } = await execSql<{ t: string; unchained: number }>(
        db,
        `SELECT string_agg(e::text, '') AS t, count(*) FILTER (WHERE hash IS NULL)::int AS unchained FROM es.events e`,
      );
      expect(raw[0]).toMatchObject({ unchained: 0 });
      expect(raw[0]!.t).not.toContain('Odessa');
      const events = await app.app.get(EventStore).readStream(caseStreamId(fixture.caseId));
      expect((events[0]!.data as { title: string }).title).toBe('Unpaid Work v. Halvorsen Print Shop');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
