import { ValidationError } from '../common/errors';
import { documentPrice, planPrice, type DocumentType, type PlanId } from './price-catalog';

/**
 * Promo codes (DESIGN.md §6, spec §5): checked by the server only, next to the prices they discount.
 * Amounts are US cents.
 */
export type PromoPlan = DocumentType | PlanId;
export const PROMO_PLANS: readonly PromoPlan[] = ['demand_letter', 'small_claims', 'suego', 'suepro'];

interface PromoDefinition {
  code: string;
  description: string;
  /** Percent off the first charge (a plan's first month, or the one document). */
  percentOff?: number;
  /** Fixed cents off, capped at the price. */
  amountOff?: number;
}

export const PROMO_CODES: readonly PromoDefinition[] = [
  { code: 'SUEGOFREE', description: 'Free first month', percentOff: 100 },
  { code: 'BETA2024', description: '$29.00 off', amountOff: 2900 },
];

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

const usd = (cents: number) => `$${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * What the code did to this price: a plan keeps the code's own wording ("Free first month"); a document says what
 * it actually got, since "$29.00 off" a $5.00 letter is really "Free document".
 */
function describe(promo: PromoDefinition, plan: PromoPlan, discountAmount: number, originalAmount: number): string {
  if (plan === 'suego' || plan === 'suepro') return promo.description;
  return discountAmount >= originalAmount ? 'Free document' : `${usd(discountAmount)} off`;
}

/** Codes are compared trimmed and upper-cased ("  suegofree " is SUEGOFREE). */
export const normalizePromoCode = (raw: string) => raw.trim().toUpperCase();

export function priceOf(plan: PromoPlan): number {
  return plan === 'demand_letter' || plan === 'small_claims'
    ? documentPrice(plan).amount
    : planPrice(plan).amount;
}

/**
 * Applies `rawCode` to `originalAmount` (the catalog price of `plan`, unless given). Throws a ValidationError
 * (400) 'Promo code is required' for an empty code and 'Invalid Promo Code' for an unknown one.
 */
export function applyPromo(rawCode: string, plan: PromoPlan, originalAmount = priceOf(plan)): PromoResult {
  const code = normalizePromoCode(rawCode);
  if (!code) throw new ValidationError('Promo code is required', { field: 'code' });
  const promo = PROMO_CODES.find((p) => p.code === code);
  if (!promo) throw new ValidationError(INVALID_PROMO_MESSAGE, { field: 'code' });
  const raw =
    promo.percentOff !== undefined
      ? Math.round((originalAmount * promo.percentOff) / 100)
      : (promo.amountOff ?? 0);
  const discountAmount = Math.min(Math.max(raw, 0), originalAmount);
  return {
    valid: true,
    code: promo.code,
    description: describe(promo, plan, discountAmount, originalAmount),
    originalAmount,
    discountAmount,
    finalAmount: originalAmount - discountAmount,
  };
}
