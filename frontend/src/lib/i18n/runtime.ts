import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, MissingTranslationError, type IntlShape } from 'react-intl';
import type { Message, MessageBody } from './define';
import { initialLanguage, LOCALES, storeLanguage, type Language } from './language';

/**
 * The one formatter of the page (ADR 200): components read it through `useT` (they re-render when the language
 * changes), code outside components (toasts from mutations, field-error sentences) through {@link translate}.
 */
export type Values = Record<string, string | number | Date | null | undefined>;

const cache = createIntlCache();
let spanish: Record<string, MessageBody> | null = null;
let loadingSpanish: Promise<Record<string, MessageBody>> | null = null;

const build = (language: Language): IntlShape =>
  createIntl(
    {
      locale: LOCALES[language],
      defaultLocale: LOCALES.en,
      // every message is precompiled (ADR 200): the catalog holds parsed messages only
      messages: (language === 'es' ? (spanish ?? {}) : {}) as Record<string, MessageFormatElement[]>,
      onError: (error) => {
        // A key missing from a catalog falls back to English; the catalog test fails on it, the page does not.
        if (import.meta.env.DEV && !(error instanceof MissingTranslationError)) console.error(error);
      },
    },
    cache,
  );

let language: Language = 'en';
let intl: IntlShape = build('en');
const listeners = new Set<() => void>();

/** Loads the Spanish catalog once: one chunk with every feature's Spanish, fetched only by Spanish pages. */
export function loadSpanish(): Promise<Record<string, MessageBody>> {
  loadingSpanish ??= import('./spanish').then((module) => {
    spanish = module.SPANISH;
    return spanish;
  });
  return loadingSpanish;
}

export function currentLanguage(): Language {
  return language;
}

export function currentIntl(): IntlShape {
  return intl;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the page to `next` (its catalog first, when not loaded yet), sets `<html lang>`, remembers the choice in
 * the browser and tells every component. The address stays the same.
 */
export async function applyLanguage(next: Language, { remember = true } = {}): Promise<void> {
  if (next === 'es') await loadSpanish();
  if (remember) storeLanguage(next);
  if (
    next === language &&
    intl.locale === LOCALES[next] &&
    (next === 'en' || Object.keys(intl.messages).length > 0)
  ) {
    setDocumentLanguage(next);
    return;
  }
  language = next;
  intl = build(next);
  setDocumentLanguage(next);
  for (const listener of listeners) listener();
}

function setDocumentLanguage(next: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** The page's first language, applied before the first render (with its catalog, so there is no English flash). */
export function startLanguage(): Promise<void> {
  return applyLanguage(initialLanguage(), { remember: false });
}

/** A message as a plain string, in the page's language (for code outside components). */
export function translate(message: Message, values?: Values): string {
  return intl.formatMessage(message, values as Record<string, string | number | Date>);
}

/**
 * A table of labels read in the page's language each time (`CASE_TYPE_LABELS[type]`): for vocabularies shared by
 * several screens, so their callers keep indexing a record. A component that reads it also calls `useT()`, so it
 * re-renders when the language changes.
 */
export function localized<K extends string>(labels: Record<K, Message>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) {
    Object.defineProperty(out, key, { enumerable: true, get: () => translate(labels[key]) });
  }
  return out;
}
