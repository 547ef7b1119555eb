import type { AgreementForm, CaseDetails } from '../../claim/case.types';
import type { DeadlineDriver } from '../../law/law-table';
import type { CaseType } from '../../law/law-table.types';
import type { FactRef, LetterLaw } from './letter-law';
import { joinWithAnd, linesOf, safeLine, tableCell } from './text';

/**
 * Wording the letter takes from the answers and the state rather than from fixed template text: the legal basis in
 * the state's own legal system (Louisiana is a civil-law state), the agreement as the claimant described it, the
 * court named without nested alternatives, the payment line and the enclosures.
 */
export interface BasisWording {
  /** "(breach of contract, a rule of Texas common law)" or Louisiana's Civil Code article. */
  contract: string;
  /** "(negligence, a rule of Texas common law)" or "(fault, La. Civ. Code art. 2315)". */
  fault: string;
  /** "statute of limitations" or, in Louisiana, "prescriptive period". */
  limitationTerm: string;
}

/** `civilLaw`: the law table marks Louisiana as a civil-law jurisdiction. */
export function basisWording(civilLaw: boolean, stateName: string): BasisWording {
  if (civilLaw) {
    return {
      contract:
        '(failure to perform an obligation: under La. Civ. Code arts. 1994 and following, an obligor who fails to perform is liable for the damages caused)',
      fault:
        '(fault: under La. Civ. Code art. 2315, every act of a person that causes damage to another obliges the person whose fault caused it to repair it)',
      limitationTerm: 'prescriptive period',
    };
  }
  return {
    contract: `(breach of contract, a rule of ${stateName} common law)`,
    fault: `(negligence, a rule of ${stateName} common law)`,
    limitationTerm: 'limitation period',
  };
}

const CONTRACT_TYPES: ReadonlySet<CaseType> = new Set([
  'unpaid-work',
  'contract-breach',
  'landlord-dispute',
  'other',
]);

/**
 * "We agreed in writing" only when the claimant said so. An agreement by e-mail or text counts as written, so the
 * letter never calls it "a written agreement", which a reader takes for a signed contract (issue 43 point 5).
 */
export function agreementPhrase(caseType: CaseType, form: AgreementForm | undefined): string {
  if (!CONTRACT_TYPES.has(caseType)) return 'We had an agreement';
  if (form === 'written') return 'We agreed in writing';
  if (form === 'oral') return 'We agreed when we spoke';
  return 'We had an agreement';
}

/** The court's name for a sentence: its first name only, without parenthesised alternatives or statute cites. */
export function courtShortName(name: string): string {
  const short = name
    .replace(/\s*\([^()]*\)/g, '')
    .split(/[;:]/)[0]
    ?.trim();
  return short && short.length > 0 ? short : name;
}

/** "contact me at (555) 010-2233 or jane@example.com"; never "contact me or …" when the phone is missing. */
export function contactPhrase(phone: string, email: string): string {
  const ways = [phone, email].filter((w) => w !== '');
  return ways.length === 0 ? 'contact me' : `contact me at ${ways.join(' or ')}`;
}

export function paymentLine(senderName: string, hasAddress: boolean, phone: string, email: string): string {
  const contact = contactPhrase(phone, email);
  return hasAddress
    ? `You can pay by check or money order made out to ${senderName} and mailed to the address above, or ${contact} to arrange another way to pay.`
    : `Please ${contact} to arrange payment.`;
}

/**
 * The enclosures as the claimant entered them, one item each. Cases from before the item-by-item question have
 * only the evidence text: one item per line or semicolon, never split at commas ("Invoice #12, dated March 3").
 */
export function enclosuresOf(details: CaseDetails): string[] {
  const items =
    details.enclosures ?? details.evidenceDescription.split(/\r?\n|;|•/).flatMap((piece) => linesOf(piece));
  return items
    .map((item) => tableCell(safeLine(item)).replace(/[.,;:]+$/, ''))
    .filter((item) => item !== '')
    .map((item) => item.charAt(0).toUpperCase() + item.slice(1));
}

/**
 * Why the letter's deadline is longer than 30 days, for "This gives you N days, …": the statutory periods that set it
 * (receipt-based ones with the days added for delivery), or the landlord's own deposit deadline it must not cut short.
 * A rule is named, with its period, only through `law.say` (confirmed on the letter's date, ADR 217); of a rule not
 * confirmed the letter keeps the longer deadline and says only that a rule may require the time, without its number.
 */
export function deadlineExtendedBy(
  drivers: readonly DeadlineDriver[],
  transitDays: number,
  law: LetterLaw,
  refOf: (driver: DeadlineDriver) => FactRef | null,
): string | null {
  if (drivers.length === 0) return null;
  const named = (d: DeadlineDriver): FactRef | null => {
    const ref = refOf(d);
    return ref && law.confirmed(ref.fact) ? ref : null;
  };
  const phrases: string[] = [];
  const untilDue = drivers.filter((d) => d.kind === 'deposit' && d.untilDue !== null);
  for (const d of untilDue) {
    const ref = named(d);
    phrases.push(
      (ref && law.say(ref, `the time that ${d.citation} gives a landlord to return a deposit`)) ??
        'the time a landlord may have to return a deposit',
    );
  }
  const delivery = `plus ${transitDays} days for delivery`;
  const fromReceipt = drivers.filter((d) => d.transitDays > 0);
  if (fromReceipt.length > 0) {
    const first = fromReceipt[0] as DeadlineDriver;
    const refs = fromReceipt.map(named).filter((r): r is FactRef => r !== null);
    const namedDrivers = fromReceipt.filter((d) => named(d) !== null);
    const requires =
      namedDrivers.length === 0 || namedDrivers.every((d) => d.conditional) ? 'may require' : 'requires';
    const unit = first.businessDays ? 'business days' : 'days';
    phrases.push(
      (refs.length > 0 &&
        law.say(
          refs,
          `the ${first.days} ${unit} after you receive this letter that ${joinWithAnd(namedDrivers.map((d) => d.citation))} ${requires}, ${delivery}`,
        )) ||
        `the time after you receive this letter that may be required, ${delivery}`,
    );
  }
  const fromMailing = drivers.filter((d) => d.transitDays === 0 && d.untilDue === null);
  if (fromMailing.length > 0) {
    const refs = fromMailing.map(named).filter((r): r is FactRef => r !== null);
    const namedDrivers = fromMailing.filter((d) => named(d) !== null);
    const requires =
      namedDrivers.length === 0 || namedDrivers.every((d) => d.conditional) ? 'may require' : 'requires';
    phrases.push(
      (refs.length > 0 &&
        law.say(
          refs,
          `the notice period that ${joinWithAnd(namedDrivers.map((d) => d.citation))} ${requires}`,
        )) ||
        'the notice period that may be required',
    );
  }
  return joinWithAnd(phrases);
}
