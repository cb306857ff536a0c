import { useRef, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '@rufbereit/shared';
import { useSwipeToDismiss } from './swipe-to-dismiss';

/** Width per spec; sonner's rich text colours are darkened to reach WCAG AA (4.5:1) on their tints. */
const toasterStyle = {
  '--width': `${TOAST.widthPx}px`,
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
} as CSSProperties;

/**
 * Toast area with the spec's settings: 4000 ms, at most 3 visible, 356 px wide, swipe away from
 * 20 px. Sonner itself pauses the timers while the pointer is over the toasts and while the page is
 * hidden (it listens to `visibilitychange`). Its swipe threshold is fixed at 45 px, so
 * useSwipeToDismiss adds the spec's 20 px; `closeButton` must stay on, the hook dismisses through it.
 */
export default function AppToaster() {
  const region = useRef<HTMLElement>(null);
  useSwipeToDismiss(region, TOAST.swipeThresholdPx);
  return (
    <Toaster
      ref={region}
      position="bottom-right"
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      richColors
      closeButton
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ closeButtonAriaLabel: 'Benachrichtigung schließen' }}
      style={toasterStyle}
    />
  );
}
