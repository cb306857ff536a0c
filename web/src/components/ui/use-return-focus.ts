import { useEffect, useLayoutEffect, useRef } from 'react';

/** useLayoutEffect in the browser (it runs before the dialog's own effect moves focus), nothing on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Focus goes back to the button that opened a dialog or panel when it closes (WCAG 2.4.3). Radix does
 * that only for its own Dialog.Trigger; our dialogs open from state, so the opener is remembered as the
 * dialog opens. Pass the result as `onCloseAutoFocus` of Dialog.Content.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useBrowserLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
