import type { CaseType } from '../../law/law-table.types';
import { asSentence, paragraphsOf } from './text';

/**
 * The deterministic statement of facts: a first-person opening that names both parties, the date and the amount,
 * then the claimant's own account and resolution attempts (tidied, never reworded), then where things stand.
 * Nothing here is invented: every name, date and amount comes from the answers.
 */
export interface TemplateFactsInput {
  caseType: CaseType;
  plaintiffName: string;
  defendantName: string;
  /** Formatted, e.g. "$2,500.00". */
  amount: string;
  /** Long format, e.g. "March 1, 2026". */
  incidentDate: string;
  disputeDescription: string;
  attemptedResolution: string;
}

type Lead = (p: string, d: string, amount: string, date: string) => string;

const LEADS: Record<CaseType, Lead> = {
  'security-deposit': (p, d, amount, date) =>
    `I, ${p}, was your tenant, and you, ${d}, were my landlord. On or about ${date}, my tenancy ended and I moved out. You have not returned ${amount} of my security deposit.`,
  'unpaid-work': (p, d, amount, date) =>
    `I, ${p}, performed work for you, ${d}, and I have not been paid in full. Payment of ${amount} was due on or about ${date}.`,
  'vehicle-damage': (p, d, amount, date) =>
    `On or about ${date}, my vehicle was damaged in an incident involving you, ${d}. I, ${p}, hold you responsible for the damage. My loss is ${amount}.`,
  'property-damage': (p, d, amount, date) =>
    `On or about ${date}, my property was damaged in an incident involving you, ${d}. I, ${p}, hold you responsible for the damage. My loss is ${amount}.`,
  'contract-breach': (p, d, amount, date) =>
    `I, ${p}, had an agreement with you, ${d}. On or about ${date}, the agreement was not kept, and as a result I lost ${amount}.`,
  'landlord-dispute': (p, d, amount, date) =>
    `I, ${p}, and you, ${d}, are parties to a rental agreement. On or about ${date}, a dispute arose under that agreement, and as a result you owe me ${amount}.`,
  other: (p, d, amount, date) =>
    `I, ${p}, am owed ${amount} by you, ${d}, because of events that took place on or about ${date}.`,
};

const STANDING: Record<CaseType, (amount: string) => string> = {
  'security-deposit': (a) => `As of the date of this letter, ${a} of my deposit has not been returned to me.`,
  'unpaid-work': (a) => `As of the date of this letter, the ${a} has not been paid.`,
  'vehicle-damage': (a) => `As of the date of this letter, you have not paid the ${a}.`,
  'property-damage': (a) => `As of the date of this letter, you have not paid the ${a}.`,
  'contract-breach': (a) => `As of the date of this letter, you have not paid the ${a}.`,
  'landlord-dispute': (a) => `As of the date of this letter, you have not paid the ${a}.`,
  other: (a) => `As of the date of this letter, you have not paid the ${a}.`,
};

export function buildTemplateFacts(input: TemplateFactsInput): string[] {
  const { caseType, plaintiffName, defendantName, amount, incidentDate } = input;
  const account = paragraphsOf(input.disputeDescription).map(asSentence);
  const attempts = paragraphsOf(input.attemptedResolution).map(asSentence);
  const paragraphs = [LEADS[caseType](plaintiffName, defendantName, amount, incidentDate), ...account];
  if (attempts.length > 0) {
    const [first, ...rest] = attempts;
    paragraphs.push(
      `Before writing this letter, I tried to resolve this with you. ${first ?? ''}`.trim(),
      ...rest,
    );
  }
  paragraphs.push(STANDING[caseType](amount));
  return paragraphs;
}
