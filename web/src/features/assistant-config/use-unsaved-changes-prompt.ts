import { useEffect } from 'react';

/**
 * Unsaved changes are not lost silently: closing or reloading the tab asks (the browser's own
 * dialog), and so does following a link inside the site. The app uses BrowserRouter, which has no
 * navigation blocker; a click listener in the capture phase runs before the router's link handler,
 * and a prevented click is not followed.
 */
export function useUnsavedChangesPrompt(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.defaultPrevented) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
