import type { AgreementForm } from '../../claim/case.types';
import { daysBetween, formatUsd, isVerifiedOn } from '../../law/law-table';
import type { CaseType, InterestClaimKind, InterestStart, Jurisdiction } from '../../law/law-table.types';

/**
 * The package's optional prejudgment-interest line, from the law table's `prejudgmentInterest`. A figure is computed
 * only where the state's rule is encoded for this kind of claim, runs from the incident date and fixes the rate
 * (simple interest from the incident date to the package date). Where it runs from the filing or a notice (NC tort
 * interest from filing) or the rate floats, the package names the rule and leaves the figure to the clerk; a kind of
 * claim the rule does not cover (IL written instruments only) gets no line.
 */

/** The kind of claim this case is, for interest: null when the answers do not say (an "other" claim, not said). */
export function interestClaimKind(
  caseType: CaseType,
  agreement: AgreementForm | undefined,
): InterestClaimKind | null {
  switch (caseType) {
    case 'unpaid-work':
    case 'contract-breach':
    case 'landlord-dispute':
      return agreement === 'written' ? 'written-contract' : 'contract';
    case 'security-deposit':
      return 'contract';
    case 'vehicle-damage':
    case 'property-damage':
      return 'tort';
    case 'other':
      return agreement === 'written'
        ? 'written-contract'
        : agreement === 'oral'
          ? 'contract'
          : agreement === 'none'
            ? 'tort'
            : null;
    default: {
      const never: never = caseType;
      throw new RangeError(`Unknown case type ${String(never)}`);
    }
  }
}

/** A rule for `covered` claims applies to a claim of `kind` (a written agreement is an agreement). */
const covers = (covered: InterestClaimKind, kind: InterestClaimKind) =>
  covered === kind || (covered === 'contract' && kind === 'written-contract');

const FROM_WORDS: Record<Exclude<InterestStart, 'incident'>, string> = {
  filing: 'It runs from the day you file, so SueGo cannot compute it yet',
  notice:
    'It runs from a date that depends on when the other side received notice of the claim or when you file',
};

export interface InterestView {
  citation: string;
  description: string;
  /** The fact is not verified against an official source: the package says so. */
  certain: boolean;
  /** Why no figure is given, when none is. */
  noFigureBecause: string | null;
  /** Computed when the rate is fixed and interest runs from the incident: simple interest to the package date. */
  computed: { percent: number; days: number; amount: string; amountCents: number; from: string } | null;
}

/** The interest line for this claim, or null when the table has no rule for the state or this kind of claim. */
export function prejudgmentInterest(input: {
  jurisdiction: Jurisdiction;
  caseType: CaseType;
  agreement: AgreementForm | undefined;
  amountCents: number;
  fromIso: string;
  fromLong: string;
  toIso: string;
}): InterestView | null {
  const fact = input.jurisdiction.prejudgmentInterest;
  if (!fact) return null;
  const kind = interestClaimKind(input.caseType, input.agreement);
  if (kind === null) return null;
  const rule = fact.value.covers.find((c) => covers(c.claims, kind));
  if (!rule) return null;
  const percent = fact.value.ratePercent;
  const days = Math.max(0, daysBetween(input.fromIso, input.toIso));
  const computed =
    percent === null || rule.from !== 'incident'
      ? null
      : (() => {
          const cents = Math.round((input.amountCents * percent * days) / (100 * 365));
          return { percent, days, amount: formatUsd(cents), amountCents: cents, from: input.fromLong };
        })();
  return {
    citation: fact.citation,
    description: fact.value.description.replace(/\.$/, ''),
    certain: isVerifiedOn(fact, input.jurisdiction.asOf),
    noFigureBecause:
      computed !== null
        ? null
        : rule.from !== 'incident'
          ? FROM_WORDS[rule.from]
          : 'The rate changes from year to year',
    computed,
  };
}
