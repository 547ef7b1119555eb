import { catalogName } from '@/lib/catalog-names';
import type { Message } from '@/lib/i18n/define';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate, type Values } from '@/lib/i18n/runtime';
import { messages as m } from '../timeline.messages';
import { formatDay, type CaseTimeline, type TimelineParams, type TimelineStep } from './types';

const CATALOG: Readonly<Record<string, Message>> = m;
const DAYS = ['due', 'recordedOn', 'sueDate'] as const;
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The hearing's day and time in its court's zone, in the page's language ("Tuesday, March 2, 2027 at 9:00 AM PST"). */
function hearingWhen(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** The raw parameters the server sends (days, cents, codes) as the page's language writes them. */
function formatted(params: TimelineParams): Values {
  const out: Values = { ...params };
  for (const day of DAYS) if (typeof params[day] === 'string') out[day] = formatDay(params[day]);
  // Dollars as the rest of the product writes them in both languages ("$1,200.50"; `formatCents`).
  if (typeof params.amountCents === 'number') out.amount = USD.format(params.amountCents / 100);
  if (typeof params.service === 'string') out.service = catalogName(params.service);
  if (typeof params.startsAt === 'string' && typeof params.timeZone === 'string')
    out.when = hearingWhen(params.startsAt, params.timeZone);
  return out;
}

/**
 * One timeline sentence by its code (issue 33, ADR 203), in the page's language; the server's English when the code
 * is one this client does not know (a step added after it was built) or a parameter it needs is missing.
 */
function say(
  prefix: string,
  code: string | null | undefined,
  params: TimelineParams,
  english: string,
): string {
  const message =
    code && Object.hasOwn(CATALOG, `${prefix}_${code}`) ? CATALOG[`${prefix}_${code}`] : undefined;
  if (!message) return english;
  try {
    return translate(message, formatted(params));
  } catch {
    return english;
  }
}

/** A step's label, detail and next action in the page's language. */
export function stepText(step: TimelineStep): {
  label: string;
  detail: string | null;
  nextAction: string | null;
} {
  const params = step.params ?? {};
  return {
    label: say('title', step.labelCode, params, step.label),
    detail: step.detail === null ? null : say('detail', step.detailCode, params, step.detail),
    nextAction: step.nextAction === null ? null : say('next', step.nextActionCode, params, step.nextAction),
  };
}

/** The timeline's headline in the page's language. */
export const headlineText = (timeline: Pick<CaseTimeline, 'headline' | 'headlineCode'>): string =>
  say('title', timeline.headlineCode, {}, timeline.headline);

/** The timeline's one next action in the page's language. */
export function nextActionText(timeline: CaseTimeline): string | null {
  if (timeline.nextAction === null) return null;
  return say('next', timeline.nextActionCode, timeline.nextActionParams ?? {}, timeline.nextAction);
}
