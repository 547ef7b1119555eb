/**
 * The one price catalog (DESIGN.md §6). Every charge the backend makes is priced from here, never from the client.
 * Amounts are in US cents.
 */
import type { DocumentType } from '../claim/claim.types';

export type { DocumentType };
export type PlanId = 'suego' | 'suepro';
export type AddonId = 'attorney_search' | 'attorney_referral';
/** "Mail it for me" (issue 28): USPS Certified Mail with electronic return receipt, or First-Class. */
export type MailingServiceId = 'certified' | 'first_class';

export interface DocumentPrice {
  id: DocumentType;
  name: string;
  amount: number;
  description: string;
}

export interface PlanPrice {
  id: PlanId;
  name: string;
  amount: number;
  interval: 'month';
  trialDays: number;
  /** null = unlimited. Pages say the document allowance from this, so `features` never repeats it. */
  documentsPerPeriod: number | null;
  /** What the plan gives today. */
  features: string[];
  /** The spec's features of this plan that are not built yet: shown as coming later, never as included. */
  comingSoon: string[];
}

export interface AddonPrice {
  id: AddonId;
  name: string;
  amount: number;
  accessDays?: number;
  description: string;
}

export interface MailingPrice {
  id: MailingServiceId;
  name: string;
  amount: number;
  /** Plans whose subscribers are not charged for it. */
  includedWith: PlanId[];
  description: string;
}

export interface PriceCatalog {
  currency: 'usd';
  documents: DocumentPrice[];
  plans: PlanPrice[];
  addons: AddonPrice[];
  mailings: MailingPrice[];
}

export const TRIAL_DAYS = 7;

export const PRICE_CATALOG: PriceCatalog = {
  currency: 'usd',
  documents: [
    {
      id: 'demand_letter',
      name: 'Demand Letter',
      amount: 500,
      description: 'A state-specific demand letter with a clear deadline, ready to send by certified mail.',
    },
    {
      id: 'small_claims',
      name: 'Small Claims Filing Package',
      amount: 1500,
      description:
        'Your demand letter plus the court, filing steps and fee, service instructions, evidence list and hearing checklist.',
    },
  ],
  plans: [
    {
      id: 'suego',
      name: 'SueGo',
      amount: 2900,
      interval: 'month',
      trialDays: TRIAL_DAYS,
      documentsPerPeriod: 3,
      features: ['Unlimited attorney referrals', 'Attorney search included', 'Full version history for every document'],
      comingSoon: [],
    },
    {
      id: 'suepro',
      name: 'SuePro Business',
      amount: 9900,
      interval: 'month',
      trialDays: TRIAL_DAYS,
      documentsPerPeriod: null,
      features: [
        'Unlimited and priority attorney referrals',
        'Attorney search included',
        'Full version history for every document',
        'Letters mailed for you by certified or First-Class mail',
      ],
      comingSoon: ['Phone support', 'Custom templates', 'Team collaboration', 'Analytics', 'API access', 'Dedicated account manager'],
    },
  ],
  addons: [
    {
      id: 'attorney_search',
      name: 'Attorney Search',
      amount: 199,
      accessDays: 30,
      description: 'Search the attorney directory for 30 days (included with every plan).',
    },
    {
      id: 'attorney_referral',
      name: 'Attorney Referral',
      amount: 1500,
      description: 'We send your case to 2-3 matching attorneys within 24 hours (included with every plan).',
    },
  ],
  mailings: [
    {
      id: 'certified',
      name: 'USPS Certified Mail with electronic return receipt',
      amount: 1295,
      includedWith: ['suepro'],
      description: 'We print and mail your letter by certified mail; USPS confirms the delivery date (included with SuePro Business).',
    },
    {
      id: 'first_class',
      name: 'USPS First-Class Mail',
      amount: 495,
      includedWith: ['suepro'],
      description: 'We print and mail your letter by First-Class mail, tracked until it is out for delivery (included with SuePro Business).',
    },
  ],
};

/**
 * Plan promotions (DESIGN.md §6): rules are data, checked by the server only. Neither code applies to a
 * per-document purchase. Each account redeems a code at most once (a `PromotionRedeemed` event on the code's
 * stream); `maxRedemptions` caps the redemptions of all accounts together; `expiresAt` is an ISO instant.
 */
export interface Promotion {
  code: string;
  description: string;
  /** The plans the code discounts. */
  plans: readonly PlanId[];
  /** `first_period_free`: the first month costs nothing and no card is needed; `amount_off`: cents off the first charge. */
  kind: 'first_period_free' | 'amount_off';
  amountOff?: number;
  maxRedemptions: number | null;
  expiresAt: string | null;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    code: 'SUEGOFREE',
    description: 'Free first month',
    plans: ['suego', 'suepro'],
    kind: 'first_period_free',
    maxRedemptions: 10_000,
    expiresAt: '2027-12-31T23:59:59Z',
  },
  {
    code: 'BETA2024',
    description: '$29.00 off',
    plans: ['suego', 'suepro'],
    kind: 'amount_off',
    amountOff: 2900,
    maxRedemptions: 10_000,
    expiresAt: '2027-12-31T23:59:59Z',
  },
];

export function documentPrice(type: DocumentType): DocumentPrice {
  const price = PRICE_CATALOG.documents.find((d) => d.id === type);
  if (!price) throw new Error(`No price for document type ${type as string}`);
  return price;
}

export function planPrice(id: PlanId): PlanPrice {
  const price = PRICE_CATALOG.plans.find((p) => p.id === id);
  if (!price) throw new Error(`No price for plan ${id as string}`);
  return price;
}

export function addonPrice(id: AddonId): AddonPrice {
  const price = PRICE_CATALOG.addons.find((a) => a.id === id);
  if (!price) throw new Error(`No price for add-on ${id as string}`);
  return price;
}

export function mailingPrice(id: MailingServiceId): MailingPrice {
  const price = PRICE_CATALOG.mailings.find((m) => m.id === id);
  if (!price) throw new Error(`No price for mailing ${id as string}`);
  return price;
}
