import { extractText } from 'unpdf';
import { CASE_TYPES } from '../../../claim/case.types';
import { READING_COPY_MARK, SPANISH_DISCLAIMER } from '../../../common/glossary';
import { draftTemplateDocument } from '../../../documents/drafting/draft-document';
import { buildLetterViewModel } from '../../../documents/drafting/letter-view-model';
import { PdfRenderer } from '../../../documents/pdf/pdf-renderer';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../../testing/documents/case-fixtures';
import { draftReadingCopy } from '../../../documents/reading-copy/reading-copy';

/** Issue 33: the printed Spanish reading copy of every case type (real Chromium, text read back with unpdf). */

const quiet = { log: () => undefined, warn: () => undefined };
const textOf = async (pdf: Uint8Array) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('printed Spanish reading copy', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    renderer = new PdfRenderer({ attemptTimeoutMs: 15_000, logger: quiet });
  });
  afterAll(() => renderer.close());

  it.each(CASE_TYPES)(
    '%s: the mark, the disclaimer, the amounts and dates of the English letter',
    async (caseType) => {
      const details = caseDetails({ caseType, state: caseType === 'security-deposit' ? 'NY' : 'CA' });
      const english = draftTemplateDocument({ caseId: FIXED_CASE_ID, details, today: FIXED_TODAY });
      const model = buildLetterViewModel({ caseId: FIXED_CASE_ID, details, today: FIXED_TODAY });
      const copy = draftReadingCopy({
        caseId: FIXED_CASE_ID,
        details,
        drafted: {
          content: english.content,
          generatedAt: `${FIXED_TODAY}T12:00:00Z`,
          lawTableVersion: english.lawTableVersion,
        },
        active: { version: '1.0', content: english.content },
      });
      const text = await textOf(await renderer.render(copy.html));
      expect(text).toContain(READING_COPY_MARK);
      expect(text).toContain(SPANISH_DISCLAIMER);
      for (const figure of [
        model.amount.total,
        model.date.long,
        model.deadline.long,
        model.limitation.endsOn,
      ]) {
        expect(english.content).toContain(figure);
        expect(text).toContain(figure);
      }
      expect(text).toContain('Traducción de sus notas privadas: no envíe ni presente estas páginas');
      expect(text).toContain('Envíe solo la carta en inglés');
    },
  );
});
