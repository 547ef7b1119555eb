import { IllegalStateError, InputErrorCode, ValidationError } from '../../../common/errors';
import type { Case } from '../../case';
import type { AttorneyReferralSent } from '../../case.events';

/** Spec-free limit of the owner's note to the attorney. */
export const MAX_REFERRAL_NOTES_CHARS = 2_000;

/** Send the case to one attorney (the referral request was paid for, or is included in the owner's plan). */
export type SendAttorneyReferral = {
  type: 'SendAttorneyReferral';
  data: {
    caseId: string;
    referralRequestId: string;
    attorneyId: string;
    attorneyName: string;
    notes: string | null;
  };
  metadata: { now: Date };
};

export function sendAttorneyReferral(command: SendAttorneyReferral, state: Case): AttorneyReferralSent[] {
  if (state.status === 'none') throw new IllegalStateError('This case does not exist');
  const { caseId, referralRequestId, attorneyId, attorneyName, notes } = command.data;
  if ((state.referrals ?? []).includes(referralRequestId)) return []; // recorded already (a retry, a second report)
  if (notes !== null && [...notes].length > MAX_REFERRAL_NOTES_CHARS) {
    throw new ValidationError(`notes must be at most ${MAX_REFERRAL_NOTES_CHARS} characters`, {
      field: 'notes',
      code: InputErrorCode.TooLong,
      params: { max: MAX_REFERRAL_NOTES_CHARS },
    });
  }
  return [
    {
      type: 'AttorneyReferralSent',
      data: {
        caseId,
        referralRequestId,
        attorneyId,
        attorneyName,
        notes,
        sentAt: command.metadata.now.toISOString(),
      },
    },
  ];
}
