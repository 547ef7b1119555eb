/**
 * The questions a letter needs so it never assumes (issue 12): the same vocabulary as the server's
 * `law/deceptive-acts.ts` and `cases/case.types.ts` (the server refuses anything else).
 */
export const AGREEMENT_FORMS = ['written', 'oral', 'none'] as const;
export type AgreementForm = (typeof AGREEMENT_FORMS)[number];

export const AGREEMENT_FORM_LABELS: Record<AgreementForm, string> = {
  written: 'Written (a signed contract, or agreed by e-mail or text)',
  oral: 'Spoken only (nothing in writing)',
  none: 'There was no agreement (for example, damage to my property)',
};

export const DECEPTIVE_ACTS = [
  'misrepresented-characteristics',
  'misrepresented-quality',
  'bait-advertising',
  'misrepresented-rights',
  'misrepresented-repairs',
  'unconscionable-terms',
] as const;
export type DeceptiveAct = (typeof DECEPTIVE_ACTS)[number];

export const DECEPTIVE_ACT_LABELS: Record<DeceptiveAct, string> = {
  'misrepresented-characteristics': 'They said the goods or services had features, uses or benefits they did not have',
  'misrepresented-quality': 'They said the goods or services were of a standard or quality they were not',
  'bait-advertising': 'They advertised something they did not intend to sell as advertised',
  'misrepresented-rights': 'They said the deal gave me rights or remedies (a warranty, a refund) that it did not',
  'misrepresented-repairs': 'They said work, parts or repairs were needed or done when they were not',
  'unconscionable-terms': 'They put an unfair, one-sided term in the contract and relied on it',
};

/** The consumer statutes whose notice a letter can be, by state: the pick-list is only asked there. */
export const CONSUMER_STATUTES: Readonly<Record<string, string>> = {
  MA: 'Massachusetts consumer protection law (M.G.L. c.93A)',
  TX: 'the Texas Deceptive Trade Practices Act',
  CA: 'the California Consumers Legal Remedies Act',
  GA: 'the Georgia Fair Business Practices Act',
  AL: 'the Alabama Deceptive Trade Practices Act',
  ME: 'the Maine Unfair Trade Practices Act',
};

/** Case types where a written or spoken agreement decides the deadline to sue. */
export const AGREEMENT_CASE_TYPES: readonly string[] = ['unpaid-work', 'contract-breach', 'landlord-dispute', 'other'];
