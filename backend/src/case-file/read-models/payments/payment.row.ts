import { createHash } from 'node:crypto';
import type { CaseEvent } from '../../case.events';

export type PaymentStatus = 'requires_payment_method' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

/** One row of the `rm_payments` read table (spec §3 payments), in column names. Amounts in cents. */
export interface PaymentRow {
  id: string;
  case_id: string;
  stripe_payment_intent_id: string | null;
  /** The catalog price. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  type: 'document';
  promo_code: string | null;
  /** What is (or was) charged after the promo. */
  final_amount: number;
  failure_code: string | null;
  failure_message: string | null;
  /** Case-stream position of the last event folded into this row (replay-safe). */
  version: number;
  created_at: string;
  updated_at: string;
}

/** Name-based id of a payment row: one per intent, or one per free checkout of a case. */
export function paymentRowId(caseId: string, paymentIntentId: string | null): string {
  const name = paymentIntentId ? `payment:${paymentIntentId}` : `payment:free:${caseId}`;
  const bytes = createHash('sha1').update('suego:payments:').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5 (name-based, SHA-1)
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const OPEN: ReadonlySet<PaymentStatus> = new Set(['requires_payment_method', 'failed']);

/**
 * Folds one case event into the case's payment rows (keyed by row id). Pure and deterministic: only event fields
 * are used, and a row skips events at or below its version, so replays and rebuilds give the same rows.
 * Returns the ids of the rows it changed.
 */
export function evolvePaymentRows(
  rows: Map<string, PaymentRow>,
  event: CaseEvent,
  position: number,
): string[] {
  const touched: string[] = [];
  const put = (row: PaymentRow) => {
    rows.set(row.id, row);
    touched.push(row.id);
  };
  switch (event.type) {
    case 'CheckoutStarted': {
      const d = event.data;
      const id = paymentRowId(d.caseId, d.paymentIntentId);
      // A new checkout replaces the case's open ones: they can no longer be paid.
      for (const row of rows.values()) {
        if (row.case_id === d.caseId && row.id !== id && OPEN.has(row.status) && position > row.version) {
          put({ ...row, status: 'canceled', version: position, updated_at: d.startedAt });
        }
      }
      const current = rows.get(id);
      if (current && position <= current.version) return touched;
      put({
        id,
        case_id: d.caseId,
        stripe_payment_intent_id: d.paymentIntentId,
        amount: d.amount,
        currency: d.currency,
        status: current?.status ?? 'requires_payment_method',
        type: 'document',
        promo_code: d.promoCode,
        final_amount: d.finalAmount,
        failure_code: current?.failure_code ?? null,
        failure_message: current?.failure_message ?? null,
        version: position,
        created_at: current?.created_at ?? d.startedAt,
        updated_at: d.startedAt,
      });
      return touched;
    }
    case 'CheckoutCanceled': {
      // A revision changed the price: the intent can no longer be paid.
      const d = event.data;
      const current = rows.get(paymentRowId(d.caseId, d.paymentIntentId));
      if (!current || position <= current.version || !OPEN.has(current.status)) return touched;
      put({ ...current, status: 'canceled', version: position, updated_at: d.canceledAt });
      return touched;
    }
    case 'PaymentSucceeded': {
      const d = event.data;
      const row = settledRow(rows, position, { ...d, status: 'succeeded', at: d.paidAt });
      if (row) put(row);
      return touched;
    }
    case 'PaymentFailed': {
      const d = event.data;
      const current = rows.get(paymentRowId(d.caseId, d.paymentIntentId));
      // Only a known, unpaid intent shows a failure.
      if (!current || position <= current.version || current.status === 'succeeded') return touched;
      put({
        ...current,
        status: 'failed',
        failure_code: d.code,
        failure_message: d.message,
        version: position,
        updated_at: d.failedAt,
      });
      return touched;
    }
    case 'PaymentRefunded': {
      // A payment the case does not keep, given back: the intent's row (created here if the checkout never recorded it).
      const d = event.data;
      const row = settledRow(rows, position, { ...d, promoCode: null, status: 'refunded', at: d.refundedAt });
      if (row) put(row);
      return touched;
    }
    default:
      return touched;
  }
}

/**
 * The row of an intent whose money moved (paid, or given back): `amount` is what moved. Keeps the catalog price,
 * promo and creation time a checkout recorded, and clears any earlier card failure. Null when the row already
 * holds this event (replay).
 */
function settledRow(
  rows: Map<string, PaymentRow>,
  position: number,
  d: {
    caseId: string;
    paymentIntentId: string | null;
    amount: number;
    currency: string;
    promoCode: string | null;
    status: 'succeeded' | 'refunded';
    at: string;
  },
): PaymentRow | null {
  const id = paymentRowId(d.caseId, d.paymentIntentId);
  const current = rows.get(id);
  if (current && position <= current.version) return null;
  return {
    id,
    case_id: d.caseId,
    stripe_payment_intent_id: d.paymentIntentId,
    amount: current?.amount ?? d.amount,
    currency: d.currency,
    status: d.status,
    type: 'document',
    promo_code: current?.promo_code ?? d.promoCode,
    final_amount: d.amount,
    failure_code: null,
    failure_message: null,
    version: position,
    created_at: current?.created_at ?? d.at,
    updated_at: d.at,
  };
}
