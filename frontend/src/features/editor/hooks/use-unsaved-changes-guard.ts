import { useEffect } from 'react';

export const LEAVE_WITH_UNSAVED_MESSAGE =
  'You have unsaved changes. Leave this page and keep them only in this browser?';

/**
 * While `dirty`, leaving asks first: the browser's own prompt on reload or close, and a confirm on in-app links
 * (wouter has no navigation blocker, so clicks on same-origin links are checked before the router sees them).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      if (!window.confirm(LEAVE_WITH_UNSAVED_MESSAGE)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
