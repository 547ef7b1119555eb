import { Injectable, Logger } from '@nestjs/common';
import {
  CANCEL_PAYMENT_INTENT_JOB,
  type CancelPaymentIntentPayload,
} from './cancel-payment-intent.job-type';
import type { Job, JobHandler } from '../../jobs/job';
import { ProviderEventHandler } from '../../payments/index';
import { PaymentGateway, PaymentGatewayError } from '../../payments/index';

/**
 * Cancels at the provider an intent the case already canceled (`CheckoutCanceled`: a revision changed the price),
 * so the old price can no longer be paid. Idempotent (the provider key is derived from the intent). When the card
 * won the race and the intent succeeded, the payment goes to the case's rules like any provider event: a payment
 * that does not cover the new price is set aside and refunded, never accepted for the dearer document.
 */
@Injectable()
export class CancelPaymentIntentJob implements JobHandler<CancelPaymentIntentPayload> {
  readonly type = CANCEL_PAYMENT_INTENT_JOB;
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
  ) {}

  async handle(job: Job<CancelPaymentIntentPayload>): Promise<void> {
    const { caseId, paymentIntentId } = job.payload;
    try {
      await this.gateway.cancelPaymentIntent(paymentIntentId, `pi:cancel:${paymentIntentId}`);
      return;
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      const intent = await this.gateway.retrievePaymentIntent(paymentIntentId);
      if (intent.status === 'canceled') return;
      if (intent.status !== 'succeeded') throw error; // retried with backoff
      this.logger.warn({ caseId, paymentIntentId }, 'A canceled checkout was paid before its cancellation');
      await this.providerEvents.reconcilePaymentIntent(intent);
    }
  }
}
