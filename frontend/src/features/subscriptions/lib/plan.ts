import { formatCents } from '@/lib/format';
import { translate } from '@/lib/i18n/runtime';
import { planLines } from '@/lib/plan-lines';
import { messages as m } from '../messages';
import type { PlanId } from '../api/get-subscription-status';

/** A plan as the price catalog (GET /api/pricing) describes it; amounts in cents. */
export interface PlanOffer {
  id: string;
  name: string;
  amount: number;
  interval: 'month' | 'year';
  trialDays: number;
  /** null = unlimited */
  documentsPerPeriod: number | null;
  features: string[];
}

export const PLAN_IDS = ['suego', 'suepro'] as const satisfies readonly PlanId[];

export function isPlanId(value: string | null | undefined): value is PlanId {
  return value === 'suego' || value === 'suepro';
}

/** "$29/month" */
export function priceLine(plan: PlanOffer, currency: string): string {
  return translate(m.perInterval, { price: formatCents(plan.amount, currency), interval: plan.interval });
}

/** The plan's lines from the catalog: the documents allowance, then every feature once. */
export const planFeatureLines = (plan: PlanOffer): string[] => planLines(plan);
