import type { EventStore } from '../../event-store/event-store';
import type { Decider } from '../../event-store/handle-command';
import { evolveReferralRequest, initialReferralRequest, type ReferralRequest } from './referral-request';
import { decideReferralRequest, type ReferralRequestCommand } from './referral-request.decide';
import { referralRequestStreamId, type ReferralRequestEvent } from './referral-request.events';

export const referralRequestDecider: Decider<ReferralRequestCommand, ReferralRequest, ReferralRequestEvent> =
  {
    decide: decideReferralRequest,
    evolve: evolveReferralRequest,
    initialState: initialReferralRequest,
  };

export async function loadReferralRequest(store: EventStore, id: string): Promise<ReferralRequest> {
  const events = await store.readStream(referralRequestStreamId(id));
  return events.reduce<ReferralRequest>(
    (s, e) => evolveReferralRequest(s, e as unknown as ReferralRequestEvent),
    initialReferralRequest(),
  );
}
