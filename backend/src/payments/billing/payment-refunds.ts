import { Injectable } from '@nestjs/common';
import type { Metadata } from '../payment-gateway';
import { PaymentGateway, PaymentGatewayError } from '../payment-gateway';
import { ChargeLedger } from './charge-ledger';

/** What a refund gave back: the provider's refund id (null when it was refunded by other means) and the amount. */
export interface RefundMade {
  id: string | null;
  amount: number;
}

/**
 * Gives a whole payment back once, for the refund jobs of checkout, mailing and the escalation: the refund carries an
 * idempotency key derived from the intent, so a retried or crashed job refunds once; a refund the provider refused
 * is not recorded as made (the job fails and, after its attempts, is dead for someone to look at); one refunded
 * before by other means (the dashboard, or after the key expired) is recorded anyway. The money given back is put in
 * the billing history with its receipt (issue 27) before the caller records its own event, so a crash in between is
 * caught up by the retry (both are idempotent).
 */
@Injectable()
export class PaymentRefunds {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly ledger: ChargeLedger,
  ) {}

  async refundOnce(refund: {
    paymentIntentId: string;
    /** The provider's reason: `requested_by_customer` where Stripe has no closer one. */
    gatewayReason: 'duplicate' | 'requested_by_customer';
    /** The reason the billing history records. */
    reason: string;
    metadata: Metadata;
    /** The job that gives it back (the ledger's causation). */
    causationId: string;
  }): Promise<RefundMade> {
    const { paymentIntentId } = refund;
    let made: RefundMade;
    try {
      const result = await this.gateway.refundPaymentIntent({
        paymentIntent: paymentIntentId,
        reason: refund.gatewayReason,
        metadata: refund.metadata,
        idempotencyKey: `pi:refund:${paymentIntentId}`,
      });
      if (result.status === 'failed' || result.status === 'canceled')
        throw new Error(`Refund ${result.id} of ${paymentIntentId} is ${result.status}`);
      made = { id: result.id, amount: result.amount };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError && error.code === 'charge_already_refunded')) throw error;
      const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
      made = { id: null, amount: intent.amount_received || intent.amount };
    }
    await this.ledger.recordRefund(
      {
        providerPaymentId: paymentIntentId,
        providerRefundId: made.id,
        amount: made.amount,
        reason: refund.reason,
      },
      refund.causationId,
    );
    return made;
  }
}
