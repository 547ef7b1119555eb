import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** 'sandbox': SueGo's own test gateway (no Stripe keys set); 'stripe': Stripe Elements with the publishable key. */
export type PaymentMode = 'sandbox' | 'stripe';

/** GET /api/config (public): how this deployment takes card payments, read at runtime. */
export interface PaymentConfig {
  paymentMode: PaymentMode;
  stripePublishableKey: string | null;
  /** what this deployment only pretends to do ("no real charges"): the "Test mode" banner's lines; [] when live */
  testMode?: string[];
}

export const getPaymentConfig = () => apiJson<PaymentConfig>('GET', '/api/config');

export const getPaymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: getPaymentConfig,
  });

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}

/** Stripe mode without a publishable key cannot show a card form (spec §8 'Payment system configuration error'). */
export function isMisconfigured(config: PaymentConfig): boolean {
  if (config.paymentMode === 'sandbox') return false;
  if (config.paymentMode === 'stripe') return !config.stripePublishableKey?.trim();
  return true;
}
