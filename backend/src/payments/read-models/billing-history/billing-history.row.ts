import type { ChargeEvent } from '../../billing/charge.events';

/**
 * One line of a customer's billing history (`rm_billing_history`): a charge, or a refund of one. Amounts in cents
 * and always positive; `kind` says which way the money went.
 */
export interface BillingHistoryRow {
  /** The charge's id, or the refund's. */
  id: string;
  charge_id: string;
  user_id: string;
  kind: 'charge' | 'refund';
  purpose: string;
  description: string;
  amount: number;
  currency: string;
  /** A charge: paid, partially_refunded or refunded; a refund line: refunded. */
  status: 'paid' | 'partially_refunded' | 'refunded';
  refunded_amount: number;
  card_brand: string | null;
  card_last4: string | null;
  receipt_number: string;
  provider: string;
  livemode: boolean;
  provider_payment_id: string;
  provider_refund_id: string | null;
  provider_receipt_url: string | null;
  case_id: string | null;
  subscription_id: string | null;
  occurred_at: string;
  /** Charge-stream position of the last event folded into this row (replay-safe). */
  version: number;
}

/**
 * Folds one charge event into the rows of its charge (keyed by row id). Pure and deterministic; a row skips
 * events at or below its version, so replays and rebuilds give the same rows. Returns the ids it changed.
 */
export function evolveBillingHistory(
  rows: Map<string, BillingHistoryRow>,
  event: ChargeEvent,
  position: number,
): string[] {
  switch (event.type) {
    case 'ChargeSucceeded': {
      const d = event.data;
      const current = rows.get(d.chargeId);
      if (current && position <= current.version) return [];
      rows.set(d.chargeId, {
        id: d.chargeId,
        charge_id: d.chargeId,
        user_id: d.userId,
        kind: 'charge',
        purpose: d.purpose,
        description: d.description,
        amount: d.amount,
        currency: d.currency,
        status: current?.status ?? 'paid',
        refunded_amount: current?.refunded_amount ?? 0,
        card_brand: d.cardBrand,
        card_last4: d.cardLast4,
        receipt_number: d.receiptNumber,
        provider: d.provider,
        livemode: d.livemode,
        provider_payment_id: d.providerPaymentId,
        provider_refund_id: null,
        provider_receipt_url: d.providerReceiptUrl,
        case_id: d.caseId,
        subscription_id: d.subscriptionId,
        occurred_at: d.chargedAt,
        version: position,
      });
      return [d.chargeId];
    }
    case 'ChargeRefunded': {
      const d = event.data;
      const charge = rows.get(d.chargeId);
      const existing = rows.get(d.refundId);
      if (!charge || (existing && position <= existing.version)) return [];
      const refunded = charge.refunded_amount + d.amount;
      rows.set(d.chargeId, {
        ...charge,
        status: refunded >= charge.amount ? 'refunded' : 'partially_refunded',
        refunded_amount: refunded,
        version: Math.max(charge.version, position),
      });
      rows.set(d.refundId, {
        ...charge,
        id: d.refundId,
        kind: 'refund',
        description: d.description,
        amount: d.amount,
        status: 'refunded',
        refunded_amount: d.amount,
        receipt_number: d.receiptNumber,
        provider_refund_id: d.providerRefundId,
        provider_receipt_url: null,
        occurred_at: d.refundedAt,
        version: position,
      });
      return [d.chargeId, d.refundId];
    }
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}
