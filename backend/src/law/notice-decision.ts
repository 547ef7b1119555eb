import { consumerStatuteFor, DECEPTIVE_ACT_LABELS, type DeceptiveAct } from './deceptive-acts';
import type { LawFact, PreSuitDemand } from './law-table.types';

/** Days added for the post when a period runs from receipt and we only know the mailing date. */
export const MAIL_TRANSIT_DAYS = 5;

/**
 * Where each pre-suit rule of the law table goes when it applies. Every rule is listed on purpose (a unit test fails
 * when a new rule has no entry), because the choice is a judgement per rule:
 * - `letter`: the letter says it is also the written notice that rule requires ("to the extent it applies" when the
 *   rule has a condition);
 * - `notes`: the rule needs something a generic letter cannot give (CA §1719's statutory bad-check wording), only
 *   matters with a lawyer (TX §38.002), is met simply by sending any letter (CA "ask first", WY affidavit), or is the business's own
 *   certification (NY §1803-A); it is explained on the notes page and on screen instead.
 */
export const NOTICE_PLACEMENT: Readonly<Record<string, 'letter' | 'notes'>> = {
  'ca-small-claims-ask-first': 'notes',
  'ca-clra-1782': 'letter',
  'ca-bad-check-1719': 'notes',
  'ma-93a-demand': 'letter',
  'tx-dtpa-17505': 'letter',
  'tx-cprc-38002': 'notes',
  'ga-fbpa-demand': 'letter',
  'al-dtpa-demand': 'letter',
  'me-utpa-demand': 'letter',
  'id-12-120-demand': 'letter',
  'or-ors-20080-demand': 'letter',
  // The tenant's own deposit notices: the demand letter is that notice, and says so.
  'co-deposit-notice': 'letter',
  'me-deposit-notice': 'letter',
  'ut-deposit-notice': 'letter',
  'la-deposit-demand': 'letter',
  'ny-cca-1803a-demand': 'notes',
  // Met by sending any demand: the claimant swears to it in the small-claims affidavit (W.S. 1-21-202(a)).
  'wy-small-claims-demand': 'notes',
};

/** The claimant's answers a notice decision reads; absent means "not said", which never puts a consumer notice in. */
export interface NoticeAnswers {
  defendantKind?: 'individual' | 'business' | undefined;
  consumerTransaction?: boolean | undefined;
  deceptiveActs?: readonly DeceptiveAct[] | undefined;
}

/**
 * Rules that only matter on facts the questionnaire never asks about, so printing them is noise at best: bad-check
 * statutes (kind `bad-check`) need a bounced check, which no answer records.
 */
const NEEDS_UNASKED_FACTS = new Set(['ca-bad-check-1719']);

export type NoticeDecision =
  /** The letter says it is this notice; for a consumer statute, with the acts the claimant picked. */
  | {
      place: 'letter';
      acts: Array<{ id: DeceptiveAct; text: string; citation: string }>;
      /** The other side's period runs from receipt: the deadline adds mail transit. */
      fromReceipt: boolean;
    }
  /** Explained on the claimant's notes page and on screen, with why when the claimant was part of the way there. */
  | { place: 'notes'; why: string | null }
  /** Not mentioned anywhere: it does not apply on these answers. */
  | { place: 'none' };

/**
 * Where a pre-suit rule goes for these answers: the same decision for the on-screen eligibility notices and for the
 * letter. A consumer statute's notice (93A, DTPA, CLRA, FBPA, AL DTPA, ME UTPA) applies only when the other side is a
 * business, the claimant bought goods or services from it for personal use, and the claimant picked a deceptive act
 * the statute lists. Otherwise no notice, no warning and no longer deadline; when the claimant was part of the way
 * there, the notes page (and the screen) say why the letter is not that notice.
 */
export function decideNotice(rule: LawFact<PreSuitDemand>, answers: NoticeAnswers): NoticeDecision {
  const id = rule.value.id;
  if (rule.value.kind === 'bad-check' || NEEDS_UNASKED_FACTS.has(id)) return { place: 'none' };
  const statute = consumerStatuteFor(id);
  if (rule.value.kind !== 'consumer-protection' || !statute) {
    return (NOTICE_PLACEMENT[id] ?? 'letter') === 'letter'
      ? { place: 'letter', acts: [], fromReceipt: rule.value.countsFrom === 'receipt' }
      : { place: 'notes', why: null };
  }
  const isConsumerDeal = answers.defendantKind === 'business' && answers.consumerTransaction === true;
  if (!isConsumerDeal) return { place: 'none' };
  const acts = (answers.deceptiveActs ?? []).flatMap((act) => {
    const citation = statute.acts[act];
    return citation ? [{ id: act, text: DECEPTIVE_ACT_LABELS[act].letter, citation }] : [];
  });
  if (acts.length === 0) {
    return {
      place: 'notes',
      why: 'You did not pick a deceptive act this law lists, so your letter is not a notice under it. If the business misled you, tell us what it did and draft again.',
    };
  }
  return { place: 'letter', acts, fromReceipt: rule.value.countsFrom === 'receipt' };
}
