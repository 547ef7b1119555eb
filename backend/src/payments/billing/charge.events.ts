import { deterministicUuid } from '../../common/deterministic-uuid';

/**
 * Events of the `charge-{chargeId}` streams (issue 27, docs/adr/064): the money a customer paid, whatever it was
 * for, as the payment provider reported it, and the money given back. One stream per provider payment (a
 * payment intent `pi_…`, or a subscription invoice `in_…`), so each charge and its refunds keep their own 7-year
 * record. Built from provider events only; the billing history and every receipt read these events.
 */

/** Money taken: `description` names what was bought; `receiptNumber` is unique and never reused. */
export type ChargeSucceeded = {
  type: 'ChargeSucceeded';
  data: {
    chargeId: string;
    userId: string;
    /**
     * What the payment was for: the intent's `metadata.purpose` (attorney_search, attorney_referral, mailing…),
     * `document` for a case's document, `plan` for a subscription invoice. Any new purpose is recorded as it is.
     */
    purpose: string;
    description: string;
    /** Cents. */
    amount: number;
    currency: string;
    cardBrand: string | null;
    cardLast4: string | null;
    provider: 'stripe' | 'sandbox';
    /** false: a test-mode payment (the sandbox, or Stripe test keys): no real money moved. */
    livemode: boolean;
    /** The provider's payment: a payment intent (pi_…) or an invoice (in_…). */
    providerPaymentId: string;
    /** The provider's own receipt page (Stripe's `receipt_url`); null in the sandbox. */
    providerReceiptUrl: string | null;
    caseId: string | null;
    subscriptionId: string | null;
    receiptNumber: string;
    chargedAt: string;
  };
};

/** Money given back for a charge (all or part of it), with its own receipt number. */
export type ChargeRefunded = {
  type: 'ChargeRefunded';
  data: {
    chargeId: string;
    /** Our id of this refund (a line of the billing history): name-based on the provider's refund. */
    refundId: string;
    userId: string;
    providerRefundId: string | null;
    amount: number;
    currency: string;
    reason: string | null;
    description: string;
    receiptNumber: string;
    refundedAt: string;
  };
};

export type ChargeEvent = ChargeSucceeded | ChargeRefunded;

export const CHARGE_EVENT_TYPES: readonly ChargeEvent['type'][] = ['ChargeSucceeded', 'ChargeRefunded'];

export const chargeStreamId = (chargeId: string) => `charge-${chargeId}`;

/** One charge per provider payment, however often (and by whichever path) it is reported. */
export const chargeIdOf = (providerPaymentId: string) => deterministicUuid(`charge:${providerPaymentId}`);

/** One refund line per provider refund (or, when the provider gave no id, per charge). */
export const refundIdOf = (chargeId: string, providerRefundId: string | null) =>
  deterministicUuid(`refund:${chargeId}:${providerRefundId ?? 'whole'}`);
