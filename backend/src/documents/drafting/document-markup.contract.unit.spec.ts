import {
  parseDocumentContent as browserParse,
  type DocBlock as BrowserBlock,
} from '../../../../frontend/src/lib/document-content';
import { parseDocumentContent, type DocBlock } from './document-html';

// The on-screen preview (frontend/src/lib/document-content.ts) and the PDF (this folder) parse the same light markup.
// The server's parser is the reference (docs/adr/154): each fixture must give the same blocks, with the same text.
// The server knows more about a table's cells (money columns, totals) than the preview draws; cell texts must agree.

const FIXTURES: Record<string, string> = {
  headings: '# Demand for Payment\n\n## Facts\nThe invoice is unpaid.\n\n### Note',
  paragraphs: 'Dear Acme LLC,\r\n\r\nYou owe $2,500.00.  \nPlease pay.\n \t\nSincerely,\n____\nAlex Claimant',
  lists: '- first\n- second\n\n1. one\n2) two\n\n- [ ] attach invoice\n- [x] keep a copy\n\n• dot',
  mixed: '- a\nnot a list line',
  pagebreak: 'Page one\n\n---\n\nPage two',
  table:
    '| Item | Amount |\n| --- | ---: |\n| Work | $2,000.00 |\n| Late fee | $500.00 |\n| Total | $2,500.00 |',
  headerless: '| a | b |\n| c | d |',
  money: '| Claim | $1,000–$5,000 |\n| --- | --- |\n| Interest | -$12.50 |',
  edge: '#not a heading\n\n####too deep\n\n-no space\n\n|',
};

type Shared =
  { kind: 'table'; header: string[] | null; rows: string[][] } | Exclude<DocBlock, { kind: 'table' }>;

const fromServer = (b: DocBlock): Shared =>
  b.kind === 'table'
    ? {
        kind: 'table',
        header: b.header?.map((c) => c.text) ?? null,
        rows: b.rows.map((r) => r.cells.map((c) => c.text)),
      }
    : b;

const fromBrowser = (b: BrowserBlock): Shared =>
  b.kind === 'table' ? { kind: 'table', header: b.header, rows: b.rows } : b;

describe('the document markup of the preview and of the PDF', () => {
  it.each(Object.entries(FIXTURES))('parses %s into the same blocks', (_name, markup) => {
    const server = parseDocumentContent(markup).map(fromServer);
    expect(server.length).toBeGreaterThan(0);
    expect(browserParse(markup).map(fromBrowser)).toEqual(server);
  });
});
