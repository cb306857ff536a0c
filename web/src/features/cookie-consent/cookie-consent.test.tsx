// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORED_ATTR, FIRST_VISIT_SHEET_ATTR } from './consent-marker';
import { CONSENT_STORAGE_KEY, createStoredConsent, serializeConsent } from './consent-storage';
import { consentStore, hasConsent, onConsentChange, openCookieSettings } from './consent-store';
import { CookieConsent } from './cookie-consent';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

function renderLayer(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <a href="/kontakt">Kontakt</a>
      </main>
      <CookieConsent />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  consentStore.reload();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(CONSENT_STORED_ATTR);
});

describe('CookieConsent', () => {
  it('asks on the first visit; "Nur notwendige" stores a no for statistics and marketing', async () => {
    renderLayer();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog).toHaveTextContent('Notwendig');
    expect(screen.getByRole('checkbox', { name: 'Notwendig' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    // The sheet takes the focus in an effect after it renders (on a busy machine a moment later).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page behind the first-visit sheet stays reachable for assistive technology.
    expect(screen.getByRole('link', { name: 'Kontakt' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ version: 1, necessary: true, statistics: false, marketing: false });
    expect(hasConsent('statistics')).toBe(false);
    expect(hasConsent('necessary')).toBe(true);
  });

  it('"Auswahl speichern" stores exactly the ticked categories', async () => {
    renderLayer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ statistics: true, marketing: false });
    expect(hasConsent('statistics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('remembers a stored choice, and openCookieSettings() reopens it as a modal with that choice', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createStoredConsent({ statistics: false, marketing: true })));
    consentStore.reload();
    renderLayer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    // Modal: the page behind is hidden from assistive technology and focus stays in the dialog.
    expect(screen.queryByRole('link', { name: 'Kontakt' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i++) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(stored()).toMatchObject({ statistics: true, marketing: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again when the stored record is of an older version', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 0, necessary: true, statistics: true, marketing: true, updatedAt: '2024-01-01T00:00:00Z' }));
    consentStore.reload();
    renderLayer();
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(hasConsent('statistics')).toBe(false);
  });

  it('Escape closes the first-visit layer without storing a choice', async () => {
    renderLayer();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('does not open by itself on the privacy policy, but can be opened there', async () => {
    renderLayer('/datenschutz');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openCookieSettings());
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('does not open by itself on the sign-in screens, the pages behind sign-in, the confirmations after a form and the cancel page, but does on the playlist', async () => {
    const pages = ['/login', '/auth', '/auth/reset-password', '/admin/contacts', '/assistant-config', '/kostenlos-testen/success', '/demo-erfolg', '/kennenlerngespraech/absagen'];
    for (const path of pages) {
      const { unmount } = renderLayer(path);
      // Long enough for any effect or lazy part to have rendered.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole('dialog'), path).not.toBeInTheDocument();
      unmount();
    }
    renderLayer('/demo-playlist');
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('tells subscribers when the decision changes', async () => {
    const seen: (boolean | undefined)[] = [];
    const stop = onConsentChange((consent) => seen.push(consent?.marketing));
    renderLayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    stop();
    expect(seen).toEqual([true]);
  });

  it('is part of the prerendered HTML where it opens by itself, marked for the style rule that hides it from a visitor who decided', async () => {
    const prerenderLayer = async (path: string) => {
      const { prelude } = await prerender(
        <MemoryRouter initialEntries={[path]}>
          <CookieConsent />
        </MemoryRouter>,
      );
      return new Response(prelude).text();
    };
    for (const path of ['/', '/demo-playlist', '/kontakt']) {
      const html = await prerenderLayer(path);
      expect(html, path).toContain(`${FIRST_VISIT_SHEET_ATTR}=""`);
      expect(html).toContain('Alle akzeptieren');
      // Not marked hydrated: a tap held before hydration waits for the mark (app/early-clicks.ts).
      expect(html).not.toContain('data-hydrated');
    }
    for (const path of ['/datenschutz', '/impressum', '/login', '/demo-erfolg', '/kennenlerngespraech/absagen']) {
      expect(await prerenderLayer(path), path).not.toContain('Alle akzeptieren');
    }
  });

  describe('hydrating the prerendered sheet', () => {
    async function hydrateLayer(path: string) {
      const { prelude } = await prerender(
        <MemoryRouter initialEntries={[path]}>
          <CookieConsent />
        </MemoryRouter>,
      );
      const html = await new Response(prelude).text();
      // Server and browser share one JS realm here: a second, trivial prerender switches the shared
      // context objects back to their defaults, as a fresh browser would start (see
      // sections/landing-part2.hydration.test.tsx).
      await prerender(<span />);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const prerenderedSheet = container.querySelector(`[${FIRST_VISIT_SHEET_ATTR}]`);
      const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <MemoryRouter initialEntries={[path]}>
            <CookieConsent />
          </MemoryRouter>,
          { onRecoverableError: (error) => void recoverable.push(error) },
        );
      });
      // A mismatch makes React re-render the tree on the client (a recoverable error) and warn.
      const mismatchWarnings = consoleErrors.mock.calls.filter((args) => /hydrat/i.test(args.map(String).join(' ')));
      consoleErrors.mockRestore();
      return { container, prerenderedSheet, mismatches: [...recoverable, ...mismatchWarnings], unmount: () => act(() => root?.unmount()) };
    }

    it('first visit: keeps the prerendered sheet, moves the focus into it and marks it hydrated; Escape closes it', async () => {
      const { container, prerenderedSheet, mismatches, unmount } = await hydrateLayer('/');
      expect(mismatches).toEqual([]);
      const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      expect(dialog).toBe(prerenderedSheet); // the same element: nothing painted anew
      expect(dialog.querySelector('[data-hydrated]')).not.toBeNull();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.documentElement).not.toHaveAttribute(CONSENT_STORED_ATTR);

      await userEvent.keyboard('{Escape}');
      expect(container.querySelector('[role="dialog"]')).toBeNull();
      expect(stored()).toBeNull();
      await unmount();
    });

    it('stored choice: the sheet goes after hydration without a mismatch, and <html> keeps the mark that hid it', async () => {
      localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createStoredConsent({ statistics: false, marketing: false })));
      consentStore.reload();
      const { container, mismatches, unmount } = await hydrateLayer('/demo-playlist');
      expect(mismatches).toEqual([]);
      expect(container.querySelector('[role="dialog"]')).toBeNull();
      expect(document.documentElement).toHaveAttribute(CONSENT_STORED_ATTR);
      await unmount();
    });
  });

  it('a decision marks <html>, so a prerendered sheet stays hidden; removing it in another tab clears the mark', async () => {
    renderLayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
    expect(document.documentElement).toHaveAttribute(CONSENT_STORED_ATTR);
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY })));
    expect(document.documentElement).not.toHaveAttribute(CONSENT_STORED_ATTR);
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });
});
