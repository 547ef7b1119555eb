import { IllegalStateError, InputErrorCode, NotFoundError, ValidationError } from '../../common/errors';
import type { ReferralRequest } from './referral-request';
import type {
  ReferralDetails,
  ReferralPayment,
  ReferralRequested,
  ReferralRequestOpened,
  ReferralRequestWithdrawn,
} from './referral-request.events';

/** Spec §9: a referral goes to 2-3 attorneys (fewer only where the state's directory has fewer). */
export const MAX_MATCHED_ATTORNEYS = 3;

/**
 * Open a referral. `included`: a plan covers it, or it is a contact request within search access: it is sent at
 * once. `fee`: a non-subscriber's referral, sent once the intent's payment is recorded.
 */
export type OpenReferralRequest = {
  type: 'OpenReferralRequest';
  data: {
    details: ReferralDetails;
    payment:
      | { kind: 'included'; payment: Exclude<ReferralPayment, { method: 'paid' }> }
      | { kind: 'fee'; fee: number; paymentIntentId: string };
  };
  metadata: { now: Date };
};

/** The provider says the referral's intent succeeded (re-fetched; amount as received, cents). */
export type RecordReferralPayment = {
  type: 'RecordReferralPayment';
  data: { referralRequestId: string; paymentIntentId: string; amount: number };
  metadata: { now: Date };
};

/** The claimant removes a referral that still waits for its fee (its intent already canceled at the provider). */
export type WithdrawReferralRequest = {
  type: 'WithdrawReferralRequest';
  data: { referralRequestId: string; userId: string };
  metadata: { now: Date };
};

export type ReferralRequestCommand = OpenReferralRequest | RecordReferralPayment | WithdrawReferralRequest;

/** Spec-free wording of the refusal: a referral already sent cannot be taken back. */
export const ALREADY_SENT_MESSAGE =
  'This referral was already sent to the attorneys, so it can no longer be removed.';

function assertDetails(details: ReferralDetails): void {
  const count = details.attorneys.length;
  if (details.kind === 'matched' ? count < 1 || count > MAX_MATCHED_ATTORNEYS : count !== 1) {
    throw new IllegalStateError(
      details.kind === 'matched'
        ? `A referral goes to 1-${MAX_MATCHED_ATTORNEYS} attorneys`
        : 'A contact request or case referral goes to exactly one attorney',
    );
  }
  if (new Set(details.attorneys.map((a) => a.attorneyId)).size !== count) {
    throw new IllegalStateError('An attorney appears twice in the referral');
  }
  if (!details.contactEmail.trim())
    throw new ValidationError('contactEmail is required', {
      field: 'contactEmail',
      code: InputErrorCode.Required,
    });
  if (details.kind === 'matched' && !details.description.trim()) {
    throw new ValidationError('description is required', {
      field: 'description',
      code: InputErrorCode.Required,
    });
  }
  if (details.kind === 'case' && !details.caseId)
    throw new IllegalStateError('A case referral names its case');
}

export function openReferralRequest(
  command: OpenReferralRequest,
  state: ReferralRequest,
): Array<ReferralRequestOpened | ReferralRequested> {
  const { details, payment } = command.data;
  if (state.status !== 'none') {
    // The same request delivered twice (a retried command): it exists already.
    if (state.details.userId === details.userId) return [];
    throw new IllegalStateError('This referral request already exists');
  }
  assertDetails(details);
  const at = command.metadata.now.toISOString();
  if (payment.kind === 'included') {
    return [{ type: 'ReferralRequested', data: { ...details, payment: payment.payment, requestedAt: at } }];
  }
  if (!Number.isInteger(payment.fee) || payment.fee <= 0)
    throw new IllegalStateError('A referral fee is a positive amount');
  return [
    {
      type: 'ReferralRequestOpened',
      data: {
        ...details,
        fee: payment.fee,
        currency: 'usd',
        paymentIntentId: payment.paymentIntentId,
        openedAt: at,
      },
    },
  ];
}

export function recordReferralPayment(
  command: RecordReferralPayment,
  state: ReferralRequest,
): ReferralRequested[] {
  const { paymentIntentId, amount } = command.data;
  if (state.status === 'none') throw new IllegalStateError('This referral request does not exist');
  if (state.status === 'sent') return []; // reported again, or paid twice: sent once
  // The intent is canceled before a withdrawal is recorded, so its money cannot arrive afterwards.
  if (state.status === 'withdrawn') throw new IllegalStateError('This referral request was removed');
  if (state.paymentIntentId !== paymentIntentId) {
    throw new IllegalStateError('This payment is not the one this referral waits for');
  }
  if (amount < state.fee) throw new IllegalStateError('The payment does not cover the referral fee');
  return [
    {
      type: 'ReferralRequested',
      data: {
        ...state.details,
        payment: { method: 'paid', paymentIntentId, amount },
        requestedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function withdrawReferralRequest(
  command: WithdrawReferralRequest,
  state: ReferralRequest,
): ReferralRequestWithdrawn[] {
  // Another user's request is "not found", like a request that does not exist.
  if (state.status === 'none' || state.details.userId !== command.data.userId)
    throw new NotFoundError('Referral not found');
  if (state.status === 'withdrawn') return []; // removed already (a double click)
  if (state.status === 'sent') throw new IllegalStateError(ALREADY_SENT_MESSAGE);
  return [
    {
      type: 'ReferralRequestWithdrawn',
      data: {
        referralRequestId: command.data.referralRequestId,
        userId: command.data.userId,
        paymentIntentId: state.paymentIntentId,
        withdrawnAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideReferralRequest(
  command: ReferralRequestCommand,
  state: ReferralRequest,
): Array<ReferralRequestOpened | ReferralRequested | ReferralRequestWithdrawn> {
  switch (command.type) {
    case 'OpenReferralRequest':
      return openReferralRequest(command, state);
    case 'RecordReferralPayment':
      return recordReferralPayment(command, state);
    case 'WithdrawReferralRequest':
      return withdrawReferralRequest(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}
