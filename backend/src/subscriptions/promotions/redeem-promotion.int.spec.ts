import { randomUUID } from 'node:crypto';
import { IllegalStateError } from '../../common/errors';
import { openPgTestStore, type PgTestStore } from '../../testing/event-store/pg-store';
import type { RedeemPromotion } from './promotion';
import { redeemPromotionOnce } from './redeem-promotion';

/** Research R9: parallel redemptions of a capped code grant at most the cap, and each account at most one. */
describe('promotion redemptions under concurrency', () => {
  let t: PgTestStore;
  const redeem = (
    code: string,
    userId: string,
    maxRedemptions: number | null,
    subscriptionId = randomUUID(),
  ): RedeemPromotion => ({
    type: 'RedeemPromotion',
    data: {
      code,
      userId,
      subscriptionId,
      plan: 'suego',
      discountAmount: 2900,
      maxRedemptions,
      replaces: null,
    },
    metadata: { now: new Date() },
  });
  const count = async (code: string) =>
    Number(
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [
          `promotion-${code}`,
        ])
      )[0].n,
    );

  beforeAll(async () => {
    t = await openPgTestStore();
  });
  afterAll(() => t.close());

  it('10 accounts redeeming a code capped at 1 at once: exactly one is granted, the others are refused', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        redeemPromotionOnce(t.store, t.dataSource, redeem('CAPPED1', randomUUID(), 1), {
          id: 'x',
          role: 'user',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(IllegalStateError);
      expect((r.reason as Error).message).toBe('This promo code has been fully redeemed');
    }
    expect(await count('CAPPED1')).toBe(1);
  });

  it('one account redeeming 10 times at once for different subscriptions: one redemption', async () => {
    const user = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        redeemPromotionOnce(t.store, t.dataSource, redeem('ONCEEACH', user, null), {
          id: user,
          role: 'user',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await count('ONCEEACH')).toBe(1);
  });
});
