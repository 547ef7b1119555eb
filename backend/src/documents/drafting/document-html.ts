/**
 * Plain-text document → blocks → HTML. The same path serves a freshly drafted document and a revision the user
 * edited, so an edited letter prints exactly like a drafted one. The markup is line based (see templates/README.md);
 * anything that is not recognised is a paragraph, and every string is escaped by the HTML template.
 */

export interface TableCell {
  text: string;
  numeric: boolean;
}

export type DocBlock =
  | { kind: 'pagebreak' }
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; style: 'bullet' | 'ordered' | 'checklist'; items: string[] }
  | { kind: 'table'; header: TableCell[] | null; rows: Array<{ cells: TableCell[]; isTotal: boolean }> };

/** The shape the HTML template iterates over: every key present (the template is compiled in strict mode). */
export interface HtmlBlock {
  isPageBreak: boolean;
  isH1: boolean;
  isH2: boolean;
  isH3: boolean;
  isParagraph: boolean;
  /** A closing and its signature line ("Sincerely," / "____" / name): printed together, never split over a page. */
  isSignature: boolean;
  isList: boolean;
  isOrderedList: boolean;
  isChecklist: boolean;
  isTable: boolean;
  text: string;
  lines: string[];
  items: string[];
  header: TableCell[] | null;
  rows: Array<{ cells: TableCell[]; isTotal: boolean }>;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*•]\s+/;
const CHECK = /^[-*]\s+\[[ xX]?\]\s*/;
const ORDERED = /^\d{1,3}[.)]\s+/;
const SEPARATOR_CELL = /^:?-{3,}:?$/;
const MONEY = /^-?\$[\d,]+(\.\d\d)?(–\$[\d,]+(\.\d\d)?)?$/;
const MAX_BLOCKS = 5_000;
const CLOSING = /^(sincerely|respectfully|yours (truly|sincerely)|regards|best regards|kind regards),?$/i;

export function parseDocumentContent(content: string): DocBlock[] {
  const normalised = content.replace(/\r\n?/g, '\n');
  const blocks: DocBlock[] = [];
  for (const chunk of normalised.split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.replace(/\s+$/, ''))
      .filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    blocks.push(...parseChunk(lines));
    if (blocks.length > MAX_BLOCKS) break;
  }
  return blocks;
}

function parseChunk(lines: string[]): DocBlock[] {
  const first = lines[0] ?? '';
  if (lines.length === 1 && /^-{3,}$/.test(first.trim())) return [{ kind: 'pagebreak' }];
  const heading = HEADING.exec(first.trim());
  if (heading) {
    const level = (heading[1] ?? '#').length as 1 | 2 | 3;
    const rest = lines.slice(1);
    return [
      { kind: 'heading', level, text: (heading[2] ?? '').trim() },
      ...(rest.length > 0 ? parseChunk(rest) : []),
    ];
  }
  const trimmed = lines.map((l) => l.trim());
  if (trimmed.every((l) => CHECK.test(l))) {
    return [{ kind: 'list', style: 'checklist', items: trimmed.map((l) => l.replace(CHECK, '')) }];
  }
  if (trimmed.every((l) => BULLET.test(l))) {
    return [{ kind: 'list', style: 'bullet', items: trimmed.map((l) => l.replace(BULLET, '')) }];
  }
  if (trimmed.every((l) => ORDERED.test(l))) {
    return [{ kind: 'list', style: 'ordered', items: trimmed.map((l) => l.replace(ORDERED, '')) }];
  }
  if (trimmed.every((l) => l.startsWith('|'))) return [parseTable(trimmed)];
  return [{ kind: 'paragraph', lines: trimmed }];
}

function splitRow(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

function parseTable(lines: string[]): DocBlock {
  const rows = lines.map(splitRow);
  const separatorIndex = rows.findIndex(
    (cells) => cells.length > 0 && cells.every((c) => SEPARATOR_CELL.test(c)),
  );
  const separator = separatorIndex >= 0 ? rows[separatorIndex] : undefined;
  const rightAligned = (col: number) => (separator?.[col] ?? '').endsWith(':');
  const toCells = (cells: string[]) =>
    cells.map((text, col) => ({ text, numeric: rightAligned(col) || MONEY.test(text) }));
  const header = separatorIndex === 1 && rows[0] ? toCells(rows[0]) : null;
  const body = rows.filter((_, i) => i !== separatorIndex && !(header && i === 0));
  return {
    kind: 'table',
    header,
    rows: body.map((cells) => ({ cells: toCells(cells), isTotal: /^total\b/i.test(cells[0] ?? '') })),
  };
}

const EMPTY: HtmlBlock = {
  isPageBreak: false,
  isH1: false,
  isH2: false,
  isH3: false,
  isParagraph: false,
  isSignature: false,
  isList: false,
  isOrderedList: false,
  isChecklist: false,
  isTable: false,
  text: '',
  lines: [],
  items: [],
  header: null,
  rows: [],
};

export function toHtmlBlock(block: DocBlock): HtmlBlock {
  switch (block.kind) {
    case 'pagebreak':
      return { ...EMPTY, isPageBreak: true };
    case 'heading':
      return {
        ...EMPTY,
        isH1: block.level === 1,
        isH2: block.level === 2,
        isH3: block.level === 3,
        text: block.text,
      };
    case 'paragraph':
      return { ...EMPTY, isParagraph: true, isSignature: CLOSING.test(block.lines[0] ?? ''), lines: block.lines };
    case 'list':
      return {
        ...EMPTY,
        isList: block.style === 'bullet',
        isOrderedList: block.style === 'ordered',
        isChecklist: block.style === 'checklist',
        items: block.items,
      };
    case 'table':
      return { ...EMPTY, isTable: true, header: block.header, rows: block.rows };
    default: {
      const never: never = block;
      throw new RangeError(`Unknown block ${JSON.stringify(never)}`);
    }
  }
}
