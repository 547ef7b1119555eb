import type { CaseDetails } from '../../cases/index';
import { consumerStatuteFor, DECEPTIVE_ACT_LABELS, type DeceptiveAct } from '../../law/deceptive-acts';
import type { LawFact, PreSuitDemand } from '../../law/law-table.types';
import { formatUsd } from '../../law/law-table';
import { noticeRuleUse } from './notice-rules';
import { joinWithAnd } from './text';

/** Days added for the post when a statute's period runs from receipt and we only know the mailing date. */
export const MAIL_TRANSIT_DAYS = 5;

/**
 * Rules that only matter on facts the questionnaire never asks about, so printing them is noise at best:
 * bad-check statutes (kind `bad-check`) need a bounced check, which no answer records.
 */
const NEEDS_UNASKED_FACTS = new Set(['ca-bad-check-1719']);

/** What each statute asks the notice to say besides the act (CLRA §1782(a)(2): a demand to rectify; DTPA: damages). */
const STATUTE_TAILS: Readonly<Record<string, (amount: string) => string>> = {
  'ca-clra-1782': (amount) =>
    `I demand that you correct, repair, replace or otherwise rectify these violations by paying me ${amount}.`,
  'tx-dtpa-17505': (amount) => `My economic damages are ${amount}, as set out below, and I ask you to pay them.`,
};

export type NoticeDecision =
  /** The letter says it is this notice, with the content the rule asks for. */
  | { place: 'letter'; acts: Array<{ id: DeceptiveAct; text: string; citation: string }>; extra: string | null; fromReceipt: boolean }
  /** Explained on the claimant's notes page only. */
  | { place: 'notes'; why: string | null }
  /** Not mentioned anywhere: it does not apply on these answers. */
  | { place: 'none' };

/**
 * Where a pre-suit rule goes for these answers. A consumer statute's notice (93A, DTPA, CLRA, FBPA, AL DTPA,
 * ME UTPA) goes in the letter only when the other side is a business, the claimant bought goods or services from it
 * for personal use, and the claimant picked a deceptive act the statute lists. Otherwise no notice, no boilerplate,
 * and no longer deadline; the notes page says why when the claimant was part of the way there.
 */
export function decideNotice(rule: LawFact<PreSuitDemand>, details: CaseDetails): NoticeDecision {
  const id = rule.value.id;
  if (rule.value.kind === 'bad-check' || NEEDS_UNASKED_FACTS.has(id)) return { place: 'none' };
  const statute = consumerStatuteFor(id);
  if (rule.value.kind !== 'consumer-protection' || !statute) {
    const use = noticeRuleUse(rule.value);
    return use.use === 'letter'
      ? {
          place: 'letter',
          acts: [],
          extra: use.extra ? use.extra(details.amountCents) : null,
          fromReceipt: rule.value.countsFrom === 'receipt',
        }
      : { place: 'notes', why: null };
  }
  const isConsumerDeal = details.defendantKind === 'business' && details.consumerTransaction === true;
  if (!isConsumerDeal) return { place: 'none' };
  const acts = (details.deceptiveActs ?? []).flatMap((act) => {
    const citation = statute.acts[act];
    return citation ? [{ id: act, text: DECEPTIVE_ACT_LABELS[act].letter, citation }] : [];
  });
  if (acts.length === 0) {
    return {
      place: 'notes',
      why: 'You did not pick a deceptive act this law lists, so your letter is not a notice under it. If the business misled you, tell us what it did and draft again.',
    };
  }
  const amount = formatUsd(details.amountCents);
  const conduct = joinWithAnd(acts.map((a) => `${a.text} (${a.citation})`));
  return {
    place: 'letter',
    acts,
    extra: `The unfair or deceptive act I complain of is ${conduct}, as described in the statement of facts. ${STATUTE_TAILS[id]?.(amount) ?? `My injury is ${amount}, and the relief I ask for is payment of ${amount}.`}`,
    fromReceipt: rule.value.countsFrom === 'receipt',
  };
}
