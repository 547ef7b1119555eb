import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_CODES, type IsoDate, type StateCode } from '../law-table.types';

/** The repository's root, and its evidence files' folder. */
export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
export const EVIDENCE_DIR = join(REPO_ROOT, 'docs', 'law-evidence');

/** Every docs/law-evidence/XX.md, parsed, in file-name order. */
export function readEvidenceFiles(dir = EVIDENCE_DIR): EvidenceFile[] {
  return readdirSync(dir)
    .filter((name) => /^[A-Z]{2}\.md$/.test(name))
    .sort()
    .map((name) => parseEvidenceFile(readFileSync(join(dir, name), 'utf8')));
}

/**
 * The evidence files (docs/law-evidence/XX.md, one per jurisdiction, format in ADR 040): what each fact was read from
 * in official text. Parsed here for the generator (`npm run law:verification`) and the tests; the product reads the
 * generated `law-evidence.data.ts` instead of the files.
 */

export type EvidenceStatus = 'verified' | 'conflict' | 'not found';

export interface EvidenceEntry {
  state: StateCode;
  /** The fact's path in the table: `smallClaims.limitIndividual`, `preSuitDemands.tx-dtpa-17505`, `freelancerLaws[0]`. */
  key: string;
  /** What the heading adds after the key, without its parentheses: `until 2025-12-31`, `Marion County`, or null. */
  qualifier: string | null;
  status: EvidenceStatus;
  /** Every `- name: value` line of the entry, continuation lines joined with a space. */
  fields: Readonly<Record<string, string>>;
}

export interface EvidenceFile {
  state: StateCode;
  name: string;
  /** The "Official publishers:" paragraph. */
  publishers: string;
  entries: EvidenceEntry[];
}

const HEADING = /^## (\S+)(?:\s+\((.*)\))?\s*$/;
const FIELD = /^- ([a-z][a-z ()]*?):\s?(.*)$/;

export function parseEvidenceFile(text: string): EvidenceFile {
  const lines = text.split(/\r?\n/);
  const title = /^# ([A-Z]{2}) — (.+)$/.exec(lines[0] ?? '');
  if (!title) throw new SyntaxError(`An evidence file starts with "# XX — Name", not "${lines[0] ?? ''}"`);
  const state = title[1] as StateCode;
  if (!(STATE_CODES as readonly string[]).includes(state)) throw new SyntaxError(`Unknown state ${state}`);
  const entries: EvidenceEntry[] = [];
  const publisherLines: string[] = [];
  let current: { key: string; qualifier: string | null; fields: Record<string, string> } | null = null;
  let lastField: string | null = null;
  let inPublishers = false;
  const close = () => {
    if (current && current.key !== 'Summary') {
      const status = current.fields['status'];
      if (status !== 'verified' && status !== 'conflict' && status !== 'not found') {
        throw new SyntaxError(`${state} ${current.key}: status must be verified, conflict or not found`);
      }
      entries.push({ state, key: current.key, qualifier: current.qualifier, status, fields: current.fields });
    }
    current = null;
    lastField = null;
  };
  for (const line of lines.slice(1)) {
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      inPublishers = false;
      current = { key: heading[1] ?? '', qualifier: heading[2] ?? null, fields: {} };
      continue;
    }
    if (line.startsWith('Official publishers:')) inPublishers = true;
    if (inPublishers) {
      if (line.trim() === '') inPublishers = false;
      else publisherLines.push(line.trim());
      continue;
    }
    if (!current) continue;
    const field = FIELD.exec(line);
    if (field) {
      const name = field[1] ?? '';
      // The first occurrence wins (a few entries repeat "also read"); repeated fields are joined.
      current.fields[name] = current.fields[name]
        ? `${current.fields[name]} ${field[2] ?? ''}`
        : (field[2] ?? '');
      lastField = name;
    } else if (/^\s+\S/.test(line) && lastField) {
      current.fields[lastField] = `${current.fields[lastField] ?? ''} ${line.trim()}`;
    } else if (line.trim() === '') {
      lastField = null;
    }
  }
  close();
  return {
    state,
    name: title[2] ?? '',
    publishers: publisherLines.join(' ').replace(/^Official publishers:\s*/, ''),
    entries,
  };
}

const unquote = (raw: string): string => {
  const t = raw.trim();
  const inner = t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
  return inner.replace(/\\"/g, '"').replace(/\s+/g, ' ').trim();
};

/**
 * The official words of an entry: its quote without the surrounding double quotes (inner `\"` unescaped, whitespace
 * runs collapsed), followed by any further words quoted from the same page (`also (same page):`), joined with " … ".
 */
export function quoteOf(entry: EvidenceEntry): string {
  const parts = [unquote(entry.fields['quote'] ?? '')];
  for (const [name, value] of Object.entries(entry.fields)) {
    if (name === 'also (same page)') parts.push(unquote(value));
  }
  return parts.filter((p) => p !== '').join(' … ');
}

const ISO = /\d{4}-\d{2}-\d{2}/g;

/**
 * The period an entry speaks for, from its heading (`until D`, `from D`, `D1 to D2`) or its `effective from:` line;
 * null bounds are open.
 */
export function periodOf(entry: EvidenceEntry): { from: IsoDate | null; to: IsoDate | null } {
  const q = entry.qualifier ?? '';
  const dates = q.match(ISO) ?? [];
  if (/^until /.test(q)) return { from: null, to: dates[0] ?? null };
  if (/^from /.test(q)) return { from: dates[0] ?? null, to: null };
  if (/ to /.test(q) && dates.length === 2) return { from: dates[0] ?? null, to: dates[1] ?? null };
  const effective = /^(\d{4}-\d{2}-\d{2})\b/.exec(entry.fields['effective from'] ?? '');
  return { from: effective?.[1] ?? null, to: null };
}

/** An entry read from official text (verified, or a conflict whose official value the table now takes), as the product keeps it. */
export interface EvidenceRecord {
  state: StateCode;
  key: string;
  qualifier: string | null;
  status: 'verified' | 'conflict';
  url: string;
  /** The day the official text was read. */
  readOn: IsoDate;
  quote: string;
  method: 'official-text' | 'official-court-page' | 'published-text';
  citation: string;
  /** The period the entry speaks for (`periodOf`). */
  from: IsoDate | null;
  to: IsoDate | null;
  /** The entry's machine-readable value, its days and what starts the clock (deposit deadlines). */
  value: string;
  days?: string;
  startsAfter?: string;
  /** For `published-text` (ADR 218): the first page's code year, the second publisher's page, the value's words. */
  published?: PublishedText;
}

/** The second tier's evidence (ADR 218): two publishers' copies of the statute's words, and the words that carry the value. */
export interface PublishedText {
  /** The code year the first page shows ("2026 Georgia Code" → 2026). */
  codeYear: number;
  second: { url: string; quote: string; codeYear: number };
  /** The words that carry the value, as both quotes must contain them ("thirty days", "itemized statement"). */
  valueTokens: string[];
}

/** The quoted strings of a `value tokens:` line: `"30 days"; "itemized"` → ["30 days", "itemized"]. */
export function valueTokensOf(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/"([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ').trim());
}

function publishedTextOf(e: EvidenceEntry): PublishedText {
  const f = e.fields;
  const year = (name: string): number => {
    const y = /\b(\d{4})\b/.exec(f[name] ?? '')?.[1];
    if (!y) throw new SyntaxError(`${e.state} ${e.key}: "${name}" must give the page's code year`);
    return Number(y);
  };
  const second = (f['second url'] ?? '').trim();
  if (!second) throw new SyntaxError(`${e.state} ${e.key}: published-text needs a "second url"`);
  return {
    codeYear: year('code year'),
    second: { url: second, quote: unquote(f['second quote'] ?? ''), codeYear: year('second code year') },
    valueTokens: valueTokensOf(f['value tokens']),
  };
}

/** The entries read from official text (or published text, ADR 218), in file order, for the generated data module. */
export function evidenceRecordsOf(files: readonly EvidenceFile[]): EvidenceRecord[] {
  return files.flatMap((file) =>
    file.entries.flatMap((e): EvidenceRecord[] => {
      if (e.status === 'not found') return [];
      const f = e.fields;
      const method = f['method'];
      if (method !== 'official-text' && method !== 'official-court-page' && method !== 'published-text') {
        throw new SyntaxError(
          `${e.state} ${e.key}: method must be official-text, official-court-page or published-text`,
        );
      }
      const readOn = /^\d{4}-\d{2}-\d{2}/.exec(f['read on'] ?? '')?.[0];
      if (!readOn) throw new SyntaxError(`${e.state} ${e.key}: "read on" must start with a YYYY-MM-DD date`);
      const { from, to } = periodOf(e);
      return [
        {
          state: e.state,
          key: e.key,
          qualifier: e.qualifier,
          status: e.status,
          url: (f['url'] ?? '').trim(),
          readOn,
          quote: quoteOf(e),
          method,
          citation: (f['citation'] ?? '').trim(),
          from,
          to,
          value: (f['value'] ?? '').trim(),
          ...(f['days'] ? { days: f['days'].trim() } : {}),
          ...(f['starts after'] ? { startsAfter: f['starts after'].trim() } : {}),
          ...(method === 'published-text' ? { published: publishedTextOf(e) } : {}),
        },
      ];
    }),
  );
}

/** The text of law-evidence.data.ts for these records (one JSON object a line, so a diff shows the entry changed). */
export function evidenceDataModule(records: readonly EvidenceRecord[]): string {
  return [
    '// Generated by `npm run law:verification` from docs/law-evidence/*.md (ADR 040): do not edit by hand.',
    "import type { EvidenceRecord } from './evidence-file';",
    '',
    'export type { EvidenceRecord };',
    '',
    '// prettier-ignore',
    'export const EVIDENCE_ENTRIES: readonly EvidenceRecord[] = [',
    ...records.map((r) => `  ${JSON.stringify(r)},`),
    '];',
    '',
  ].join('\n');
}
