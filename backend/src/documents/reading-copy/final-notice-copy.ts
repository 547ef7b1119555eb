import Handlebars from 'handlebars';
import { READING_COPY_MARK, SPANISH_DISCLAIMER, SPANISH_TERMS } from '../../common/glossary';
import { formatLongDate } from '../../law/calendar';
import { formatUsd } from '../../law/money';
import { finalNoticeFigures, type FinalNoticeInput, type SentRecord } from '../drafting/court-steps';
import { renderDocumentHtml } from '../drafting/draft-document';
import { FINAL_NOTICE_COPY_SOURCE } from './final-notice-copy.hbs';
import { changedParagraphs, paymentOf, readingCopySubject, type ReadingCopy } from './reading-copy';

/**
 * The Spanish reading copy of the final notice (issue 33, ADR 209): rebuilt from the inputs the notice was drafted
 * from (the case's answers, the notice's day, the first letter's mailing and the outcome), with the same figures
 * (`finalNoticeFigures`). Nothing is stored.
 */
export interface FinalNoticeCopyInput {
  notice: FinalNoticeInput;
  /** Revision 1.0 as drafted, and the active revision (1.0 itself when never edited). */
  drafted: { content: string };
  active: { version: string; content: string };
}

const g = SPANISH_TERMS;
const SERVICES_ES: Record<string, string> = {
  certified: 'USPS Certified Mail (correo certificado)',
  first_class: 'USPS First-Class Mail (correo de primera clase)',
};

function firstLetterEs(date: string | null, mailing: SentRecord | null): string {
  const dated = date ? ` con fecha del ${formatLongDate(date)}` : '';
  if (!mailing) return `Le envié una ${g.demandLetter}${dated}.`;
  const how =
    mailing.carrier === 'self' ? 'por correo' : `por ${SERVICES_ES[mailing.service ?? ''] ?? 'correo'}`;
  const tracking = mailing.trackingNumber ? ` (número de seguimiento ${mailing.trackingNumber})` : '';
  const delivered = mailing.deliveredOn ? ` Se le entregó el ${formatLongDate(mailing.deliveredOn)}.` : '';
  return `El ${formatLongDate(mailing.mailedOn)} le envié una ${g.demandLetter}${dated} ${how}${tracking}.${delivered}`;
}

let compiled: ((context: object) => string) | undefined;
const template = () =>
  (compiled ??= Handlebars.create().compile(FINAL_NOTICE_COPY_SOURCE, {
    noEscape: true,
    strict: true,
    knownHelpersOnly: true,
    preventIndent: true,
  }));

export function draftFinalNoticeReadingCopy(input: FinalNoticeCopyInput): ReadingCopy {
  const { notice } = input;
  const { model, received, remainingCents, deadline } = finalNoticeFigures(notice);
  const remaining = formatUsd(remainingCents);
  const deposit = model.caseType === 'security-deposit';
  const demandVerb = deposit ? 'devuelva' : 'pague';
  const since =
    notice.outcome === 'paid_in_part'
      ? `Desde entonces he recibido ${formatUsd(received)}. Todavía se deben ${remaining}.`
      : notice.outcome === 'refused'
        ? `Usted se ha negado a pagar. Todavía se debe el monto completo de ${remaining}.`
        : `No he recibido ningún pago ni respuesta de usted. Todavía se debe el monto completo de ${remaining}.`;
  const consequence = model.limitation.mayHaveExpired
    ? `Si no he recibido el pago a más tardar el ${deadline.long}, consideraré mis opciones, que pueden incluir presentar una ${g.lawsuit} contra usted en la corte.`
    : model.court.overLimit
      ? `Si no he recibido el pago a más tardar el ${deadline.long}, presentaré una ${g.lawsuit} contra usted en la corte de ${model.stateName} sin más aviso, y puedo pedir a la corte que le ordene pagar mis costas judiciales.`
      : `Si no he recibido el pago a más tardar el ${deadline.long}, presentaré una ${g.lawsuit} contra usted en la ${g.smallClaimsCourt} de ${model.stateName} (${model.courtShortName}) sin más aviso, y puedo pedir a la corte que le ordene pagar mis costas judiciales.`;
  const edited = input.active.version !== '1.0' && input.active.content !== input.drafted.content;
  const { changed, removedCount } = edited
    ? changedParagraphs(input.drafted.content, input.active.content)
    : { changed: [], removedCount: 0 };
  const content = tidy(
    template()({
      ...model,
      g,
      mark: READING_COPY_MARK,
      spanishDisclaimer: SPANISH_DISCLAIMER,
      edited: edited && (changed.length > 0 || removedCount > 0),
      activeVersion: input.active.version,
      changed,
      removedCount,
      es: {
        subject: readingCopySubject(model),
        remaining,
        deadline: deadline.long,
        firstLetter: `${firstLetterEs(notice.firstLetter.date, notice.firstLetter.mailing)} En ella le pedí que ${deposit ? 'devolviera' : 'pagara'} ${model.amount.total}.`,
        since,
        demandVerb,
        payment: paymentOf(model),
        consequence,
      },
    }),
  );
  const title = `Copia de referencia del aviso final — ${model.sender.name} — ${READING_COPY_MARK}`;
  return { title, content, html: renderDocumentHtml({ title, content }, 'es'), letterDate: notice.today };
}

function tidy(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
