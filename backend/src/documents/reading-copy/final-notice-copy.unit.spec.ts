import { READING_COPY_MARK, SPANISH_DISCLAIMER } from '../../common/glossary';
import { draftFinalNotice, finalNoticeFigures, type FinalNoticeInput } from '../drafting/court-steps';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { draftFinalNoticeReadingCopy } from './final-notice-copy';

/** Issue 33 (ADR 209): the final notice's Spanish reading copy prints the English notice's own figures. */
const notice = (over: Partial<FinalNoticeInput> = {}): FinalNoticeInput => ({
  caseId: FIXED_CASE_ID,
  details: caseDetails({ caseType: 'unpaid-work', state: 'CA' }),
  today: FIXED_TODAY,
  firstLetter: {
    date: '2026-10-01',
    mailing: {
      carrier: 'lob',
      service: 'certified',
      trackingNumber: '9400100000000000000001',
      pdfSha256: null,
      mailedOn: '2026-10-02',
      deliveredOn: '2026-10-06',
      returned: false,
    },
  },
  outcome: 'paid_in_part',
  amountReceivedCents: 10_000,
  ...over,
});

describe('the Spanish reading copy of the final notice', () => {
  it('prints the English notice’s amounts, dates and tracking number, marked and with the disclaimer', () => {
    const input = notice();
    const english = draftFinalNotice(input);
    const { deadline, model } = finalNoticeFigures(input);
    const copy = draftFinalNoticeReadingCopy({
      notice: input,
      drafted: { content: english.content },
      active: { version: '1.0', content: english.content },
    });
    expect(copy.content).toContain(READING_COPY_MARK);
    expect(copy.content).toContain(SPANISH_DISCLAIMER);
    for (const figure of [
      '$100.00',
      deadline.long,
      model.date.long,
      'October 2, 2026',
      'October 6, 2026',
      '9400100000000000000001',
      model.amount.total,
    ]) {
      expect(english.content).toContain(figure);
      expect(copy.content).toContain(figure);
    }
    expect(copy.content).toContain('Desde entonces he recibido $100.00.');
    expect(copy.content).toContain('corte de reclamos menores');
    expect(copy.content).toContain('Imprima, firme y envíe solo las páginas del aviso final en inglés');
    expect(copy.content).not.toContain('Cambios que usted hizo');
    expect(copy.html).toContain('lang="es"');
  });

  it('says why it is still owed for each outcome, and gives the letter’s date when no mailing was recorded', () => {
    const refused = draftFinalNoticeReadingCopy({
      notice: notice({ outcome: 'refused', firstLetter: { date: '2026-10-01', mailing: null } }),
      drafted: { content: 'x' },
      active: { version: '1.0', content: 'x' },
    });
    expect(refused.content).toContain('Usted se ha negado a pagar. Todavía se debe el monto completo de');
    expect(refused.content).toContain('Le envié una carta de reclamación con fecha del October 1, 2026.');
    const silent = draftFinalNoticeReadingCopy({
      notice: notice({ outcome: 'no_response' }),
      drafted: { content: 'x' },
      active: { version: '1.0', content: 'x' },
    });
    expect(silent.content).toContain('No he recibido ningún pago ni respuesta de usted.');
  });

  it('names the paragraphs the claimant changed as not translated', () => {
    const input = notice();
    const english = draftFinalNotice(input).content;
    const edited = english.replace('This is my final notice.', 'This is my last word on it.');
    expect(edited).not.toBe(english);
    const copy = draftFinalNoticeReadingCopy({
      notice: input,
      drafted: { content: english },
      active: { version: '1.1', content: edited },
    });
    expect(copy.content).toContain('Usted editó el aviso (versión activa 1.1)');
    expect(copy.content).toMatch(/- Párrafo \d+: "This is my last word on it\./);
  });
});
