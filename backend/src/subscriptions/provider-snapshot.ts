import type { GatewaySubscription } from '../payments/index';
import type { ProviderSnapshot } from './subscription.decide';

const iso = (unix: number | null) => new Date((unix ?? 0) * 1000).toISOString();

/** The provider's subscription, as the decider compares it with the stream. */
export function toSnapshot(sub: GatewaySubscription, setupSucceeded: boolean): ProviderSnapshot {
  const invoice = sub.latest_invoice ?? null;
  return {
    status: sub.status,
    currentPeriodStart: iso(sub.current_period_start),
    currentPeriodEnd: iso(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cardSaved: setupSucceeded || Boolean(sub.default_payment_method),
    paymentMethodId: sub.default_payment_method ?? null,
    paidInvoice:
      invoice?.status === 'paid' ? { invoiceId: invoice.id, amountPaid: invoice.amount_paid } : null,
    failedInvoice:
      invoice && invoice.status !== 'paid' && invoice.last_payment_error
        ? {
            invoiceId: invoice.id,
            attempt: invoice.attempt_count,
            code: invoice.last_payment_error.code,
            message: invoice.last_payment_error.message,
            nextAttemptAt: invoice.next_payment_attempt ? iso(invoice.next_payment_attempt) : null,
          }
        : null,
  };
}

/** What our stream starts with: a trial (or Stripe's `incomplete`) still waiting for its card is `incomplete`. */
export function startedStatus(
  sub: GatewaySubscription,
  setupSucceeded: boolean,
): 'trialing' | 'incomplete' | 'active' {
  const status = sub.status;
  if (status === 'active') return 'active';
  if (status === 'trialing' && (setupSucceeded || sub.default_payment_method || !sub.pending_setup_intent))
    return 'trialing';
  return 'incomplete';
}
