import { draftTemplateDocument } from '../../documents/drafting/draft-document';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf } from '../../testing/documents/document-parts';
import { LETTER_NOT_FOUND, letterPages, letterTerms } from './letter-pages';

const draft = (documentType: 'demand_letter' | 'small_claims') =>
  draftTemplateDocument({ caseId: FIXED_CASE_ID, details: caseDetails({ documentType }), today: FIXED_TODAY })
    .content;

describe('the pages that are mailed', () => {
  it.each(['demand_letter', 'small_claims'] as const)(
    '%s: the letter only, never the first page, the package or the private notes',
    (type) => {
      const content = draft(type);
      const pages = letterPages(content);
      if (!pages.ok) throw new Error(pages.message);
      expect(pages.content.trim()).toBe(letterOf(content).trim());
      expect(pages.content).toContain('Sincerely,');
      expect(pages.content).not.toContain('Your private notes');
      expect(pages.content).not.toContain('read this page first');
      expect(pages.content).not.toContain('Exhibit A');
    },
  );

  it('keeps a letter the claimant split with a page break, and refuses one that swallowed the notes', () => {
    const content = draft('demand_letter');
    const letter = letterOf(content);
    const split = content.replace(letter, letter.replace('\n## Deadline', '\n---\n\n## Deadline'));
    const pages = letterPages(split);
    expect(pages.ok && pages.content.includes('## Deadline') && pages.content.includes('Dear ')).toBe(true);
    const merged = content.replace(/\n---\n\n# Your private notes/, '\n\n# Your private notes');
    expect(letterPages(merged)).toEqual({ ok: false, message: LETTER_NOT_FOUND });
    expect(letterPages('Just some text')).toEqual({ ok: false, message: LETTER_NOT_FOUND });
  });

  it('reads the printed letter date and response deadline', () => {
    const pages = letterPages(draft('demand_letter'));
    if (!pages.ok) throw new Error(pages.message);
    const terms = letterTerms(pages.content);
    expect(terms.letterDate).toBe(FIXED_TODAY);
    // The fixture's unpaid invoice: 14 days from the letter's date (ADR 222), November 16, 2026.
    expect(terms.responseDueDate).toBe('2026-11-16');
    expect(letterTerms('Dear you')).toEqual({ letterDate: null, responseDueDate: null });
  });
});
