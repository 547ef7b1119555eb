import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { removeAllToasts } from '@/components/ui/use-toast';
import { applyLanguage } from '@/lib/i18n/runtime';

// jsdom lacks these browser APIs that the layout and Radix use.
beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
});

afterEach(async () => {
  cleanup();
  // every test starts in English (a test that switches to Spanish does not leak it)
  await applyLanguage('en', { remember: false });
  removeAllToasts();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
