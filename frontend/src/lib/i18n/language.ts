/** The languages of the product (issue 33). English is the source and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

/** Where the browser remembers the choice (the account remembers it too, once signed in). */
export const LANGUAGE_STORAGE_KEY = 'suego-language';

/** Each language's own name, as the switch shows it (never translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** BCP 47 tags for `Intl` (US English and US Spanish: dollars, US dates). */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The browser's preferred language among ours: `navigator.languages` is the list the browser also sends as
 * `Accept-Language`, in order. The first entry that is English or Spanish wins; anything else means English.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** The language a page starts in: the browser's remembered choice, else its preferred languages. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return storedLanguage() ?? languageFromBrowser(window.navigator.languages ?? [window.navigator.language]);
}
