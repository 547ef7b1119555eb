import type { AttorneySearchEvent } from '../access/attorney-search.events';
import type {
  ReferralDetails,
  ReferralRequestEvent,
} from '../referrals/referral-request.events';
import type { RecordedEvent } from '../../event-store/event-store';
import { ATTORNEY_REFERRAL_COLUMNS } from './referrals/referral-request.row';
import { execSql } from '../../database/sql';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../testing/event-store/pg-store';
import { captureLogger } from '../../testing/event-store/test-logger';
import { rebuildProjection } from '../../rebuild-projections';
import { attorneyReferralId, attorneyReferralsProjection } from './referrals/attorney-referrals.projection';
import { attorneySearchAccessProjection } from './search-access/attorney-search-access.projection';
import { referralRequestsProjection } from './referrals/referral-requests.projection';

const user = 'a0a0a0a0-3333-4b4b-9c9c-0000000000aa';
const paidId = 'b1b1b1b1-3333-4b4b-9c9c-000000000001';
const includedId = 'b1b1b1b1-3333-4b4b-9c9c-000000000002';
const attorney = (n: number) => ({
  attorneyId: `c2c2c2c2-3333-4b4b-9c9c-00000000000${n}`,
  name: `Attorney ${n}`,
  firm: `Firm ${n}`,
  city: 'Austin',
  state: 'TX',
  email: `a${n}@firm.example`,
  source: 'sample' as const,
});
const details = (id: string, over: Partial<ReferralDetails> = {}): ReferralDetails => ({
  referralRequestId: id,
  userId: user,
  kind: 'matched',
  caseId: null,
  caseType: 'landlord_tenant',
  specialty: 'landlord_tenant',
  state: 'TX',
  description: 'Deposit kept.',
  urgency: 'medium',
  budget: null,
  contactEmail: 'me@example.com',
  contactPhone: null,
  notes: null,
  attorneys: [attorney(1), attorney(2)],
  ...over,
});

const access: AttorneySearchEvent[] = [
  {
    type: 'AttorneySearchAccessPurchased',
    data: {
      userId: user,
      paymentIntentId: 'pi_1',
      amount: 199,
      currency: 'usd',
      accessDays: 30,
      validFrom: '2026-11-01T00:00:00.000Z',
      validUntil: '2026-12-01T00:00:00.000Z',
      purchasedAt: '2026-11-01T00:00:00.000Z',
    },
  },
  {
    type: 'AttorneySearchAccessPurchased',
    data: {
      userId: user,
      paymentIntentId: 'pi_2',
      amount: 199,
      currency: 'usd',
      accessDays: 30,
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2026-12-31T00:00:00.000Z',
      purchasedAt: '2026-11-15T00:00:00.000Z',
    },
  },
];
const paid: ReferralRequestEvent[] = [
  {
    type: 'ReferralRequestOpened',
    data: {
      ...details(paidId),
      fee: 1500,
      currency: 'usd',
      paymentIntentId: 'pi_ref',
      openedAt: '2026-11-02T00:00:00.000Z',
    },
  },
  {
    type: 'ReferralRequested',
    data: {
      ...details(paidId),
      payment: { method: 'paid', paymentIntentId: 'pi_ref', amount: 1500 },
      requestedAt: '2026-11-02T00:01:00.000Z',
    },
  },
];
const included: ReferralRequestEvent[] = [
  {
    type: 'ReferralRequested',
    data: {
      ...details(includedId, { kind: 'direct', attorneys: [attorney(3)], notes: 'Call me' }),
      payment: { method: 'search-access' },
      requestedAt: '2026-11-03T00:00:00.000Z',
    },
  },
];

describe('attorney projections: search access, referral requests, attorney referrals', () => {
  let t: PgTestStore;
  const total = access.length + paid.length + included.length;
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >= total,
    );
    return all;
  };
  const projections = [
    attorneySearchAccessProjection,
    referralRequestsProjection,
    attorneyReferralsProjection,
  ];

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [] });
    await t.store.append(
      `attorney-search-${user}`,
      access.map((e) => ({ type: e.type, data: e.data })),
      'no_stream',
    );
    await t.store.append(
      `referral-request-${paidId}`,
      paid.map((e) => ({ type: e.type, data: e.data })),
      'no_stream',
    );
    await t.store.append(
      `referral-request-${includedId}`,
      included.map((e) => ({ type: e.type, data: e.data })),
      'no_stream',
    );
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    for (const p of projections) host.registerProjection(p);
    await host.start();
    expect(await host.waitFor((await allEvents()).at(-1)!.position, 5_000)).toBe(true);
    await host.stop();
  });
  afterAll(() => t.close());

  it('access: valid until the latest purchase says, with the purchases and money counted', async () => {
    const [row] = await t.dataSource.query(`SELECT * FROM rm_attorney_search_access WHERE user_id = $1`, [
      user,
    ]);
    expect(row).toMatchObject({
      purchases: 2,
      amount_paid: 398,
      last_payment_intent_id: 'pi_2',
      version: '2',
    });
    expect(row.valid_until.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('referral requests: awaiting payment then sent with the fee; an included contact request sent at once', async () => {
    const rows = await t.dataSource.query(`SELECT * FROM rm_attorney_referral_requests ORDER BY created_at`);
    expect(
      rows.map((r: Record<string, unknown>) => [
        r.id,
        r.kind,
        r.status,
        r.fee_amount,
        r.payment_method,
        r.payment_intent_id,
      ]),
    ).toEqual([
      [paidId, 'matched', 'sent', 1500, 'paid', 'pi_ref'],
      [includedId, 'direct', 'sent', 0, 'search-access', null],
    ]);
    expect(rows[0].attorneys).toEqual([
      {
        attorneyId: attorney(1).attorneyId,
        name: 'Attorney 1',
        firm: 'Firm 1',
        city: 'Austin',
        state: 'TX',
        source: 'sample',
      },
      {
        attorneyId: attorney(2).attorneyId,
        name: 'Attorney 2',
        firm: 'Firm 2',
        city: 'Austin',
        state: 'TX',
        source: 'sample',
      },
    ]);
    expect(rows[0].created_at.toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('attorney referrals: one row per attorney, status sent', async () => {
    const stored: ({ user_id: string } & Record<string, unknown>)[] = await t.dataSource.query(
      `SELECT id, referral_request_id, attorney_id, status, referral_notes, user_id FROM rm_attorney_referrals ORDER BY attorney_name`,
    );
    // The notes are sealed (docs/adr/127): read as the product would, opened.
    const rows = (await ATTORNEY_REFERRAL_COLUMNS.open(t.store.sealedValues, stored)).map(
      ({ user_id: _, ...r }) => r,
    );
    expect(rows).toEqual([
      {
        id: attorneyReferralId(paidId, attorney(1).attorneyId),
        referral_request_id: paidId,
        attorney_id: attorney(1).attorneyId,
        status: 'sent',
        referral_notes: 'Deposit kept.',
      },
      {
        id: attorneyReferralId(paidId, attorney(2).attorneyId),
        referral_request_id: paidId,
        attorney_id: attorney(2).attorneyId,
        status: 'sent',
        referral_notes: 'Deposit kept.',
      },
      {
        id: attorneyReferralId(includedId, attorney(3).attorneyId),
        referral_request_id: includedId,
        attorney_id: attorney(3).attorneyId,
        status: 'sent',
        referral_notes: 'Call me',
      },
    ]);
  });

  it('replaying the same events twice gives the same rows, and a rebuild reproduces them', async () => {
    const views = [
      ['rm_attorney_search_access', 'user_id', 'attorney_search_access'],
      ['rm_attorney_referral_requests', 'id', 'attorney_referral_requests'],
      ['rm_attorney_referrals', 'id', 'attorney_referrals'],
    ] as const;
    const before = await Promise.all(views.map(([view, key]) => tableHash(t.dataSource, view, key)));
    const all = await allEvents();
    for (const projection of projections) {
      await t.dataSource.transaction(async (tx) => {
        const { rows } = await execSql<{ active_table: string }>(
          tx,
          `SELECT active_table FROM es.projections WHERE name = $1`,
          [projection.name],
        );
        await projection.apply(all, tx, { table: rows[0]!.active_table, values: t.store.sealedValues });
      });
    }
    expect(await Promise.all(views.map(([view, key]) => tableHash(t.dataSource, view, key)))).toEqual(before);
    for (const [, , name] of views) await rebuildProjection(t.dataSource, name, { store: t.store });
    expect(await Promise.all(views.map(([view, key]) => tableHash(t.dataSource, view, key)))).toEqual(before);
  });
});
