// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, apiPaths, contactMessages, siteSettings } from '@rufbereit/shared';
import { ContactForm } from './contact-form';

// The proof of work is solved by the real guard in the browser (e2e); here the form gets a solution at once.
vi.mock('../../lib/proof-of-work/form-guard', () => ({
  FormGuard: class {
    prime = () => undefined;
    take = async () => ({ headers: { 'x-altcha': 'geloest' }, fields: {} });
  },
}));

function renderForm() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactForm />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /Nachricht senden|Wird gesendet/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
  await user.type(screen.getByLabelText(/^Nachname/), 'Musterfrau');
  await user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.de');
  await user.type(screen.getByLabelText(/^Telefon/), '+49 30 123456');
  await user.click(screen.getByLabelText('Ich habe Fragen und wünsche eine Erstberatung'));
  await user.click(screen.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }));
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
  // sonner keeps its toasts in module state: without this, a slow machine shows the last test's toasts.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm validation', () => {
  it('shows every German message and both toasts when submitted empty, and sends nothing', async () => {
    const sent = answerWith();
    const user = renderForm();
    await user.click(submitButton());

    expect(await screen.findAllByText(contactMessages.nameMin)).toHaveLength(2);
    expect(screen.getByText(contactMessages.email)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.servicePreference)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.privacy)).toBeInTheDocument();
    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben')).toBeInTheDocument();
    expect(screen.getByText('Einige Felder enthalten noch Fehler.')).toBeInTheDocument();
    expect(screen.getByText('Datenschutz')).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptieren Sie die Datenschutzbestimmungen.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const firstname = screen.getByLabelText(/^Vorname/);
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription(contactMessages.nameMin);
  });

  it('validates on change: a malformed e-mail and phone show their messages while typing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^E-Mail/), 'erika@');
    expect(await screen.findByText(contactMessages.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-Mail/), 'example.de');
    await waitFor(() => expect(screen.queryByText(contactMessages.email)).not.toBeInTheDocument());

    await user.type(screen.getByLabelText(/^Telefon/), '12a');
    expect(await screen.findByText(contactMessages.phone)).toBeInTheDocument();
  });

  it('without consent only the consent is missing: both toasts, nothing sent', async () => {
    const sent = answerWith();
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }));
    await user.click(submitButton());
    expect((await screen.findAllByText('Bitte akzeptieren Sie die Datenschutzbestimmungen.')).length).toBeGreaterThan(0);
    expect(screen.getByText(contactMessages.privacy)).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.nameMin)).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('ContactForm submission', () => {
  it('posts the values with an idempotency key and replaces the form by the success panel on 201', async () => {
    let release: () => void = () => undefined;
    const sent = answerWith(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ id: 'c-1' }), { status: 201 })))));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Sendefortschritt' })).toBeInTheDocument();
    expect(await screen.findByText('Formular wird gesendet')).toBeInTheDocument();
    release();

    const panel = await screen.findByTestId('contact-success');
    expect(within(panel).getByText('Bis zu 30% mehr Umsatz')).toBeInTheDocument();
    expect(within(panel).getByText('24/7 Erreichbarkeit')).toBeInTheDocument();
    expect(within(panel).getByText('100% DSGVO-konform')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: siteSettings.phoneDisplay })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    // Opens the slot picker of the intro call (tested in features/intro-call).
    expect(within(panel).getByRole('button', { name: /15-minütiges Kennenlerngespräch/ })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Erfolgreich gesendet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Kontaktformular' })).not.toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(apiPaths.contacts);
    expect(sent[0]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual({
      firstname: 'Erika',
      lastname: 'Musterfrau',
      email: 'erika@example.de',
      phone: '+49 30 123456',
      company_name: '',
      service_preference: 'consultation',
      message: '',
      privacy_accepted: true,
    });
  });

  it('keeps the values after a server error and reuses the idempotency key for the same retry', async () => {
    const sent = answerWith(json(503, { message: 'down' }), async () => Promise.reject(new TypeError('offline')), json(201, { id: 'c-2' }));
    const user = renderForm();
    await fillValid(user);

    await user.click(submitButton());
    expect(await screen.findByText('Ein Fehler ist aufgetreten')).toBeInTheDocument();
    expect(screen.getByText('Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch.')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Nachricht senden'));
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Erika');
    expect(screen.queryByTestId('contact-success')).not.toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(submitButton()).toHaveTextContent('Nachricht senden'));
    expect(sent[1]!.headers.get(IDEMPOTENCY_HEADER)).toBe(sent[0]!.headers.get(IDEMPOTENCY_HEADER));

    // Changed values are a new request: a new key.
    await user.type(screen.getByLabelText(/^Nachricht/), 'Rückruf bitte');
    await user.click(submitButton());
    expect(await screen.findByTestId('contact-success')).toBeInTheDocument();
    expect(sent[2]!.headers.get(IDEMPOTENCY_HEADER)).not.toBe(sent[0]!.headers.get(IDEMPOTENCY_HEADER));
  });

  it('shows the field messages of a 400 answer on the fields', async () => {
    answerWith(json(400, { message: 'Bitte überprüfen Sie Ihre Eingaben', errors: { email: contactMessages.email } }));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const email = screen.getByLabelText(/^E-Mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(contactMessages.email));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('contact-success')).not.toBeInTheDocument();
  });
});
