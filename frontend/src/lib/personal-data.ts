import type { QueryClient } from '@tanstack/react-query';
import { AUTH_TOKEN_KEY } from './auth-token';

/**
 * Browser storage keys that hold nothing about the person and may outlive a sign-out. Everything else this site
 * keeps in localStorage or sessionStorage (the session token, the questionnaire draft with names and addresses,
 * the current case, the home-page selection, and any draft a feature adds later) is cleared at sign-out, so the
 * next person at this computer sees none of it.
 */
export const KEPT_STORAGE_KEYS: ReadonlySet<string> = new Set<string>([]);

function clearStorage(storage: () => Storage): void {
  try {
    const store = storage();
    for (const key of Object.keys(store)) if (!KEPT_STORAGE_KEYS.has(key)) store.removeItem(key);
  } catch {
    // storage disabled (Safari private mode): nothing was stored
  }
}

/** Sign-out: every cached answer (TanStack Query) and every personal item in this site's browser storage. */
export function clearPersonalData(queryClient: QueryClient): void {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  clearStorage(() => window.localStorage);
  clearStorage(() => window.sessionStorage);
}

/**
 * Another tab signed out (its token left localStorage): drop this tab's cached answers too, so they are not
 * shown to whoever uses this one. Returns the unsubscribe function.
 */
export function clearCacheWhenSignedOutElsewhere(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === AUTH_TOKEN_KEY || event.key === null) && event.newValue === null) queryClient.clear();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
