import type { StateCode } from './law-table.types';

/**
 * The questionnaire's pick-list of deceptive acts, and where each sits in the six consumer statutes whose pre-suit
 * notice a letter can serve as (MA 93A, TX DTPA, CA CLRA, GA FBPA, AL DTPA, ME UTPA). A notice is only put in a
 * letter when the claimant picked at least one act that the state's statute lists, so the notice names a particular
 * violation (CLRA §1782(a)(1) asks for "the particular alleged violations of Section 1770"; 93A for a reasonable
 * description of the unfair or deceptive act). A plain breach of contract is not one of these acts.
 */
import { DECEPTIVE_ACTS, type DeceptiveAct } from '../claim/claim.types';
export { DECEPTIVE_ACTS, type DeceptiveAct };

/** What the claimant sees in the pick-list and what the letter says the other side did. */
export const DECEPTIVE_ACT_LABELS: Record<DeceptiveAct, { pick: string; letter: string }> = {
  'misrepresented-characteristics': {
    pick: 'They said the goods or services had features, uses or benefits they did not have',
    letter:
      'representing that the goods or services had characteristics, uses or benefits that they do not have',
  },
  'misrepresented-quality': {
    pick: 'They said the goods or services were of a standard or quality they were not',
    letter:
      'representing that the goods or services were of a particular standard or quality when they were not',
  },
  'bait-advertising': {
    pick: 'They advertised something they did not intend to sell as advertised',
    letter: 'advertising goods or services with the intent not to sell them as advertised',
  },
  'misrepresented-rights': {
    pick: 'They said the deal gave me rights or remedies (a warranty, a refund) that it did not',
    letter:
      'representing that the transaction conferred rights or remedies, such as a warranty or a refund, that it did not',
  },
  'misrepresented-repairs': {
    pick: 'They said work, parts or repairs were needed or done when they were not',
    letter: 'representing that work, parts or repairs were needed or had been done when they were not',
  },
  'unconscionable-terms': {
    pick: 'They put an unfair, one-sided term in the contract and relied on it',
    letter: 'inserting an unconscionable provision in the contract',
  },
};

/** The consumer statutes whose notice a letter can be, by the rule id the law table gives them. */
export interface ConsumerStatute {
  ruleId: string;
  state: StateCode;
  /** Where each act is prohibited; an act the statute does not list is absent (and cannot trigger the notice). */
  acts: Partial<Record<DeceptiveAct, string>>;
  /** The cure or tender window runs from receipt (CLRA §1782(b), DTPA §17.5052), not from the letter's date. */
  countsFromReceipt: boolean;
}

export const CONSUMER_STATUTES: readonly ConsumerStatute[] = [
  {
    ruleId: 'ca-clra-1782',
    state: 'CA',
    acts: {
      'misrepresented-characteristics': 'Cal. Civ. Code §1770(a)(5)',
      'misrepresented-quality': 'Cal. Civ. Code §1770(a)(7)',
      'bait-advertising': 'Cal. Civ. Code §1770(a)(9)',
      'misrepresented-rights': 'Cal. Civ. Code §1770(a)(14)',
      'misrepresented-repairs': 'Cal. Civ. Code §1770(a)(15)',
      'unconscionable-terms': 'Cal. Civ. Code §1770(a)(19)',
    },
    countsFromReceipt: true,
  },
  {
    ruleId: 'tx-dtpa-17505',
    state: 'TX',
    acts: {
      'misrepresented-characteristics': 'Tex. Bus. & Com. Code §17.46(b)(5)',
      'misrepresented-quality': 'Tex. Bus. & Com. Code §17.46(b)(7)',
      'bait-advertising': 'Tex. Bus. & Com. Code §17.46(b)(9)',
      'misrepresented-rights': 'Tex. Bus. & Com. Code §17.46(b)(12)',
      'misrepresented-repairs': 'Tex. Bus. & Com. Code §17.46(b)(13)',
      'unconscionable-terms': 'Tex. Bus. & Com. Code §17.50(a)(3)',
    },
    countsFromReceipt: true,
  },
  {
    ruleId: 'ma-93a-demand',
    state: 'MA',
    acts: {
      'misrepresented-characteristics': 'M.G.L. c.93A §2; 940 CMR 3.05',
      'misrepresented-quality': 'M.G.L. c.93A §2; 940 CMR 3.05',
      'bait-advertising': 'M.G.L. c.93A §2; 940 CMR 3.02',
      'misrepresented-rights': 'M.G.L. c.93A §2; 940 CMR 3.08',
      'misrepresented-repairs': 'M.G.L. c.93A §2; 940 CMR 3.05',
      'unconscionable-terms': 'M.G.L. c.93A §2',
    },
    countsFromReceipt: false,
  },
  {
    ruleId: 'ga-fbpa-demand',
    state: 'GA',
    acts: {
      'misrepresented-characteristics': 'O.C.G.A. §10-1-393(b)(5)',
      'misrepresented-quality': 'O.C.G.A. §10-1-393(b)(7)',
      'bait-advertising': 'O.C.G.A. §10-1-393(b)(9)',
      'misrepresented-rights': 'O.C.G.A. §10-1-393(a)',
      'misrepresented-repairs': 'O.C.G.A. §10-1-393(a)',
      'unconscionable-terms': 'O.C.G.A. §10-1-393(a)',
    },
    countsFromReceipt: false,
  },
  {
    ruleId: 'al-dtpa-demand',
    state: 'AL',
    acts: {
      'misrepresented-characteristics': 'Ala. Code §8-19-5(5)',
      'misrepresented-quality': 'Ala. Code §8-19-5(7)',
      'bait-advertising': 'Ala. Code §8-19-5(9)',
      'misrepresented-rights': 'Ala. Code §8-19-5',
      'misrepresented-repairs': 'Ala. Code §8-19-5',
      'unconscionable-terms': 'Ala. Code §8-19-5',
    },
    countsFromReceipt: false,
  },
  {
    ruleId: 'me-utpa-demand',
    state: 'ME',
    acts: {
      'misrepresented-characteristics': '5 M.R.S. §207',
      'misrepresented-quality': '5 M.R.S. §207',
      'bait-advertising': '5 M.R.S. §207',
      'misrepresented-rights': '5 M.R.S. §207',
      'misrepresented-repairs': '5 M.R.S. §207',
      'unconscionable-terms': '5 M.R.S. §207',
    },
    countsFromReceipt: false,
  },
];

export function consumerStatuteFor(ruleId: string): ConsumerStatute | undefined {
  return CONSUMER_STATUTES.find((s) => s.ruleId === ruleId);
}
