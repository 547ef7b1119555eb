import { JURISDICTIONS } from './jurisdictions';
import { STATE_CODES, type StateCode } from './law-table.types';

/**
 * The state of a US postal address as people type it: the last "XX 12345" (state code and ZIP), or a state's name
 * followed by a ZIP or ending a line, or ", XX" ending a line. Null when the address names no state we can read; a
 * guess is never made (a warning built on it would be noise).
 */
export function stateOfAddress(address: string): StateCode | null {
  const text = address.normalize('NFKC');
  const found: Array<{ at: number; code: StateCode }> = [];
  for (const match of text.matchAll(/\b([A-Z]{2})\.?,?\s+\d{5}(?:-\d{4})?\b/g)) {
    const code = codeOf(match[1]);
    if (code) found.push({ at: match.index, code });
  }
  for (const match of text.matchAll(/,\s*([A-Z]{2})\.?\s*(?:$|\n)/gm)) {
    const code = codeOf(match[1]);
    if (code) found.push({ at: match.index, code });
  }
  for (const { code, pattern } of NAME_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push({ at: match.index, code });
  }
  found.sort((a, b) => a.at - b.at);
  return found.at(-1)?.code ?? null;
}

const codeOf = (text: string | undefined): StateCode | null =>
  text !== undefined && (STATE_CODES as readonly string[]).includes(text) ? (text as StateCode) : null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "…, Texas 75201" or "…, Texas" at the end of a line; "District of Columbia" as well as "Washington, DC". */
const NAME_PATTERNS: ReadonlyArray<{ code: StateCode; pattern: RegExp }> = STATE_CODES.map((code) => ({
  code,
  pattern: new RegExp(
    `(?:^|,\\s*|\\n)${escape(JURISDICTIONS[code].name)}\\.?(?:,?\\s+\\d{5}(?:-\\d{4})?\\b|\\s*$)`,
    'gimu',
  ),
}));
