import type { DecidedNotice } from '../../law/law-table';
import { formatUsd } from '../../law/law-table';
import { joinWithAnd } from './text';

/**
 * The words a notice in the letter adds to meet its statute's content requirement. Whether a rule is in the letter at
 * all is decided once, for the screen and the letter alike, by `decideNotice` (law/notice-decision.ts).
 */

/** What each statute asks the notice to say besides the act (CLRA §1782(a)(2): a demand to rectify; DTPA: damages). */
const STATUTE_TAILS: Readonly<Record<string, (amount: string) => string>> = {
  'ca-clra-1782': (amount) =>
    `I demand that you correct, repair, replace or otherwise rectify these violations by paying me ${amount}.`,
  'tx-dtpa-17505': (amount) =>
    `My economic damages are ${amount}, as set out below, and I ask you to pay them.`,
};

/** The consumer-statute sentence naming the act the claimant picked, the injury and the relief; null otherwise. */
export function noticeExtra(notice: DecidedNotice, amountCents: number): string | null {
  if (notice.decision.place !== 'letter' || notice.decision.acts.length === 0) return null;
  const amount = formatUsd(amountCents);
  const conduct = joinWithAnd(notice.decision.acts.map((a) => `${a.text} (${a.citation})`));
  const tail =
    STATUTE_TAILS[notice.rule.value.id]?.(amount) ??
    `My injury is ${amount}, and the relief I ask for is payment of ${amount}.`;
  return `The unfair or deceptive act I complain of is ${conduct}, as described in the statement of facts. ${tail}`;
}
