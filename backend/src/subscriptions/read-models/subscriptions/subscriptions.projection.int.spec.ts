import type { RecordedEvent } from '../../../event-store/event-store';
import { SUBSCRIPTION_COLUMNS } from './subscription.row';
import { execSql } from '../../../database/sql';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../../testing/event-store/pg-store';
import { captureLogger } from '../../../testing/event-store/test-logger';
import type { SubscriptionEvent } from '../../subscription.events';
import { rebuildProjection } from '../../../rebuild-projections';
import { subscriptionsProjection } from './subscriptions.projection';

const id = '5b0c3f55-1111-4a2b-8c3d-0000000000aa';
const user = 'a0a0a0a0-2222-4b4b-9c9c-0000000000aa';
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12)).toISOString();

const events: SubscriptionEvent[] = [
  {
    type: 'SubscriptionStarted',
    data: {
      subscriptionId: id,
      userId: user,
      plan: 'suego',
      status: 'incomplete',
      amount: 2900,
      documentsPerPeriod: 3,
      providerSubscriptionId: 'sub_proj',
      providerCustomerId: 'cus_proj',
      setupIntentId: 'seti_proj',
      currentPeriodStart: day(0),
      currentPeriodEnd: day(7),
      trialEnd: day(7),
      promoCode: null,
      discountAmount: 0,
      startedAt: day(0),
    },
  },
  {
    type: 'SubscriptionActivated',
    data: {
      subscriptionId: id,
      status: 'trialing',
      paymentMethodId: 'pm_1',
      currentPeriodStart: day(0),
      currentPeriodEnd: day(7),
      activatedAt: day(0),
    },
  },
  {
    type: 'DocumentAllowanceUsed',
    data: { subscriptionId: id, caseId: 'c1', periodStart: day(0), usedAt: day(1) },
  },
  {
    type: 'DocumentAllowanceUsed',
    data: { subscriptionId: id, caseId: 'c2', periodStart: day(0), usedAt: day(2) },
  },
  {
    type: 'SubscriptionCancellationScheduled',
    data: { subscriptionId: id, reason: 'Too expensive', cancelAt: day(7), scheduledAt: day(3) },
  },
  { type: 'SubscriptionReactivated', data: { subscriptionId: id, reactivatedAt: day(4) } },
  {
    type: 'SubscriptionRenewed',
    data: {
      subscriptionId: id,
      currentPeriodStart: day(7),
      currentPeriodEnd: day(37),
      invoiceId: 'in_1',
      amountPaid: 2900,
      renewedAt: day(7),
    },
  },
  {
    type: 'DocumentAllowanceUsed',
    data: { subscriptionId: id, caseId: 'c3', periodStart: day(7), usedAt: day(8) },
  },
];

describe('subscriptions projection', () => {
  let t: PgTestStore;
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >=
        events.length,
    );
    return all;
  };
  // Read as the product reads it: the cancellation reason opened (docs/adr/127).
  const row = async () =>
    (
      await SUBSCRIPTION_COLUMNS.open<Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
        t.store.sealedValues,
        await t.dataSource.query(`SELECT * FROM rm_subscriptions WHERE id = $1`, [id]),
      )
    )[0]!;

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [] });
    await t.store.append(
      `subscription-${id}`,
      events.map((e) => ({ type: e.type, data: e.data })),
      'no_stream',
    );
  });
  afterAll(() => t.close());

  it('folds the stream into the spec row: status, period, allowance used this period, cancel flag', async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(subscriptionsProjection);
    await host.start();
    expect(await host.waitFor((await allEvents()).at(-1)!.position, 5_000)).toBe(true);
    await host.stop();
    expect(await row()).toMatchObject({
      user_id: user,
      stripe_subscription_id: 'sub_proj',
      status: 'active',
      plan: 'suego',
      documents_used: 1,
      cancel_at_period_end: false,
      cancellation_reason: null,
      trial_end: null,
      version: '8',
    });
    expect((await row()).current_period_start.toISOString()).toBe(day(7));
  });

  it('replaying the same events twice gives the same rows, and a rebuild reproduces them', async () => {
    const before = await tableHash(t.dataSource, 'rm_subscriptions', 'id');
    const all = await allEvents();
    await t.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ active_table: string }>(
        tx,
        `SELECT active_table FROM es.projections WHERE name = 'subscriptions'`,
      );
      await subscriptionsProjection.apply(all, tx, {
        table: rows[0]!.active_table,
        values: t.store.sealedValues,
      });
    });
    expect(await tableHash(t.dataSource, 'rm_subscriptions', 'id')).toBe(before);
    await rebuildProjection(t.dataSource, 'subscriptions', { store: t.store });
    expect(await tableHash(t.dataSource, 'rm_subscriptions', 'id')).toBe(before);
  });
});
