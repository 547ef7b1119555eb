import { isVerifiedOn, type ClaimLaw } from '../../law/law-table';
import type { IsoDate, LawFact, StateCode } from '../../law/law-table.types';

/**
 * The one way a sentence that states law reaches the letter to the other side (issue 42 point 5, ADR 217). Every such
 * sentence is produced by `LetterLaw.say` with the id of the fact it states (`CA securityDeposit.returnDeadline`, the
 * key its evidence entry has in docs/law-evidence/CA.md), and only when that fact is confirmed on the letter's date
 * (`isVerifiedOn`: read in official text, or in published statute text where ADR 218 allows it, less than 12 months
 * before). The sentences are recorded, so a test can list which facts a letter states and check each one; a test also
 * scans the mailed letter for words of law (`§`, "days", "$", "statute", "damages", "court") that did not come from
 * here (`LAW_TOKENS`).
 *
 * Two other kinds of sentence are recorded beside them, never instead of them:
 * - a rule of general law the letter states without a number or a statute (`GENERAL_RULES`: a party who breaks an
 *   agreement pays the loss it causes);
 * - a notice the letter gives "to the extent it applies" under a rule SueGo has not confirmed (ADR 046): the letter
 *   invokes the rule by its citation but says nothing of what it requires.
 */

/** Rules of general law a letter may state without a law-table fact: no number, no period, no statute's terms. */
export const GENERAL_RULES = {
  'general.contract':
    'A party who breaks an agreement must pay the loss it causes: the common law of contract in every common-law state.',
  'general.negligence':
    "A person who carelessly damages another's property must pay for the harm: the common law of negligence.",
  'general.lease':
    'A party who does not keep to a lease pays the loss it causes: the common law of contract.',
  'general.responsible':
    'The claimant believes the other side is legally responsible: an assertion, no rule named.',
  'general.civil-code':
    "Louisiana's Civil Code: an obligor who fails to perform is liable for the damages (arts. 1994 and following); fault obliges repair (art. 2315).",
  'general.court-costs':
    'The claimant may ask the court to order the other side to pay court costs: an intention, no amount stated.',
  'general.performed':
    'A party who received the work it asked for and agreed to pay for must pay the agreed price: contract and performance.',
  'general.bailment':
    "A person who takes another's property into their care must take reasonable care of it and return it undamaged: the common law of bailment.",
  'general.deposit':
    "A landlord holds a tenant's deposit for the tenant and must return it, or account for any part kept, when the tenancy ends: general law, no period stated.",
  'general.reserve-deposit':
    'A residential tenant reserves every remedy the state allows for a deposit not returned or accounted for, statutory damages included, without naming a number or a statute.',
  'general.reserve': 'The claimant reserves every remedy the law allows, naming no statute and no amount.',
} as const;
export type GeneralRuleId = keyof typeof GENERAL_RULES;

export type LawStatementKind = 'fact' | 'general' | 'invoked';

/** A fact of the law table a sentence states: its key (as in the evidence files) and the version in force. */
export interface FactRef {
  key: string;
  fact: LawFact<unknown>;
}

export interface LawStatement {
  /** `"CA securityDeposit.returnDeadline"` for a table fact, or a general rule's id. */
  factId: string;
  kind: LawStatementKind;
  /** The fact's citation (null for a general rule). */
  citation: string | null;
  /** The sentence (or the phrase) as the letter prints it. */
  text: string;
}

/** Words that state law. Outside a recorded statement, the mailed letter may have them only in the claimant's own figures and words. */
export const LAW_TOKENS: readonly RegExp[] = [
  /§/,
  /\bdays?\b/i,
  /\$/,
  /\bstatut/i,
  /\bdamages\b/i,
  /\bcourts?\b/i,
];

export class LetterLaw {
  private readonly said: LawStatement[] = [];
  constructor(
    readonly state: StateCode,
    /** The letter's date: a fact is stated only when it is confirmed on this day. */
    readonly on: IsoDate,
    /**
     * Keys (prefixes) of facts this letter never states whatever their standing: `securityDeposit.` for a commercial
     * lease, since the deposit statutes the table holds govern residential tenancies (ADR 227).
     */
    private readonly withheld: readonly string[] = [],
  ) {}

  /** Whether the fact may be stated in this letter (confirmed on the letter's date). */
  confirmed(fact: LawFact<unknown>): boolean {
    return isVerifiedOn(fact, this.on);
  }

  /**
   * The sentence `text` stating the facts `refs` (one or several), or null when any of them is not confirmed on the
   * letter's date: the caller then leaves the statement out or says what is true without it.
   */
  say(refs: FactRef | readonly FactRef[], text: string): string | null {
    const list = Array.isArray(refs) ? (refs as readonly FactRef[]) : [refs as FactRef];
    if (list.length === 0 || !list.every((r) => this.confirmed(r.fact))) return null;
    if (list.some((r) => this.withheld.some((prefix) => r.key.startsWith(prefix)))) return null;
    for (const r of list) {
      this.said.push({ factId: `${this.state} ${r.key}`, kind: 'fact', citation: r.fact.citation, text });
    }
    return text;
  }

  /** A rule of general law (`GENERAL_RULES`), stated without a number or a statute's terms. */
  general(id: GeneralRuleId, text: string): string {
    this.said.push({ factId: id, kind: 'general', citation: null, text });
    return text;
  }

  /** A notice given "to the extent it applies" under a rule not confirmed: its citation, none of its terms. */
  invoke(ref: FactRef, text: string): string {
    if (!/^To the extent it applies\b/.test(text)) {
      throw new RangeError(`An unconfirmed notice is given only "to the extent it applies": ${text}`);
    }
    this.said.push({
      factId: `${this.state} ${ref.key}`,
      kind: 'invoked',
      citation: ref.fact.citation,
      text,
    });
    return text;
  }

  /** Everything recorded, in the order the view model produced it. */
  statements(): LawStatement[] {
    return [...this.said];
  }
}

/**
 * Where the letter says the claimant would file: the court by name only when its name is confirmed; otherwise
 * "small claims court in {city}, {State}" (the city of the other side's address) or "small claims court in {State}".
 */
export function smallClaimsCourtPhrase(
  law: LetterLaw,
  court: FactRef,
  shortName: string,
  stateName: string,
  recipientAddress: readonly string[],
): string {
  const named = law.say(court, `small claims court in ${stateName} (${shortName})`);
  if (named) return named;
  const city = cityOf(recipientAddress);
  return city ? `small claims court in ${city}, ${stateName}` : `small claims court in ${stateName}`;
}

/** The city of a US address's last line ("Austin, TX 78701" → "Austin"), or null when it has none. */
export function cityOf(addressLines: readonly string[]): string | null {
  const last = addressLines.at(-1) ?? '';
  const match = /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*[A-Za-z]{2}\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(last);
  return match?.[1]?.trim() || null;
}

/**
 * What the letter says of a notice it gives: under a confirmed rule, that it is the notice (with "to the extent it
 * applies" when the rule has a condition) and the time it leaves; under a rule not confirmed, only "to the extent it
 * applies", with none of the rule's terms (ADR 046, ADR 217). The claimant's complaint (`extra`) follows.
 */
export function noticeSentence(
  letterLaw: LetterLaw,
  notice: ClaimLaw['notices'][number],
  certain: boolean,
  extra: string | null,
): string {
  const { rule } = notice;
  const ref = { key: `preSuitDemands.${rule.value.id}`, fact: rule };
  const tail = extra ? ` ${extra}` : '';
  const unit = rule.value.businessDays ? 'business days' : 'days';
  const days = rule.value.noticeDays;
  const time =
    days > 0
      ? notice.transitDays > 0
        ? ` The deadline below gives you at least ${days} ${unit} after you receive this letter, as that law requires.`
        : ` The deadline below gives you at least ${days} ${unit}, as that law requires.`
      : '';
  const hedge = notice.conditional ? 'To the extent it applies, this' : 'This';
  const stated =
    certain &&
    letterLaw.say(
      ref,
      `${hedge} letter is also my written notice and demand under ${rule.citation} (${rule.value.name}).${tail}${time}`,
    );
  return (
    stated ||
    letterLaw.invoke(
      ref,
      `To the extent it applies, this letter is also my written notice and demand under ${rule.citation} (${rule.value.name}).${tail}`,
    )
  );
}
