import type { CaseDetails } from '../../claim/case.types';
import { formatLongDate } from '../../law/calendar';
import { templates } from '../templates/templates';
import type { DraftedCourtDocument, SentRecord } from './court-steps';
import { buildLetterViewModel } from './letter-view-model';
import { buildSmallClaimsViewModel } from './small-claims-view-model';

/** A letter of the case as it was sent: its pages (never the private notes) and how it left. */
export interface ExhibitLetter {
  title: string;
  /** YYYY-MM-DD: the letter's date. */
  date: string;
  /** The letter pages as mailed (the mailing context's `letterPages`), or the whole text when none were found. */
  pages: string;
  /** Its mailings, oldest first (none when the claimant recorded none). */
  mailings: readonly SentRecord[];
}

export interface EscalationPackageInput {
  caseId: string;
  details: CaseDetails;
  /** YYYY-MM-DD: the package's date. */
  today: string;
  letter: ExhibitLetter;
  finalNotice: ExhibitLetter | null;
}

const SERVICE_WORDS: Record<string, string> = {
  certified: 'USPS Certified Mail',
  first_class: 'USPS First-Class Mail',
};

/** "A", "B", … "Z", "AA": the package's exhibits in order. */
export function exhibitLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

function mailingLine(name: string, m: SentRecord): string {
  const how =
    m.carrier === 'self' ? 'by you' : `by ${SERVICE_WORDS[m.service ?? ''] ?? 'mail'} through SueGo`;
  const parts = [`${name}: mailed on ${formatLongDate(m.mailedOn)} ${how}`];
  if (m.trackingNumber) parts.push(`tracking number ${m.trackingNumber}`);
  if (m.deliveredOn) parts.push(`delivered on ${formatLongDate(m.deliveredOn)}`);
  if (m.returned) parts.push('returned to you undelivered');
  if (m.pdfSha256) parts.push(`SHA-256 of the exact PDF mailed ${m.pdfSha256}`);
  return `- ${parts.join('; ')}.`;
}

/**
 * The small-claims package filed from a case after its letter (ADR 184): the same package as a first-document
 * package (court, limit check, the state's forms or worksheet, filing steps and fee, service, evidence, damages,
 * hearing checklist), drafted from the case's answers as they are, dated today, with the letter's deadline as the
 * letter gave it. Its exhibits are what was really sent: Exhibit A the demand letter's pages, then the final notice
 * when there is one, then the proof of delivery when a mailing was recorded, then the claimant's own evidence.
 */
export function draftEscalationPackage(input: EscalationPackageInput): DraftedCourtDocument {
  const { details, today, letter, finalNotice } = input;
  const letterModel = buildLetterViewModel({
    caseId: input.caseId,
    details: { ...details, documentType: 'small_claims', mailingDate: undefined },
    today: letter.date,
  });
  const base = buildSmallClaimsViewModel(letterModel);
  const sent = [letter, ...(finalNotice ? [finalNotice] : [])];
  const mailed = sent.some((l) => l.mailings.length > 0);
  const ownFrom = sent.length + (mailed ? 1 : 0);
  const model = {
    ...base,
    date: { iso: today, long: formatLongDate(today) },
    smallClaims: {
      ...base.smallClaims,
      evidenceExhibits: base.smallClaims.evidenceExhibits.map((e, i) => ({
        ...e,
        label: exhibitLabel(ownFrom + i),
      })),
    },
  };
  const rendered = templates().documents.small_claims(model);
  const proofLabel = exhibitLabel(sent.length);
  const noticeLabel = exhibitLabel(1);

  const howTo = [
    '## How to use this package',
    '',
    `1. You sent your demand letter${finalNotice ? ' and your final notice' : ''}, and you were not paid in full. ${finalNotice ? 'They are the exhibits' : 'It is Exhibit A'} at the end of this package${mailed ? ', with the proof of how they were delivered' : ''}.`,
    "2. Fill in the court's claim form using the worksheet below, file it, have the other side served, and get ready for the hearing with the checklist.",
    '3. Bring three copies of every exhibit to the hearing.',
    '',
  ].join('\n');

  const evidence = [
    '- Exhibit A: your demand letter (the pages after the hearing checklist) and proof that you sent it',
    ...(finalNotice ? [`- Exhibit ${noticeLabel}: your final notice`] : []),
    ...(mailed ? [`- Exhibit ${proofLabel}: proof of mailing and delivery`] : []),
  ].join('\n');

  const exhibits: string[] = [
    '# Exhibit A: demand letter',
    '',
    `The following pages are your demand letter dated ${formatLongDate(letter.date)}, as you sent it. Print them as they are for the court; this page only marks where Exhibit A starts.`,
    '',
    '---',
    '',
    letter.pages.trim(),
  ];
  if (finalNotice)
    exhibits.push(
      '',
      '---',
      '',
      `# Exhibit ${noticeLabel}: final notice`,
      '',
      `The following pages are your final notice dated ${formatLongDate(finalNotice.date)}, as you sent it.`,
      '',
      '---',
      '',
      finalNotice.pages.trim(),
    );
  if (mailed)
    exhibits.push(
      '',
      '---',
      '',
      `# Exhibit ${proofLabel}: proof of mailing and delivery`,
      '',
      "How each letter reached the other side, as SueGo recorded it. Print the mailing proof of each (on your document page) and bring USPS's receipts and the return-receipt card if you have them.",
      '',
      ...letter.mailings.map((m) => mailingLine('Demand letter', m)),
      ...(finalNotice?.mailings ?? []).map((m) => mailingLine('Final notice', m)),
    );

  const start = rendered.indexOf('## How to use this package');
  const yourCase = rendered.indexOf('## Your case');
  const exhibitStart = rendered.indexOf('# Exhibit A: demand letter');
  const evidenceLine = rendered.indexOf('- Exhibit A: your demand letter');
  if (start < 0 || yourCase < start || exhibitStart < 0 || evidenceLine < 0)
    throw new Error('The small-claims template changed: the escalation package cannot be laid out');
  const evidenceEnd = rendered.indexOf('\n', evidenceLine);
  // The package's own private notes (what SueGo verified, and when) stay last, as in every package.
  const notesStart = rendered.indexOf('# Your private notes', exhibitStart);
  const notes = notesStart < 0 ? '' : `\n\n---\n\n${rendered.slice(notesStart)}`;
  const content = [
    rendered.slice(0, start),
    howTo,
    '\n',
    rendered.slice(yourCase, evidenceLine),
    evidence,
    rendered.slice(evidenceEnd, exhibitStart),
    exhibits.join('\n'),
    notes,
  ].join('');
  return {
    title: `Small-Claims Filing Package — ${model.sender.name} v. ${model.recipient.name}`,
    content: tidy(content),
    lawTableVersion: model.lawTableVersion,
  };
}

function tidy(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
