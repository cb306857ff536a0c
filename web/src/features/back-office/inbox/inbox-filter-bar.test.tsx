// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultInboxView, inboxMessages, type InboxView } from '@rufbereit/shared';
import { InboxFilterBar } from './inbox-filter-bar';

afterEach(cleanup);

function renderBar(view: InboxView) {
  const onChange = vi.fn<(next: InboxView) => void>();
  render(<InboxFilterBar view={view} onChange={onChange} label="Kontaktanfragen" />);
  return onChange;
}

describe('the inbox date range', () => {
  it('says so in German when the end lies before the start, keeps both dates and does not apply the range', () => {
    const onChange = renderBar({ ...defaultInboxView, from: '2026-11-20' });
    const to = screen.getByLabelText('Eingang bis');
    fireEvent.change(to, { target: { value: '2026-11-10' } });

    expect(screen.getByRole('alert')).toHaveTextContent(inboxMessages.badRange);
    expect(to).toHaveValue('2026-11-10');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(inboxMessages.badRange);
    expect(screen.getByLabelText('Eingang von')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies the range once it is in order again and the message goes', () => {
    const onChange = renderBar({ ...defaultInboxView, from: '2026-11-20' });
    fireEvent.change(screen.getByLabelText('Eingang bis'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Eingang von'), { target: { value: '2026-11-01' } });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultInboxView, from: '2026-11-01', to: '2026-11-10' });
  });
});
