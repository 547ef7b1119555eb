import { daysBetween, formatUsd } from '../../law/law-table';
import type { CaseType, Jurisdiction, StateCode } from '../../law/law-table.types';

/**
 * The package's optional prejudgment-interest line, from the law table's `prejudgmentInterest`. Only a rate fixed by
 * statute is computed (simple interest from the incident date to the package date); where the rate floats the package
 * names the rule and leaves the figure to the clerk. Where the statute covers only money due under a contract (CA
 * §3289, PA legal rate, IL 815 ILCS 205/2, GA), damage claims get no line.
 */
const CONTRACT_ONLY: ReadonlySet<StateCode> = new Set(['CA', 'PA', 'IL', 'GA']);

const CONTRACT_TYPES: ReadonlySet<CaseType> = new Set([
  'unpaid-work',
  'contract-breach',
  'landlord-dispute',
  'security-deposit',
  'other',
]);

export interface InterestView {
  citation: string;
  description: string;
  /** The fact is not verified against an official source: the package says so. */
  certain: boolean;
  /** Computed when the rate is fixed: simple interest from the incident date to the package date. */
  computed: { percent: number; days: number; amount: string; amountCents: number; from: string } | null;
}

/** The interest line for this claim, or null when the table has no rule for the state or the claim type. */
export function prejudgmentInterest(input: {
  jurisdiction: Jurisdiction;
  caseType: CaseType;
  amountCents: number;
  fromIso: string;
  fromLong: string;
  toIso: string;
}): InterestView | null {
  const fact = input.jurisdiction.prejudgmentInterest;
  if (!fact) return null;
  if (CONTRACT_ONLY.has(input.jurisdiction.code) && !CONTRACT_TYPES.has(input.caseType)) return null;
  const percent = fact.value.ratePercent;
  const days = Math.max(0, daysBetween(input.fromIso, input.toIso));
  const computed =
    percent === null
      ? null
      : (() => {
          const cents = Math.round((input.amountCents * percent * days) / (100 * 365));
          return { percent, days, amount: formatUsd(cents), amountCents: cents, from: input.fromLong };
        })();
  return {
    citation: fact.citation,
    description: fact.value.description.replace(/\.$/, ''),
    certain: fact.confidence === 'high',
    computed,
  };
}
