import { apiJson } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import type { PlanId } from './get-subscription-status';

/**
 * What starting a subscription answers. A `seti_` secret saves a card for a trial (SetupIntent), a `pi_` secret
 * takes a payment; `isFree` means a promo code covered it and no card is needed.
 */
export interface SubscriptionStarted {
  clientSecret?: string | null;
  isFree?: boolean;
  /** days of free trial; 0 for a returning customer: the `pi_` secret pays the first month now */
  trialDays?: number;
  success?: boolean;
  message?: string;
  subscriptionId?: string | null;
  /** a free month waits for the verified email (ADR 210): the account exists and is signed in, the plan does not */
  emailVerification?: 'required';
}

export interface SignupSubscriptionInput {
  plan: PlanId;
  promoCode?: string;
  name: string;
  email: string;
  password: string;
}

/** The sign-up answer also carries a session, so the new user is signed in. */
export interface SignupSubscriptionStarted extends SubscriptionStarted {
  token?: string;
  user?: User;
}

/** POST /api/create-subscription-with-signup (visitor): creates the account and the subscription. */
export const createSubscriptionWithSignup = (input: SignupSubscriptionInput) =>
  apiJson<SignupSubscriptionStarted>('POST', '/api/create-subscription-with-signup', input);

/** POST /api/create-subscription (signed in). */
export const createSubscription = (input: { plan: PlanId; promoCode?: string }) =>
  apiJson<SubscriptionStarted>('POST', '/api/create-subscription', input);

/** POST /api/create-setup-intent (signed in): a SetupIntent for the plan, created before the card is entered. */
export const createSetupIntent = (input: { plan: PlanId }) =>
  apiJson<{ clientSecret: string }>('POST', '/api/create-setup-intent', input);

/** POST /api/activate-subscription-after-setup: the card is saved, start (or confirm) the subscription. */
export const activateSubscriptionAfterSetup = (input: { setupIntentId: string }) =>
  apiJson<{ success?: boolean; message?: string }>('POST', '/api/activate-subscription-after-setup', input);

/** The intent id inside a client secret: "seti_123_secret_abc" → "seti_123". */
export function intentIdOf(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}

export function isSetupSecret(clientSecret: string): boolean {
  return clientSecret.startsWith('seti_');
}

/** POST /api/complete-payment-setup: finishes the card step of a subscription that was waiting for it (incomplete). */
export const completePaymentSetup = (input: { setupIntentId: string; email: string }) =>
  apiJson<{ success?: boolean; status?: string }>('POST', '/api/complete-payment-setup', input);
