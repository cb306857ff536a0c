// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntroCallAdminBooking } from '@rufbereit/shared';
import { CancelDialog } from './cancel-dialog';

const booking: IntroCallAdminBooking = {
  slot: '2026-12-01T09:00:00.000Z',
  id: 'b-1',
  name: 'Erika Muster',
  email: 'erika@example.com',
  phone: '0176 1234567',
  createdAt: '2026-11-27T10:00:00.000Z',
  mailed: true,
};

afterEach(cleanup);

/** A list with one booking's 'Absagen' button, which goes away once the booking is cancelled (as the real list refreshes). */
function BookingsWithDialog() {
  const [asking, setAsking] = useState<IntroCallAdminBooking>();
  const [cancelled, setCancelled] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  return (
    <div ref={panel} role="tabpanel" aria-label="Liste" tabIndex={0}>
      {!cancelled && <button onClick={() => setAsking(booking)}>Absagen</button>}
      <CancelDialog
        booking={asking}
        busy={false}
        onConfirm={() => {
          setCancelled(true);
          setAsking(undefined);
        }}
        onClose={() => setAsking(undefined)}
        focusAfterClose={() => (cancelled ? panel.current : undefined)}
      />
    </div>
  );
}

describe('the staff dialog that cancels an intro call', () => {
  it("offers 'Zurück' beside 'Termin absagen', not 'Abbrechen' (which reads as the same thing)", () => {
    render(<CancelDialog booking={booking} busy={false} onConfirm={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Erika Muster');
    expect(screen.getByRole('button', { name: 'Termin absagen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
  });

  it("returns focus to 'Absagen' after 'Zurück', and to the list once the booking is cancelled and its button gone", async () => {
    const user = userEvent.setup();
    render(<BookingsWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Absagen' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absagen' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Absagen' }));
    await user.click(screen.getByRole('button', { name: 'Termin absagen' }));
    expect(screen.queryByRole('button', { name: 'Absagen' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Liste' })).toHaveFocus());
  });
});
