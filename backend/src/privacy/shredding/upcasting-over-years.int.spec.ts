import { caseHistory } from '../../audit/case-history/case-history';
import { claimantKindOf } from '../../claim/case.types';
import { caseStreamId } from '../../case-file/case.events';
import { CaseQueries } from '../../case-file/intake/get-case/case-queries';
import { SUBSCRIPTION_COLUMNS } from '../../subscriptions/read-models/subscriptions/subscription.row';
import { foldCase } from '../../case-file/load-case';
import { execSql } from '../../database/sql';
import { verifyEventChain } from '../../event-store/postgres/verify-chain';
import { UpcasterRegistry } from '../../event-store/upcasters';
import { subscriptionStreamId } from '../../subscriptions/subscription.events';
import { ALL_PROJECTIONS } from '../../all-projections';
import { rebuildProjection } from '../../rebuild-projections';
import { backfillLegacyEvents } from './legacy-backfill';
import { ERASED } from './personal-data-codec';
import { PERSONAL_DATA, personal, subject } from './personal-data.registry';
import fixture from '../../testing/privacy/fixtures/product-events.v1.json';
import {
  allEventsVisible,
  insertLegacyRows,
  openPrivacyTestStore,
  type LegacyRow,
  type PrivacyTestStore,
} from '../../testing/privacy/privacy-store';

/** The ticket fixture's upcasters: schema 1 had one `name`, 2 split it, 3 (today) adds the channel. */
const ticketUpcasters = () =>
  new UpcasterRegistry([
    {
      type: 'FixtureTicketOpened',
      fromVersion: 1,
      upcast: (data) => {
        const { name, ...rest } = data as { name: string };
        const [firstName = '', ...last] = name.split(' ');
        return { data: { ...rest, firstName, lastName: last.join(' ') } };
      },
    },
    {
      type: 'FixtureTicketOpened',
      fromVersion: 2,
      upcast: (data) => ({ data: { ...(data as object), channel: 'web' } }),
    },
  ]);

/** Today's registry plus the ticket, whose personal field moved between versions. */
const rules = {
  ...PERSONAL_DATA,
  FixtureTicketOpened: {
    ...personal(subject('userId'), 'firstName', 'lastName'),
    fieldsByVersion: { 1: ['name'] },
  },
};

describe.each([
  ['stored in plaintext by an old release', false],
  ['sealed by the one-time legacy backfill', true],
])('events of earlier years, %s, read through today’s code', (_, sealed) => {
  let t: PrivacyTestStore;
  const rows = fixture.rows as unknown as LegacyRow[];

  beforeAll(async () => {
    t = await openPrivacyTestStore({ rules, upcasters: ticketUpcasters() });
    await insertLegacyRows(t.dataSource, rows);
    if (sealed) expect(await backfillLegacyEvents(t.dataSource, t.codec)).toEqual({ streams: 3, sealed: 9 });
  });
  afterAll(() => t.close());

  it(
    sealed
      ? 'holds no plaintext any more, and every stream is hash-chained'
      : 'still holds the plaintext it was given',
    async () => {
      const { rows: raw } = await execSql<{ t: string }>(
        t.dataSource,
        `SELECT string_agg(e::text, '') AS t FROM es.events e`,
      );
      expect(raw[0]!.t.includes('Odessa')).toBe(!sealed);
      expect((await verifyEventChain(t.dataSource)).ok).toBe(sealed);
    },
  );

  it('folds the case of the first release, whose answers lacked claimantKind and issue 12’s questions', async () => {
    const events = await t.store.readStream(caseStreamId(fixture.caseId));
    expect(events).toHaveLength(8);
    const state = foldCase(events);
    expect(state).toMatchObject({ status: 'completed', userId: fixture.userId });
    if (state.status === 'none') throw new Error('no case');
    expect(state.details.plaintiffName).toBe('Odessa Fairweather');
    expect(state.details.amountCents).toBe(190_000);
    expect(claimantKindOf(state.details)).toBe('individual');

    const history = caseHistory(fixture.caseId, events, new Date('2026-11-20T09:31:30.000Z'));
    expect(history.events.map((e) => e.summary)).toEqual([
      'Case opened: Unpaid Work v. Halvorsen Print Shop, $1,800.00 claimed in CA (demand letter)',
      'Details revised: Unpaid Work v. Halvorsen Print Shop, $1,900.00 claimed',
      'Checkout started: $5.00 to pay (pi_legacy1)',
    ]);
    expect(history.state).toMatchObject({ status: 'pending' });
  });

  it('upcasts the ticket of 2024 (schema 1) and of 2025 (schema 2) to today’s shape', async () => {
    const [v1, v2] = await t.store.readStream('legacyticket-1');
    expect(v1).toMatchObject({
      schemaVersion: 3,
      data: { firstName: 'Odessa', lastName: 'Fairweather', channel: 'web' },
    });
    expect(v2).toMatchObject({
      schemaVersion: 3,
      data: { firstName: 'Odessa', lastName: 'Fairweather', channel: 'web' },
    });
  });

  it('builds today’s read models from them', async () => {
    await allEventsVisible(t.store, t.dataSource);
    for (const p of ALL_PROJECTIONS) await rebuildProjection(t.dataSource, p.name, { store: t.store });
    const opened = await new CaseQueries(t.dataSource, t.store).findById(fixture.caseId);
    expect(opened).toMatchObject({
      status: 'completed',
      formData: { plaintiffName: 'Odessa Fairweather', amountClaimed: '1900.00' },
    });
    const { rows: stored } = await execSql<{ user_id: string; status: string; cancellation_reason: Buffer }>(
      t.dataSource,
      `SELECT user_id, status, cancellation_reason FROM rm_subscriptions WHERE id = $1`,
      [fixture.subscriptionId],
    );
    const subs = await SUBSCRIPTION_COLUMNS.open(t.store.sealedValues, stored);
    expect(subs).toEqual([
      {
        user_id: expect.any(String),
        status: 'canceled',
        cancellation_reason: 'Odessa found a cheaper printer',
      },
    ]);
  });

  if (sealed)
    it('and once the person is erased, every version reads "[erased]" before the upcasters run', async () => {
      await t.dataSource.transaction((tx) => t.keys.erase(fixture.userId, tx));
      const [opened] = await t.store.readStream(caseStreamId(fixture.caseId));
      expect((opened!.data as { details: { plaintiffName: string; state: string } }).details).toMatchObject({
        plaintiffName: ERASED,
        state: 'CA',
      });
      const [v1] = await t.store.readStream('legacyticket-1');
      expect(v1!.data).toMatchObject({ firstName: ERASED, channel: 'web' });
      const [, cancel] = await t.store.readStream(subscriptionStreamId(fixture.subscriptionId));
      expect((cancel!.data as { reason: string }).reason).toBe(ERASED);
      expect((await verifyEventChain(t.dataSource)).ok).toBe(true);
    });
});
