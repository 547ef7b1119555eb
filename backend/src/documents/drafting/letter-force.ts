import type { ClaimantKind } from '../../claim/case.types';
import { formatLongDate } from '../../law/calendar';
import type { ClaimLaw } from '../../law/law-table';
import type { CaseType, Jurisdiction } from '../../law/law-table.types';
import type { FactRef, LetterLaw } from './letter-law';
import { interestClaimKind } from './prejudgment-interest';
import type { AgreementForm } from '../../claim/case.types';

/**
 * What gives a letter its force (issue 43 points 1-3, ADR 227): the duty it relies on, named by a fixed id per case
 * type; the remedy it states (confirmed) or reserves (never with a number); and the interest it asks for where the
 * rate is confirmed. Each sentence goes through `LetterLaw` (ADR 217), so the letter-strength check can list them.
 */

/**
 * The duties a letter of each case type may rely on, by the id `LetterLaw` records (a table fact's key without the
 * state, or a general rule's id). A freelancer law is `freelancerLaws[i]`, matched by its prefix. Every letter names
 * at least one of its case type's duties (asserted by letter-strength.unit.spec.ts).
 */
export const DUTIES: Readonly<Record<CaseType, readonly string[]>> = {
  'security-deposit': ['securityDeposit.returnDeadline', 'general.deposit'],
  'unpaid-work': ['general.performed', 'general.civil-code', 'freelancerLaws'],
  'contract-breach': ['general.contract', 'general.civil-code'],
  'landlord-dispute': ['general.lease', 'general.civil-code'],
  'property-damage': ['general.negligence', 'general.bailment', 'general.civil-code'],
  'vehicle-damage': ['general.negligence', 'general.bailment', 'general.civil-code'],
  other: ['general.contract', 'general.civil-code', 'general.responsible'],
};

/** The duties a letter names, from what `LetterLaw` recorded ("CA securityDeposit.returnDeadline" → its key). */
export function dutiesNamed(caseType: CaseType, recordedIds: readonly string[]): string[] {
  const keys = recordedIds.map((id) => id.replace(/^[A-Z]{2} /, ''));
  return DUTIES[caseType].filter((duty) => keys.some((k) => k === duty || k.startsWith(`${duty}[`)));
}

/**
 * The deposit reservation, where the letter cannot state a confirmed penalty: for a residential tenancy (the
 * claimant's answer; never a commercial lease) the remedies of the state's deposit law without a number; otherwise
 * every remedy the law allows.
 */
export function depositReservation(
  law: LetterLaw,
  stateName: string,
  penaltyStated: boolean,
  residential: boolean | undefined,
): string | null {
  if (penaltyStated) return null;
  return residential === true
    ? law.general(
        'general.reserve-deposit',
        `I reserve every remedy the law of ${stateName} allows for a deposit that is not returned or accounted for, including any statutory damages, in addition to the deposit and court costs.`,
      )
    : law.general('general.reserve', 'I reserve every remedy the law allows.');
}

/**
 * The reservation of a letter that is not about a deposit: a statute is named only when its notice is in this letter
 * and confirmed (the letter is that notice, with its content, and its deadline gives that notice's time:
 * `law.response`), because a named reservation of a consumer statute can be read as its notice; otherwise every
 * remedy the law allows.
 */
export function remedyReservation(law: LetterLaw, claimLaw: ClaimLaw): string {
  const named = claimLaw.notices.filter(
    (n) => n.decision.place === 'letter' && n.rule.value.kind !== 'bad-check' && law.confirmed(n.rule),
  );
  if (named.length > 0) {
    const citations = named.map((n) => n.rule.citation);
    const stated = law.say(
      named.map((n) => ({ key: `preSuitDemands.${n.rule.value.id}`, fact: n.rule })),
      `I reserve every remedy the law allows, including any remedy available under the law for which this letter is my notice (${citations.join('; ')}).`,
    );
    if (stated) return stated;
  }
  return law.general('general.reserve', 'I reserve every remedy the law allows.');
}

/**
 * "I will also ask the court for interest at 9% a year from March 1, 2026 until the amount is paid, as N.Y. CPLR
 * §§5001, 5004 allows." (after the court-costs sentence) Only where the state's rate is fixed and confirmed on the letter's date, the rule covers this kind of
 * claim and runs from a date the letter knows: the day payment was due (unpaid work, only as the claimant gave it), the
 * incident (the breach, the damage) or, for a deposit, the day the landlord's confirmed time ran out. A business claimant is not asked to (a state may set a
 * lower rate on consumer debt).
 */
export function interestAsk(input: {
  law: LetterLaw;
  jurisdiction: Jurisdiction;
  caseType: CaseType;
  agreement: AgreementForm | undefined;
  claimant: ClaimantKind;
  incidentIso: string;
  /** Unpaid work: the day payment was due, as the claimant gave it (interest never runs from the incident date). */
  paymentDueIso: string | undefined;
  /** The day a deposit's landlord's time ran out, with the deadline it comes from (said only when it is confirmed). */
  depositLate: { from: string; ref: FactRef } | null;
}): { sentence: string; from: string } | null {
  const fact = input.jurisdiction.prejudgmentInterest;
  if (!fact || input.claimant !== 'individual' || !input.law.confirmed(fact)) return null;
  const percent = fact.value.ratePercent;
  const kind = interestClaimKind(input.caseType, input.agreement);
  if (percent === null || kind === null) return null;
  const rule = fact.value.covers.find(
    (c) => c.claims === kind || (c.claims === 'contract' && kind === 'written-contract'),
  );
  if (!rule || rule.from !== 'incident') return null;
  const deposit = input.caseType === 'security-deposit';
  if (deposit && input.depositLate === null) return null;
  const from =
    input.depositLate && deposit
      ? input.depositLate.from
      : input.caseType === 'unpaid-work'
        ? (input.paymentDueIso ?? null)
        : input.incidentIso;
  if (from === null) return null;
  const refs: FactRef[] = [{ key: 'prejudgmentInterest', fact }];
  if (deposit && input.depositLate) refs.push(input.depositLate.ref);
  const sentence = input.law.say(
    refs,
    `I will also ask the court for interest at ${percent}% a year from ${formatLongDate(from)} until the amount is paid, as ${fact.citation} allows.`,
  );
  return sentence === null ? null : { sentence, from };
}
