import { addMonths } from '../law-dates';
import { NOT_CHECKED_NOTE } from '../law-fact';
import { isOfficialSource, publishedTextPublisherOf } from '../law-sources';
import type { Dated, FactStanding, IsoDate, LawFact, StateCode } from '../law-table.types';
import { entryAgrees, quoteShows } from './evidence-check';
import { EVIDENCE_ENTRIES, type EvidenceRecord } from './law-evidence.data';

/**
 * Official evidence for the law table (ADR 040, issue 24). A fact is verified only by an entry of its state's evidence
 * file (docs/law-evidence/XX.md, compiled into law-evidence.data.ts by `npm run law:verification`): the table names
 * the entry with `evidenced(state, key, fact)`, and the entry is applied to a version of the fact only when it speaks
 * for that version's dates, its machine-readable value agrees with the table's, its quote shows the fact's number or
 * rule, and its address is an official publisher's. Anything else stays unverified.
 */

/** A check older than this many months is stale: the product treats the fact as unverified until it is read again. */
export const STALE_AFTER_MONTHS = 12;

/** Who the evidence files' checks are recorded as. */
export const EVIDENCE_CHECKER = 'SueGo law evidence (docs/law-evidence, issue 24)';

/**
 * Entries read from official text that the table does not take, and why (they are listed as still missing in
 * docs/law-verification.md). Keyed by `XX key` or `XX key (qualifier)`.
 */
export const NOT_APPLIED: Readonly<Record<string, string>> = {};

export const entryId = (e: Pick<EvidenceRecord, 'state' | 'key' | 'qualifier'>): string =>
  `${e.state} ${e.key}${e.qualifier ? ` (${e.qualifier})` : ''}`;

/** Where an entry is kept, as the fact's `evidence` says it. */
export const evidencePointer = (e: Pick<EvidenceRecord, 'state' | 'key' | 'qualifier'>): string =>
  `docs/law-evidence/${e.state}.md § ${e.key}${e.qualifier ? ` (${e.qualifier})` : ''}`;

/** Each `evidenced(…)` call the table makes, and the versions it verified (for the tests and the table document). */
export const EVIDENCE_USES: Array<{ state: StateCode; key: string; verified: number; entries: string[] }> =
  [];

const overlaps = (
  entry: Pick<EvidenceRecord, 'from' | 'to'>,
  fact: Pick<LawFact<unknown>, 'effectiveFrom' | 'effectiveTo'>,
): boolean =>
  (entry.from === null || fact.effectiveTo === null || entry.from <= fact.effectiveTo) &&
  (entry.to === null || fact.effectiveFrom === null || fact.effectiveFrom <= entry.to);

/**
 * The facts published statute text may confirm (ADR 218): a deadline or a duty the letter states with its citation
 * (the deposit return deadline; a notice's period). A penalty, a limit or a fee still needs official text.
 */
export const publishedTextMayConfirm = (key: string): boolean =>
  key === 'securityDeposit.returnDeadline' || key.startsWith('preSuitDemands.');

/** Legislatures that meet in regular session only in odd years. */
const ODD_YEAR_SESSIONS: ReadonlySet<StateCode> = new Set(['MT', 'NV', 'ND', 'TX']);

/**
 * The year of the state's last regular session before `on`: this year's once July has come (regular sessions end by
 * then), else last year's; for the odd-year legislatures, the odd year at or before it. A published page must show a
 * code year no older than this.
 */
export function lastRegularSession(state: StateCode, on: IsoDate): number {
  const year = Number(on.slice(0, 4));
  const month = Number(on.slice(5, 7));
  const last = month >= 7 ? year : year - 1;
  return ODD_YEAR_SESSIONS.has(state) && last % 2 === 0 ? last - 1 : last;
}

const normalized = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

/**
 * Why a `published-text` entry does not confirm the fact (empty when it does): the fact must be a deadline or a duty;
 * the two pages must be known publishers of statute text with different owners, each showing a code year no older
 * than the state's last regular session; both quotes must contain every word that carries the value, those words
 * must show the value, and so must each quote.
 */
export function publishedTextProblems(entry: EvidenceRecord, key: string, value: unknown): string[] {
  const problems: string[] = [];
  const p = entry.published;
  if (!publishedTextMayConfirm(key)) problems.push('a penalty, a limit or a fee needs official text');
  if (!p) return [...problems, 'no second publisher'];
  const first = publishedTextPublisherOf(entry.url);
  const second = publishedTextPublisherOf(p.second.url);
  if (!first || !second) problems.push('a page is not a known publisher of statute text');
  else if (first.owner === second.owner) problems.push(`${first.name} and ${second.name} share an owner`);
  const session = lastRegularSession(entry.state, entry.readOn);
  for (const year of [p.codeYear, p.second.codeYear]) {
    if (year < session)
      problems.push(`a code year (${year}) older than the last regular session (${session})`);
  }
  if (p.valueTokens.length === 0) problems.push('no value tokens');
  for (const [name, quote] of [
    ['first', entry.quote],
    ['second', p.second.quote],
  ] as const) {
    for (const token of p.valueTokens) {
      if (!normalized(quote).includes(normalized(token))) problems.push(`the ${name} quote lacks "${token}"`);
    }
    if (!quoteShows(key, value, quote)) problems.push(`the ${name} quote does not show the value`);
  }
  if (p.valueTokens.length > 0 && !quoteShows(key, value, p.valueTokens.join(' … ')))
    problems.push('the value tokens do not show the value');
  return problems;
}

/** Whether `entry` verifies this version of the fact at `key` (see the module comment). */
export function entryVerifies(entry: EvidenceRecord, key: string, fact: LawFact<unknown>): boolean {
  return (
    entry.key === key &&
    NOT_APPLIED[entryId(entry)] === undefined &&
    (entry.method === 'published-text'
      ? publishedTextProblems(entry, key, fact.value).length === 0
      : isOfficialSource(entry.url)) &&
    overlaps(entry, fact) &&
    entryAgrees(key, entry, fact.value) &&
    quoteShows(key, fact.value, entry.quote)
  );
}

/** The fact as verified by `entry`: its official address and words, the day they were read, where they are kept. */
function verifiedBy<T>(fact: LawFact<T>, entry: EvidenceRecord): LawFact<T> {
  const note = fact.note
    ?.replace(NOT_CHECKED_NOTE, '')
    .replace(/Research rates it high\.\s*/, '')
    .trim();
  const p = entry.method === 'published-text' ? entry.published : undefined;
  return {
    value: fact.value,
    citation: fact.citation,
    // Published text is never a printed source: the fact keeps its official address (ADR 218).
    sourceUrl: p ? fact.sourceUrl : entry.url,
    effectiveFrom: fact.effectiveFrom,
    effectiveTo: fact.effectiveTo,
    verification: {
      status: 'verified',
      verifiedOn: entry.readOn,
      verifiedBy: EVIDENCE_CHECKER,
      method: entry.method,
      evidence: evidencePointer(entry),
      url: entry.url,
      quote: entry.quote,
      ...(p
        ? {
            published: {
              publishers: [entry.url, p.second.url].map((u) => publishedTextPublisherOf(u)?.name ?? u),
              urls: [entry.url, p.second.url],
              quotes: [entry.quote, p.second.quote],
            },
          }
        : {}),
    },
    confidence: 'high',
    ...(note ? { note } : {}),
  };
}

/**
 * The fact at `key` of `state`, each version verified by the state's evidence entry for it where one applies. Versions
 * no entry speaks for are returned as they are (unverified).
 */
export function evidenced<F extends Dated<unknown>>(state: StateCode, key: string, dated: F): F {
  const entries = EVIDENCE_ENTRIES.filter((e) => e.state === state && e.key === key);
  type T = unknown;
  const versions: readonly LawFact<T>[] = Array.isArray(dated)
    ? (dated as readonly LawFact<T>[])
    : [dated as LawFact<T>];
  const used = new Set<string>();
  let count = 0;
  const verifies = (e: EvidenceRecord, fact: LawFact<T>) => entryVerifies(e, key, fact);
  const out = versions.map((fact) => {
    const candidates = entries.filter((e) => verifies(e, fact));
    // With several versions, an entry applies to the version its heading dates, else to the only version it agrees
    // with, else to the version in force on the day it was read.
    const entry =
      versions.length === 1
        ? candidates[0]
        : (candidates.find((e) => /\d{4}-\d{2}-\d{2}/.test(e.qualifier ?? '')) ??
          candidates.find((e) => versions.filter((v) => verifies(e, v)).length === 1) ??
          candidates.find(
            (e) =>
              (fact.effectiveFrom === null || fact.effectiveFrom <= e.readOn) &&
              (fact.effectiveTo === null || e.readOn <= fact.effectiveTo),
          ));
    if (!entry) return fact;
    used.add(entryId(entry));
    count += 1;
    return verifiedBy(fact, entry);
  });
  EVIDENCE_USES.push({ state, key, verified: count, entries: [...used] });
  return (Array.isArray(dated) ? out : out[0]) as F;
}

/**
 * How a confirmed fact was confirmed, for the claimant's notes: "statute text as published by Justia and Cornell LII;
 * not the official site" for the second tier (ADR 218), null for official text.
 */
export function confirmationNote(fact: LawFact<unknown>): string | null {
  const v = fact.verification;
  if (v.status !== 'verified' || v.method !== 'published-text') return null;
  return `statute text as published by ${(v.published?.publishers ?? []).join(' and ')}; not the official site`;
}

/** The day a verified fact's check goes stale. */
export const staleFrom = (verifiedOn: IsoDate): IsoDate => addMonths(verifiedOn, STALE_AFTER_MONTHS);

/**
 * A fact's standing on `onDate` (the document's date): verified against official text within the last 12 months,
 * verified longer ago (stale: treated as unverified until it is read again), or unverified.
 */
export function standingOf(fact: LawFact<unknown>, onDate: IsoDate): FactStanding {
  const v = fact.verification;
  if (v.status !== 'verified') return 'unverified';
  return onDate >= staleFrom(v.verifiedOn) ? 'stale' : 'verified';
}

/** True when a fact may be stated as law on `onDate`: verified, and not stale. */
export const isVerifiedOn = (fact: LawFact<unknown>, onDate: IsoDate): boolean =>
  standingOf(fact, onDate) === 'verified';
