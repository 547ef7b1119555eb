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
import { rebuildProjection } from '../../../rebuild-projections';
import { PaymentRow } from './payment.entity';
import { paymentRowId } from './payment.row';
import { paymentsProjection } from './payments.projection';

const caseA = '6f0c2d64-3333-4a4a-8b8b-00000000000a';
const caseB = '6f0c2d64-3333-4a4a-8b8b-00000000000b';
const caseC = '6f0c2d64-3333-4a4a-8b8b-00000000000c';

const opened = (caseId: string): CaseEvent =>
  ({
    type: 'CaseOpened',
    data: {
      caseId,
      userId: 'a0a0a0a0-2222-4b4b-9c9c-000000000001',
      title: 't',
      status: 'pending',
      details: {},
      openedAt: '2026-11-01T10:00:00.000Z',
    },
  }) as unknown as CaseEvent;
const started = (
  caseId: string,
  paymentIntentId: string | null,
  at: string,
  finalAmount = 500,
  promoCode: string | null = null,
): CaseEvent => ({
  type: 'CheckoutStarted',
  data: { caseId, paymentIntentId, amount: 500, currency: 'usd', promoCode, finalAmount, startedAt: at },
});
const failed = (caseId: string, paymentIntentId: string, at: string): CaseEvent => ({
  type: 'PaymentFailed',
  data: { caseId, paymentIntentId, code: 'card_declined', message: 'Your card was declined.', failedAt: at },
});
const succeeded = (
  caseId: string,
  paymentIntentId: string | null,
  amount: number,
  at: string,
  promoCode: string | null = null,
): CaseEvent => ({
  type: 'PaymentSucceeded',
  data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode, paidAt: at },
});

describe('payments projection', () => {
  let t: PgTestStore;
  const EVENTS = 10;
  /** Every appended event, once readable: the gap-safe read hides them while any transaction in the cluster (another test file's migrations) is older. */
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >= EVENTS,
    );
    return all;
  };

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [PaymentRow] });
    // A: declined, then paid with another card on the same intent.
    await t.store.append(
      `case-${caseA}`,
      [opened(caseA), started(caseA, 'pi_A1', '2026-11-02T10:00:00.000Z')],
      'no_stream',
    );
    await t.store.append(`case-${caseA}`, [failed(caseA, 'pi_A1', '2026-11-02T10:01:00.000Z')], 2n);
    await t.store.append(`case-${caseA}`, [succeeded(caseA, 'pi_A1', 500, '2026-11-02T10:02:00.000Z')], 3n);
    // B: an intent replaced by a free promo checkout.
    await t.store.append(
      `case-${caseB}`,
      [opened(caseB), started(caseB, 'pi_B1', '2026-11-03T10:00:00.000Z')],
      'no_stream',
    );
    await t.store.append(
      `case-${caseB}`,
      [
        started(caseB, null, '2026-11-03T11:00:00.000Z', 0, 'SUEGOFREE'),
        succeeded(caseB, null, 0, '2026-11-03T11:00:00.000Z', 'SUEGOFREE'),
      ],
      2n,
    );
    // C: still open.
    await t.store.append(
      `case-${caseC}`,
      [opened(caseC), started(caseC, 'pi_C1', '2026-11-04T10:00:00.000Z')],
      'no_stream',
    );
  });
  afterAll(() => t.close());

  it('keeps one row per intent (or free checkout) with the spec fields, from case events only', async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    host.registerProjection(paymentsProjection);
    await host.start();
    const head = (await allEvents()).at(-1)!;
    expect(await host.waitFor(head.position, 5_000)).toBe(true);
    await host.stop();

    const repo = t.dataSource.getRepository(PaymentRow);
    expect(await repo.findOneByOrFail({ id: paymentRowId(caseA, 'pi_A1') })).toMatchObject({
      caseId: caseA,
      stripePaymentIntentId: 'pi_A1',
      amount: 500,
      currency: 'usd',
      status: 'succeeded',
      type: 'document',
      promoCode: null,
      finalAmount: 500,
      failureCode: null,
      createdAt: new Date('2026-11-02T10:00:00.000Z'),
    });
    const b = await repo.find({ where: { caseId: caseB }, order: { createdAt: 'ASC' } });
    expect(b.map((r) => [r.stripePaymentIntentId, r.status, r.amount, r.finalAmount, r.promoCode])).toEqual([
      ['pi_B1', 'canceled', 500, 500, null],
      [null, 'succeeded', 500, 0, 'SUEGOFREE'],
    ]);
    expect(await repo.findOneByOrFail({ stripePaymentIntentId: 'pi_C1' })).toMatchObject({
      status: 'requires_payment_method',
    });
  });

  it('replaying the same events twice gives the same rows', async () => {
    const before = await tableHash(t.dataSource, 'rm_payments', 'id');
    const all = await allEvents();
    await t.dataSource.transaction(async (tx) => {
      const { rows } = await execSql<{ active_table: string }>(
        tx,
        `SELECT active_table FROM es.projections WHERE name = 'payments'`,
      );
      await paymentsProjection.apply(all, tx, { table: rows[0]!.active_table, values: t.store.sealedValues });
    });
    expect(await tableHash(t.dataSource, 'rm_payments', 'id')).toBe(before);
  });

  it('a rebuild from zero reproduces the live table', async () => {
    await ensureProjection(t.dataSource, paymentsProjection);
    await allEvents(); // once visible, they stay visible: the rebuild reads them all
    const live = await tableHash(t.dataSource, 'rm_payments', 'id');
    await rebuildProjection(t.dataSource, 'payments', { store: t.store });
    expect(await tableHash(t.dataSource, 'rm_payments', 'id')).toBe(live);
  });
});
