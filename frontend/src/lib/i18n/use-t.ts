import { useSyncExternalStore, type ReactNode } from 'react';
import type { Message } from './define';
import { currentIntl, currentLanguage, subscribeLanguage, type Values } from './runtime';
import type { Language } from './language';

export type RichValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode) | null | undefined
>;

export interface Translator {
  /** A message as a string: `t(m.stepOf, { step: 2, total: 6 })`. */
  (message: Message, values?: Values): string;
  /** A message with markup: `t.rich(m.agree, { link: (chunks) => <a href="/terms">{chunks}</a> })`. */
  rich: (message: Message, values: RichValues) => ReactNode;
  /** Dates and numbers in the page's language (`Intl`): `t.date(d, { dateStyle: 'long' })`, `t.money(cents)`. */
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  number: (value: number, options?: Parameters<ReturnType<typeof currentIntl>['formatNumber']>[1]) => string;
  language: Language;
  locale: string;
}

function translator(): Translator {
  const intl = currentIntl();
  const t = ((message: Message, values?: Values) =>
    intl.formatMessage(message, values as Record<string, string | number | Date>)) as Translator;
  t.rich = (message, values) =>
    intl.formatMessage(message, values as Parameters<typeof intl.formatMessage>[1]) as ReactNode;
  t.date = (value, options) => intl.formatDate(value, options);
  t.number = (value, options) => intl.formatNumber(value, options);
  t.language = currentLanguage();
  t.locale = intl.locale;
  return t;
}

let cached: { intl: ReturnType<typeof currentIntl>; t: Translator } | null = null;
const snapshot = () => {
  const intl = currentIntl();
  if (cached?.intl !== intl) cached = { intl, t: translator() };
  return cached.t;
};

/** The translator of the page's language; the component re-renders when the language changes. */
export function useT(): Translator {
  return useSyncExternalStore(subscribeLanguage, snapshot, snapshot);
}
