import { PRICE_CATALOG } from '../../pricing/index';
import type {
  GatewayInvoice,
  GatewayPaymentIntent,
  GatewaySubscription,
  PaymentMode,
} from '../payment-gateway';
import type { ChargeSucceeded } from './charge.events';

/** A charge as read from the provider, before it gets its id and receipt number. */
export type ChargeFacts = Omit<ChargeSucceeded['data'], 'chargeId' | 'receiptNumber' | 'chargedAt'> & {
  chargedAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | undefined) => (value && UUID.test(value) ? value : null);

const dateLabel = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "SueGo Attorney Search" → "Attorney Search": our intents' descriptions start with the brand, receipts need not. */
const withoutBrand = (text: string) => text.replace(/^SueGo\s+/, '').trim();
const humanize = (purpose: string) =>
  purpose.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) || 'Payment';

/**
 * What a payment intent bought, by its purpose. Known purposes get their catalog name and reference; any other
 * (a mailing, an escalation, whatever a later context sells) is named by the description its seller gave the
 * intent, so a new purchase purpose needs no change here.
 */
export function describeIntent(intent: Pick<GatewayPaymentIntent, 'metadata' | 'description'>): {
  purpose: string;
  description: string;
} {
  const m = intent.metadata;
  const purpose = m.purpose ?? (m.caseId ? 'document' : 'payment');
  const given = intent.description ? withoutBrand(intent.description) : '';
  switch (purpose) {
    case 'document': {
      const name =
        PRICE_CATALOG.documents.find((d) => d.id === m.documentType)?.name ?? (given || 'Document');
      return { purpose, description: m.caseId ? `${name} (case ${m.caseId.slice(0, 8)})` : name };
    }
    case 'attorney_search': {
      const addon = PRICE_CATALOG.addons.find((a) => a.id === 'attorney_search');
      const days = addon?.accessDays ?? 30;
      return { purpose, description: `${addon?.name ?? 'Attorney Search'}: ${days} days of access` };
    }
    case 'attorney_referral': {
      const name =
        PRICE_CATALOG.addons.find((a) => a.id === 'attorney_referral')?.name ?? 'Attorney Referral';
      return { purpose, description: m.caseId ? `${name} (case ${m.caseId.slice(0, 8)})` : name };
    }
    default: {
      // A purchase this code has never heard of (a mailing, an escalation…): its seller's words, and its case.
      const name = given || humanize(purpose);
      return { purpose, description: m.caseId ? `${name} (case ${m.caseId.slice(0, 8)})` : name };
    }
  }
}

/** The charge of a succeeded payment intent; null when no money moved (not succeeded, $0) or it has no user. */
export function factsOfIntent(
  intent: GatewayPaymentIntent,
  provider: PaymentMode,
  at: Date,
): ChargeFacts | null {
  const amount = intent.amount_received || (intent.status === 'succeeded' ? intent.amount : 0);
  const userId = uuidOrNull(intent.metadata.userId);
  if (intent.status !== 'succeeded' || amount <= 0 || !userId) return null;
  const { purpose, description } = describeIntent(intent);
  return {
    userId,
    purpose,
    description,
    amount,
    currency: intent.currency,
    cardBrand: intent.charge?.card?.brand ?? null,
    cardLast4: intent.charge?.card?.last4 ?? null,
    provider,
    livemode: intent.livemode,
    providerPaymentId: intent.id,
    providerReceiptUrl: intent.charge?.receipt_url ?? null,
    caseId: uuidOrNull(intent.metadata.caseId),
    subscriptionId: null,
    chargedAt: at,
  };
}

/**
 * The charge of a paid subscription invoice: "SueGo plan, Dec 5, 2026 – Jan 4, 2027" names the month bought.
 * Null when nothing was charged ($0: a trial, a free month, a discount that covered it) or the plan has no user.
 */
export function factsOfInvoice(
  invoice: GatewayInvoice,
  subscription: Pick<GatewaySubscription, 'metadata'>,
  provider: PaymentMode,
  at: Date,
): ChargeFacts | null {
  const userId = uuidOrNull(subscription.metadata.userId);
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0 || !userId) return null;
  const plan = PRICE_CATALOG.plans.find((p) => p.id === subscription.metadata.plan);
  const name = `${plan?.name ?? 'SueGo'} plan`;
  const period =
    invoice.period_start && invoice.period_end
      ? `, ${dateLabel(invoice.period_start)} – ${dateLabel(invoice.period_end)}`
      : '';
  return {
    userId,
    purpose: 'plan',
    description: `${name}${period}`,
    amount: invoice.amount_paid,
    currency: invoice.currency ?? 'usd',
    cardBrand: invoice.charge?.card?.brand ?? null,
    cardLast4: invoice.charge?.card?.last4 ?? null,
    provider,
    livemode: invoice.livemode ?? provider === 'stripe',
    // The payment intent that paid it, when there is one: a refund names that, so the refund finds its charge.
    providerPaymentId: invoice.payment_intent ?? invoice.id,
    providerReceiptUrl: invoice.charge?.receipt_url ?? null,
    caseId: null,
    subscriptionId: uuidOrNull(subscription.metadata.subscriptionId),
    chargedAt: invoice.paid_at ? new Date(invoice.paid_at * 1000) : at,
  };
}
