// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSettings } from '@rufbereit/shared';
import { SelectedAgentProvider, useSelectedAgent } from '../state/selected-agent';
import { SiteHeader } from './site-header';

function Probe() {
  const { selectedAgent } = useSelectedAgent();
  const location = useLocation();
  return (
    <output data-testid="probe">
      {selectedAgent} {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

function renderHeader(path = '/kontakt') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <SelectedAgentProvider>
        <SiteHeader />
        <Probe />
      </SelectedAgentProvider>
    </MemoryRouter>,
  );
  return user;
}

afterEach(cleanup);

describe('SiteHeader', () => {
  it('links sections from other pages to /?section={name}#{name} and shows the phone number', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Funktionen' })).toHaveAttribute('href', '/?section=features#features');
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/?section=contact#contact');
    expect(screen.getAllByRole('link', { name: 'Kostenlos starten' })[0]).toHaveAttribute('href', '/?section=contact#contact');
    expect(screen.getAllByRole('link', { name: new RegExp(siteSettings.phoneDisplay) })[0]).toHaveAttribute('href', `tel:${siteSettings.phone}`);
  });

  it('opens the mobile menu with aria-expanded and closes dropdown, then menu, with Escape', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menü schließen');

    const mobile = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    const demo = within(mobile).getByRole('button', { name: 'Demo testen' });
    await user.click(demo);
    expect(demo).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(demo).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('picking a demo agent selects it, closes the dropdown and goes to the test-agents section', async () => {
    const user = renderHeader();
    expect(screen.getByTestId('probe')).toHaveTextContent('2 /kontakt');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const demo = within(nav).getByRole('button', { name: 'Demo testen' });
    await user.click(demo);
    await user.click(within(nav).getByRole('button', { name: 'Friseursalon' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('0 /?section=test-agents#test-agents');
    expect(demo).toHaveAttribute('aria-expanded', 'false');
  });
});
