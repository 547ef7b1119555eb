import { IntlMessageFormat } from 'intl-messageformat';
import type { Message, MessageBody } from './define';
import { initialLanguage, LOCALES, storeLanguage, type Language } from './language';

/**
 * The page's language and its messages (ADR 200): components read them through `useT` (they re-render when the
 * language changes), code outside components (toasts from mutations, field-error sentences) through
 * {@link translate}. Messages are formatted by `intl-messageformat` from their precompiled form (no ICU parser in
 * the browser); react-intl's provider and its other formatters are not needed.
 */
export type Values = Record<string, string | number | Date | null | undefined>;

let spanish: Record<string, MessageBody> | null = null;
let loadingSpanish: Promise<Record<string, MessageBody>> | null = null;
let language: Language = 'en';
/** Bumped on every switch: `useT` snapshots compare it. */
let version = 0;
const listeners = new Set<() => void>();
const formatters = new Map<string, IntlMessageFormat>();

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

export function languageVersion(): number {
  return version;
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
  setDocumentLanguage(next);
  if (next === language) return;
  language = next;
  version += 1;
  for (const listener of listeners) listener();
}

function setDocumentLanguage(next: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** The page's first language, applied before the first render (with its catalog, so there is no English flash). */
export function startLanguage(): Promise<void> {
  return applyLanguage(initialLanguage(), { remember: false });
}

/**
 * The formatter of a message in the page's language: its translation, or its English when a catalog lacks it (the
 * catalog test fails on that; the page does not).
 */
function formatterOf(message: Message): IntlMessageFormat {
  const translated = language === 'en' ? undefined : spanish?.[message.id];
  const locale = translated === undefined ? LOCALES.en : LOCALES[language];
  const key = `${locale}\u0000${message.id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const body = translated ?? message.defaultMessage;
    formatter = new IntlMessageFormat(body, locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A message with markup or elements as values: a string, or the parts to render. */
export function formatParts<T>(message: Message, values: Record<string, unknown>): string | T | (string | T)[] {
  return formatterOf(message).format<T>(values as never);
}

/** A message as a plain string, in the page's language (for code outside components). */
export function translate(message: Message, values?: Values): string {
  const out = formatterOf(message).format(values);
  return Array.isArray(out) ? out.join('') : String(out);
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
