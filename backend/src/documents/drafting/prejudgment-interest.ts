import type { CaseType, StateCode } from '../../law/law-table.types';
import { daysBetween, formatUsd } from '../../law/law-table';

/**
 * Prejudgment interest by state, for the package's optional interest line. Kept here, keyed by state, until the
 * law table carries the rate (issue 12 §1). Only rates fixed by statute are computed; where the rate floats (set by
 * an agency each year or quarter) the package names the rule and leaves the figure to the claimant and the clerk.
 * Reviewer knowledge, not yet checked against the official text: the package says so.
 */
export interface InterestRule {
  /** Simple annual rate in percent when the statute fixes it, else null. */
  percent: number | null;
  citation: string;
  /** Which claims: contract-type claims only, or every claim. */
  scope: 'contract' | 'all';
  /** How the rate is set, for the worksheet note. */
  description: string;
}

const CONTRACT_TYPES: ReadonlySet<CaseType> = new Set([
  'unpaid-work',
  'contract-breach',
  'landlord-dispute',
  'security-deposit',
  'other',
]);

const RULES: Partial<Record<StateCode, InterestRule>> = {
  CA: {
    percent: 10,
    citation: 'Cal. Civ. Code §3289(b)',
    scope: 'contract',
    description: '10% a year on a contract claim from the day payment was due',
  },
  NY: {
    percent: 9,
    citation: 'N.Y. CPLR §§5001, 5004',
    scope: 'all',
    description: '9% a year, for breach of contract and for damage to property',
  },
  MA: {
    percent: 12,
    citation: 'M.G.L. c.231 §§6B, 6C',
    scope: 'all',
    description: '12% a year, added by the clerk to damages for breach of contract or property damage',
  },
  PA: {
    percent: 6,
    citation: '41 P.S. §202',
    scope: 'contract',
    description: 'the 6% legal rate, on a contract claim for a sum that was due',
  },
  IL: {
    percent: 5,
    citation: '815 ILCS 205/2',
    scope: 'contract',
    description: '5% a year on money due under a written instrument or settled account',
  },
  GA: {
    percent: 7,
    citation: 'O.C.G.A. §§7-4-2, 13-6-13',
    scope: 'contract',
    description: 'the 7% legal rate on a liquidated (fixed) sum that was due',
  },
  NC: {
    percent: 8,
    citation: 'N.C. Gen. Stat. §§24-1, 24-5',
    scope: 'all',
    description: 'the 8% legal rate (from the breach for a contract claim, from filing for other claims)',
  },
  TX: {
    percent: null,
    citation: 'Tex. Fin. Code §§304.003, 304.103',
    scope: 'all',
    description: 'the post-judgment rate the Consumer Credit Commissioner publishes each month (the prime rate, at least 5% and at most 15%)',
  },
  FL: {
    percent: null,
    citation: 'Fla. Stat. §55.03',
    scope: 'all',
    description: 'the rate the Chief Financial Officer sets each quarter',
  },
  OH: {
    percent: null,
    citation: 'Ohio Rev. Code §§1343.03, 5703.47',
    scope: 'all',
    description: 'the rate the Tax Commissioner sets each year',
  },
  MI: {
    percent: null,
    citation: 'MCL §600.6013',
    scope: 'all',
    description: 'a rate set every six months from the five-year Treasury yield, counted from the day you file',
  },
};

export interface InterestView {
  citation: string;
  description: string;
  /** Computed when the rate is fixed: simple interest from the incident date to the package date. */
  computed: { percent: number; days: number; amount: string; amountCents: number; from: string } | null;
}

/** The interest line for this claim, or null when we know no rule for the state or the claim type. */
export function prejudgmentInterest(input: {
  state: StateCode;
  caseType: CaseType;
  amountCents: number;
  fromIso: string;
  fromLong: string;
  toIso: string;
}): InterestView | null {
  const rule = RULES[input.state];
  if (!rule) return null;
  if (rule.scope === 'contract' && !CONTRACT_TYPES.has(input.caseType)) return null;
  const days = Math.max(0, daysBetween(input.fromIso, input.toIso));
  const computed =
    rule.percent === null
      ? null
      : (() => {
          const cents = Math.round((input.amountCents * rule.percent * days) / (100 * 365));
          return { percent: rule.percent, days, amount: formatUsd(cents), amountCents: cents, from: input.fromLong };
        })();
  return { citation: rule.citation, description: rule.description, computed };
}
