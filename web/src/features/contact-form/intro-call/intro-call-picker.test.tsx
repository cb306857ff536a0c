// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, apiPaths, introCallMessages, introCallSlotStarts } from '@rufbereit/shared';
import { IntroCallPicker } from './intro-call-picker';
import { groupSlotsByDay, slotLongLabel } from './slot-days';

// The proof of work is solved by the real guard in the browser (e2e); here the form gets a solution at once.
vi.mock('../../../lib/proof-of-work/form-guard', () => ({
  FormGuard: class {
    prime = () => undefined;
    take = async () => ({ headers: { 'x-altcha': 'geloest' }, fields: {} });
  },
}));

// The cookieless beacon (lib/analytics): the booking is reported as an event; here only recorded.
const reportEvent = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/analytics/load-beacon', () => ({ reportEvent }));

afterEach(() => {
  reportEvent.mockClear();
  cleanup();
  vi.unstubAllGlobals();
});

// Friday 2026-11-20: the slots run from Monday 23rd to Friday 4th December.
const offered = introCallSlotStarts(new Date('2026-11-20T09:00:00Z'));
const contact = { name: 'Erika Musterfrau', email: 'erika@example.de', phone: '+49 30 123456', contactId: '0b6d3f0e-6f2b-8c1a-9d3e-0123456789ab' };

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body?: unknown;
}

/** Answers GET slots with `slotLists` in turn and POSTs with `bookings` in turn. */
function api(slotLists: string[][], bookings: Array<() => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ url, method, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return new Response(JSON.stringify({ slots: slotLists.shift() ?? [], minutes: 15, timeZone: 'Europe/Berlin' }), { status: 200 });
    const answer = bookings.shift();
    return answer ? answer() : new Response('{}', { status: 500 });
  });
  return sent;
}

describe('groupSlotsByDay', () => {
  it('groups the slots by Berlin day with German labels', () => {
    const days = groupSlotsByDay(offered);
    expect(days).toHaveLength(10);
    expect(days[0]).toMatchObject({ key: '2026-11-23', label: 'Mo., 23.11.' });
    expect(days[0]?.slots[0]).toEqual({ start: '2026-11-23T08:00:00.000Z', time: '09:00' });
    expect(days[0]?.slots).toHaveLength(32);
    expect(slotLongLabel('2026-11-23T08:15:00.000Z')).toBe('Montag, 23. November um 09:15 Uhr');
  });
});

describe('IntroCallPicker', () => {
  it('books the chosen slot for the contact request just sent', async () => {
    const sent = api([offered], [() => new Response(JSON.stringify({ id: 'b-1', slot: offered[1] }), { status: 201 })]);
    const user = userEvent.setup();
    render(<IntroCallPicker contact={contact} />);

    const days = await screen.findByRole('group', { name: 'Tag' });
    expect(within(days).getAllByRole('button')).toHaveLength(10);
    expect(within(days).getByRole('button', { name: 'Mo., 23.11.' })).toHaveAttribute('aria-pressed', 'true');
    // The contact request answered name, e-mail and phone: nothing is asked again.
    expect(screen.queryByLabelText(/E-Mail/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '09:15' }));
    expect(screen.getByRole('button', { name: '09:15' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: introCallMessages.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Kennenlerngespräch ist gebucht: Montag, 23. November um 09:15 Uhr.');
    // The submit button went away with the form: focus is on the confirmation, not lost to the page.
    expect(screen.getByTestId('intro-call-booked')).toHaveFocus();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.url).toBe(apiPaths.introCalls);
    expect(post?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({ slot: offered[1], name: contact.name, email: contact.email, phone: contact.phone, contactId: contact.contactId });
    expect(reportEvent.mock.calls).toEqual([['introCallBooked']]);
  });

  it('asks for name, e-mail and phone when opened on its own, in German', async () => {
    api([offered], []);
    const user = userEvent.setup();
    render(<IntroCallPicker />);
    await screen.findByRole('group', { name: 'Tag' });
    await user.click(screen.getByRole('button', { name: introCallMessages.submit }));
    expect(screen.getByText(introCallMessages.chooseSlot)).toBeInTheDocument();
    expect(screen.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeInTheDocument();
    expect(screen.getByLabelText(/Telefon/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('when someone else was faster: says so, offers the slots again without that one', async () => {
    const taken = offered[0] ?? '';
    api(
      [offered, offered.slice(1)],
      [() => new Response(JSON.stringify({ message: introCallMessages.slotTaken, errors: { slot: introCallMessages.slotTaken } }), { status: 409 })],
    );
    const user = userEvent.setup();
    render(<IntroCallPicker contact={contact} />);
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: introCallMessages.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(introCallMessages.slotTaken);
    await waitFor(() => expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '09:15' })).toHaveAttribute('aria-pressed', 'false');
    expect(taken).toBe('2026-11-23T08:00:00.000Z');
  });

  it('offers a retry when the slots cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    render(<IntroCallPicker contact={contact} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(introCallMessages.loadFailed);
    expect(screen.getByRole('button', { name: introCallMessages.retry })).toBeInTheDocument();
  });
});
