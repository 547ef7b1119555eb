import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Message } from './define';
import { LOCALES, type Language } from './language';
import { currentLanguage, formatParts, languageVersion, subscribeLanguage, translate, type Values } from './runtime';

export type RichValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode) | null | undefined
>;

export interface Translator {
  /** A message as a string: `t(m.stepOf, { step: 2, total: 6 })`. */
  (message: Message, values?: Values): string;
  /** A message with markup: `t.rich(m.agree, { link: (chunks) => <a href="/terms">{chunks}</a> })`. */
  rich: (message: Message, values: RichValues) => ReactNode;
  /** Dates and numbers in the page's language (`Intl`). */
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  language: Language;
  locale: string;
}

function translator(): Translator {
  const language = currentLanguage();
  const locale = LOCALES[language];
  const t = ((message: Message, values?: Values) => translate(message, values)) as Translator;
  t.rich = (message, values) => {
    const out = formatParts<ReactNode>(message, values);
    // parts as separate children of a fragment: React needs no keys for them
    return Array.isArray(out) ? createElement(Fragment, null, ...out) : out;
  };
  t.date = (value, options) => new Intl.DateTimeFormat(locale, options).format(new Date(value));
  t.number = (value, options) => new Intl.NumberFormat(locale, options).format(value);
  t.language = language;
  t.locale = locale;
  return t;
}

let cached: { version: number; t: Translator } | null = null;
const snapshot = () => {
  const version = languageVersion();
  if (cached?.version !== version) cached = { version, t: translator() };
  return cached.t;
};

/** The translator of the page's language; the component re-renders when the language changes. */
export function useT(): Translator {
  return useSyncExternalStore(subscribeLanguage, snapshot, snapshot);
}
