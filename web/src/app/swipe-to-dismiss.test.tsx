// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedDirections, dragDirection, useSwipeToDismiss } from './swipe-to-dismiss';

describe('dragDirection', () => {
  it('names the dominant axis once the drag reaches the threshold', () => {
    expect(dragDirection(20, 3, 20)).toBe('right');
    expect(dragDirection(-25, 10, 20)).toBe('left');
    expect(dragDirection(4, 22, 20)).toBe('bottom');
    expect(dragDirection(-5, -30, 20)).toBe('top');
  });

  it('ignores shorter drags', () => {
    expect(dragDirection(19, 0, 20)).toBeNull();
    expect(dragDirection(10, 15, 20)).toBeNull();
  });
});

describe('allowedDirections', () => {
  it("follows sonner's default: the edges the toast sits at", () => {
    const toast = document.createElement('li');
    toast.dataset.yPosition = 'bottom';
    toast.dataset.xPosition = 'right';
    expect(allowedDirections(toast)).toEqual(['bottom', 'right']);
    toast.dataset.xPosition = 'center';
    expect(allowedDirections(toast)).toEqual(['bottom']);
  });
});

/** The markup sonner renders for one toast (only the attributes the hook reads). */
function FakeToaster({ onClose, dismissible = true }: { onClose: () => void; dismissible?: boolean }) {
  const region = useRef<HTMLElement>(null);
  useSwipeToDismiss(region, 20);
  return (
    <section ref={region}>
      <ol data-sonner-toaster="true">
        <li data-sonner-toast="" data-dismissible={String(dismissible)} data-y-position="bottom" data-x-position="right">
          <button type="button" data-close-button="true" onClick={onClose}>
            ×
          </button>
          <div data-title="">Hinweis</div>
        </li>
      </ol>
    </section>
  );
}

function drag(target: Element, dx: number, dy: number): void {
  const init = { bubbles: true, pointerId: 1, button: 0, clientX: 100, clientY: 100 };
  target.dispatchEvent(new PointerEvent('pointerdown', init));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 100 + dx, clientY: 100 + dy }));
}

afterEach(cleanup);

describe('useSwipeToDismiss', () => {
  const setup = (dismissible = true) => {
    const onClose = vi.fn();
    const { getByText } = render(<FakeToaster onClose={onClose} dismissible={dismissible} />);
    return { onClose, title: getByText('Hinweis') };
  };

  it('closes the toast after a 25 px drag to the right or down', async () => {
    const { onClose, title } = setup();
    drag(title, 25, 0);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    drag(title, 2, 21);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('keeps it after a 10 px drag, a drag away from its edges, or on a non-dismissible toast', async () => {
    const { onClose, title } = setup();
    drag(title, 10, 0);
    drag(title, -30, 0);
    drag(title, 0, -30);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    cleanup();

    const locked = setup(false);
    drag(locked.title, 40, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(locked.onClose).not.toHaveBeenCalled();
  });
});
