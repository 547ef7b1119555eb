import { formatLongDate } from '../../../law/calendar';
import type { NotificationData } from '../../../outbox/templates';
import type { CaseOutcome, ReminderKind } from '../follow-up.events';

/** How each answer reads as a button in a reminder. */
export const ANSWER_LABELS: Record<CaseOutcome, string> = {
  paid_in_full: 'They paid in full',
  paid_in_part: 'They paid part of it',
  refused: 'They refused to pay',
  no_response: 'No answer yet',
};

/** The answers each reminder offers: before the response date "no answer" is not an answer yet. */
const ANSWERS: Record<ReminderKind, readonly CaseOutcome[]> = {
  delivered: ['paid_in_full', 'paid_in_part'],
  before_deadline: ['paid_in_full', 'paid_in_part', 'refused'],
  deadline: ['paid_in_full', 'paid_in_part', 'refused', 'no_response'],
  after_deadline: ['paid_in_full', 'paid_in_part', 'refused', 'no_response'],
};

export interface ReminderEmailInput {
  reminder: ReminderKind;
  name: string;
  /** Who the letter went to (the other party's name as printed). */
  recipient: string;
  responseDueDate: string;
  deliveredOn: string | null;
  caseId: string;
  publicUrl: string;
  answerToken: string;
  unsubscribeToken: string;
}

/** The answers' buttons in Spanish (issue 33). */
export const ANSWER_LABELS_ES: Record<CaseOutcome, string> = {
  paid_in_full: 'Pagaron todo',
  paid_in_part: 'Pagaron una parte',
  refused: 'Se negaron a pagar',
  no_response: 'Todavía no hay respuesta',
};

const url = (base: string, path: string) => new URL(path, base).toString();

const spanishDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('es-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The same reminder in Spanish (glossary: common/glossary.ts); the outbox picks by the account. */
function spanishWords(input: ReminderEmailInput): { subjectLine: string; intro: string; question: string } {
  const due = spanishDay(input.responseDueDate);
  const who = input.recipient.trim() || 'la otra parte';
  switch (input.reminder) {
    case 'delivered':
      return {
        subjectLine: 'Su carta fue entregada',
        intro: `USPS entregó su carta a ${who}${input.deliveredOn ? ` el ${spanishDay(input.deliveredOn)}` : ''}. La otra parte tiene hasta el ${due} para responder. Se lo recordaremos 3 días antes y ese mismo día.`,
        question: '¿Ya le pagaron? Díganos y dejaremos de enviarle recordatorios.',
      };
    case 'before_deadline':
      return {
        subjectLine: 'Quedan 3 días para que respondan a su carta',
        intro: `${who} tiene hasta el ${due} para responder a su carta.`,
        question: '¿Le han pagado?',
      };
    case 'deadline':
      return {
        subjectLine: '¿Le pagaron?',
        intro: `Hoy, ${due}, es la fecha de respuesta de su carta a ${who}.`,
        question: '¿Le pagaron?',
      };
    case 'after_deadline':
      return {
        subjectLine: 'Una semana después de la fecha de respuesta: ¿le pagaron?',
        intro: `La fecha de respuesta de su carta a ${who} fue el ${due}. Si no le han pagado, puede enviar un aviso final o presentar una demanda en la corte de reclamos menores: la página de su caso le dice qué hacer.`,
        question: '¿Le pagaron?',
      };
  }
}

/** The words and links of one reminder, for the outbox's `case-reminder` template. */
export function reminderEmail(input: ReminderEmailInput): NotificationData['case-reminder'] {
  const due = formatLongDate(input.responseDueDate);
  const who = input.recipient.trim() || 'the other party';
  const words: Record<ReminderKind, { subjectLine: string; intro: string; question: string }> = {
    delivered: {
      subjectLine: 'Your letter was delivered',
      intro: `USPS delivered your letter to ${who}${input.deliveredOn ? ` on ${formatLongDate(input.deliveredOn)}` : ''}. They have until ${due} to respond. We will remind you 3 days before and on that day.`,
      question: 'Already paid? Tell us and we will stop the reminders.',
    },
    before_deadline: {
      subjectLine: '3 days left to respond to your letter',
      intro: `${who} has until ${due} to respond to your letter.`,
      question: 'Have they paid?',
    },
    deadline: {
      subjectLine: 'Did they pay?',
      intro: `Today, ${due}, is the response date in your letter to ${who}.`,
      question: 'Did they pay?',
    },
    after_deadline: {
      subjectLine: 'A week after your response date: did they pay?',
      intro: `The response date in your letter to ${who} was ${due}. If they have not paid, you can send a final notice or file in small claims court: your case page says what to do next.`,
      question: 'Did they pay?',
    },
  };
  return {
    name: input.name,
    ...words[input.reminder],
    answers: ANSWERS[input.reminder].map((outcome) => ({ outcome, label: ANSWER_LABELS[outcome] })),
    es: {
      ...spanishWords(input),
      answers: ANSWERS[input.reminder].map((outcome) => ({ outcome, label: ANSWER_LABELS_ES[outcome] })),
    },
    answerUrl: url(input.publicUrl, `/cases/${encodeURIComponent(input.caseId)}/answer`),
    answerToken: input.answerToken,
    caseUrl: url(input.publicUrl, `/document/${encodeURIComponent(input.caseId)}`),
    unsubscribePageUrl: url(input.publicUrl, '/unsubscribe'),
    unsubscribeApiUrl: url(input.publicUrl, '/api/reminders/unsubscribe'),
    unsubscribeToken: input.unsubscribeToken,
  };
}
