import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** One price catalog, served by the backend (DESIGN §6). Amounts are in cents. */
export interface DocumentPrice {
  id: string;
  name: string;
  amount: number;
  description: string;
}

export interface PlanPrice {
  id: string;
  name: string;
  amount: number;
  interval: 'month' | 'year';
  trialDays: number;
  /** null means unlimited */
  documentsPerPeriod: number | null;
  features: string[];
}

export interface AddonPrice {
  id: string;
  name: string;
  amount: number;
  accessDays?: number;
  description: string;
}

/** "Mail it for me": certified or First-Class, included with the plans named. */
export interface MailingPrice {
  id: 'certified' | 'first_class';
  name: string;
  amount: number;
  includedWith: string[];
  description: string;
}

export interface Pricing {
  currency: string;
  documents: DocumentPrice[];
  plans: PlanPrice[];
  addons: AddonPrice[];
  /** Absent from an older server. */
  mailings?: MailingPrice[];
}

export const pricingKeys = {
  all: ['/api/pricing'] as const,
};

export const getPricingQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.all,
    queryFn: getQueryFn<Pricing>({ on401: 'throw' }),
  });

export function usePricing() {
  return useQuery(getPricingQueryOptions());
}

/** The lowest per-document price, e.g. for "Start Your Case - $5". */
export function lowestDocumentPrice(pricing: Pricing | undefined): number | null {
  if (!pricing || pricing.documents.length === 0) return null;
  return Math.min(...pricing.documents.map((d) => d.amount));
}
