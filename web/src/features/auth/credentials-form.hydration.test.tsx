// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialsForm, type CredentialsMode } from './credentials-form';

/**
 * The sign-in form is prerendered (/login, /auth and the guarded pages): what a visitor types before the
 * app hydrates it must be what the hydrated form holds (the e2e side: tests/e2e/typed-before-hydration.spec.ts).
 */
const form = (mode: CredentialsMode) => <CredentialsForm mode={mode} busy={false} error={undefined} onEdit={() => undefined} onSubmit={() => undefined} submitLabel="Anmelden" />;

// Unit files share their worker (isolate: false): a hydrated root is unmounted, not left running.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** The prerendered form in the page, with what the visitor typed into its fields before hydration. */
async function prerenderedAndTyped(email: string, password: string): Promise<HTMLElement> {
  const { prelude } = await prerender(form('login'));
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const [emailInput, passwordInput] = container.querySelectorAll('input');
  if (!emailInput || !passwordInput) throw new Error('the prerendered form has no e-mail and password fields');
  emailInput.value = email;
  passwordInput.value = password;
  return container;
}

const fields = (container: HTMLElement) => [...container.querySelectorAll('input')].map((input) => input.value);
const button = (container: HTMLElement) => container.querySelector('button[type="submit"]');

describe('CredentialsForm, prerendered', () => {
  it('keeps e-mail and password typed before hydration, and its button is ready', async () => {
    const container = await prerenderedAndTyped('jemand@example.de', 'Geheim-Passwort-123');
    expect(button(container)?.getAttribute('aria-disabled')).toBe('true');

    await act(async () => void roots.push(hydrateRoot(container, form('login'))));

    expect(fields(container)).toEqual(['jemand@example.de', 'Geheim-Passwort-123']);
    expect(button(container)?.getAttribute('aria-disabled')).toBeNull();
  });

  it('still empties the fields when the visitor switches the mode', async () => {
    const container = await prerenderedAndTyped('jemand@example.de', 'Geheim-Passwort-123');
    const root = hydrateRoot(container, form('login'));
    roots.push(root);
    await act(async () => undefined);

    await act(async () => root.render(form('signUp')));

    expect(fields(container)).toEqual(['', '']);
    expect(button(container)?.getAttribute('aria-disabled')).toBe('true');
  });
});
