import { MONTH_NAMES } from '../../law/calendar';
import { extractAmounts, extractDates, numbersIn, type DateMention } from '../drafting/facts-check';

/**
 * Checks an LLM translation of the claimant's own words (Spanish → English) before it is offered (issue 33,
 * ADR 207): every amount, date and number of the Spanish is in the English and the English adds none; every name
 * the Spanish writes (the parties', and any capitalised word inside a sentence) is in the English as written.
 * Heuristic like facts-check.ts: a false refusal only means the claimant writes the English themselves.
 */

export type TranslationRefusal =
  | { code: 'amount_mismatch'; value: string }
  | { code: 'date_mismatch'; value: string }
  | { code: 'number_mismatch'; value: string }
  | { code: 'name_missing'; value: string }
  | { code: 'empty' };

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTH = `(${SPANISH_MONTHS.join('|')}|setiembre)`;
const monthName = (es: string) =>
  MONTH_NAMES[es.toLowerCase() === 'setiembre' ? 8 : SPANISH_MONTHS.indexOf(es.toLowerCase())] ?? es;

/** Capitalised words a Spanish sentence may carry that are not names (and that a translation renders otherwise). */
const NOT_NAMES = new Set(
  (
    'yo él ella usted ustedes nosotros calle avenida av señor señora señorita sr sra srta don doña dr dra ' +
    'lunes martes miércoles jueves viernes sábado domingo ' +
    SPANISH_MONTHS.join(' ')
  ).split(' '),
);

/**
 * The Spanish written the way the English extractors read it: "1.800,50" → "1,800.50", "1.800 dólares" →
 * "1,800 dollars", "5 de julio de 2026" → "July 5, 2026", "julio de 2026" → "July 2026".
 */
export function englishFormsOf(spanish: string): string {
  return spanish
    .replace(
      /\b(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?\b/g,
      (_all, whole: string, cents: string | undefined) =>
        `${whole.replace(/\./g, ',')}${cents ? `.${cents}` : ''}`,
    )
    .replace(/\b(\d+),(\d{2})\b(?=\s*(?:dólares|dolares|\$|usd)|\s*$)/gi, '$1.$2')
    .replace(/\b(?:dólares|dolares)\b/gi, 'dollars')
    .replace(
      new RegExp(String.raw`\b(\d{1,2})\s+de\s+${MONTH}(?:\s+(?:de|del)\s+(\d{4}))?`, 'gi'),
      (_all, day: string, month: string, year: string | undefined) =>
        `${monthName(month)} ${day}${year ? `, ${year}` : ''}`,
    )
    .replace(
      new RegExp(String.raw`\b${MONTH}\s+(?:de|del)\s+(\d{4})`, 'gi'),
      (_all, month: string, year: string) => `${monthName(month)} ${year}`,
    );
}

const dateKey = (d: DateMention) => `${d.y ?? '?'}-${d.m}-${d.d ?? '?'}`;
const describeDate = (d: DateMention) =>
  [d.d, MONTH_NAMES[d.m - 1], d.y].filter((part) => part !== undefined).join(' ');
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function figures(text: string) {
  const { dates, rest: noDates } = extractDates(text);
  const { amounts, rest } = extractAmounts(noDates);
  return { dates, amounts, numbers: numbersIn(rest) };
}

/** The first value of `a` that `b` lacks. */
const firstMissing = <T>(a: readonly T[], b: readonly T[]): T | undefined => a.find((x) => !b.includes(x));

/** Names the Spanish writes: the parties' names it contains, and capitalised words not at a sentence's start. */
function namesIn(spanish: string, parties: readonly string[]): string[] {
  const lower = spanish.toLowerCase();
  const names = parties
    .filter((p) => p.trim() !== '' && lower.includes(p.trim().toLowerCase()))
    .map((p) => p.trim());
  for (const m of spanish.matchAll(/(?<![.!?¿¡]\s*|^\s*|\n\s*)\b(\p{Lu}[\p{L}'’-]+)/gu)) {
    const word = m[1] ?? '';
    if (!NOT_NAMES.has(word.toLowerCase())) names.push(word);
  }
  return [...new Set(names)];
}

export function checkTranslation(
  spanish: string,
  english: string,
  parties: readonly string[] = [],
): { ok: true } | { ok: false; refusal: TranslationRefusal } {
  if (english.trim() === '') return { ok: false, refusal: { code: 'empty' } };
  const source = figures(englishFormsOf(spanish));
  const target = figures(english);

  const amount = firstMissing(source.amounts, target.amounts) ?? firstMissing(target.amounts, source.amounts);
  if (amount !== undefined) return { ok: false, refusal: { code: 'amount_mismatch', value: usd(amount) } };

  const sourceDates = source.dates.map(dateKey);
  const targetDates = target.dates.map(dateKey);
  const missingDate =
    source.dates.find((d) => !targetDates.includes(dateKey(d))) ??
    target.dates.find((d) => !sourceDates.includes(dateKey(d)));
  if (missingDate) return { ok: false, refusal: { code: 'date_mismatch', value: describeDate(missingDate) } };

  const number = firstMissing(source.numbers, target.numbers) ?? firstMissing(target.numbers, source.numbers);
  if (number !== undefined) return { ok: false, refusal: { code: 'number_mismatch', value: number } };

  const name = namesIn(spanish, parties).find((n) => !english.includes(n));
  if (name !== undefined) return { ok: false, refusal: { code: 'name_missing', value: name } };
  return { ok: true };
}
