import { CASE_TYPES } from '../../claim/case.types';
import { READING_COPY_MARK, SPANISH_DISCLAIMER } from '../../common/glossary';
import { draftTemplateDocument } from '../drafting/draft-document';
import { buildLetterViewModel } from '../drafting/letter-view-model';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { changedParagraphs, draftReadingCopy, letterDateOf } from './reading-copy';
import { READING_COPY_SOURCES } from './reading-copy.hbs';

/** Issue 33: the Spanish reading copy, rebuilt from the same view model as the English letter (ADR 206). */

const drafted = (overrides: Parameters<typeof caseDetails>[0], today = FIXED_TODAY) => {
  const details = caseDetails(overrides);
  const doc = draftTemplateDocument({ caseId: FIXED_CASE_ID, details, today });
  return { details, doc, model: buildLetterViewModel({ caseId: FIXED_CASE_ID, details, today }) };
};

const copyOf = (
  d: ReturnType<typeof drafted>,
  generatedAt = `${FIXED_TODAY}T15:00:00.000Z`,
  active?: string,
) =>
  draftReadingCopy({
    caseId: FIXED_CASE_ID,
    details: d.details,
    drafted: { content: d.doc.content, generatedAt, lawTableVersion: d.doc.lawTableVersion },
    active: active ? { version: '1.1', content: active } : { version: '1.0', content: d.doc.content },
  });

describe('Spanish reading copy', () => {
  it.each(
    CASE_TYPES.flatMap((caseType) => [
      [caseType, 'demand_letter'] as const,
      [caseType, 'small_claims'] as const,
    ]),
  )(
    '%s %s: marked, the disclaimer, the amounts, dates and citations of the English letter, what to send',
    (caseType, documentType) => {
      const d = drafted({ caseType, documentType, state: caseType === 'security-deposit' ? 'CA' : 'TX' });
      const { content, html } = copyOf(d);
      expect(content).toContain(READING_COPY_MARK);
      expect(content).toContain(SPANISH_DISCLAIMER);
      expect(html).toContain('<html lang="es">');
      // The figures exactly as the English letter prints them.
      for (const figure of [
        d.model.amount.total,
        d.model.date.long,
        d.model.deadline.long,
        d.model.court.citation,
      ]) {
        expect(d.doc.content).toContain(figure);
        expect(content).toContain(figure);
      }
      for (const item of d.model.amount.items) expect(content).toContain(item.amount);
      expect(content).toContain('## Qué enviar y cuándo');
      expect(content).toContain('Envíe solo la carta en inglés');
      expect(content).toContain('carta de reclamación');
      // Templated Spanish, no English template sentence left over.
      expect(content).not.toMatch(/I am writing to ask|Please respond by|Sincerely|This letter is also my/);
      if (documentType === 'small_claims') expect(content).toContain('Los formularios de la corte');
    },
  );

  it('the letter date is the one the English letter carries, also when the event was recorded after midnight', () => {
    const d = drafted({ caseType: 'contract-breach', state: 'NY' }, '2026-11-02');
    expect(
      letterDateOf({
        caseId: FIXED_CASE_ID,
        details: d.details,
        drafted: { ...d.doc, generatedAt: '2026-11-03T00:00:01.000Z' },
      }),
    ).toBe('2026-11-02');
    const copy = copyOf(d, '2026-11-03T00:00:01.000Z');
    expect(copy.letterDate).toBe('2026-11-02');
    expect(copy.content).toContain('Fecha: November 2, 2026');
    expect(copy.content).not.toContain('November 3, 2026');
  });

  it('after an edit, names the paragraphs that changed and are not translated', () => {
    const d = drafted({ caseType: 'unpaid-work', state: 'TX' });
    const edited = d.doc.content
      .replace(
        'Acme launched the site but has not paid the invoice.',
        'Acme launched the site in October and still has not paid.',
      )
      .replace(/\nI would prefer to settle this without going to court\.[^\n]*\n/, '\n');
    const copy = copyOf(d, undefined, edited);
    expect(copy.content).toContain('## Cambios que usted hizo en la carta: no traducidos');
    expect(copy.content).toMatch(/Párrafo \d+: "Acme launched the site in October and still has not paid\."/);
    expect(copy.content).toContain('Usted también quitó 1 párrafo(s)');
    // The edited facts are quoted as the letter now has them.
    expect(copy.content).toContain('"Acme launched the site in October and still has not paid."');
    expect(copyOf(d).content).not.toContain('Cambios que usted hizo');
  });

  it('an edit outside the letter names no paragraph', () => {
    const d = drafted({ caseType: 'other', state: 'FL' });
    const edited = d.doc.content.replace('Send it soon.', 'Send it on Monday.');
    expect(edited).not.toBe(d.doc.content);
    expect(changedParagraphs(d.doc.content, edited)).toEqual({ changed: [], removedCount: 0 });
    expect(copyOf(d, undefined, edited).content).not.toContain('Cambios que usted hizo');
  });

  it('templates print text only through {{ }}', () => {
    for (const source of [READING_COPY_SOURCES.document, ...Object.values(READING_COPY_SOURCES.partials)]) {
      expect(source).not.toContain('{{{');
    }
  });
});
