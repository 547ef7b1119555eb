import type { CaseDetails } from '../../claim/case.types';
import { formatLongDate } from '../../law/calendar';
import type { CaseType } from '../../law/law-table.types';
import { extractDates } from './facts-check';
import { asSentence, paragraphsOf } from './text';

/**
 * The deterministic statement of facts (issue 43 point 5), spoken to its reader: "You agreed …", "You have not
 * returned …". It is built from the structured answers, each fact said once and only when the claimant gave it (no
 * due date taken from the incident date, no "written agreement" for a promise by text, the agreement said once, in the legal basis), then the claimant's own
 * account and resolution attempts (tidied, never reworded). The amount is not repeated here: the opening, the
 * itemized table and the deadline say it.
 */
export interface TemplateFactsInput {
  caseType: CaseType;
  plaintiffName: string;
  defendantName: string;
  /** Formatted, e.g. "$2,500.00". */
  amount: string;
  /** Long format, e.g. "March 1, 2026" (for a deposit, the move-out date). */
  incidentDate: string;
  /** The same date as YYYY-MM-DD: a sentence that states it is left out when the claimant's account already does. */
  incidentIso?: string;
  disputeDescription: string;
  attemptedResolution: string;
  /** The answers that carry leverage (issue 43 point 6), each absent when not given. */
  answers?: FactAnswers;
}

export type FactAnswers = Partial<
  Pick<
    CaseDetails,
    | 'agreementForm'
    | 'tenancyKind'
    | 'forwardingAddressGiven'
    | 'forwardingAddressDate'
    | 'itemizedStatementReceived'
    | 'paymentDueDate'
    | 'faultAdmitted'
    | 'policeReport'
  >
>;

/** The structured answers the statement of facts reads, from the case. */
export function factAnswersOf(details: CaseDetails): FactAnswers {
  const {
    agreementForm,
    tenancyKind,
    forwardingAddressGiven,
    forwardingAddressDate,
    itemizedStatementReceived,
    paymentDueDate,
    faultAdmitted,
    policeReport,
  } = details;
  return {
    agreementForm,
    tenancyKind,
    forwardingAddressGiven,
    forwardingAddressDate,
    itemizedStatementReceived,
    paymentDueDate,
    faultAdmitted,
    policeReport,
  };
}

const longOf = (iso: string | undefined) => (iso ? formatLongDate(iso) : null);

/** One sentence of the lead, with the date it states (so it is said once: the claimant's account may say it). */
interface Sentence {
  text: string;
  on?: string | undefined;
  /** The sentence as it reads when the one before it was left out (it then names its own date). */
  alone?: string;
}

function depositFacts(input: TemplateFactsInput, a: FactAnswers): Sentence[] {
  const lines: Sentence[] = [
    { text: a.tenancyKind === 'residential' ? 'I rented my home from you.' : 'You were my landlord.' },
    { text: `My tenancy ended and I moved out on or about ${input.incidentDate}.`, on: input.incidentIso },
  ];
  const forwardedOn = longOf(a.forwardingAddressDate);
  if (a.forwardingAddressGiven === true) {
    lines.push(
      !forwardedOn
        ? { text: 'I gave you my forwarding address in writing.' }
        : a.forwardingAddressDate === input.incidentIso
          ? {
              text: 'I gave you my forwarding address in writing that day.',
              alone: `I gave you my forwarding address in writing on ${forwardedOn}, the day I moved out.`,
            }
          : {
              text: `I gave you my forwarding address in writing on ${forwardedOn}.`,
              on: a.forwardingAddressDate,
            },
    );
  }
  if (a.itemizedStatementReceived === false) {
    lines.push({
      text: 'You have not sent me a written, itemized statement of any deductions from my deposit.',
    });
  } else if (a.itemizedStatementReceived === true) {
    lines.push({
      text: 'You sent me a statement of deductions; I do not accept the deductions that make up the amount below.',
    });
  }
  lines.push({ text: 'You have not returned my security deposit in full.' });
  return lines;
}

function workFacts(a: FactAnswers): Sentence[] {
  // How the agreement was made is said once, in "Why you owe this amount" (the legal basis).
  const lines: Sentence[] = [{ text: 'I performed work for you, and you have not paid me in full for it.' }];
  const dueOn = longOf(a.paymentDueDate);
  if (dueOn) lines.push({ text: `Payment was due on ${dueOn}.`, on: a.paymentDueDate });
  return lines;
}

function damageFacts(input: TemplateFactsInput, a: FactAnswers, what: 'vehicle' | 'property'): Sentence[] {
  const lines: Sentence[] = [
    { text: `On or about ${input.incidentDate}, my ${what} was damaged in an incident involving you.` },
  ];
  if (a.faultAdmitted === true) lines.push({ text: 'You admitted that you were at fault.' });
  if (a.policeReport === true) lines.push({ text: 'A police report was made.' });
  return lines;
}

function contractFacts(input: TemplateFactsInput, a: FactAnswers): Sentence[] {
  if (a.agreementForm === 'none') {
    return [{ text: `On or about ${input.incidentDate}, events involving you caused me to lose money.` }];
  }
  // The agreement itself, and how it was made, is said once, in "Why you owe this amount".
  return [
    {
      text: `On or about ${input.incidentDate}, you did not keep our agreement, and I lost money as a result.`,
    },
  ];
}

function rentalFacts(input: TemplateFactsInput, a: FactAnswers): Sentence[] {
  const kind =
    a.tenancyKind === 'residential'
      ? ' for a home'
      : a.tenancyKind === 'commercial'
        ? ' for business premises'
        : '';
  return [
    { text: `We are parties to a rental agreement${kind}.` },
    { text: `On or about ${input.incidentDate}, a dispute arose under it.` },
  ];
}

function leadOf(input: TemplateFactsInput): Sentence[] {
  const a = input.answers ?? {};
  switch (input.caseType) {
    case 'security-deposit':
      return depositFacts(input, a);
    case 'unpaid-work':
      return workFacts(a);
    case 'vehicle-damage':
      return damageFacts(input, a, 'vehicle');
    case 'property-damage':
      return damageFacts(input, a, 'property');
    case 'contract-breach':
      return contractFacts(input, a);
    case 'landlord-dispute':
      return rentalFacts(input, a);
    default:
      return [
        { text: `You owe me money because of events that took place on or about ${input.incidentDate}.` },
      ];
  }
}

/** The dates the claimant's own account states, as YYYY-MM-DD (a year-less date is not counted). */
function datesIn(text: string): Set<string> {
  return new Set(
    extractDates(text)
      .dates.filter((d) => d.y !== undefined && d.d !== undefined)
      .map((d) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`),
  );
}

export function buildTemplateFacts(input: TemplateFactsInput): string[] {
  const account = paragraphsOf(input.disputeDescription).map(asSentence);
  const attempts = paragraphsOf(input.attemptedResolution).map(asSentence);
  // Each fact once: a dated sentence is left out when the claimant's own account already gives that date.
  const told = datesIn(input.disputeDescription);
  const sentences = leadOf(input);
  const kept = sentences.map((sentence) => sentence.on === undefined || !told.has(sentence.on));
  const lead = sentences
    .map((sentence, i) =>
      !kept[i] ? null : i > 0 && !kept[i - 1] && sentence.alone ? sentence.alone : sentence.text,
    )
    .filter((text): text is string => text !== null)
    .join(' ');
  const paragraphs = [...(lead ? [lead] : []), ...account];
  if (attempts.length > 0) {
    const [first, ...rest] = attempts;
    paragraphs.push(
      `Before writing this letter, I tried to resolve this with you. ${first ?? ''}`.trim(),
      ...rest,
    );
  }
  return paragraphs;
}
