import { useEffect, useLayoutEffect, useRef } from 'react';

/** useLayoutEffect in the browser (it runs before the dialog's own effect moves focus), nothing on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Focus goes back to the button that opened a dialog or panel when it closes (WCAG 2.4.3). Radix does
 * that only for its own Dialog.Trigger; our dialogs open from state, so the opener is remembered as the
 * dialog opens. Pass the result as `onCloseAutoFocus` of Dialog.Content. When what the dialog did takes
 * the opener away (a cancelled booking's row), `instead` names the element to focus (asked as it closes;
 * undefined keeps the opener); an opener that is gone by then without one leaves focus to the browser.
 */
export function useReturnFocus(open: boolean, instead?: () => HTMLElement | null | undefined): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useBrowserLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const remembered = opener.current;
    opener.current = null;
    const target = instead?.() ?? remembered;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
