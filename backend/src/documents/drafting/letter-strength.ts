import { inventoryOf } from '../../law/evidence/fact-inventory';
import { inForceOn } from '../../law/law-in-force';
import { isVerifiedOn } from '../../law/law-table';
import type { StateCode } from '../../law/law-table.types';
import { dutiesNamed } from './letter-force';
import type { LetterViewModel } from './letter-view-model.types';

/**
 * The letter-strength check (issue 43 point 8, ADR 228): deterministic, over the view model and the mailed letter's
 * text (not the PDF). A letter passes when it names a duty of its case type (by id, `DUTIES`), states its deadline as
 * a date, itemizes the sum, says how to pay and what happens next, states or reserves the remedy, refers to its
 * addressee by name only as "you, {name}" (the salutation and address aside) in its own sentences, repeats no
 * sentence, and states no fact of the law table that is not confirmed on its date (through `LetterLaw`'s record).
 */

export interface LetterStrength {
  /** The duty ids the letter names (at least one). */
  duties: string[];
  /** How the remedy is given: `stated` (a confirmed penalty), `reserved (…)`, or `none`. */
  remedy: string;
  /** Whether the letter asks for interest at a confirmed rate. */
  interest: boolean;
  /** The deposit deadline stated with its citation (deposit letters), else null. */
  depositDeadline: string | null;
  problems: string[];
}

const sentencesOf = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\||#|-\s|_+$)/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 24);

/**
 * `claimantWords`: the claimant's own account and attempts as they gave them (point 5 flags third-person references
 * in them at review; the check is over the letter's own template sentences).
 */
export function letterStrength(
  vm: LetterViewModel,
  letter: string,
  claimantWords: readonly string[] = [],
): LetterStrength {
  const problems: string[] = [];
  const ids = vm.lawStatements.map((s) => s.factId);
  const duties = dutiesNamed(vm.caseType, ids);
  if (duties.length === 0) problems.push('names no duty of its case type');

  if (!letter.includes(`by ${vm.deadline.long}`)) problems.push('states no deadline date');
  const sum = vm.amount.items.reduce((a, i) => a + i.amountCents, 0);
  if (sum !== vm.amount.totalCents) problems.push('the items do not add up to the total');
  for (const item of vm.amount.items)
    if (!letter.includes(`| ${item.label} | ${item.amount} |`))
      problems.push(`item not itemized: ${item.label}`);
  if (!letter.includes(`| Total amount demanded | ${vm.amount.total} |`)) problems.push('no total line');
  if (!letter.includes(vm.payment)) problems.push('does not say how to pay');
  if (!letter.includes(`If I have not received payment by ${vm.deadline.long}`))
    problems.push('does not say what happens next');

  const deposit = vm.legalBasis.caseType === 'security-deposit' ? vm.legalBasis : null;
  const stated = deposit !== null && deposit.remedySentences.length > 0;
  const reservation = vm.amount.reservation;
  const remedy = stated
    ? 'stated'
    : reservation === null
      ? 'none'
      : reservation.includes('statutory damages')
        ? 'reserved (statutory damages)'
        : reservation.includes('this letter is my notice')
          ? 'reserved (statute named)'
          : 'reserved';
  if (remedy === 'none') problems.push('neither states nor reserves the remedy');
  if (stated && !deposit.remedySentences.every((s) => letter.includes(s)))
    problems.push('a remedy sentence is not in the letter');
  if (reservation !== null && !letter.includes(reservation))
    problems.push('the reservation is not in the letter');

  const own = claimantWords.reduce((text, words) => text.split(words).join(' '), letter);
  const name = vm.recipient.name;
  if (name.length > 1) {
    const allowed = own
      .split('\n')
      .filter((line) => line.trim() !== name)
      .join('\n')
      .split(`Dear ${name}:`)
      .join(' ')
      .split(`you, ${name}`)
      .join(' ');
    if (allowed.includes(name)) problems.push(`names the addressee in the third person (${name})`);
  }

  const seen = new Set<string>();
  for (const s of sentencesOf(letter)) {
    if (seen.has(s)) problems.push(`repeats a sentence: ${s.slice(0, 80)}`);
    seen.add(s);
  }

  const state = vm.stateCode as StateCode;
  for (const s of vm.lawStatements.filter((x) => x.kind === 'fact')) {
    const key = s.factId.split(' ')[1] ?? '';
    const fact = inventoryOf(state).find((f) => f.key === key && inForceOn(f.fact, vm.date.iso))?.fact;
    if (!fact || !isVerifiedOn(fact, vm.date.iso)) problems.push(`states ${s.factId}, not confirmed`);
  }

  const deadlineStated = vm.lawStatements.find(
    (s) => s.kind === 'fact' && s.factId.endsWith(' securityDeposit.returnDeadline'),
  );
  return {
    duties,
    remedy,
    interest: vm.amount.interestSentence !== null,
    depositDeadline: deadlineStated?.citation ?? null,
    problems,
  };
}
