import { deterministicUuid } from '../../common/deterministic-uuid';
import { IllegalStateError } from '../../common/errors';
import type { EventStore } from '../../event-store/event-store';
import { evolveReferralRequest, initialReferralRequest, type ReferralRequest } from './referral-request';
import { referralRequestStreamId, type ReferralRequestEvent } from './referral-request.events';

/** The 409 of a case already sent to this attorney (issue 37 point 2, docs/adr/215). */
export const alreadySentMessage = (attorneyName: string, sentAt: string) =>
  `You already sent this case to ${attorneyName} on ${longDate(sentAt)}`;

/** "December 2, 2026": the day as a person reads it (UTC, the day the referral was recorded). */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * One open referral per case and attorney (docs/adr/215): the referral request's id is derived from the case, the
 * attorney and how many earlier requests for them were removed while they waited for their fee. Every click, however
 * many at once, lands on the same stream, so a repeated request joins the waiting one (its intent's idempotency key
 * is the request's id: one intent, one charge). A sent one is refused with the attorney's name and the day.
 */
export async function caseReferralSlot(
  store: EventStore,
  caseId: string,
  attorneyId: string,
): Promise<{ referralRequestId: string; state: ReferralRequest }> {
  for (let removed = 0; ; removed++) {
    const referralRequestId = deterministicUuid(`case-referral:${caseId}:${attorneyId}:${removed}`);
    const events = await store.readStream(referralRequestStreamId(referralRequestId));
    const state = events.reduce<ReferralRequest>(
      (s, e) => evolveReferralRequest(s, e as unknown as ReferralRequestEvent),
      initialReferralRequest(),
    );
    if (state.status === 'withdrawn') continue;
    if (state.status === 'sent') {
      const sent = events.find((e) => e.type === 'ReferralRequested');
      const at =
        (sent?.data as { requestedAt?: string } | undefined)?.requestedAt ?? sent!.createdAt.toISOString();
      throw new IllegalStateError(alreadySentMessage(state.details.attorneys[0]!.name, at));
    }
    return { referralRequestId, state };
  }
}
