import { useSyncExternalStore } from 'react';

/** Local storage key of the session token (spec §4). */
export const AUTH_TOKEN_KEY = 'auth_token';

type Listener = () => void;
let listeners: Listener[] = [];

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can throw (Safari private mode, disabled cookies); treat that as "no token".
export function getAuthToken(): string | null {
  try {
    const value = window.localStorage.getItem(AUTH_TOKEN_KEY);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } finally {
    notify();
  }
}

export function removeAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // nothing stored, nothing to remove
  } finally {
    notify();
  }
}

function subscribe(listener: Listener): () => void {
  listeners = [...listeners, listener];
  // Another tab signing in or out changes the token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners = listeners.filter((l) => l !== listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The token itself is needed by the api client only; components ask whether one exists. */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAuthToken() !== null,
    () => false,
  );
}
