import type { CaseDetails } from '../../cases/index';
import { addDays, formatLongDate, onOrNextBusinessDay } from '../../law/calendar';
import { formatUsd } from '../../law/money';
import { templates } from '../templates/templates';
import { draftTemplateDocument } from './draft-document';
import { buildLetterViewModel } from './letter-view-model';

/** Days the final notice gives: a last, short deadline (moved to the next business day when it falls on none). */
export const FINAL_NOTICE_DAYS = 14;

/** How a document left, as the final notice and the package's proof page describe it. */
export interface SentRecord {
  carrier: string;
  service: string | null;
  trackingNumber: string | null;
  pdfSha256: string | null;
  /** YYYY-MM-DD */
  mailedOn: string;
  deliveredOn: string | null;
  returned: boolean;
}

export interface FinalNoticeInput {
  caseId: string;
  details: CaseDetails;
  /** YYYY-MM-DD: the notice's date. */
  today: string;
  /** The first letter: its printed date (or null when not readable) and its latest mailing, if one was recorded. */
  firstLetter: { date: string | null; mailing: SentRecord | null };
  outcome: 'paid_in_part' | 'refused' | 'no_response';
  amountReceivedCents: number | null;
}

export interface DraftedCourtDocument {
  title: string;
  content: string;
  lawTableVersion: string;
}

const SERVICE_WORDS: Record<string, string> = {
  certified: 'USPS Certified Mail',
  first_class: 'USPS First-Class Mail',
};

function sentSentence(letterDate: string | null, mailing: SentRecord | null): string {
  const dated = letterDate ? `dated ${formatLongDate(letterDate)}` : null;
  if (!mailing) return `I sent you a demand letter${dated ? ` ${dated}` : ''}.`;
  const how = mailing.carrier === 'self' ? 'by mail' : `by ${SERVICE_WORDS[mailing.service ?? ''] ?? 'mail'}`;
  const tracking = mailing.trackingNumber ? ` (tracking number ${mailing.trackingNumber})` : '';
  const delivered = mailing.deliveredOn
    ? ` It was delivered to you on ${formatLongDate(mailing.deliveredOn)}.`
    : '';
  return `On ${formatLongDate(mailing.mailedOn)} I sent you a demand letter${dated ? ` ${dated}` : ''} ${how}${tracking}.${delivered}`;
}

/** The final notice, drafted from the case's answers and the same law view model as the letter (ADR 181). */
export function draftFinalNotice(input: FinalNoticeInput): DraftedCourtDocument {
  const { details, today } = input;
  const model = buildLetterViewModel({
    caseId: input.caseId,
    details: { ...details, documentType: 'demand_letter', mailingDate: undefined },
    today,
  });
  const received =
    input.outcome === 'paid_in_part' ? Math.min(input.amountReceivedCents ?? 0, details.amountCents) : 0;
  const remainingCents = details.amountCents - received;
  const due = onOrNextBusinessDay(addDays(today, FINAL_NOTICE_DAYS));
  const since =
    input.outcome === 'paid_in_part'
      ? `Since then I have received ${formatUsd(received)}. ${formatUsd(remainingCents)} is still owed.`
      : input.outcome === 'refused'
        ? `You have refused to pay. The full amount of ${formatUsd(remainingCents)} is still owed.`
        : `I have not received payment or any answer from you. The full amount of ${formatUsd(remainingCents)} is still owed.`;
  const content = templates().documents.final_notice({
    ...model,
    finalNotice: {
      firstLetter: `${sentSentence(input.firstLetter.date, input.firstLetter.mailing)} In it I asked you to ${model.demandVerb} ${model.amount.total}.`,
      since,
      remaining: formatUsd(remainingCents),
      deadline: { iso: due.date, long: formatLongDate(due.date) },
    },
  });
  return {
    title: `Final Notice: ${model.subject}`,
    content: tidy(content),
    lawTableVersion: model.lawTableVersion,
  };
}

export interface PackageExhibit {
  /** "demand letter" or "final notice" */
  name: string;
  version: string;
  /** The letter pages as they are mailed (mailing/letter-pages.ts). */
  letter: string;
  sent: SentRecord | null;
}

const PAGE_BREAK_LINE = /^[ \t]*-{3,}[ \t]*$/m;
const EXHIBIT_LETTERS = 'ABCDEFGH';

/**
 * The small-claims package filed from a case whose letter was sent (ADR 181): the package drafted from the same
 * answers, whose exhibits are the letters as they are in SueGo (not a fresh draft) and a proof-of-delivery page.
 */
export function draftEscalatedPackage(input: {
  caseId: string;
  details: CaseDetails;
  today: string;
  exhibits: PackageExhibit[];
}): DraftedCourtDocument {
  const drafted = draftTemplateDocument({
    caseId: input.caseId,
    details: { ...input.details, documentType: 'small_claims', mailingDate: undefined },
    today: input.today,
  });
  const parts = drafted.content.split(PAGE_BREAK_LINE).map((p) => p.trim());
  const exhibitStart = parts.findIndex((p) => p.startsWith('# Exhibit A'));
  const notes = parts.at(-1) ?? '';
  const packagePages = (exhibitStart > 0 ? parts.slice(0, exhibitStart) : parts.slice(0, 1)).map((p) =>
    p
      .replace(
        /1\. Send the demand letter first\.[^\n]*\n2\. Wait until[^\n]*\n3\. If you are not paid by then, /,
        `1. Your letters are the exhibits at the end, with the proof that they were sent.\n2. ${input.exhibits.length > 1 ? 'The final notice gave a last deadline. ' : ''}If you are not paid, `,
      )
      .replace(
        '- Send the demand letter (Exhibit A) and keep proof that you sent it.',
        '- Your demand letter (Exhibit A) was sent: keep its proof of mailing with the package.',
      ),
  );
  const pages: string[] = [...packagePages];
  input.exhibits.forEach((exhibit, i) => {
    const label = EXHIBIT_LETTERS[i] ?? String(i + 1);
    pages.push(
      `# Exhibit ${label}: your ${exhibit.name}\n\nThe following pages are your ${exhibit.name} (version ${exhibit.version}) as it is in SueGo. Print them as they are for the court.`,
      exhibit.letter.trim(),
    );
  });
  const proofLabel = EXHIBIT_LETTERS[input.exhibits.length] ?? 'P';
  const proofLines = input.exhibits.map((exhibit) => {
    const s = exhibit.sent;
    if (!s)
      return `- Your ${exhibit.name}: no mailing was recorded in SueGo. Bring your own proof of sending it.`;
    const how =
      s.carrier === 'self'
        ? 'mailed by you'
        : `mailed by SueGo by ${SERVICE_WORDS[s.service ?? ''] ?? 'mail'}`;
    const tracking = s.trackingNumber ? `, tracking number ${s.trackingNumber}` : '';
    const outcome = s.returned
      ? ', returned to the sender'
      : s.deliveredOn
        ? `, delivered on ${formatLongDate(s.deliveredOn)}`
        : ', no delivery confirmation recorded';
    const hash = s.pdfSha256 ? ` The PDF mailed has SHA-256 ${s.pdfSha256}.` : '';
    return `- Your ${exhibit.name}: ${how} on ${formatLongDate(s.mailedOn)}${tracking}${outcome}.${hash}`;
  });
  pages.push(
    `# Exhibit ${proofLabel}: proof of delivery\n\n${proofLines.join('\n')}\n\nBring the receipts, the return receipt and the tracking pages you have. SueGo keeps the exact PDF it mailed; you can download it from your document page.`,
  );
  pages.push(notes);
  return {
    title: drafted.title,
    content: tidy(pages.join('\n\n---\n\n')),
    lawTableVersion: drafted.lawTableVersion,
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
