import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { deterministicUuid } from '../../common/deterministic-uuid';
import { IllegalStateError, NotFoundError } from '../../common/errors';
import { EventStore, type Position } from '../../event-store/event-store';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { handleCommand } from '../../event-store/handle-command';
import { decideOnCase } from '../../case-file/index';
import type { Actor } from '../../identity/index';
import { PaymentGateway } from '../../payments/index';
import { addonPrice } from '../../pricing/index';
import type { AttorneyRow } from '../directory/attorney-directory';
import { loadReferralRequest, referralRequestDecider } from './referral-request.decider';
import type { OpenReferralRequest } from './referral-request.decide';
import {
  referralRequestStreamId,
  type ReferralAttorney,
  type ReferralDetails,
  type ReferralPayment,
} from './referral-request.events';
import { ReferralQueries } from './referral-queries';
import { toReferralResponse, type SubmitReferralResponse } from './referral.response';

/** `metadata.purpose` of referral fee intents. */
export const ATTORNEY_REFERRAL_PURPOSE = 'attorney_referral';
export const referralAttorney = (row: AttorneyRow): ReferralAttorney => ({
  attorneyId: row.id,
  name: row.name,
  firm: row.firm,
  city: row.city,
  state: row.state,
  email: row.email,
  source: row.source,
});

/** The case event's id for a referral: one AttorneyReferralSent per referral request, however it is reported. */
export const attorneyReferralSentEventId = (referralRequestId: string) =>
  deterministicUuid(`AttorneyReferralSent:${referralRequestId}`);

/**
 * Opens a referral request (docs/adr/091). Included (a plan, or a contact request within search access): the
 * referral is recorded at once, and a case referral's AttorneyReferralSent goes to the case stream in the same
 * transaction. Otherwise the $15 fee from the price catalog: an intent with `purpose: attorney_referral` is created
 * first, the request is recorded as waiting for it, and {@link ReferralPayments} sends it when the money arrives.
 */
@Injectable()
export class ReferralOpener {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly readYourWrites: ReadYourWrites,
    private readonly queries: ReferralQueries,
  ) {}

  async open(
    actor: Actor,
    details: ReferralDetails,
    payment: Exclude<ReferralPayment, { method: 'paid' }> | 'fee',
    now = new Date(),
  ): Promise<SubmitReferralResponse> {
    const streamId = referralRequestStreamId(details.referralRequestId);
    let position: Position | null;
    let intent: SubmitReferralResponse['payment'];
    if (payment !== 'fee') {
      position = await this.dataSource.transaction(async (tx) => {
        const opened = await handleCommand(
          this.store,
          streamId,
          referralRequestDecider,
          openCommand(details, { kind: 'included', payment }, now),
          {
            tx,
            metadata: { actor },
          },
        );
        // Another click for the same case and attorney got there first (docs/adr/215): its referral stands.
        if (opened.events.length === 0) return null;
        if (details.kind !== 'case' || !details.caseId) return opened.position;
        const sent = await decideOnCase(
          this.store,
          details.caseId,
          {
            type: 'SendAttorneyReferral',
            data: {
              caseId: details.caseId,
              referralRequestId: details.referralRequestId,
              attorneyId: details.attorneys[0]!.attorneyId,
              attorneyName: details.attorneys[0]!.name,
              notes: details.notes,
            },
            metadata: { now },
          },
          // The case is the actor's, on the very state the decision uses (another user's case: 404).
          {
            tx,
            owner: actor,
            metadata: { actor },
            eventId: () => attorneyReferralSentEventId(details.referralRequestId),
          },
        );
        return sent.position ?? opened.position;
      });
    } else {
      const price = addonPrice('attorney_referral');
      // A referral already waiting for its fee: this click joins its intent (docs/adr/215).
      const waiting = await loadReferralRequest(this.store, details.referralRequestId);
      const created =
        waiting.status === 'awaiting_payment'
          ? await this.gateway.retrievePaymentIntent(waiting.paymentIntentId)
          : await this.gateway.createPaymentIntent({
              amount: price.amount,
              currency: 'usd',
              description: `SueGo ${price.name}`,
              metadata: {
                purpose: ATTORNEY_REFERRAL_PURPOSE,
                referralRequestId: details.referralRequestId,
                userId: details.userId,
              },
              idempotencyKey: `pi:referral:${details.referralRequestId}`,
            });
      if (!created.client_secret) throw new Error(`Payment intent ${created.id} has no client secret`);
      const opened = await handleCommand(
        this.store,
        streamId,
        referralRequestDecider,
        openCommand(details, { kind: 'fee', fee: price.amount, paymentIntentId: created.id }, now),
        { metadata: { actor } },
      );
      position = opened.position;
      const state = opened.state;
      if (state.status === 'sent') throw new IllegalStateError(ALREADY_PAID_MESSAGE);
      if (state.status === 'awaiting_payment' && state.paymentIntentId !== created.id)
        throw new IllegalStateError('This referral waits for another payment');
      intent = {
        clientSecret: created.client_secret,
        paymentIntentId: created.id,
        amount: created.amount,
        currency: 'usd',
      };
    }
    // A click that joined another's request waits for that request to be readable.
    position ??= (await this.store.readStream(streamId)).at(-1)?.position ?? null;
    await this.readYourWrites.after(position);
    const row = await this.queries.findById(details.referralRequestId);
    if (!row) throw new NotFoundError('Referral not found');
    return intent
      ? { status: 'payment_required', referral: toReferralResponse(row), payment: intent }
      : { status: 'sent', referral: toReferralResponse(row) };
  }
}

const ALREADY_PAID_MESSAGE = 'This referral was paid and sent meanwhile; see your referrals.';

const openCommand = (
  details: ReferralDetails,
  payment: OpenReferralRequest['data']['payment'],
  now: Date,
): OpenReferralRequest => ({ type: 'OpenReferralRequest', data: { details, payment }, metadata: { now } });
