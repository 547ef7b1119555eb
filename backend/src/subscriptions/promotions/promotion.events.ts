import type { PlanId } from '../../pricing/index';

/**
 * The `promotion-{CODE}` stream: every redemption of one promo code (DESIGN.md §6). The stream is the unit of
 * consistency for the code's rules: at most one redemption per account, at most `maxRedemptions` in all.
 */
export type PromotionRedeemed = {
  type: 'PromotionRedeemed';
  data: {
    code: string;
    userId: string;
    subscriptionId: string;
    plan: PlanId;
    discountAmount: number;
    redeemedAt: string;
  };
};
export type PromotionEvent = PromotionRedeemed;
