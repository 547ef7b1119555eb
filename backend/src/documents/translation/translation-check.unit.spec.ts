import { checkTranslation, englishFormsOf } from './translation-check';

/** Issue 33: the fact check of a translated answer (ADR 207). */
describe('checkTranslation', () => {
  const spanish =
    'Le pagué $1.800,00 de depósito a Brightline Properties por el apartamento de la Calle Elm. Me mudé el 1 de septiembre de 2026 y le escribí 2 veces, la última el 10 de octubre.';
  const good =
    'I paid Brightline Properties a $1,800.00 deposit for the apartment on Elm Street. I moved out on September 1, 2026 and wrote to them 2 times, the last on October 10.';
  const parties = ['Ana Ortiz', 'Brightline Properties'];

  it('reads Spanish amounts and dates the way the English extractors do', () => {
    expect(englishFormsOf('$1.800,00 el 1 de septiembre de 2026; 300 dólares en julio de 2026')).toBe(
      '$1,800.00 el September 1, 2026; 300 dollars en July 2026',
    );
  });

  it('accepts a faithful translation', () => {
    expect(checkTranslation(spanish, good, parties)).toEqual({ ok: true });
  });

  it.each([
    [
      'a changed amount',
      good.replace('$1,800.00', '$1,900.00'),
      { code: 'amount_mismatch', value: '$1,800.00' },
    ],
    ['an added amount', `${good} They also owe me $50.`, { code: 'amount_mismatch', value: '$50.00' }],
    [
      'a changed date',
      good.replace('September 1, 2026', 'September 2, 2026'),
      { code: 'date_mismatch', value: '1 September 2026' },
    ],
    ['a changed number', good.replace('2 times', '3 times'), { code: 'number_mismatch', value: '2' }],
    [
      'a dropped party name',
      good.replace('Brightline Properties', 'the landlord'),
      { code: 'name_missing', value: 'Brightline Properties' },
    ],
    ['a dropped name', good.replace('Elm Street', 'the street'), { code: 'name_missing', value: 'Elm' }],
    ['nothing', '  ', { code: 'empty' }],
  ])('refuses %s', (_what, english, refusal) => {
    expect(checkTranslation(spanish, english, parties)).toEqual({ ok: false, refusal });
  });
});
