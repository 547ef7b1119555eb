import {
  RESPONSE_DAY_CHOICES,
  defaultResponseDays,
  type ClaimLaw,
  type DeadlineDriver,
  type ResponseDayChoice,
} from './claim-law';
import { isVerifiedOn } from './evidence/law-evidence';
import type { CaseType } from './law-table.types';

/** One statutory period behind the shortest deadline the letter may give, for the reason shown beside a choice. */
export interface RequiredPeriod {
  kind: DeadlineDriver['kind'];
  citation: string;
  days: number;
  businessDays: boolean;
  transitDays: number;
  /** The deposit clock that started at move-out keeps the landlord's time up to this day. */
  untilDue: string | null;
  /** Verified in official text on the letter's date: only then is it said to require the time (ADR 040). */
  verified: boolean;
}

/**
 * The response periods the claimant may choose at step 6 (issue 43 point 4): each choice, and whether a statute or
 * the deposit clock requires more (then it is shown disabled, with `required` as the reason). Read from the same
 * `ClaimLaw` the letter is drafted from, so the screen offers exactly what the letter will give.
 */
export interface ResponseChoices {
  defaultDays: ResponseDayChoice;
  /** The days the letter gives on these answers. */
  days: number;
  /** The longest period a statute or the deposit clock requires, in calendar days from the letter's date (0: none). */
  minimumDays: number;
  choices: Array<{ days: ResponseDayChoice; allowed: boolean }>;
  required: RequiredPeriod[];
}

export function responseChoicesOf(law: ClaimLaw, caseType: CaseType): ResponseChoices {
  const { minimumDays } = law.response;
  const verifiedCitations = new Set(
    law.notices.filter((n) => isVerifiedOn(n.rule, law.letterDate)).map((n) => n.rule.citation),
  );
  const depositVerified = law.deposit !== null && isVerifiedOn(law.deposit.rule, law.letterDate);
  return {
    defaultDays: defaultResponseDays(caseType),
    days: law.response.days,
    minimumDays,
    choices: RESPONSE_DAY_CHOICES.map((days) => ({ days, allowed: days >= minimumDays })),
    required: law.response.required.map((d) => ({
      kind: d.kind,
      citation: d.citation,
      days: d.days,
      businessDays: d.businessDays,
      transitDays: d.transitDays,
      untilDue: d.untilDue,
      verified: d.kind === 'deposit' ? depositVerified : verifiedCitations.has(d.citation),
    })),
  };
}
