/**
 * The document's light markup (the server's `documents/drafting/document-html.ts`, same rules, held to it by
 * document-markup.contract.unit.spec.ts there) parsed into blocks,
 * so the screen shows a formatted document, not raw "#", "|" and "- [ ]". Anything unrecognised is a paragraph.
 */
export type DocBlock =
  | { kind: 'pagebreak' }
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; style: 'bullet' | 'ordered' | 'checklist'; items: string[] }
  | { kind: 'table'; header: string[] | null; rows: string[][]; numeric: boolean[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*•]\s+/;
const CHECK = /^[-*]\s+\[[ xX]?\]\s*/;
const ORDERED = /^\d{1,3}[.)]\s+/;
const SEPARATOR_CELL = /^:?-{3,}:?$/;
const MAX_BLOCKS = 5_000;

export function parseDocumentContent(content: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
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
    return [{ kind: 'heading', level, text: (heading[2] ?? '').trim() }, ...(rest.length > 0 ? parseChunk(rest) : [])];
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

function parseTable(lines: string[]): DocBlock {
  const rows = lines.map((line) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((c) => c.trim()),
  );
  const sep = rows.findIndex((cells) => cells.length > 0 && cells.every((c) => SEPARATOR_CELL.test(c)));
  const numeric = (sep >= 0 ? (rows[sep] ?? []) : []).map((c) => c.endsWith(':'));
  const header = sep === 1 && rows[0] ? rows[0] : null;
  const body = rows.filter((_, i) => i !== sep && !(header && i === 0));
  return { kind: 'table', header, rows: body, numeric };
}
