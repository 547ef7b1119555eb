import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { decideOnCase } from '../../case-file/index';
import { deterministicUuid } from '../../common/deterministic-uuid';
import { AppError, ConflictError } from '../../common/errors';
import { EventStore, type Position } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import type { PaymentIntentConsumer } from '../../payments/index';
import type { GatewayPaymentIntent } from '../../payments/index';
import { AttorneyClock } from '../access/attorney-clock';
import { ATTORNEY_REFERRAL_PURPOSE, attorneyReferralSentEventId } from './referral-opener';
import { referralRequestDecider } from './referral-request.decider';
import { referralRequestStreamId } from './referral-request.events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The $15 referral fee arrived (a verified webhook or a sandbox confirmation, through the one provider-event
 * handler): in the transaction that records the provider event, the referral is sent (ReferralRequested, once per
 * intent) and, for a case referral, the case records AttorneyReferralSent (once per referral).
 */
@Injectable()
export class ReferralPayments implements PaymentIntentConsumer {
  readonly purpose = ATTORNEY_REFERRAL_PURPOSE;
  private readonly logger = new Logger('Attorneys');

  constructor(
    private readonly store: EventStore,
    private readonly clock: AttorneyClock,
  ) {}

  async apply(
    intent: GatewayPaymentIntent,
    tx: EntityManager,
    causationId: string,
  ): Promise<Position | null> {
    const referralRequestId = intent.metadata.referralRequestId ?? '';
    if (!UUID.test(referralRequestId)) {
      this.logger.error(
        { paymentIntentId: intent.id },
        'Referral payment without a referral request; nothing sent',
      );
      return null;
    }
    const now = this.clock.now();
    try {
      const paid = await handleCommand(
        this.store,
        referralRequestStreamId(referralRequestId),
        referralRequestDecider,
        {
          type: 'RecordReferralPayment',
          data: {
            referralRequestId,
            paymentIntentId: intent.id,
            amount: intent.amount_received || intent.amount,
          },
          metadata: { now },
        },
        {
          tx,
          eventId: () => deterministicUuid(`ReferralRequested:${intent.id}`),
          metadata: { actor: null, causationId },
        },
      );
      const state = paid.state;
      if (state.status !== 'sent' || state.details.kind !== 'case' || !state.details.caseId)
        return paid.position;
      const [attorney] = state.details.attorneys;
      const sent = await decideOnCase(
        this.store,
        state.details.caseId,
        {
          type: 'SendAttorneyReferral',
          data: {
            caseId: state.details.caseId,
            referralRequestId,
            attorneyId: attorney!.attorneyId,
            attorneyName: attorney!.name,
            notes: state.details.notes,
          },
          metadata: { now },
        },
        {
          tx,
          eventId: () => attorneyReferralSentEventId(referralRequestId),
          metadata: { actor: null, causationId },
        },
      );
      return sent.position ?? paid.position;
    } catch (error) {
      // A refusal (an intent this referral does not wait for): keep the provider event, say so loudly.
      if (error instanceof AppError && !(error instanceof ConflictError)) {
        this.logger.error(
          { referralRequestId, paymentIntentId: intent.id, reason: error.message },
          'A referral payment succeeded that does not apply to its referral request',
        );
        return null;
      }
      throw error;
    }
  }
}
