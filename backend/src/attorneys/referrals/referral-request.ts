import type { ReferralDetails, ReferralPayment, ReferralRequestEvent } from './referral-request.events';

/** A referral request as the decider sees it. */
export type ReferralRequest =
  | { status: 'none' }
  | { status: 'awaiting_payment'; details: ReferralDetails; fee: number; paymentIntentId: string }
  | { status: 'sent'; details: ReferralDetails; payment: ReferralPayment }
  | { status: 'withdrawn'; details: ReferralDetails };

export const initialReferralRequest = (): ReferralRequest => ({ status: 'none' });

const detailsOf = ({
  referralRequestId,
  userId,
  kind,
  caseId,
  caseType,
  specialty,
  state,
  description,
  urgency,
  budget,
  contactEmail,
  contactPhone,
  notes,
  attorneys,
}: ReferralDetails): ReferralDetails => ({
  referralRequestId,
  userId,
  kind,
  caseId,
  caseType,
  specialty,
  state,
  description,
  urgency,
  budget,
  contactEmail,
  contactPhone,
  notes,
  attorneys,
});

export function evolveReferralRequest(state: ReferralRequest, event: ReferralRequestEvent): ReferralRequest {
  switch (event.type) {
    case 'ReferralRequestOpened':
      return {
        status: 'awaiting_payment',
        details: detailsOf(event.data),
        fee: event.data.fee,
        paymentIntentId: event.data.paymentIntentId,
      };
    case 'ReferralRequested':
      return { status: 'sent', details: detailsOf(event.data), payment: event.data.payment };
    case 'ReferralRequestWithdrawn':
      return state.status === 'none' ? state : { status: 'withdrawn', details: state.details };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
