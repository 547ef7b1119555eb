import { extractText } from 'unpdf';
import { draftTemplateDocument } from '../../../documents/drafting/draft-document';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../../testing/documents/case-fixtures';
import { PdfRenderer } from '../../../documents/pdf/pdf-renderer';

/** Issue 12: what the printed PDFs say, page by page (real Chromium, text read back with unpdf). */

const quiet = { log: () => undefined, warn: () => undefined };

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  // A word broken at a line end ("attorney-\nclient") reads back as "attorney- client".
  return text.map((page) => page.replace(/\s+/g, ' ').replace(/(\w)- (\w)/g, '$1-$2'));
}

describe('printed documents (issue 12)', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    renderer = new PdfRenderer({ attemptTimeoutMs: 15_000, logger: quiet });
  });
  afterAll(async () => {
    await renderer.close();
  });

  const render = (overrides: Parameters<typeof caseDetails>[0]) =>
    renderer.render(draftTemplateDocument({ caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails(overrides) }).html);

  it('demand letter: the disclaimer on page 1, the letter on its own pages, the private notes after it', async () => {
    const pages = await pagesOf(await render({ caseType: 'contract-breach', state: 'MA', certifiedMail: true }));
    const [first = ''] = pages;
    for (const text of [
      'SueGo is not a law firm and does not give legal advice.',
      'This document is not a substitute for the advice of an attorney.',
      'Using SueGo does not create an attorney-client relationship.',
      'Law reviewed on November 27, 2026',
    ]) {
      expect(first).toContain(text);
    }
    // The letter starts on a new page and carries nothing meant for the claimant.
    const letterPages = pages.filter((p) => p.includes('Dear Acme Builders LLC') || p.includes('Sincerely'));
    expect(letterPages.length).toBeGreaterThan(0);
    expect(first).not.toContain('Dear Acme Builders LLC');
    for (const page of letterPages) {
      expect(page).not.toMatch(/private notes|limitation period|SueGo|Exhibit A|93A/);
    }
    expect(letterPages[0]).toContain('Sent by certified mail, return receipt requested');
    // The closing and the signature line print on the same page.
    const closing = pages.find((p) => p.includes('Sincerely,')) ?? '';
    expect(closing).toMatch(/Sincerely, _+ Jane Doe/);
    const notes = pages.findIndex((p) => p.includes('Your private notes: do not send or file these pages'));
    expect(notes).toBeGreaterThan(pages.indexOf(letterPages[letterPages.length - 1] ?? ''));
    expect(pages.slice(notes).join(' ')).toContain('limitation period for breach of an unwritten (oral) agreement is generally 6 years');
  });

  it('small-claims package: disclaimer on page 1, the SC-100 worksheet, a letter without "Exhibit A" on it', async () => {
    const pages = await pagesOf(await render({ caseType: 'unpaid-work', state: 'CA', documentType: 'small_claims', claimInterest: true }));
    expect(pages[0]).toContain('This document is not a substitute for the advice of an attorney.');
    const all = pages.join(' ');
    expect(all).toContain('Worksheet: SC-100');
    expect(all).toContain('SC-104, Proof of Service');
    expect(all).toContain('Cal. Civ. Code §3289(b)');
    const divider = pages.findIndex((p) => p.includes('Exhibit A: demand letter'));
    const letterStart = pages.findIndex((p) => p.includes('Dear Acme Builders LLC'));
    expect(divider).toBeGreaterThan(0);
    expect(letterStart).toBeGreaterThan(divider);
    const letterEnd = pages.findIndex((p) => p.includes('Sincerely,'));
    for (const page of pages.slice(letterStart, letterEnd + 1)) expect(page).not.toContain('Exhibit');
    const notes = pages.findIndex((p) => p.includes('Your private notes: do not send or file these pages'));
    expect(notes).toBeGreaterThan(letterEnd);
    expect(pages[notes]).toContain('not part of Exhibit A');
  });
});
