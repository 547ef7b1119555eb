import type { PreSuitDemand } from '../../law/law-table.types';
import { formatUsd } from '../../law/law-table';

/**
 * Which statutory pre-suit notice rules the demand letter itself speaks to. Every rule in the law table is listed
 * here on purpose (a unit test fails when a new rule has no entry), because the choice is a judgement per rule:
 * - `letter`: the letter says it is also the written notice that rule requires ("to the extent it applies" when
 *   the rule has a condition) and meets the rule's content requirement with `extra`;
 * - `notes`: the rule needs something a generic letter cannot give (CA §1719's statutory bad-check wording), only
 *   matters with a lawyer (TX §38.002), or is met simply by sending any letter (CA "ask first"); it is explained on
 *   the notes page for the user instead.
 */
export type NoticeRuleUse = { use: 'letter'; extra?: (amountCents: number) => string } | { use: 'notes' };

export const NOTICE_RULE_USE: Readonly<Record<string, NoticeRuleUse>> = {
  'ca-small-claims-ask-first': { use: 'notes' },
  'ca-clra-1782': {
    use: 'letter',
    extra: () => 'I ask you to correct the problem described above by paying the amount below.',
  },
  'ca-bad-check-1719': { use: 'notes' },
  'ma-93a-demand': {
    use: 'letter',
    extra: (amount) =>
      `The unfair or deceptive conduct is described above, my injury is ${formatUsd(amount)}, and the relief I ask for is payment of ${formatUsd(amount)}.`,
  },
  'tx-dtpa-17505': {
    use: 'letter',
    extra: (amount) => `My economic damages are ${formatUsd(amount)}, as set out below.`,
  },
  'tx-cprc-38002': { use: 'notes' },
  'ga-fbpa-demand': {
    use: 'letter',
    extra: (amount) =>
      `My injury is ${formatUsd(amount)}, and the relief I ask for is payment of that amount.`,
  },
  'al-dtpa-demand': {
    use: 'letter',
    extra: (amount) =>
      `My injury is ${formatUsd(amount)}, and the relief I ask for is payment of that amount.`,
  },
  'me-utpa-demand': {
    use: 'letter',
    extra: (amount) =>
      `My injury is ${formatUsd(amount)}, and the relief I ask for is payment of that amount.`,
  },
  'id-12-120-demand': { use: 'letter' },
  'or-ors-20080-demand': { use: 'letter' },
  // The tenant's own deposit notices: the demand letter is that notice, and says so.
  'co-deposit-notice': { use: 'letter' },
  'me-deposit-notice': { use: 'letter' },
  'ut-deposit-notice': { use: 'letter' },
  'la-deposit-demand': { use: 'letter' },
  'az-deposit-demand': { use: 'letter' },
  // Businesses only: the Commercial Claims demand has its own certification, explained on the notes page.
  'ny-cca-1803a-demand': { use: 'notes' },
};

/** Unknown rules default to the letter: claiming notice "to the extent it applies" never hurts the claimant. */
export function noticeRuleUse(rule: PreSuitDemand): NoticeRuleUse {
  return NOTICE_RULE_USE[rule.id] ?? { use: 'letter' };
}
