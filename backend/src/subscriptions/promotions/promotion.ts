import { IllegalStateError } from '../../common/errors';
import type { Decider } from '../../event-store/handle-command';
import type { PlanId } from '../../pricing/index';
import type { PromotionEvent, PromotionRedeemed } from './promotion.events';

export type { PromotionEvent, PromotionRedeemed } from './promotion.events';

export type RedeemPromotion = {
  type: 'RedeemPromotion';
  data: {
    code: string;
    userId: string;
    subscriptionId: string;
    plan: PlanId;
    discountAmount: number;
    maxRedemptions: number | null;
    /** A subscription this one replaces before it ever got a card: its redemption carries over. */
    replaces: string | null;
  };
  metadata: { now: Date };
};

export interface Promotion {
  redemptions: number;
  /** userId → the subscription the code was redeemed for. */
  byUser: ReadonlyMap<string, string>;
}

export const ALREADY_REDEEMED_MESSAGE = 'You have already used this promo code';
export const FULLY_REDEEMED_MESSAGE = 'This promo code has been fully redeemed';

export function redeemPromotion(command: RedeemPromotion, state: Promotion): PromotionRedeemed[] {
  const d = command.data;
  const earlier = state.byUser.get(d.userId);
  if (earlier !== undefined) {
    if (earlier === d.subscriptionId || (d.replaces !== null && earlier === d.replaces)) return [];
    throw new IllegalStateError(ALREADY_REDEEMED_MESSAGE);
  }
  if (d.maxRedemptions !== null && state.redemptions >= d.maxRedemptions)
    throw new IllegalStateError(FULLY_REDEEMED_MESSAGE);
  return [
    {
      type: 'PromotionRedeemed',
      data: {
        code: d.code,
        userId: d.userId,
        subscriptionId: d.subscriptionId,
        plan: d.plan,
        discountAmount: d.discountAmount,
        redeemedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export const promotionDecider: Decider<RedeemPromotion, Promotion, PromotionEvent> = {
  decide: redeemPromotion,
  evolve: (state, event) => ({
    redemptions: state.redemptions + 1,
    byUser: new Map([...state.byUser, [event.data.userId, event.data.subscriptionId]]),
  }),
  initialState: () => ({ redemptions: 0, byUser: new Map() }),
};

export const promotionStreamId = (code: string) => `promotion-${code}`;
