import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, type PDFFont, type PDFForm, PDFName, rgb, StandardFonts } from 'pdf-lib';
import type { CaseDetails } from '../../../claim/case.types';
import { SC100_OVER_CENTS, type Sc100Address, type Sc100Answers } from './sc100.types';

export { SC100_REVISION } from './sc100.types';

/** backend/assets/forms/ca from the sources (backend/src/case-file/court/sc100) and from the build (dist/backend/src/…). */
const ASSETS =
  [
    join(__dirname, '..', '..', '..', '..', 'assets', 'forms', 'ca'),
    join(__dirname, '..', '..', '..', '..', '..', '..', 'backend', 'assets', 'forms', 'ca'),
  ].find((dir) => existsSync(join(dir, 'sc100.pdf'))) ??
  join(__dirname, '..', '..', '..', '..', 'assets', 'forms', 'ca');
const FONT = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');

/** Fields the clerk or the claimant fills: left empty on purpose (ADR 182). */
export const SC100_LEFT_EMPTY = [
  'Page1.CaptionRight.CN.CaseNumber_ft (case number: the clerk)',
  'Page1.CaptionRight.CN.CaseName_ft (case name: the clerk)',
  'Page1.Order.* (trial dates, times, departments, addresses, the clerk’s date and signature)',
  'Page2-4.PxCaption.CaseNumber_ft (case number: the clerk)',
  'Page2.List1 second plaintiff, more than two plaintiffs, fictitious name, payday lender',
  'Page2.List2 active military duty',
  'Page4.Sign.Date1 and the signature (the claimant), the second plaintiff',
  'Page5/Page6 NeedHelp local information (the court)',
];

const P = 'SC-100[0].';
const f = (path: string) =>
  `${P}${path.replace(/\.(?=[A-Za-z])/g, '[0].').replace(/([A-Za-z0-9_])$/, '$1[0]')}`;

/** MM/DD/YYYY as California forms print dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface Sc100Input {
  details: CaseDetails;
  answers: Sc100Answers;
}

/** Item 3's texts from the case: why they owe, and how the amount was calculated. */
export function item3(details: CaseDetails): { why: string; how: string } {
  const items = details.damageItems ?? [];
  const how =
    items.length > 0
      ? `${items.map((i) => `${i.description}: $${usd(i.amountCents)}`).join('; ')}. Total: $${usd(details.amountCents)}.`
      : `The amount unpaid: $${usd(details.amountCents)}.`;
  return { why: details.disputeDescription.trim(), how };
}

/** What fits in item 3a's box before the "more space" attachment takes the rest. */
const ITEM3_FITS = 700;

/** The form's field values: full field names to text, and check boxes to on/off. */
export interface Sc100Values {
  texts: Record<string, string>;
  checks: Record<string, boolean>;
  /** Item 3 did not fit: the "more space" box is checked and a page "SC-100, Item 3" is attached. */
  attachItem3: { why: string; how: string } | null;
}

/** What SC-100 says for this case: pure, so every item's rule is tested without a PDF. */
export function sc100Values({ details: d, answers: a }: Sc100Input): Sc100Values {
  const texts: Record<string, string> = {};
  const checks: Record<string, boolean> = {};
  const text = (path: string, value: string) => (texts[f(path)] = value);
  const check = (path: string, on: boolean) => (checks[f(path)] = on);
  const address = (prefix: string, n: number, addr: Sc100Address) => {
    text(`${prefix}Address${n}`, addr.street);
    text(`${prefix}City${n}`, addr.city);
    text(`${prefix}State${n}`, addr.state.slice(0, 2));
    text(`${prefix}Zip${n}`, addr.zip);
  };
  // [0] is Yes, [1] is No.
  const yesNo = (path: string, yes: boolean) => {
    checks[f(path)] = yes;
    checks[f(path).replace(/\[0\]$/, '[1]')] = !yes;
  };

  // The form prints "Superior Court of California, County of" before the box: the county, courthouse and address.
  const court = a.court.name.replace(/^\s*Superior Court of California,?\s*(County of\s*)?/i, '');
  text(
    'Page1.CaptionRight.County.CourtInfo_ft',
    `${court}\n${a.court.street}\n${a.court.city}, CA ${a.court.zip}`,
  );
  for (const page of ['Page2', 'Page3', 'Page4']) text(`${page}.PxCaption.Plaintiff`, d.plaintiffName);

  // 1: the plaintiff
  const item1 = 'Page2.List1.Item1.';
  text(`${item1}PlaintiffName1`, d.plaintiffName);
  text(`${item1}PlaintiffPhone1`, d.plaintiffPhone);
  address(`${item1}Plaintiff`, 1, a.plaintiffAddress);
  text(`${item1}EmailAdd1`, d.plaintiffEmail);

  // 2: the defendant, a business's agent, a second defendant (listed on SC-100A, which is not filled)
  const item2 = 'Page2.List2.item2.';
  text(`${item2}DefendantName1`, d.defendantName);
  text(`${item2}DefendantPhone1`, a.defendantPhone);
  address(`${item2}Defendant`, 1, a.defendantAddress);
  if (a.agent) {
    text(`${item2}DefendantName2`, a.agent.name);
    text(`${item2}DefendantJob1`, a.agent.jobTitle);
    address(`${item2}Defendant`, 2, a.agent.address);
  }
  check(`${item2}Checkbox4`, a.secondDefendant !== null);

  // 3: the amount, why, when, how
  const { why, how } = item3(d);
  const long = why.length > ITEM3_FITS || how.length > 400;
  text('Page2.List3.PlaintiffClaimAmount1', usd(d.amountCents));
  text(
    'Page2.List3.Lia.FillField2',
    long
      ? `${why.slice(0, ITEM3_FITS - 60).trimEnd()}… (continued on the attached page "SC-100, Item 3")`
      : why,
  );
  text('Page3.List3.Lib.Date1', usDate(d.incidentDate));
  text('Page3.List3.Lic.FillField1', long ? 'See the attached page "SC-100, Item 3".' : how);
  check('Page3.List3.Checkbox.Checkbox1', long);

  // 4: asked to pay before suing: yes, by the demand letter or the package's request
  yesNo('Page3.List4.Item4.Checkbox50', true);

  // 5 and 6: why this courthouse
  const venues = {
    a: 'Lia.Checkbox4',
    b: 'Lib.Checkbox5',
    c: 'Lic.Checkbox6',
    d: 'Lid.Checkbox7',
    e: 'Lie.Checkbox8',
  };
  for (const [venue, path] of Object.entries(venues)) check(`Page3.List5.${path}`, a.venue === venue);
  if (a.venue === 'e') text('Page3.List5.Lie.FillField55', a.venueOther);
  text('Page3.List6.item6.ZipCode1', a.venueZip);

  // 7-10
  yesNo('Page3.List7.item7.Checkbox60', a.attorneyFeeDispute);
  check('Page3.List7.item7.Checkbox11', a.attorneyFeeDispute && a.feeArbitration);
  yesNo('Page3.List8.item8.Checkbox61', a.publicEntity);
  const claimed = a.publicEntity && a.publicEntityClaimDate !== null;
  check('Page3.List8.item8.Checkbox14', claimed);
  if (claimed) text('Page3.List8.item8.Date4', usDate(a.publicEntityClaimDate!));
  yesNo('Page4.List9.Item9.Checkbox62', a.moreThan12Claims);
  yesNo('Page4.List10.Checkbox63', d.amountCents > SC100_OVER_CENTS);

  // 11: the printed name; the date and the signature are the claimant's
  text('Page4.Sign.PlaintiffName1', d.plaintiffName);
  return { texts, checks, attachItem3: long ? { why, how } : null };
}

/**
 * SC-100 filled from the case and the extra answers. `flatten` (the download) makes every viewer print the same;
 * without it the fields stay readable (the tests read them back).
 */
export async function fillSc100(input: Sc100Input, options: { flatten: boolean }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(readFileSync(join(ASSETS, 'sc100.pdf')));
  doc.registerFontkit(fontkit);
  // Helvetica where it can print the text (fast to lay out), Noto Sans, embedded as a subset, where it cannot
  // ("Nguyễn", "Łukasz"): a field's appearance is drawn with one font.
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  let noto: PDFFont | null = null;
  const fontFor = async (value: string): Promise<PDFFont> => {
    try {
      helvetica.encodeText(value);
      return helvetica;
    } catch {
      noto ??= await doc.embedFont(readFileSync(FONT), { subset: true });
      return noto;
    }
  };
  // The form's XFA copy is dropped (a plain viewer shows the AcroForm), as pdf-lib would, without its console warning.
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const form = doc.getForm();
  const values = sc100Values(input);
  for (const [name, value] of Object.entries(values.texts)) {
    const field = form.getTextField(name);
    field.setText(value);
    field.updateAppearances(await fontFor(value));
  }
  for (const [name, on] of Object.entries(values.checks)) {
    const box = form.getCheckBox(name);
    if (on) box.check();
    else box.uncheck();
  }
  if (values.attachItem3) {
    const { why, how } = values.attachItem3;
    const font = await fontFor(`${input.details.plaintiffName} ${why} ${how}`);
    addItem3Page(doc, font, input.details.plaintiffName, why, how);
  }
  // Fields left empty get an appearance too (the clerk's, the claimant's): only those still lacking one are drawn.
  form.updateFieldAppearances(helvetica);
  if (options.flatten) flatten(form);
  return doc.save({ updateFieldAppearances: false });
}

function flatten(form: PDFForm) {
  // The form's buttons (print, save, reset) have no appearance worth keeping.
  form.flatten({ updateFieldAppearances: false });
}

/** The attachment item 3 points to: "SC-100, Item 3" at the top, then the whole texts. */
function addItem3Page(doc: PDFDocument, font: PDFFont, plaintiff: string, why: string, how: string) {
  const size = 10;
  const width = 612 - 72 * 2;
  const lines: string[] = [
    'SC-100, Item 3',
    `Plaintiff: ${plaintiff}`,
    '',
    '3a. Why does the defendant owe the plaintiff money?',
  ];
  const space = font.widthOfTextAtSize(' ', size);
  const widths = new Map<string, number>();
  const widthOf = (word: string) => {
    let w = widths.get(word);
    if (w === undefined) widths.set(word, (w = font.widthOfTextAtSize(word, size)));
    return w;
  };
  const wrap = (paragraph: string) => {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/)) {
      const w = widthOf(word);
      if (line && lineWidth + space + w > width) {
        lines.push(line);
        line = word;
        lineWidth = w;
      } else {
        lineWidth = line ? lineWidth + space + w : w;
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  };
  why.split('\n').forEach(wrap);
  lines.push('', '3c. How did you calculate the money owed to you?');
  how.split('\n').forEach(wrap);
  let page = doc.addPage([612, 792]);
  let y = 720;
  for (const line of lines) {
    if (y < 72) {
      page = doc.addPage([612, 792]);
      y = 720;
    }
    page.drawText(line, { x: 72, y, size, font, color: rgb(0, 0, 0) });
    y -= size * 1.4;
  }
}
