// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
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

describe('the staff dialog that cancels an intro call', () => {
  it("offers 'Zurück' beside 'Termin absagen', not 'Abbrechen' (which reads as the same thing)", () => {
    render(<CancelDialog booking={booking} busy={false} onConfirm={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Erika Muster');
    expect(screen.getByRole('button', { name: 'Termin absagen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
  });

});
