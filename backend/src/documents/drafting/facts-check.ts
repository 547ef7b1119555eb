import type { CaseDetails } from '../../claim/case.types';
import { getJurisdiction, isStateCode } from '../../law/law-table';
import { MONTH_NAMES } from '../../law/calendar';
import { oneLine } from './text';

/**
 * Checks an LLM rewrite of the statement of facts against the case before it may replace the template text:
 * - the claimant's name appears; the other party (the reader) is named only as "you, <name>";
 * - every money amount is the claim amount or a number the claimant wrote;
 * - every date is the incident date, a date the claimant answered (forwarding address, payment due) or wrote;
 * - every other number appears in the claimant's text or the template facts;
 * - no capitalised word (a possible new name, place or company) that is not in the case;
 * - no links, e-mail addresses, § citations or template syntax the case did not contain.
 * Heuristic by design: a false rejection only means the template text stands. Known gap: a new one-word name at
 * the very start of a sentence passes when it is also one of the common sentence-opening words listed below.
 */

export type FactsCheckResult = { ok: true } | { ok: false; reason: string };

export interface FactsCheckContext {
  details: CaseDetails;
  templateFacts: readonly string[];
}

const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());
const MONTH_PATTERN =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Words an honest rewrite may start a sentence with even though the claimant never wrote them. */
const SENTENCE_STARTERS = new Set(
  (
    'a about according accordingly additionally after afterwards again against all also although an and any ' +
    'anyone around as at because before both but by consequently currently days dear despite during each ' +
    'either even eventually every everything finally first following for from further furthermore given ' +
    'having he her here his however i if in instead into it its just later many meanwhile months moreover ' +
    'most my neither nevertheless next no nobody none nor not nothing now of on once one only or our over ' +
    'please previously recently regrettably second several shortly since so some someone ' +
    'soon specifically still subsequently such than that the their then there therefore these they third ' +
    'this those though through throughout thus to today two unfortunately until upon we what when whenever ' +
    'where which while who why with within without yesterday yet you your'
  ).split(' '),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'mx']);

export interface DateMention {
  y?: number;
  m: number;
  d?: number;
}

const monthIndex = (name: string): number => {
  const prefix = name.slice(0, 3).toLowerCase();
  return MONTHS.findIndex((m) => m.startsWith(prefix)) + 1;
};

/** Finds dates and removes them from the text, so their digits are not checked again as plain numbers. */
export function extractDates(text: string): { dates: DateMention[]; rest: string } {
  const dates: DateMention[] = [];
  const patterns: Array<[RegExp, (m: RegExpExecArray) => DateMention | null]> = [
    [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })],
    [
      new RegExp(`\\b${MONTH_PATTERN}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'g'),
      (m) => ({ m: monthIndex(m[1] ?? ''), d: Number(m[2]), ...(m[3] ? { y: Number(m[3]) } : {}) }),
    ],
    [
      new RegExp(
        `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_PATTERN}\\b\\.?(?:,?\\s+(\\d{4})\\b)?`,
        'g',
      ),
      (m) => ({ m: monthIndex(m[2] ?? ''), d: Number(m[1]), ...(m[3] ? { y: Number(m[3]) } : {}) }),
    ],
    [
      new RegExp(`\\b${MONTH_PATTERN}\\.?,?\\s+(?:of\\s+)?(\\d{4})\\b`, 'g'),
      (m) => ({ m: monthIndex(m[1] ?? ''), y: Number(m[2]) }),
    ],
    [
      /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/g,
      (m) => {
        const year = m[3] === undefined ? undefined : Number(m[3].length === 2 ? `20${m[3]}` : m[3]);
        return { m: Number(m[1]), d: Number(m[2]), ...(year === undefined ? {} : { y: year }) };
      },
    ],
  ];
  let rest = text;
  for (const [pattern, toDate] of patterns) {
    rest = rest.replace(pattern, (...args: unknown[]) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const date = toDate(match);
      if (date && date.m >= 1 && date.m <= 12) dates.push(date);
      return ' ';
    });
  }
  return { dates, rest };
}

const AMOUNT_NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;

const toCents = (whole: string, fraction: string | undefined, scale = 1): number =>
  Math.round((Number(whole.replace(/,/g, '')) + Number(`0.${fraction ?? '0'}`)) * 100 * scale);

/** Finds money amounts ("$2,500.00", "$2.5k", "2500 dollars") and removes them from the text. */
export function extractAmounts(text: string): { amounts: number[]; rest: string } {
  const amounts: number[] = [];
  const scaleOf = (word: string | undefined) =>
    word === undefined ? 1 : /^k|thousand/i.test(word) ? 1_000 : /^m|million/i.test(word) ? 1_000_000 : 1;
  let rest = text.replace(
    new RegExp(String.raw`(?:US\s?)?\$\s?${AMOUNT_NUMBER}(?:\s?(k|thousand|million|m)\b)?`, 'gi'),
    (_all, whole: string, fraction: string | undefined, scale: string | undefined) => {
      amounts.push(toCents(whole, fraction, scaleOf(scale)));
      return ' ';
    },
  );
  rest = rest.replace(
    new RegExp(String.raw`\b${AMOUNT_NUMBER}\s?(thousand\s|million\s)?(?:dollars|usd|bucks)\b`, 'gi'),
    (_all, whole: string, fraction: string | undefined, scale: string | undefined) => {
      amounts.push(toCents(whole, fraction, scaleOf(scale?.trim())));
      return ' ';
    },
  );
  rest = rest.replace(
    new RegExp(String.raw`\bUSD\s?${AMOUNT_NUMBER}`, 'g'),
    (_all, whole: string, fraction: string | undefined) => {
      amounts.push(toCents(whole, fraction));
      return ' ';
    },
  );
  return { amounts, rest };
}

/** Every number written in the text, normalised ("2,500.00" → "2500", "07" → "7"). */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => normaliseNumber(m[0]));
}

function normaliseNumber(raw: string): string {
  const n = Number(raw.replace(/,/g, '').replace(/\.$/, ''));
  return Number.isFinite(n) ? String(n) : raw;
}

const words = (text: string): string[] =>
  [...text.matchAll(/[\p{L}][\p{L}\p{M}'’-]*/gu)].map((m) =>
    m[0].toLowerCase().replace(/['’](s|m|ve|d|ll|re|t)$/, ''),
  );

const normaliseName = (name: string) => oneLine(name).toLowerCase();

export function checkRewrittenFacts(
  paragraphs: readonly string[],
  context: FactsCheckContext,
): FactsCheckResult {
  const { details, templateFacts } = context;
  const output = paragraphs.map(oneLine).join('\n');
  if (output.trim() === '') return { ok: false, reason: 'the rewrite is empty' };

  const userTexts = [details.disputeDescription, details.attemptedResolution, details.evidenceDescription];
  const sourceText = [
    ...userTexts,
    details.plaintiffName,
    details.defendantName,
    details.plaintiffAddress,
    details.defendantAddress,
    ...templateFacts,
  ].join('\n');

  // Both parties, by the names in the case.
  const lowerOutput = output.replace(/\s+/g, ' ').toLowerCase();
  // The claimant, by name; the other side is the letter's reader, spoken to as "you" (issue 43 point 5).
  if (!lowerOutput.includes(normaliseName(details.plaintiffName))) {
    return { ok: false, reason: `the claimant's name "${oneLine(details.plaintiffName)}" is missing` };
  }

  for (const [token, label] of [
    [/https?:\/\/|www\./i, 'a link'],
    [/[\w.+-]+@[\w-]+\.[\w.]+/, 'an e-mail address'],
    [/§/, 'a legal citation'],
    [/\{\{|\}\}|<[a-z/!]/i, 'markup'],
  ] as const) {
    if (token.test(output) && !token.test(sourceText)) return { ok: false, reason: `it adds ${label}` };
  }

  // Amounts: the claim, or any number the claimant wrote (they may write "1500" without a dollar sign).
  const allowedCents = new Set<number>([details.amountCents]);
  for (const text of userTexts) {
    for (const cents of extractAmounts(text).amounts) allowedCents.add(cents);
    for (const n of numbersIn(text)) allowedCents.add(Math.round(Number(n) * 100));
  }
  const { dates: outputDates, rest: withoutDates } = extractDates(output);
  const { amounts, rest: withoutAmounts } = extractAmounts(withoutDates);
  for (const cents of amounts) {
    if (!allowedCents.has(cents)) {
      return { ok: false, reason: `amount $${(cents / 100).toFixed(2)} is not in the case` };
    }
  }

  // Dates: the incident date, or dates the claimant wrote (a year-less "March 3" may gain a year the case uses).
  const [iy] = details.incidentDate.split('-').map(Number);
  const allowedDates: DateMention[] = [
    details.incidentDate,
    details.forwardingAddressDate,
    details.paymentDueDate,
  ]
    .filter((iso): iso is string => iso !== undefined)
    .map((iso) => {
      const [y, m, d] = iso.split('-').map(Number);
      return { y: y ?? 0, m: m ?? 0, d: d ?? 0 };
    });
  for (const text of userTexts) allowedDates.push(...extractDates(text).dates);
  const yearsInCase = new Set<number>([iy ?? 0, ...allowedDates.map((d) => d.y ?? 0)]);
  for (const date of outputDates) {
    const known = allowedDates.some(
      (a) =>
        a.m === date.m &&
        (date.d === undefined || a.d === undefined || a.d === date.d) &&
        (date.y === undefined || a.y === date.y || (a.y === undefined && yearsInCase.has(date.y))) &&
        // A full date must match a date with a day, not only a month.
        (date.d === undefined || a.d !== undefined),
    );
    if (!known) {
      const shown = `${date.y ?? '?'}-${String(date.m).padStart(2, '0')}-${date.d === undefined ? '?' : String(date.d).padStart(2, '0')}`;
      return { ok: false, reason: `date ${shown} is not in the case` };
    }
  }

  // Any other number must appear somewhere in the case text.
  const sourceNumbers = new Set(numbersIn(sourceText));
  for (const n of numbersIn(withoutAmounts)) {
    if (!sourceNumbers.has(n)) return { ok: false, reason: `number ${n} is not in the case` };
  }

  // Capitalised words: a new name, company or place is a fabrication.
  const stateName = isStateCode(details.state) ? getJurisdiction(details.state).name : details.state;
  const known = new Set([
    ...words(sourceText),
    ...words(stateName),
    ...MONTHS,
    ...MONTHS.map((m) => m.slice(0, 3)),
    'sept',
    ...WEEKDAYS,
    ...TITLES,
    'i',
  ]);
  for (const paragraph of paragraphs.map(oneLine)) {
    const tokens = [...paragraph.matchAll(/[\p{L}][\p{L}\p{M}'’-]*/gu)];
    for (const match of tokens) {
      const token = match[0];
      if (!/^\p{Lu}/u.test(token)) continue;
      const word = token.toLowerCase().replace(/['’](s|m|ve|d|ll|re|t)$/, '');
      const parts = word.split('-');
      if (known.has(word) || parts.every((p) => known.has(p))) continue;
      const before = paragraph.slice(0, match.index).trimEnd();
      const startsSentence = before === '' || /[.!?:;"“(]$/.test(before);
      // A capitalised word opening a sentence may be an ordinary word; the words after it are still checked.
      if (startsSentence && (SENTENCE_STARTERS.has(word) || /ly$/.test(word))) continue;
      return { ok: false, reason: `"${token}" is a name or word that is not in the case` };
    }
  }
  // The reader named in the third person ("Acme Builders LLC has not paid"): only "you, Acme Builders LLC" may name them.
  const other = normaliseName(details.defendantName);
  for (
    let at = lowerOutput.indexOf(other);
    other !== '' && at !== -1;
    at = lowerOutput.indexOf(other, at + 1)
  ) {
    if (!/you,\s*$/.test(lowerOutput.slice(0, at))) {
      return {
        ok: false,
        reason: `it names the other party "${oneLine(details.defendantName)}" in the third person`,
      };
    }
  }
  return { ok: true };
}
