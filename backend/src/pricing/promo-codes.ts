import { InputErrorCode, ValidationError } from '../common/errors';
import {
  documentPrice,
  planPrice,
  PROMOTIONS,
  type DocumentType,
  type PlanId,
  type Promotion,
} from './price-catalog';

/**
 * Promo codes (DESIGN.md §6, spec §5): plan promotions, checked by the server only, with their rules kept as data
 * in the price catalog (PROMOTIONS). Amounts are US cents.
 */
export type PromoPlan = DocumentType | PlanId;
export const PROMO_PLANS: readonly PromoPlan[] = ['demand_letter', 'small_claims', 'suego', 'suepro'];

/** What the client shows (spec §3 Promo result). */
export interface PromoResult {
  valid: true;
  code: string;
  description: string;
  originalAmount: number;
  discountAmount: number;
  finalAmount: number;
}

export const INVALID_PROMO_MESSAGE = 'Invalid Promo Code';
export const DOCUMENT_PROMO_MESSAGE =
  'Promo codes apply to subscription plans only, not to a single document';
export const EXPIRED_PROMO_MESSAGE = 'This promo code has expired';

/** Codes are compared trimmed and upper-cased ("  suegofree " is SUEGOFREE). */
export const normalizePromoCode = (raw: string) => raw.trim().toUpperCase();

export const isPlan = (plan: PromoPlan): plan is PlanId => plan === 'suego' || plan === 'suepro';

export function priceOf(plan: PromoPlan): number {
  return isPlan(plan) ? planPrice(plan).amount : documentPrice(plan).amount;
}

export function findPromotion(code: string): Promotion | undefined {
  return PROMOTIONS.find((p) => p.code === code);
}

/** A code whose first month is free needs no card, so it goes only to a verified email (issue 37, ADR 210). */
export function needsNoCard(code: string | null | undefined): boolean {
  return Boolean(code) && findPromotion(normalizePromoCode(code!))?.kind === 'first_period_free';
}

/**
 * Applies `rawCode` to the first charge of `plan`. Throws a ValidationError (400, field `field`) for an empty,
 * unknown or expired code, a code for another plan, and any code on a per-document purchase. Whether this account
 * may still redeem it (once per account, the code's redemption cap) is decided when it is redeemed.
 */
export function applyPromo(
  rawCode: string,
  plan: PromoPlan,
  now = new Date(),
  field = 'code',
): PromoResult & { promotion: Promotion } {
  const code = normalizePromoCode(rawCode);
  if (!code)
    throw new ValidationError(`${field}: Promo code is required`, { field, code: InputErrorCode.Required });
  const promotion = findPromotion(code);
  if (!promotion)
    throw new ValidationError(INVALID_PROMO_MESSAGE, { field, code: InputErrorCode.PromoUnknown });
  if (!isPlan(plan))
    throw new ValidationError(`${field}: ${DOCUMENT_PROMO_MESSAGE}`, {
      field,
      code: InputErrorCode.PromoNotApplicable,
    });
  if (!promotion.plans.includes(plan))
    throw new ValidationError(`${field}: This promo code does not apply to this plan`, {
      field,
      code: InputErrorCode.PromoNotApplicable,
    });
  if (promotion.expiresAt && now.getTime() > Date.parse(promotion.expiresAt)) {
    throw new ValidationError(`${field}: ${EXPIRED_PROMO_MESSAGE}`, {
      field,
      code: InputErrorCode.PromoExpired,
    });
  }
  const originalAmount = priceOf(plan);
  const raw = promotion.kind === 'first_period_free' ? originalAmount : (promotion.amountOff ?? 0);
  const discountAmount = Math.min(Math.max(raw, 0), originalAmount);
  return {
    valid: true,
    code,
    description: promotion.description,
    originalAmount,
    discountAmount,
    finalAmount: originalAmount - discountAmount,
    promotion,
  };
}

/** The promo result the API answers (without the catalog rule). */
export const promoResponse = ({ promotion: _p, ...result }: ReturnType<typeof applyPromo>): PromoResult =>
  result;
