import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../identity/index';
import type { SubmitReferralResponse } from '../referral.response';

/** The referral form (SueGo picks 2-3 attorneys), or Contact Attorney on a search result (one attorney). */
export type ReferralInput =
  | {
      kind: 'matched';
      caseType: string;
      state: string;
      description: string;
      urgency: string | null;
      budget: string | null;
      contactEmail: string;
      contactPhone: string | null;
      /** The claimant's ZIP: the referral goes to the nearest qualified attorneys (issue 32). */
      zipCode: string | null;
      /** The user confirmed a second paid request for the same matter within 30 days (docs/adr/215). */
      confirmSameMatter: boolean;
    }
  | {
      kind: 'direct';
      attorneyId: string;
      description: string | null;
      contactEmail: string | null;
      contactPhone: string | null;
    };

export class RequestReferralCommand extends Command<SubmitReferralResponse> {
  constructor(
    readonly actor: Actor & { email: string },
    readonly input: ReferralInput,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
