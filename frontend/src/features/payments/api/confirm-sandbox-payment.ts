import { apiJson } from '@/lib/api-client';

/** Card details as the sandbox gateway takes them. */
export interface SandboxCard {
  /** digits only */
  cardNumber: string;
  expMonth: number;
  /** four digits */
  expYear: number;
  cvc: string;
}

export interface SandboxConfirmResult {
  status: 'succeeded' | 'requires_payment_method' | (string & {});
  /** Stripe-style decline, e.g. { code: 'card_declined', message: 'Your card was declined.' } */
  error?: { code: string; message: string };
  /** the saved card (pm_…) once a SetupIntent is confirmed */
  paymentMethodId?: string | null;
}

/**
 * POST /api/sandbox/confirm (sandbox mode only). No session needed: the client secret is the
 * capability, as with Stripe.js. A declined card leaves the intent open for another try.
 * Confirms SetupIntents (`seti_…` secrets: the card is saved) as well as payments, with a new card or a card
 * saved on the intent's customer (`paymentMethodId`).
 */
export const confirmSandboxPayment = (
  input: (SandboxCard | { paymentMethodId: string }) & { clientSecret: string },
) =>
  apiJson<SandboxConfirmResult>('POST', '/api/sandbox/confirm', input);
