import type { CaseDetails } from '../../claim/case.types';
import { addDays, formatLongDate, onOrNextBusinessDay } from '../../law/calendar';
import { formatUsd } from '../../law/money';
import { templates } from '../templates/templates';
import { buildLetterViewModel } from './letter-view-model';

/** Days the final notice gives: a last, short deadline (moved to the next business day when it falls on none). */
export const FINAL_NOTICE_DAYS = 14;

/** How the first letter left, as the final notice describes it. */
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

/**
 * The final notice's figures: the letter's view model on the notice's day, what was received, what is still owed and
 * the last deadline. The notice and its Spanish reading copy (ADR 209) print the same ones.
 */
export function finalNoticeFigures(input: FinalNoticeInput) {
  const { details, today } = input;
  const model = buildLetterViewModel({
    caseId: input.caseId,
    details: { ...details, documentType: 'demand_letter', mailingDate: undefined },
    today,
  });
  const received =
    input.outcome === 'paid_in_part' ? Math.min(input.amountReceivedCents ?? 0, details.amountCents) : 0;
  const remainingCents = details.amountCents - received;
  const due = onOrNextBusinessDay(addDays(today, FINAL_NOTICE_DAYS)).date;
  // Never earlier than the first letter's own deadline (issue 43 point 4): a final notice must not cut it short.
  const first = firstLetterDeadline(input);
  const deadline = first !== null && first > due ? first : due;
  return { model, received, remainingCents, deadline: { iso: deadline, long: formatLongDate(deadline) } };
}

/** The deadline the first letter gave, drafted again on its date (null when its date is not known). */
function firstLetterDeadline(input: FinalNoticeInput): string | null {
  const dated = input.firstLetter.date ?? input.firstLetter.mailing?.mailedOn ?? null;
  if (dated === null || dated > input.today) return null;
  return buildLetterViewModel({
    caseId: input.caseId,
    details: { ...input.details, documentType: 'demand_letter', mailingDate: undefined },
    today: dated,
  }).deadline.iso;
}

/** The final notice, drafted from the case's answers and the same law view model as the letter (ADR 181). */
export function draftFinalNotice(input: FinalNoticeInput): DraftedCourtDocument {
  const { model, received, remainingCents, deadline } = finalNoticeFigures(input);
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
      deadline,
    },
  });
  return {
    title: `Final Notice: ${model.subject}`,
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
