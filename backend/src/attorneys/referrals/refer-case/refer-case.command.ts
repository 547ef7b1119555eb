import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../identity/index';
import type { SubmitReferralResponse } from '../referral.response';

/** Send the owner's case to one attorney (a recommendation): included with a plan, $15 otherwise. */
export class ReferCaseCommand extends Command<SubmitReferralResponse> {
  constructor(
    readonly actor: Actor,
    readonly caseId: string,
    readonly attorneyId: string,
    readonly notes: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
