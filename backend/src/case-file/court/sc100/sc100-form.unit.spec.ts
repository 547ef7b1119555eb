import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CaseDetails } from '../../../claim/case.types';
import { FILLED_OFFICIAL_FORMS } from '../../../documents/index';
import { caseDetails } from '../../../testing/documents/case-fixtures';
import { fillSc100, SC100_REVISION, sc100Values } from './sc100-form';
import type { Sc100Answers } from './sc100.types';

const answers = (over: Partial<Sc100Answers> = {}): Sc100Answers => ({
  court: {
    name: 'Fresno, B.F. Sisk Courthouse',
    street: '1130 O Street',
    city: 'Fresno',
    zip: '93721',
  },
  plaintiffAddress: { street: '12 Oak Street', city: 'Fresno', state: 'CA', zip: '93701' },
  defendantAddress: { street: '400 Market St', city: 'Fresno', state: 'CA', zip: '93702' },
  defendantPhone: '559-555-0199',
  agent: null,
  secondDefendant: null,
  venue: 'a',
  venueOther: '',
  venueZip: '93702',
  attorneyFeeDispute: false,
  feeArbitration: false,
  publicEntity: false,
  publicEntityClaimDate: null,
  moreThan12Claims: false,
  confirmsTwoClaimsOver2500: false,
  ...over,
});

const details = (over: Partial<CaseDetails> = {}) =>
  caseDetails({
    state: 'CA',
    documentType: 'small_claims',
    amountCents: 180_000,
    incidentDate: '2026-08-01',
    ...over,
  });

const P = 'SC-100[0].';
async function fields(input: { details: CaseDetails; answers: Sc100Answers }) {
  const form = (await PDFDocument.load(await fillSc100(input, { flatten: false }))).getForm();
  return {
    text: (name: string) => form.getTextField(`${P}${name}`).getText() ?? '',
    checked: (name: string) => form.getCheckBox(`${P}${name}`).isChecked(),
  };
}
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes, { verbosity: 0 }), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

describe('SC-100 filled from a California case (ADR 182)', () => {
  it(`is the Judicial Council's form, ${SC100_REVISION}, as its footer says`, async () => {
    const blank = readFileSync(join(__dirname, '..', '..', '..', '..', 'assets', 'forms', 'ca', 'sc100.pdf'));
    // The package names the same revision.
    expect(FILLED_OFFICIAL_FORMS.CA).toEqual({ number: 'SC-100', revision: SC100_REVISION });
    expect(await pdfText(new Uint8Array(blank))).toContain(
      `${SC100_REVISION} Plaintiff’s Claim and ORDER to Go to Small Claims Court`,
    );
  });

  it('an individual against one defendant, under $2,500: items 1-10 from the case and the answers', async () => {
    const d = details({
      plaintiffName: 'Pat Doe',
      defendantName: 'Dana Smith',
      plaintiffPhone: '559-555-0100',
    });
    const read = await fields({ details: d, answers: answers() });
    expect(read.text('Page1[0].CaptionRight[0].County[0].CourtInfo_ft[0]')).toBe(
      'Fresno, B.F. Sisk Courthouse\n1130 O Street\nFresno, CA 93721',
    );
    expect(read.text('Page2[0].List1[0].Item1[0].PlaintiffName1[0]')).toBe('Pat Doe');
    expect(read.text('Page2[0].List1[0].Item1[0].PlaintiffPhone1[0]')).toBe('559-555-0100');
    expect(read.text('Page2[0].List1[0].Item1[0].PlaintiffAddress1[0]')).toBe('12 Oak Street');
    expect(read.text('Page2[0].List1[0].Item1[0].PlaintiffZip1[0]')).toBe('93701');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantName1[0]')).toBe('Dana Smith');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantCity1[0]')).toBe('Fresno');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantName2[0]')).toBe(''); // no agent for a person
    expect(read.checked('Page2[0].List2[0].item2[0].Checkbox4[0]')).toBe(false);
    expect(read.text('Page2[0].List3[0].PlaintiffClaimAmount1[0]')).toBe('1,800.00');
    expect(read.text('Page2[0].List3[0].Lia[0].FillField2[0]')).toBe(d.disputeDescription.trim());
    expect(read.text('Page3[0].List3[0].Lib[0].Date1[0]')).toBe('08/01/2026');
    expect(read.checked('Page3[0].List4[0].Item4[0].Checkbox50[0]')).toBe(true); // asked to pay: yes
    expect(read.checked('Page3[0].List5[0].Lia[0].Checkbox4[0]')).toBe(true);
    expect(read.text('Page3[0].List6[0].item6[0].ZipCode1[0]')).toBe('93702');
    for (const no of [
      'Page3[0].List7[0].item7[0].Checkbox60',
      'Page3[0].List8[0].item8[0].Checkbox61',
      'Page4[0].List9[0].Item9[0].Checkbox62',
      'Page4[0].List10[0].Checkbox63',
    ]) {
      expect([read.checked(`${no}[0]`), read.checked(`${no}[1]`)]).toEqual([false, true]);
    }
    expect(read.text('Page4[0].Sign[0].PlaintiffName1[0]')).toBe('Pat Doe');
    // The clerk's and the claimant's fields stay empty.
    for (const empty of [
      'Page1[0].CaptionRight[0].CN[0].CaseNumber_ft[0]',
      'Page1[0].Order[0].List1[0].LI1[0].TrialDate1[0]',
      'Page4[0].Sign[0].Date1[0]',
      'Page2[0].List1[0].Item1[0].PlaintiffName2[0]',
    ])
      expect(read.text(empty)).toBe('');
  });

  it('a business claimant against a business with its agent and a second defendant, over $2,500', async () => {
    const d = details({
      claimantKind: 'business',
      plaintiffName: 'Brightline Studio LLC',
      defendantName: 'Acme Renovations Inc',
      defendantKind: 'business',
      amountCents: 480_000,
    });
    const read = await fields({
      details: d,
      answers: answers({
        agent: {
          name: 'CT Corporation System',
          jobTitle: 'Registered agent',
          address: { street: '330 N Brand Blvd', city: 'Glendale', state: 'CA', zip: '91203' },
        },
        secondDefendant: {
          name: 'Sam Acme',
          address: { street: '1 Elm St', city: 'Fresno', state: 'CA', zip: '93701' },
        },
        confirmsTwoClaimsOver2500: true,
        venue: 'e',
        venueOther: 'Where the work was done',
      }),
    });
    expect(read.checked('Page3[0].List5[0].Lie[0].Checkbox8[0]')).toBe(true);
    expect(read.checked('Page3[0].List5[0].Lia[0].Checkbox4[0]')).toBe(false);
    expect(read.text('Page3[0].List5[0].Lie[0].FillField55[0]')).toBe('Where the work was done');
    expect(read.text('Page2[0].List1[0].Item1[0].PlaintiffName1[0]')).toBe('Brightline Studio LLC');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantName2[0]')).toBe('CT Corporation System');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantJob1[0]')).toBe('Registered agent');
    expect(read.text('Page2[0].List2[0].item2[0].DefendantZip2[0]')).toBe('91203');
    expect(read.checked('Page2[0].List2[0].item2[0].Checkbox4[0]')).toBe(true);
    expect(read.text('Page2[0].List3[0].PlaintiffClaimAmount1[0]')).toBe('4,800.00');
    expect([
      read.checked('Page4[0].List10[0].Checkbox63[0]'),
      read.checked('Page4[0].List10[0].Checkbox63[1]'),
    ]).toEqual([true, false]);
  });

  it.each([
    ['b', 'Lib[0].Checkbox5[0]'],
    ['c', 'Lic[0].Checkbox6[0]'],
    ['d', 'Lid[0].Checkbox7[0]'],
  ] as const)('venue reason 5%s checks its box only', (venue, box) => {
    const { checks } = sc100Values({ details: details(), answers: answers({ venue }) });
    const venueBoxes = Object.entries(checks).filter(([name, on]) => name.includes('.List5[0].') && on);
    expect(venueBoxes.map(([name]) => name)).toEqual([`${P}Page3[0].List5[0].${box}`]);
  });

  it('items 7-9: fee dispute with arbitration, a public entity with its claim date, more than 12 claims', () => {
    const { texts, checks } = sc100Values({
      details: details(),
      answers: answers({
        attorneyFeeDispute: true,
        feeArbitration: true,
        publicEntity: true,
        publicEntityClaimDate: '2026-09-01',
        moreThan12Claims: true,
      }),
    });
    const yes = (name: string) => [checks[`${P}${name}[0]`], checks[`${P}${name}[1]`]];
    expect(yes('Page3[0].List7[0].item7[0].Checkbox60')).toEqual([true, false]);
    expect(checks[`${P}Page3[0].List7[0].item7[0].Checkbox11[0]`]).toBe(true);
    expect(yes('Page3[0].List8[0].item8[0].Checkbox61')).toEqual([true, false]);
    expect(texts[`${P}Page3[0].List8[0].item8[0].Date4[0]`]).toBe('09/01/2026');
    expect(yes('Page4[0].List9[0].Item9[0].Checkbox62')).toEqual([true, false]);
  });

  it('flattened, prints "Nguyễn" and "Łukasz" and a long item 3 on an attached page "SC-100, Item 3"', async () => {
    const long = `${'The contractor left the kitchen unfinished. '.repeat(30)}End of story.`;
    const input = {
      details: details({
        plaintiffName: 'Nguyễn Văn An',
        defendantName: 'Łukasz Żółć',
        disputeDescription: long,
      }),
      answers: answers(),
    };
    expect(sc100Values(input).checks[`${P}Page3[0].List3[0].Checkbox[0].Checkbox1[0]`]).toBe(true); // more space
    const bytes = await fillSc100(input, { flatten: true });
    expect((await PDFDocument.load(bytes)).getForm().getFields()).toHaveLength(0);
    const text = await pdfText(bytes);
    expect(text).toContain('Nguyễn Văn An');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('1,800.00');
    expect(text).toContain('continued on the attached page "SC-100, Item 3"');
    expect(text).toContain('SC-100, Item 3 Plaintiff: Nguyễn Văn An');
    expect(text).toContain('End of story.');
  });
});
