import { randomUUID } from 'node:crypto';
import { caseStreamId } from '../../case-file/case.events';
import { START } from '../../event-store/event-store';
import { RETENTION_ROLE } from '../../event-store/postgres/event-hash-chain.migration';
import { execSql } from '../../database/sql';
import { verifyEventChain } from '../../event-store/postgres/verify-chain';
import { eventually } from '../../testing/event-store/pg-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ERASED } from './personal-data-codec';
import { WrongMasterKeyError } from './subject-keys';
import {
  allEventsVisible,
  openPrivacyProcess,
  openPrivacyTestStore,
  personalCaseDetails,
  type PrivacyTestStore,
} from '../../testing/privacy/privacy-store';

function caseOpened(caseId: string, userId: string, tag: string) {
  const details = personalCaseDetails(tag);
  return {
    type: 'CaseOpened',
    data: { caseId, userId, title: `Unpaid Work v. ${details.defendantName}`, status: 'pending', details, openedAt: '2026-11-01T10:00:00.000Z' },
  };
}

const documentGenerated = (caseId: string, tag: string) => ({
  type: 'DocumentGenerated',
  data: {
    caseId,
    revisionId: randomUUID(),
    version: '1.0',
    title: `Demand letter to Xavier ${tag} Plumtree`,
    content: `Dear Xavier ${tag} Plumtree, you owe me money.`,
    drafter: 'template',
    lawTableVersion: '1',
    llmRejectedReason: null,
    generatedAt: '2026-11-01T10:05:00.000Z',
  },
});

async function rawRows(t: PrivacyTestStore, streamId: string): Promise<string> {
  const { rows } = await execSql<{ t: string }>(
    t.dataSource,
    `SELECT string_agg(e::text, '\n' ORDER BY stream_position) AS t FROM es.events e WHERE stream_id = $1`,
    [streamId],
  );
  return rows[0]?.t ?? '';
}

describe('crypto-shredding at the event store port', () => {
  let t: PrivacyTestStore;
  beforeAll(async () => {
    t = await openPrivacyTestStore();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores personal fields only as ciphertext and gives them back on every read path; the caller’s object is untouched', async () => {
    const caseId = randomUUID();
    const userId = randomUUID();
    const opened = caseOpened(caseId, userId, 'Alpha');
    const original = structuredClone(opened);
    await t.store.append(caseStreamId(caseId), [opened, documentGenerated(caseId, 'Alpha')], 'no_stream');
    expect(opened).toEqual(original);

    const raw = await rawRows(t, caseStreamId(caseId));
    expect(raw).not.toMatch(/Alpha|Zelda|Xavier|example\.com|916 555/);
    expect(raw).toContain('[encrypted]');
    expect(raw).toContain('"pii"');

    const read = await t.store.readStream(caseStreamId(caseId));
    expect(read[0]!.data).toEqual(opened.data);
    expect(read[0]!.metadata).not.toHaveProperty('pii');
    expect((read[1]!.data as { content: string }).content).toBe('Dear Xavier Alpha Plumtree, you owe me money.');
    await allEventsVisible(t.store, t.dataSource);
    const all = await t.store.readAll(START, 1_000);
    expect(all.find((e) => e.eventId === read[0]!.eventId)!.data).toEqual(opened.data);

    const { rows } = await execSql<{ subject_id: string }>(
      t.dataSource,
      `SELECT subject_id FROM privacy.stream_subjects WHERE stream_id = $1`,
      [caseStreamId(caseId)],
    );
    expect(rows).toEqual([{ subject_id: userId }]);
  });

  it('erasing the subject leaves the log (and its hash chain) intact and every personal field reads "[erased]"', async () => {
    const caseId = randomUUID();
    const userId = randomUUID();
    const other = randomUUID();
    const otherCase = randomUUID();
    await t.store.append(caseStreamId(caseId), [caseOpened(caseId, userId, 'Bravo')], 'no_stream');
    await t.store.append(caseStreamId(caseId), [documentGenerated(caseId, 'Bravo')], 1n);
    await t.store.append(caseStreamId(otherCase), [caseOpened(otherCase, other, 'Keep')], 'no_stream');
    const before = await rawRows(t, caseStreamId(caseId));

    await t.dataSource.transaction((tx) => t.keys.erase(userId, tx));

    expect(await rawRows(t, caseStreamId(caseId))).toBe(before);
    const [opened, generated] = await t.store.readStream(caseStreamId(caseId));
    const details = (opened!.data as { details: Record<string, unknown> }).details;
    expect(details.plaintiffName).toBe(ERASED);
    expect(details.plaintiffEmail).toBe(ERASED);
    expect(details.enclosures).toEqual([ERASED, ERASED]);
    expect(details.damageItems).toEqual([{ description: ERASED, amountCents: 250_000 }]);
    expect(details.amountCents).toBe(250_000);
    expect(details.state).toBe('CA');
    expect((opened!.data as { title: string }).title).toBe(ERASED);
    expect((generated!.data as { content: string; version: string }).content).toBe(ERASED);
    expect((generated!.data as { version: string }).version).toBe('1.0');

    // Another subject is untouched; a late event of the erased one is stored as "[erased]" (no new key).
    expect(((await t.store.readStream(caseStreamId(otherCase)))[0]!.data as { details: { plaintiffName: string } }).details.plaintiffName).toBe('Zelda Keep Quirinal');
    await t.store.append(caseStreamId(caseId), [documentGenerated(caseId, 'Late')], 2n);
    expect(await rawRows(t, caseStreamId(caseId))).not.toContain('Late');
    expect(((await t.store.readStream(caseStreamId(caseId)))[2]!.data as { title: string }).title).toBe(ERASED);

    const report = await verifyEventChain(t.dataSource);
    expect(report).toMatchObject({ ok: true, brokenStreams: 0 });
  });

  it('refuses a ciphertext that was altered behind the trigger, rather than reading garbage', async () => {
    const caseId = randomUUID();
    await t.store.append(caseStreamId(caseId), [caseOpened(caseId, randomUUID(), 'Tamper')], 'no_stream');
    await execSql(t.dataSource, `ALTER TABLE es.events DISABLE TRIGGER events_append_only`);
    try {
      await execSql(
        t.dataSource,
        `UPDATE es.events SET metadata = jsonb_set(metadata, '{pii,c}', to_jsonb('AAAA' || substr(metadata->'pii'->>'c', 5)))
          WHERE stream_id = $1`,
        [caseStreamId(caseId)],
      );
    } finally {
      await execSql(t.dataSource, `ALTER TABLE es.events ENABLE TRIGGER events_append_only`);
    }
    await expect(t.store.readStream(caseStreamId(caseId))).rejects.toThrow(/does not decrypt/);
  });

  it('makes no key when the transaction that would have used it rolls back', async () => {
    const caseId = randomUUID();
    const userId = randomUUID();
    await expect(
      t.dataSource.transaction(async (tx) => {
        await t.store.append(caseStreamId(caseId), [caseOpened(caseId, userId, 'Rollback')], 'no_stream', { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(t.keys.cache.get(userId)).toBeUndefined();
    const { rows } = await execSql(t.dataSource, `SELECT 1 FROM privacy.subject_keys WHERE subject_id = $1`, [userId]);
    expect(rows).toEqual([]);
    await t.store.append(caseStreamId(caseId), [caseOpened(caseId, userId, 'Again')], 'no_stream');
    expect(((await t.store.readStream(caseStreamId(caseId)))[0]!.data as { title: string }).title).toContain('Again');
  });

  it('keeps only the id and role of an actor (a whole user object would put an email in the log)', async () => {
    const streamId = `misc-${randomUUID()}`;
    const actor = { id: randomUUID(), role: 'user', email: 'leak@example.com', name: 'Leaky Name' };
    await t.store.append(streamId, [{ type: 'PaymentSucceeded', data: {}, metadata: { actor } }], 'any');
    expect(await rawRows(t, streamId)).not.toMatch(/leak@example|Leaky/);
    expect((await t.store.readStream(streamId))[0]!.metadata.actor).toEqual({ id: actor.id, role: 'user' });
  });

  it('stores an unclassified event type as it is, with a warning naming the registry', async () => {
    await t.store.append(`misc-${randomUUID()}`, [{ type: 'SomethingNew', data: { name: 'Plain' } }], 'any');
    expect(t.warnings.join('\n')).toMatch(/SomethingNew is not in the personal-data registry/);
  });

  it('refuses a personal event of a stream whose owner is unknown', async () => {
    await expect(t.store.append(caseStreamId(randomUUID()), [documentGenerated(randomUUID(), 'Orphan')], 'any')).rejects.toThrow(
      /data subject of its personal fields is unknown/,
    );
  });
});

describe('crypto-shredding across processes', () => {
  let database: TestDatabase;
  let a: PrivacyTestStore;
  let b: PrivacyTestStore;
  beforeAll(async () => {
    database = await createTestDatabase('pv');
    a = await openPrivacyProcess(database, { listen: true });
    b = await openPrivacyProcess(database, { listen: true });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it('an erasure in one process reaches the key cache of another at once (NOTIFY)', async () => {
    const caseId = randomUUID();
    const userId = randomUUID();
    await a.store.append(caseStreamId(caseId), [caseOpened(caseId, userId, 'Cache')], 'no_stream');
    const name = async () =>
      ((await a.store.readStream(caseStreamId(caseId)))[0]!.data as { details: { plaintiffName: string } }).details.plaintiffName;
    expect(await name()).toBe('Zelda Cache Quirinal');
    expect(a.keys.cache.get(userId)).toHaveProperty('key');

    await b.dataSource.transaction((tx) => b.keys.erase(userId, tx));
    await eventually(async () => (await name()) === ERASED, 5_000);
  });

  it('a process started with another master key refuses to run', async () => {
    await expect(openPrivacyProcess(database, { masterKey: Buffer.alloc(32, 9) })).rejects.toBeInstanceOf(WrongMasterKeyError);
  });

  it('only the retention role may delete events, and nobody may rewrite a chained one', async () => {
    const caseId = randomUUID();
    await a.store.append(caseStreamId(caseId), [caseOpened(caseId, randomUUID(), 'Role')], 'no_stream');
    await expect(
      a.dataSource.transaction(async (tx) => {
        await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
        await execSql(tx, `UPDATE es.events SET data = '{}' WHERE stream_id = $1`, [caseStreamId(caseId)]);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(execSql(a.dataSource, `DELETE FROM es.events WHERE stream_id = $1`, [caseStreamId(caseId)])).rejects.toThrow(/append-only/);
  });
});
