import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Spec §3 Promo result; amounts in cents. */
export interface PromoResult {
  valid: boolean;
  code: string;
  description: string;
  originalAmount: number;
  discountAmount: number;
  finalAmount: number;
}

export interface ValidatePromoInput {
  code: string;
  /** the case's document type, e.g. 'demand_letter' */
  plan: string;
}

/** Spec §5: promo codes are upper-cased; surrounding spaces never belong to a code. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** POST /api/validate-promo (public): 200 with the discount, or 400 'Invalid Promo Code'. */
export const validatePromo = (input: ValidatePromoInput) =>
  apiJson<PromoResult>('POST', '/api/validate-promo', input);

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
