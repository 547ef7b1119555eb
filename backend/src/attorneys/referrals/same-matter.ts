import { ConfirmationRequiredError } from '../../common/errors';
import type { ReferralQueries } from './referral-queries';

/** The form has no case: the same account, case type, state and description within this many days is one matter. */
export const SAME_MATTER_DAYS = 30;
/** The 409's `confirm` code; the client repeats the request with `confirmSameMatter: true`. */
export const SAME_MATTER_CONFIRM = 'referral_same_matter';

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Before a second paid referral of the same matter to any of the same attorneys (docs/adr/215): a 409 the user
 * confirms, naming the day and the attorneys it already went to (or waits to go to).
 */
export async function assertNewMatter(
  queries: ReferralQueries,
  input: { userId: string; caseType: string; state: string; description: string; attorneyIds: string[] },
  now: Date,
): Promise<void> {
  const since = now.getTime() - SAME_MATTER_DAYS * 86_400_000;
  const description = normalized(input.description);
  const earlier = (await queries.forUser(input.userId)).find(
    (row) =>
      row.kind === 'matched' &&
      row.case_type === input.caseType &&
      row.state === input.state &&
      new Date(row.created_at).getTime() >= since &&
      normalized(row.description) === description &&
      row.attorneys.some((a) => input.attorneyIds.includes(a.attorneyId)),
  );
  if (!earlier) return;
  const date = new Date(earlier.created_at).toISOString().slice(0, 10);
  const attorneys = earlier.attorneys.map((a) => a.name).join(', ');
  throw new ConfirmationRequiredError(
    `You already requested a referral for this matter on ${date} (to ${attorneys}). Confirm to pay for a second request to the same attorneys.`,
    SAME_MATTER_CONFIRM,
    { date, attorneys, referralId: earlier.id },
  );
}
