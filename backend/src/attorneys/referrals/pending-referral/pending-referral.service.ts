import { Injectable } from '@nestjs/common';
import { IllegalStateError, NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import type { Actor } from '../../../identity/index';
import { PaymentGateway, PaymentGatewayError } from '../../../payments/index';
import { ALREADY_SENT_MESSAGE } from '../referral-request.decide';
import { loadReferralRequest, referralRequestDecider } from '../referral-request.decider';
import { referralRequestStreamId } from '../referral-request.events';
import type { ReferralPaymentResponse } from '../referral.response';

const READ_YOUR_WRITES_MS = 5_000;
export const NOT_AWAITING_PAYMENT_MESSAGE = 'This referral no longer waits for a payment.';

/**
 * A referral waiting for its fee (issue 32: it could be neither paid nor removed once the form was left): the
 * claimant can pay it later with the same intent, or remove it, which cancels the intent first so nothing can be
 * charged for a request that will never be sent.
 */
@Injectable()
export class PendingReferrals {
  constructor(
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** The waiting referral's payment, to confirm now; another user's referral is 404. */
  async payment(actor: Actor, referralRequestId: string): Promise<ReferralPaymentResponse> {
    const state = await this.mine(actor, referralRequestId);
    if (state.status !== 'awaiting_payment') throw new IllegalStateError(NOT_AWAITING_PAYMENT_MESSAGE);
    const intent = await this.gateway.retrievePaymentIntent(state.paymentIntentId);
    if (!intent.client_secret || intent.status === 'canceled' || intent.status === 'succeeded') {
      throw new IllegalStateError(NOT_AWAITING_PAYMENT_MESSAGE);
    }
    return {
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: 'usd',
    };
  }

  /** Removes a waiting referral: the intent is canceled, then `ReferralRequestWithdrawn` recorded. Idempotent. */
  async withdraw(actor: Actor, referralRequestId: string, now = new Date()): Promise<void> {
    const state = await this.mine(actor, referralRequestId);
    if (state.status === 'withdrawn') return;
    if (state.status === 'sent') throw new IllegalStateError(ALREADY_SENT_MESSAGE);
    try {
      await this.gateway.cancelPaymentIntent(state.paymentIntentId, `pi:cancel:${state.paymentIntentId}`);
    } catch (error) {
      // Paid meanwhile: the money is recorded and the referral goes out; it can no longer be removed.
      if (error instanceof PaymentGatewayError) throw new IllegalStateError(ALREADY_SENT_MESSAGE);
      throw error;
    }
    const { position } = await handleCommand(
      this.store,
      referralRequestStreamId(referralRequestId),
      referralRequestDecider,
      { type: 'WithdrawReferralRequest', data: { referralRequestId, userId: actor.id }, metadata: { now } },
      { metadata: { actor } },
    );
    await this.subscriptions.waitFor(position, READ_YOUR_WRITES_MS);
  }

  private async mine(actor: Actor, referralRequestId: string) {
    const state = await loadReferralRequest(this.store, referralRequestId);
    if (state.status === 'none' || state.details.userId !== actor.id)
      throw new NotFoundError('Referral not found');
    return state;
  }
}
