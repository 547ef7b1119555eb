/**
 * Normalising user text before it reaches a template. The plain-text document uses a small line-based markup
 * (see document-html.ts), so user text is folded onto single lines and loses any leading markup; that keeps a
 * stray "# " or "- " in an answer from turning into a heading or a list. HTML safety does not depend on this:
 * every piece of text is escaped when the HTML is built.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2028\u2029\uFEFF]/g;
const LEADING_MARKUP = /^(?:#+\s+|[-*•]\s+(?:\[[ xX]?\]\s*)?|\|+\s*|-{3,}\s*)+/;

/** Collapses all whitespace (newlines included) to single spaces and drops control characters. */
export function oneLine(value: string): string {
  return value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** One line with any leading markup removed; for text that starts a line of the document. */
export function safeLine(value: string): string {
  return oneLine(value).replace(LEADING_MARKUP, '').trim();
}

/** A multi-line answer (an address) as its non-empty lines. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map(safeLine)
    .filter((line) => line !== '');
}

/** Free text as paragraphs (split on blank lines), each folded onto one line. */
export function paragraphsOf(value: string): string[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map(safeLine)
    .filter((p) => p !== '');
}

/** Capitalises the first letter and ends the text with a full stop unless it already ends a sentence. */
export function asSentence(value: string): string {
  const text = value.trim();
  if (text === '') return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]["')\]]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** "Bad-faith retention: …." → "bad-faith retention: …" for use inside a sentence. */
export function asClause(value: string): string {
  const text = value.trim().replace(/\.$/, '');
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A table cell never contains the column separator. */
export function tableCell(value: string): string {
  return oneLine(value).replace(/\|/g, '/');
}

/** "a", "a and b", "a, b and c" */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
