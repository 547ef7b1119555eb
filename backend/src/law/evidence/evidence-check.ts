import type { DepositClockEvent, DepositPenalty, FilingFee, Representation } from '../law-table.types';

/**
 * Whether an official quote shows a fact's number or rule, and whether an evidence entry's value agrees with the
 * table's (ADR 040). Numbers are read from the quote however the statute writes them: "$10,000", "10,000.00",
 * "ten thousand dollars", "thirty (30) days", "five years", "two weeks", "twice", "one percent".
 */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/** Every number written in `text`, in digits (with or without separators, with cents) or in words. */
export function numbersIn(text: string): Set<number> {
  const found = new Set<number>();
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    const digits = match[0].replace(/,(?=\d{3}\b)/g, '').replace(/,$/, '');
    const n = Number(digits);
    if (Number.isFinite(n)) found.add(n);
  }
  // Runs of number words: "ten thousand", "two hundred fifty", "twenty-one", "three hundred and fifty".
  const words = lower.split(/[^a-z]+/);
  let total = 0;
  let current = 0;
  let inNumber = false;
  const flush = () => {
    if (inNumber) found.add(total + current);
    total = 0;
    current = 0;
    inNumber = false;
  };
  for (const word of words) {
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) {
      current += unit;
      inNumber = true;
    } else if (scale !== undefined && inNumber) {
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
    } else if (word === 'and' && inNumber) {
      continue;
    } else {
      flush();
    }
  }
  flush();
  return found;
}

/** The multipliers a penalty text speaks of: "twice", "double", "two times" → 2; "treble", "three times" → 3. */
export function multipliersIn(text: string): Set<number> {
  const lower = text.toLowerCase();
  const found = new Set<number>();
  if (/\btwice\b|\bdouble\b|\btwo times\b|\b2 times\b|\b2x\b/.test(lower)) found.add(2);
  if (/\btreble\b|\btriple\b|\bthree times\b|\b3 times\b|\b3x\b/.test(lower)) found.add(3);
  return found;
}

/** Dollar amounts written in a table text ("$300", "$2,500"), in dollars. */
function dollarsIn(text: string): number[] {
  return [...text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)/g)].map((m) => Number((m[1] ?? '').replace(/,/g, '')));
}

/** Percentages written in a table text ("5%", "1% a year"). */
function percentsIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
}

/** A thing the quote must show for the fact to count as verified, with a test on the quote. */
export interface Showing {
  what: string;
  shownBy: (quote: string, numbers: Set<number>) => boolean;
}

const showsNumber = (n: number, what = String(n)): Showing => ({
  what,
  shownBy: (_quote, numbers) => numbers.has(n),
});

const showsWords = (pattern: RegExp, what: string): Showing => ({
  what,
  shownBy: (quote) => pattern.test(quote),
});

const dollars = (cents: number) => cents / 100;
const money = (cents: number): Showing =>
  showsNumber(dollars(cents), `$${dollars(cents).toLocaleString('en-US')}`);

/** Days as the statute may write them: "30 days", "thirty days", "two weeks" (14), "one month" (30). */
function showsDays(days: number): Showing {
  return {
    what: `${days} days`,
    shownBy: (quote, numbers) => {
      if (numbers.has(days)) return true;
      const lower = quote.toLowerCase();
      if (days % 7 === 0 && numbers.has(days / 7) && /\bweeks?\b/.test(lower)) return true;
      return days === 30 && /\b(one|a) month\b/.test(lower);
    },
  };
}

/** The words that name a court: its name up to a dash, parenthesis, semicolon or comma, each "or" alternative. */
export function courtNameAlternatives(name: string): string[] {
  const head = (name.split(/\s[–-]\s|[(;,]/)[0] ?? name).trim();
  const parts = head.split(/\s+or\s+/i).map((p) => p.trim());
  const noun = /(Court|Division|Branch|Part|Department)$/i;
  const lastNoun = parts.at(-1)?.split(/\s+/).at(-1) ?? 'Court';
  return parts.map((p) => (noun.test(p) ? p : `${p} ${noun.test(lastNoun) ? lastNoun : 'Court'}`));
}

/**
 * What the quote must show for the fact at `key` with this value: its number (a limit, a fee, years, days, a rate, a
 * multiple) or the words of its rule (a court's name, a lawyer rule). An empty list means the fact has nothing a
 * quote could show (a penalty the table does not know), so it cannot be verified.
 */
export function showingsFor(key: string, value: unknown): Showing[] {
  const [group = '', name = ''] = key.split('.');
  if (key === 'smallClaims.limitIndividual' || key === 'smallClaims.limitBusiness')
    return [money(value as number)];
  if (key === 'smallClaims.localLimits' || key === 'smallClaims.caseTypeLimits') {
    return (value as Array<{ limitCents: number }>).map((l) => money(l.limitCents));
  }
  if (key === 'smallClaims.businessCourt') return [money((value as { limitCents: number }).limitCents)];
  if (key === 'smallClaims.filingFee') {
    const fee = value as FilingFee;
    return fee.minCents === fee.maxCents ? [money(fee.minCents)] : [money(fee.minCents), money(fee.maxCents)];
  }
  if (key === 'smallClaims.courtName') {
    const alternatives = courtNameAlternatives(value as string);
    return [
      {
        what: alternatives.join(' or '),
        shownBy: (quote) => alternatives.some((a) => quote.toLowerCase().includes(a.toLowerCase())),
      },
    ];
  }
  if (key === 'smallClaims.representation') return representationShowings(value as Representation);
  if (key === 'smallClaims.noCapCaseTypes') {
    return (value as string[]).map((t) =>
      t === 'vehicle-damage'
        ? showsWords(/automobile|motor vehicle|vehicle/i, 'a motor-vehicle claim')
        : showsWords(/deposit/i, 'a security-deposit claim'),
    );
  }
  if (key === 'smallClaims.filingCaps' || key === 'smallClaims.forms' || key === 'smallClaims.service') {
    const text = JSON.stringify(value);
    const numbers = [...numbersIn(text.replace(/\b[A-Z]{2,}-?\d+[A-Z]?\b/g, ''))].filter((n) => n > 1);
    const rule =
      key === 'smallClaims.service'
        ? showsWords(/serv|mail/i, 'how the defendant is served')
        : key === 'smallClaims.forms'
          ? showsWords(/complaint|claim|form/i, 'the claim form')
          : showsWords(/claims?/i, 'the cap on claims');
    return [rule, ...numbers.map((n) => showsNumber(n))];
  }
  if (group === 'limitations') return [showsNumber(value as number, `${value as number} years`)];
  if (key === 'securityDeposit.returnDeadline') return [showsDays((value as { days: number }).days)];
  if (key === 'securityDeposit.penalty') return penaltyShowings(value as DepositPenalty);
  if (key === 'securityDeposit.interest') {
    const rates = percentsIn((value as { description: string }).description);
    return rates.length > 0
      ? rates.map((r) => showsNumber(r, `${r}%`))
      : [showsWords(/interest/i, 'interest')];
  }
  if (group === 'preSuitDemands') {
    const rule = value as { noticeDays: number; businessDays?: boolean };
    return rule.noticeDays > 0
      ? [showsDays(rule.noticeDays)]
      : [showsWords(/demand|notice|ask|request/i, 'a demand before suing')];
  }
  if (key.startsWith('freelancerLaws')) {
    const law = value as { thresholdCents: number; paymentDueDays: number };
    return [money(law.thresholdCents), showsDays(law.paymentDueDays)];
  }
  if (key === 'prejudgmentInterest') {
    const rate = (value as { ratePercent: number | null }).ratePercent;
    return rate === null ? [showsWords(/interest/i, 'interest')] : [showsNumber(rate, `${rate}%`)];
  }
  void name;
  return [];
}

function representationShowings(rule: Representation): Showing[] {
  const lawyer = /attorney|lawyer|counsel/i;
  const showings: Showing[] = [
    showsWords(lawyer, 'the rule on lawyers'),
    showsWords(/corporat|business|partnership|entit|officer|employee/i, 'who appears for a business'),
  ];
  if (rule.attorneys === 'with-leave') {
    showings.push(showsWords(/consent|permission|leave|approv/i, "lawyers only with the court's leave"));
  }
  if (rule.businessWithoutLawyerUpToCents !== undefined)
    showings.push(money(rule.businessWithoutLawyerUpToCents));
  if (rule.entitiesNeedLawyer) showings.push(showsWords(/corporation/i, 'corporations'));
  return showings;
}

function penaltyShowings(penalty: DepositPenalty): Showing[] {
  const showings: Showing[] = [];
  const extra = penalty.extra ?? '';
  const multiples = new Set([...multipliersIn(extra), ...(penalty.multiplier ? [penalty.multiplier] : [])]);
  for (const m of multiples) {
    showings.push({
      what: m === 2 ? 'twice (double)' : m === 3 ? 'three times (treble)' : `${m} times`,
      shownBy: (quote, numbers) => multipliersIn(quote).has(m) || (numbers.has(m) && /times/i.test(quote)),
    });
  }
  for (const d of dollarsIn(extra)) showings.push(showsNumber(d, `$${d}`));
  for (const p of percentsIn(extra)) showings.push(showsNumber(p, `${p}%`));
  if (penalty.forfeiture) showings.push(showsWords(/forfeit/i, 'the forfeiture'));
  if (showings.length === 0 && penalty.extra)
    showings.push(showsWords(/recover|damages|liable/i, 'the remedy'));
  return showings;
}

/** The showings the quote does not make (empty when it shows everything, and when there is nothing to show). */
export function missingShowings(key: string, value: unknown, quote: string): string[] {
  const numbers = numbersIn(quote);
  return showingsFor(key, value)
    .filter((s) => !s.shownBy(quote, numbers))
    .map((s) => s.what);
}

/** True when the quote shows the fact's number or rule (and there is something to show). */
export function quoteShows(key: string, value: unknown, quote: string): boolean {
  return showingsFor(key, value).length > 0 && missingShowings(key, value, quote).length === 0;
}

// ── Whether an entry's machine-readable value agrees with the table's ──────────────────────────────────────────────

/** The leading whole number of an entry's `value:` ("1000000", "3 years", "5 (same clause …)"), or null. */
function leadingNumber(text: string | undefined): number | null {
  const match = /^\s*(\d[\d,]*)/.exec(text ?? '');
  return match ? Number((match[1] ?? '').replace(/,/g, '')) : null;
}

/** A fee entry's cents: "minCents 4750, maxCents 6750", "10700–27000 (…)", "9700 (…)". */
export function feeCentsOf(text: string | undefined): { min: number; max: number } | null {
  const t = text ?? '';
  const named = /minCents\s+(\d+),\s*maxCents\s+(\d+)/.exec(t);
  if (named) return { min: Number(named[1]), max: Number(named[2]) };
  const range = /^\s*(\d+)\s*[–-]\s*(\d+)\b/.exec(t);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const one = leadingNumber(t);
  return one === null ? null : { min: one, max: one };
}

/** What starts the clock, read from an entry's `starts after:` line. */
export function clockEventsOf(text: string | undefined): Set<DepositClockEvent> | null {
  if (!text) return null;
  const events = new Set<DepositClockEvent>();
  if (/move-out|termination|delivery of possession|end of (the )?tenancy/i.test(text)) events.add('move-out');
  if (/forwarding|mailing address/i.test(text)) events.add('forwarding-address');
  if (/demand/i.test(text)) events.add('tenant-demand');
  return events;
}

/** The parts of an evidence entry a value is compared with (the generated data keeps them). */
export interface EntryValue {
  value: string;
  days?: string;
  startsAfter?: string;
}

/**
 * Whether an entry's machine-readable value agrees with the table's value: the same cents, years or days, the same
 * fee range, the same events starting a deposit clock. For facts without a machine-readable value (names, rules) this
 * is true: the law-table engineer's `evidenced(…)` is the judgement, the quote check the guard.
 */
export function entryAgrees(key: string, entry: EntryValue, value: unknown): boolean {
  if (
    key === 'smallClaims.limitIndividual' ||
    key === 'smallClaims.limitBusiness' ||
    key.startsWith('limitations.')
  ) {
    return leadingNumber(entry.value) === value;
  }
  if (key === 'smallClaims.filingFee') {
    const fee = feeCentsOf(entry.value);
    const table = value as FilingFee;
    return fee !== null && fee.min === table.minCents && fee.max === table.maxCents;
  }
  if (key === 'securityDeposit.returnDeadline') {
    const rule = value as { days: number; startsAfter: DepositClockEvent[] };
    const days = leadingNumber(entry.days ?? entry.value);
    if (days !== rule.days) return false;
    const events = clockEventsOf(entry.startsAfter);
    if (events === null) return true;
    return events.size === rule.startsAfter.length && rule.startsAfter.every((e) => events.has(e));
  }
  return true;
}
