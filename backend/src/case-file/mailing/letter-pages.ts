/**
 * What of a document is mailed: the letter pages only (docs/adr/161). A drafted document is its parts between page
 * breaks (a line `---`): a first page for the claimant, (in a package, the package and an "Exhibit A" divider), the
 * letter, then the claimant's private notes. Every part meant for the claimant starts with a level-1 heading
 * (`# Your demand letter: read this page first`, `# Your private notes: do not send or file these pages`); the
 * letter never has one. The letter is the last part with a closing ("Sincerely,"), with any parts the claimant
 * split it into before it; a letter that has swallowed a level-1 heading (a page break deleted in the editor) is
 * refused rather than mailed with the notes.
 */
const PAGE_BREAK = /^[ \t]*-{3,}[ \t]*$/m;
const CLOSING = /^(sincerely|respectfully|yours (truly|sincerely)|regards|best regards|kind regards),?$/im;
const CLAIMANT_PAGE = /^#\s/m;

export type LetterPages = { ok: true; content: string } | { ok: false; message: string };

export const LETTER_NOT_FOUND =
  'SueGo could not find the letter pages in this version (the letter ends with "Sincerely," and sits between page breaks, before your private notes). Restore the page breaks in the editor, then mail it.';

export function letterPages(content: string): LetterPages {
  const parts = content.replace(/\r\n?/g, '\n').split(PAGE_BREAK);
  const isClaimantPage = (part: string) => /^\s*#\s/.test(part);
  let last = -1;
  parts.forEach((part, i) => {
    if (!isClaimantPage(part) && CLOSING.test(part)) last = i;
  });
  if (last < 0) return { ok: false, message: LETTER_NOT_FOUND };
  let first = last;
  while (first > 0 && !isClaimantPage(parts[first - 1]!) && parts[first - 1]!.trim() !== '') first--;
  const letter = parts
    .slice(first, last + 1)
    .map((p) => p.trim())
    .join('\n\n---\n\n');
  if (CLAIMANT_PAGE.test(letter)) return { ok: false, message: LETTER_NOT_FOUND };
  return { ok: true, content: `${letter}\n` };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const LONG_DATE =
  '(January|February|March|April|May|June|July|August|September|October|November|December) (\\d{1,2}), (\\d{4})';

function isoOf(month: string, day: string, year: string): string | null {
  const m = MONTHS.indexOf(month.toLowerCase());
  const d = Number(day);
  const date = new Date(Date.UTC(Number(year), m, d));
  if (m < 0 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The dates the letter prints: its date (the line that is only a date, under the sender's block) and the response
 * deadline ("Please respond by …", or the deadline paragraph's "… by …"). Null when the text no longer says them.
 */
export function letterTerms(letter: string): { letterDate: string | null; responseDueDate: string | null } {
  const dateLine = new RegExp(`^\\s*${LONG_DATE}\\s*$`, 'm').exec(letter);
  const due =
    new RegExp(`respond by ${LONG_DATE}`, 'i').exec(letter) ?? new RegExp(`\\bby ${LONG_DATE}`).exec(letter);
  return {
    letterDate: dateLine ? isoOf(dateLine[1]!, dateLine[2]!, dateLine[3]!) : null,
    responseDueDate: due ? isoOf(due[1]!, due[2]!, due[3]!) : null,
  };
}

/** Pages of a PDF printed by Chromium (each page object is `/Type /Page`). */
export const pdfPageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
