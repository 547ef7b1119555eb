import type { DepositDecision } from '../../law/law-table';
import type { DepositPenalty, LawFact } from '../../law/law-table.types';
import { formatLongDate } from '../../law/calendar';
import type { LetterLaw } from './letter-law';
import { asClause } from './text';

/**
 * The deposit statute in words, from the one decision about it (law/deposit-decision.ts): what the letter says to the
 * landlord and what only the tenant's notes say. The letter states a rule, a remedy or interest only when SueGo has
 * verified it in official text (ADR 040), and then as the statute gives it; it says "that time has passed" only when
 * the clock ran out before the letter. An unverified rule still lets the letter give the forwarding address or the
 * demand, without saying what the law makes of it.
 */

const DEADLINE = 'securityDeposit.returnDeadline';

/**
 * The deposit deadline and whether it has passed, as the letter's first legal-basis sentence. The rule is stated (with
 * its citation) only when it is confirmed on the letter's date; otherwise the letter says only what is true.
 */
export function depositDeadlineSentence(
  deposit: DepositDecision,
  stateName: string,
  total: string,
  businessDays: boolean,
  law: LetterLaw,
): string {
  // What the letter asks when it cannot say the landlord is late: the deposit, or an account of what was kept.
  const ask = `Please return the ${total}, or, if you have kept any part of it, send me an itemized statement of any deductions, with receipts.`;
  const r = deposit.rule;
  const stated = law.say(
    { key: DEADLINE, fact: r },
    `${stateName} law requires a landlord to return a tenant's security deposit, or to give the tenant a written, itemized account of any deductions, within this time: ${asClause(r.value.description)} (${r.citation}).${businessDays ? ' These days are counted as business days.' : ''}`,
  );
  // Without a confirmed rule, the general duty: no period, no statute (issue 43 point 1).
  if (!stated)
    return `${law.general('general.deposit', 'As my landlord, you hold my security deposit for me, and when the tenancy ends you must return it or account in writing for any part you keep.')} ${ask}`;
  const passed = deposit.passed
    ? law.say(
        { key: DEADLINE, fact: r },
        `That time has passed, and ${total} of my deposit has not been returned to me.`,
      )
    : null;
  return `${stated} ${passed ?? ask}`;
}

/**
 * What this letter is under the statute, one sentence each (the forwarding address needs the claimant's address).
 * With the deadline rule not confirmed on the letter's date, the letter still gives the address or makes the demand,
 * citing nothing.
 */
export function letterServesSentences(
  deposit: DepositDecision,
  hasSenderAddress: boolean,
  law: LetterLaw,
): string[] {
  const rule = { key: DEADLINE, fact: deposit.rule };
  return deposit.letterServesAs.flatMap((use) => {
    if (use.role === 'demand')
      return [
        law.say(
          rule,
          `This letter is my written demand for the return of my deposit, under ${use.citation}.`,
        ) ?? 'This letter is my written demand for the return of my deposit.',
      ];
    if (!hasSenderAddress) return [];
    return [
      law.say(
        rule,
        `This letter gives you my forwarding address in writing, under ${use.citation}: it is the address at the top of this letter.`,
      ) ?? 'My forwarding address is the address at the top of this letter.',
    ];
  });
}

/** "The deadline below gives you at least 30 days after you receive this letter, as that law requires." (confirmed only) */
export function clockSentence(
  deposit: DepositDecision,
  hasSenderAddress: boolean,
  law: LetterLaw,
): string | null {
  const givesIt = deposit.startsClock.some((use) => use.role === 'demand' || hasSenderAddress);
  if (!givesIt || deposit.daysFromReceipt === 0) return null;
  const business =
    deposit.rule.value.businessDays === true && deposit.daysFromReceipt === deposit.rule.value.days;
  return law.say(
    { key: DEADLINE, fact: deposit.rule },
    `The deadline below gives you at least ${deposit.daysFromReceipt} ${business ? 'business days' : 'days'} after you receive this letter, as that law requires.`,
  );
}

/** The remedy sentences (forfeiture, then the extra damages) of a confirmed penalty; none when unconfirmed or unknown. */
export function remedySentences(penalty: LawFact<DepositPenalty>, law: LetterLaw): string[] {
  const { extra, forfeiture } = penalty.value;
  const ref = { key: 'securityDeposit.penalty', fact: penalty };
  const sentences: Array<string | null> = [];
  if (forfeiture) {
    sentences.push(
      law.say(
        ref,
        `${penalty.citation} also provides that a landlord who misses this deadline ${forfeiture}.`,
      ),
    );
  }
  if (extra) sentences.push(law.say(ref, `${penalty.citation} also allows a tenant to recover ${extra}.`));
  return sentences.filter((s): s is string => s !== null);
}

/** Interest the state requires on deposits, as one sentence, or null (none, or not confirmed). */
export function interestSentence(deposit: DepositDecision, law: LetterLaw): string | null {
  const interest = deposit.interest;
  if (!interest) return null;
  return law.say(
    { key: 'securityDeposit.interest', fact: interest },
    `${interest.citation} also requires a landlord to pay interest on a security deposit: ${interest.value.description}.`,
  );
}

/** The penalty in one line for the notes page and the package's damages worksheet, or null when none is known. */
export function penaltySummary(penalty: DepositPenalty): string | null {
  const parts = [
    penalty.forfeiture ? `A landlord who misses the deadline ${penalty.forfeiture}` : null,
    penalty.extra ? `The tenant may recover ${penalty.extra}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : `${parts.join('. ')}.`;
}

/** What only the tenant reads about the deposit clock: what starts it, deadlines of their own, unknown remedies. */
export function depositPrivateNotes(
  deposit: DepositDecision,
  stateName: string,
  hasSenderAddress: boolean,
): string[] {
  const notes: string[] = [];
  const r = deposit.rule;
  if (deposit.startsClock.length > 0) {
    const what = deposit.startsClock.map((u) =>
      u.role === 'demand'
        ? `your written demand (${u.citation})`
        : `your forwarding address in writing (${u.citation})`,
    );
    notes.push(
      `${stateName}'s deadline for the landlord runs from ${what.join(' and ')}. Your letter gives it, so the letter does not say the landlord is already late, and its deadline leaves the landlord the full time after the letter arrives. Keep proof of when it was mailed and received.`,
    );
  } else if (deposit.lateButNotSaid && deposit.dueOn !== null) {
    const cite = deposit.letterServesAs.map((u) => u.citation).join(', ') || r.citation;
    notes.push(
      `Under ${r.citation} the landlord's time ended on ${formatLongDate(deposit.dueOn)}, but the letter does not say so: ${stateName} ties the landlord's duties to your forwarding address in writing (${cite}), and SueGo does not know whether you gave it before. If you did, keep proof of it for court.`,
    );
  } else if (!deposit.passed && deposit.dueOn !== null) {
    notes.push(
      `The landlord's time under ${r.citation} runs until ${formatLongDate(deposit.dueOn)}, so the letter does not say it has passed, and its deadline falls after that day.`,
    );
  }
  if (deposit.letterServesAs.some((u) => u.role === 'forwarding-address') && !hasSenderAddress) {
    const cite = deposit.letterServesAs.find((u) => u.role === 'forwarding-address')?.citation ?? r.citation;
    notes.push(
      `${stateName} law (${cite}) ties the landlord's duties to your forwarding address in writing. Your answers have no address for you, so the letter cannot give it: add your mailing address and draft again.`,
    );
  }
  const warning = deposit.tenantWarning;
  if (warning) {
    const date = warning.byDate
      ? ` Counting from your move-out date, that is ${formatLongDate(warning.byDate)}.`
      : '';
    const late = warning.mayHavePassed
      ? ' That date may already have passed: talk to a lawyer before you rely on the deposit rules.'
      : '';
    notes.push(`${warning.text}${date}${late}`);
  }
  if (penaltySummary(deposit.penalty.value) === null) {
    notes.push(
      `SueGo does not know what ${stateName} law lets a tenant recover beyond the deposit when a landlord does not return it, so the letter does not mention any penalty. Ask the court clerk or a lawyer (${deposit.penalty.citation}).`,
    );
  }
  return notes;
}
