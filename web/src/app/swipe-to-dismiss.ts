import { useEffect, type RefObject } from 'react';

/**
 * Swipe-to-dismiss with the spec's threshold (20 px) for sonner toasts.
 *
 * Sonner 2 dismisses a swiped toast only after 45 px (its internal SWIPE_THRESHOLD, not
 * configurable) or a fast flick. This hook adds the shorter threshold on top, without replacing
 * sonner's own handling: it watches pointer drags on toasts (one set of listeners, delegated on the
 * toaster region) and, when a drag towards an allowed edge covers at least the threshold, closes the
 * toast through sonner's own close button.
 *
 * Why the close button: sonner puts no toast id on its <li>, and mapping list positions back to ids
 * breaks while toasts animate out. The close button (rendered on every dismissible toast because the
 * Toaster sets `closeButton`) runs sonner's own dismissal — the same exit animation and `onDismiss`
 * callback as `toast.dismiss(id)`. Loading toasts have no close button and stay, as in sonner.
 */

export type SwipeDirection = 'top' | 'bottom' | 'left' | 'right';

const isSwipeDirection = (value: string | undefined): value is SwipeDirection =>
  value === 'top' || value === 'bottom' || value === 'left' || value === 'right';

/** Where a drag went along its dominant axis, or null when it stayed below the threshold. */
export function dragDirection(dx: number, dy: number, thresholdPx: number): SwipeDirection | null {
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  const amount = horizontal ? dx : dy;
  if (Math.abs(amount) < thresholdPx) return null;
  if (horizontal) return amount > 0 ? 'right' : 'left';
  return amount > 0 ? 'bottom' : 'top';
}

/**
 * Sonner's default swipe directions: towards the edges the toast sits at (bottom-right → bottom
 * and right). Drags the other way are only dampened by sonner, never dismissed; the same here.
 */
export function allowedDirections(toast: HTMLElement): SwipeDirection[] {
  return [toast.dataset.yPosition, toast.dataset.xPosition].filter(isSwipeDirection);
}

/** Closes the toast unless sonner already did (its own swipe or the timer won the race). */
function dismissToast(toast: HTMLElement): void {
  if (!toast.isConnected || toast.dataset.removed === 'true' || toast.dataset.swipeOut === 'true') return;
  toast.querySelector<HTMLButtonElement>(':scope > [data-close-button]')?.click();
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  toast: HTMLElement;
}

/** Adds the swipe threshold to the toaster region (the element sonner's Toaster forwards its ref to). */
export function useSwipeToDismiss(region: RefObject<HTMLElement | null>, thresholdPx: number): void {
  useEffect(() => {
    const root = region.current;
    if (!root) return undefined;
    let drag: Drag | null = null;

    const onPointerDown = (event: PointerEvent) => {
      drag = null;
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const toast = event.target.closest<HTMLElement>('[data-sonner-toaster] [data-sonner-toast]');
      // Like sonner: presses on the toast's buttons (close, action) are clicks, not swipes.
      if (!toast || toast.dataset.dismissible !== 'true' || event.target.closest('button, a')) return;
      drag = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, toast };
    };

    const onPointerUp = (event: PointerEvent) => {
      const start = drag;
      drag = null;
      if (!start || event.pointerId !== start.pointerId) return;
      const direction = dragDirection(event.clientX - start.x, event.clientY - start.y, thresholdPx);
      if (!direction || !allowedDirections(start.toast).includes(direction)) return;
      // This listener runs before React's (delegated at the app root): let sonner finish its own
      // pointerup first, so a toast it already swiped away is not dismissed twice.
      window.setTimeout(() => dismissToast(start.toast), 0);
    };

    const onPointerCancel = () => {
      drag = null;
    };

    root.addEventListener('pointerdown', onPointerDown);
    // Sonner captures the pointer on the toast, so the pointerup still arrives here after a drag
    // that ended outside the toast.
    root.addEventListener('pointerup', onPointerUp);
    root.addEventListener('pointercancel', onPointerCancel);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('pointerup', onPointerUp);
      root.removeEventListener('pointercancel', onPointerCancel);
    };
  }, [region, thresholdPx]);
}
