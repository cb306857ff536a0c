// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdminMessages as m } from '@rufbereit/shared';
import { TrackForm } from './track-form';

afterEach(cleanup);

function renderForm() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TrackForm onSaved={() => undefined} />
    </QueryClientProvider>,
  );
  return user;
}

describe('TrackForm', () => {
  it("clears a field's error as soon as the field holds text again, and keeps the others", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: m.createButton }));
    expect(screen.getByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Friseur');
    expect(screen.queryByText(m.titleRequired)).not.toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), 'Termin');
    expect(screen.queryByText(m.descriptionRequired)).not.toBeInTheDocument();
  });

  it('starts a new track without a preselected category and asks for one on saving', async () => {
    const user = renderForm();
    const category = screen.getByRole('combobox', { name: /^Kategorie/ });
    expect(category).toHaveValue('');
    expect(screen.getByRole('option', { name: m.categoryPlaceholder, selected: true })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: m.createButton }));
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription(m.categoryRequired);

    await user.selectOptions(category, 'beauty');
    expect(category).toHaveValue('beauty');
    expect(screen.queryByText(m.categoryRequired)).not.toBeInTheDocument();
  });
});
