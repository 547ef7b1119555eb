import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

export type CaseOutcome = 'paid_in_full' | 'paid_in_part' | 'refused' | 'no_response';
export const CASE_OUTCOMES: readonly CaseOutcome[] = [
  'paid_in_full',
  'paid_in_part',
  'refused',
  'no_response',
];

export interface TimelineStep {
  key: string;
  label: string;
  status: 'done' | 'current' | 'upcoming' | 'problem';
  date: string | null;
  dateIsEstimate: boolean;
  detail: string | null;
  nextAction: string | null;
  /** The same sentences by code and raw parameters (issue 33): `timeline-text.ts` says them in the page's language. */
  labelCode?: string;
  detailCode?: string | null;
  nextActionCode?: string | null;
  params?: TimelineParams;
}

/** Days YYYY-MM-DD, money in cents, the mailing service by code, the hearing's instant and zone. */
export type TimelineParams = Record<string, string | number>;

export interface CaseTimeline {
  caseId: string;
  headline: string;
  headlineCode?: string;
  nextAction: string | null;
  nextActionCode?: string | null;
  nextActionParams?: TimelineParams;
  outcome: { outcome: CaseOutcome; amountReceivedCents: number | null; recordedAt: string } | null;
  responseDueDate: string | null;
  lastDayToSue: { verified: boolean; date: string | null; citation?: string; reason?: string };
  steps: TimelineStep[];
}

export interface AnswerLinkInfo {
  caseId: string;
  caseTitle: string;
  status: 'open' | 'used' | 'expired';
  expiresAt: string;
  currentOutcome: CaseOutcome | null;
}

export interface OutcomeShare {
  month: string;
  n: number;
  paidInFull: number;
  paidInPart: number;
  paidInFullShare: number;
  paidInPartShare: number;
}

export interface OutcomeStats {
  deliveredBySueGo: { overall: OutcomeShare; months: OutcomeShare[] };
  notMailedBySueGo: { overall: OutcomeShare; months: OutcomeShare[] };
}

/** How each answer reads (the same words as the reminder emails' buttons). */
const OUTCOME_MESSAGES = {
  paid_in_full: m.outcomePaidInFull,
  paid_in_part: m.outcomePaidInPart,
  refused: m.outcomeRefused,
  no_response: m.outcomeNoResponse,
} as const satisfies Record<CaseOutcome, unknown>;

/** An answer's words in the page's language. */
export const outcomeLabel = (outcome: CaseOutcome): string => translate(OUTCOME_MESSAGES[outcome]);

export const isCaseOutcome = (value: string | null): value is CaseOutcome =>
  value !== null && (CASE_OUTCOMES as readonly string[]).includes(value);

/** "2027-01-05" (or an ISO instant) → "January 5, 2027", never shifted by the browser's time zone. */
export function formatDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Dollars and cents typed by a person → cents (null when not an amount). */
export function parseDollars(input: string): number | null {
  const text = input.trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}
