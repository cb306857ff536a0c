// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, apiPaths, demoMessages } from '@rufbereit/shared';
import { DemoForm } from './demo-form';
import { formFieldErrors } from './api';

// The proof of work is solved by the real guard in the browser (e2e); here the form gets a solution at once.
vi.mock('../../lib/proof-of-work/form-guard', () => ({
  FormGuard: class {
    prime = () => undefined;
    take = async () => ({ headers: { 'x-altcha': 'geloest' }, fields: {} });
  },
}));

/** Stands in for the success page: shows where the form navigated and how. */
function SuccessProbe() {
  const { pathname } = useLocation();
  return (
    <p data-testid="landed">
      {pathname} {useNavigationType()}
    </p>
  );
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/kostenlos-testen']}>
      <Routes>
        <Route
          path="/kostenlos-testen"
          element={
            <>
              <h2 id="demo-heading">Kostenlose Demo anfordern</h2>
              <DemoForm labelledBy="demo-heading" />
            </>
          }
        />
        <Route path="/kostenlos-testen/success" element={<SuccessProbe />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const field = {
  firstName: () => screen.getByLabelText(/^Vorname/),
  lastName: () => screen.getByLabelText(/^Nachname/),
  companyName: () => screen.getByLabelText(/^Firmenname/),
  email: () => screen.getByLabelText(/^E-Mail/),
  phone: () => screen.getByLabelText(/^Telefonnummer/),
  consent: () => screen.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }),
};
const submitButton = () => screen.getByRole('button', { name: /Kostenlose Demo anfordern|Wird gesendet/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.firstName(), 'Erika');
  await user.type(field.lastName(), 'Musterfrau');
  await user.type(field.companyName(), 'Salon Erika');
  await user.type(field.email(), 'erika@example.de');
  await user.type(field.phone(), '+49 30 123456');
}

interface SentRequest {
  url: string;
  headers: Headers;
  body: unknown;
}

/** Replaces window.fetch with queued answers and records what the form sent. */
function answerWith(...answers: Array<() => Promise<Response>>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  return sent;
}
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoForm validation on change', () => {
  it('says which field is required as soon as it is emptied', async () => {
    const user = renderForm();
    const cases = [
      [field.firstName, demoMessages.firstName],
      [field.lastName, demoMessages.lastName],
      [field.companyName, demoMessages.companyName],
      [field.email, demoMessages.emailRequired],
      [field.phone, demoMessages.phone],
    ] as const;
    for (const [input, message] of cases) {
      await user.type(input(), 'x');
      await user.clear(input());
      await waitFor(() => expect(input()).toHaveAccessibleDescription(message));
      expect(input()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Telefonnummer ist erforderlich')).toBeInTheDocument();
  });

  it('reports a malformed e-mail address while typing and clears it when it is valid', async () => {
    const user = renderForm();
    await user.type(field.email(), 'erika@');
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(field.email()).toHaveAccessibleDescription(demoMessages.emailInvalid);
    await user.type(field.email(), 'example.de');
    await waitFor(() => expect(screen.queryByText(demoMessages.emailInvalid)).not.toBeInTheDocument());
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  it('without consent shows the toast "Fehler / Bitte akzeptieren Sie die Datenschutzbestimmungen" and sends nothing', async () => {
    const sent = answerWith();
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const toastTitle = await screen.findByText('Fehler');
    const privacyToast = toastTitle.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(privacyToast).getByText('Bitte akzeptieren Sie die Datenschutzbestimmungen')).toBeInTheDocument();
    // The same words at the checkbox, for screen readers that announce the control's description.
    expect(field.consent()).toHaveAccessibleDescription(demoMessages.privacy);
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.click(field.consent());
    await waitFor(() => expect(field.consent()).not.toHaveAttribute('aria-invalid'));
  });

  it('an empty submission marks the fields and sends nothing', async () => {
    const sent = answerWith();
    const user = renderForm();
    await user.click(submitButton());
    expect(await screen.findByText(demoMessages.firstName)).toBeInTheDocument();
    expect(screen.getByText(demoMessages.companyName)).toBeInTheDocument();
    expect(screen.getByText(demoMessages.emailRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('DemoForm submission', () => {
  it('posts the request in the API shape, shows progress, toasts success and replaces the location', async () => {
    let release: () => void = () => undefined;
    const sent = answerWith(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ id: 'd-1' }), { status: 201 })))),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(field.consent());
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Sendefortschritt' });
    // +10 every 300 ms while the answer is outstanding.
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10));
    release();

    expect(await screen.findByTestId('landed')).toHaveTextContent('/kostenlos-testen/success REPLACE');
    expect(await screen.findByText('Anfrage erfolgreich gesendet')).toBeInTheDocument();
    expect(screen.getByText('Demo-Anfrage erfolgreich gesendet')).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(apiPaths.demoRequests);
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual({
      first_name: 'Erika',
      last_name: 'Musterfrau',
      company_name: 'Salon Erika',
      email: 'erika@example.de',
      phone: '+49 30 123456',
      privacy_accepted: true,
    });
  });

  it('shows the field messages of a 400 answer on the matching fields', async () => {
    answerWith(
      json(400, {
        message: 'Bitte überprüfen Sie Ihre Eingaben',
        errors: { company_name: demoMessages.companyName, email: demoMessages.emailInvalid },
      }),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(field.consent());
    await user.click(submitButton());

    await waitFor(() => expect(field.companyName()).toHaveAccessibleDescription(demoMessages.companyName));
    expect(field.email()).toHaveAccessibleDescription(demoMessages.emailInvalid);
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('keeps the values after a server or network error and reuses the idempotency key for the retry', async () => {
    const sent = answerWith(json(503, { message: 'down' }), async () => Promise.reject(new TypeError('offline')));
    const user = renderForm();
    await fillValid(user);
    await user.click(field.consent());

    await user.click(submitButton());
    const description = await screen.findByText('Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.');
    expect(within(description.closest('[data-sonner-toast]') as HTMLElement).getByText('Fehler')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Kostenlose Demo anfordern'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field.firstName()).toHaveValue('Erika');
    expect(field.consent()).toBeChecked();

    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(sent[1]!.headers.get(IDEMPOTENCY_HEADER)).toBe(sent[0]!.headers.get(IDEMPOTENCY_HEADER));
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});

describe('formFieldErrors', () => {
  it('maps the API field names to the form field names and drops unknown ones', () => {
    expect(
      formFieldErrors({
        first_name: 'a',
        last_name: 'b',
        company_name: 'c',
        email: 'd',
        phone: 'e',
        privacy_accepted: 'f',
        status: 'g',
      }),
    ).toEqual([
      ['firstName', 'a'],
      ['lastName', 'b'],
      ['companyName', 'c'],
      ['email', 'd'],
      ['phone', 'e'],
      ['privacy_accepted', 'f'],
    ]);
  });
});
