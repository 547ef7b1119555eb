import { apiJson } from '@/lib/api-client';

export interface CreatePaymentIntentInput {
  caseId: string;
  promoCode?: string;
}

/** A payment to confirm with a card; the server priced it from the catalog (amounts in cents). */
export interface PaymentIntentCreated {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  finalAmount: number;
  currency: string;
  /** the promo code the server applied, if any */
  promo?: { code: string; description: string; discountAmount: number } | null;
}

/** A promo code covered the whole price: the case is already paid, no card needed. */
export interface FreeCheckout {
  free: true;
  status: string;
}

export type CreatePaymentIntentResult = PaymentIntentCreated | FreeCheckout;

export function isFreeCheckout(result: CreatePaymentIntentResult): result is FreeCheckout {
  return 'free' in result && result.free === true;
}

/**
 * POST /api/create-payment-intent (signed in). The server keeps one open intent per case, so a repeated
 * call answers the same intent; 404 for a missing or foreign case, 409 once the case is paid.
 */
export const createPaymentIntent = (input: CreatePaymentIntentInput) =>
  apiJson<CreatePaymentIntentResult>('POST', '/api/create-payment-intent', input);
