import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardMessages, type DashboardBody, type IntroCallSlotsBody, type RequestDetail } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiRequest } from '../support/api-call';
import { pipedriveControl, postJson, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The admin dashboard through the local gateway: requests sent through the real API, staff's status
 * changes and notes through the admin routes, the CRM failing for one request; the figures must be
 * exactly what was done. The aggregates are written by the handlers themselves (no seeding of them).
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;

beforeAll(async () => {
  // A CRM that keeps failing makes its step `failed` within seconds (the retry window shrunk).
  local = await startTestEnvironment({ deliveryRetryScale: 1 / 20_000, sweepIntervalMs: 100 });
  const customerEmail = uniqueEmail('kunde');
  await createAccount(local, customerEmail, 'Kunden-Passwort-1');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, 'Kunden-Passwort-1')]);
});
afterAll(async () => {
  await local?.stop();
});

const request = apiRequest(() => local.urls.site);
const call = (method: string, path: string, body?: unknown): Promise<Response> => request(method, path, admin, body);
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

async function submit(path: 'contacts' | 'demo-requests', fields: Record<string, string>): Promise<string> {
  const base = path === 'contacts' ? { service_preference: 'demo', privacy_accepted: true } : { phone: '030 1234567', privacy_accepted: true };
  const { status, json: body } = await postJson(`${local.urls.api}/${path}`, { ...base, ...fields });
  expect(status).toBe(201);
  return (body as { id: string }).id;
}
const contact = (name: string) => submit('contacts', { firstname: name, lastname: 'Kontakt', email: uniqueEmail(name.toLowerCase()) });
const demo = (name: string) => submit('demo-requests', { first_name: name, last_name: 'Demo', company_name: `${name} GmbH`, email: uniqueEmail(name.toLowerCase()) });
const setStatus = async (id: string, status: string) => expect((await call('PUT', `/api/admin/requests/demo-requests/${id}/status`, { status })).status).toBe(200);

describe('GET /api/admin/dashboard', () => {
  it('answers 401 without a token, 403 for a customer, 400 for a day that does not exist', async () => {
    expect((await request('GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await request('GET', '/api/admin/dashboard', customer)).status).toBe(403);
    const bad = await call('GET', '/api/admin/dashboard?today=2026-02-31');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { today: dashboardMessages.badDay } });
  });

  it('counts exactly what was sent and done', async () => {
    const empty = await json<DashboardBody>(call('GET', '/api/admin/dashboard'));
    expect(empty.totals).toEqual({ contact: 0, demo_request: 0, intro_call: 0 });
    expect(empty.upcomingIntroCalls).toEqual([]);

    const [contactA] = await Promise.all([contact('Anna'), contact('Bert')]);
    const demos = await Promise.all([demo('Dora'), demo('Emil'), demo('Fine'), demo('Gero')]);
    await local.whenIdle();
    // A retried submission (same idempotency key) is stored and counted once.
    const retried = { firstname: 'Ida', lastname: 'Idem', email: uniqueEmail('idem'), service_preference: 'demo', privacy_accepted: true };
    const key = { 'idempotency-key': `dash-${Date.now()}` };
    expect((await postJson(`${local.urls.api}/contacts`, retried, key)).status).toBe(201);
    expect((await postJson(`${local.urls.api}/contacts`, retried, key)).status).toBe(201);
    await local.whenIdle();

    await pipedriveControl(local, 'fail', { forever: true });
    const failing = await contact('Fritz');
    await vi.waitFor(async () => expect((await json<RequestDetail>(call('GET', `/api/admin/requests/contacts/${failing}`))).crm.status).toBe('failed'), { timeout: 45_000, interval: 250 });
    await pipedriveControl(local, 'reset');

    const [dora, emil, fine] = demos as [string, string, string, string];
    await setStatus(dora, 'kontaktiert');
    await setStatus(dora, 'demo_geplant');
    await setStatus(emil, 'gewonnen');
    await setStatus(fine, 'verloren');
    // The same change twice in a row: one transition.
    await setStatus(fine, 'verloren');
    expect((await call('POST', `/api/admin/requests/contacts/${contactA}/notes`, { text: 'Rückruf vereinbart' })).status).toBe(201);

    const slots = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
    const slot = slots[0] ?? '';
    const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Karl Kennenlernen', email: uniqueEmail('karl'), phone: '030 7654321' });
    expect(booked.status).toBe(201);
    await local.whenIdle();

    const body = await json<DashboardBody>(call('GET', '/api/admin/dashboard'));
    expect(body.days).toHaveLength(90);
    expect(body.days.at(-1)).toEqual({ day: body.today, contact: 4, demo_request: 4, intro_call: 1 });
    expect(body.totals).toEqual({ contact: 4, demo_request: 4, intro_call: 1 });
    expect(body.weeks.at(-1)).toMatchObject({ contact: 4, demo_request: 4, intro_call: 1 });
    expect(body.funnel).toEqual({
      reached: { pending: 4, kontaktiert: 2, demo_geplant: 2, gewonnen: 1, verloren: 1 },
      current: { pending: 1, kontaktiert: 0, demo_geplant: 1, gewonnen: 1, verloren: 1 },
      conversions: [
        { from: 'pending', to: 'kontaktiert', rate: 0.5 },
        { from: 'kontaktiert', to: 'demo_geplant', rate: 1 },
        { from: 'demo_geplant', to: 'gewonnen', rate: 0.5 },
      ],
      overall: 0.25,
      transitions: { 'pending>kontaktiert': 1, 'kontaktiert>demo_geplant': 1, 'pending>gewonnen': 1, 'pending>verloren': 1 },
    });
    // Dora, Emil, Fine and Anna's note, each within the same minute as the request.
    expect(body.firstAction).toEqual({ medianMinutes: 0, count: 4 });
    expect(body.health).toEqual({
      contact: { crm: { pending: 0, retrying: 0, done: 3, failed: 1 }, mail: { pending: 0, retrying: 0, done: 4, failed: 0 } },
      demo_request: { crm: { pending: 0, retrying: 0, done: 4, failed: 0 }, mail: { pending: 0, retrying: 0, done: 4, failed: 0 } },
    });
    expect(body.upcomingIntroCalls).toEqual([{ slot, name: 'Karl Kennenlernen', email: expect.stringContaining('karl-'), phone: '030 7654321' }]);

    // A re-run of the failed sync moves it back to pending, then to done.
    expect((await call('POST', `/api/admin/requests/contacts/${failing}/rerun`, { step: 'crm' })).status).toBe(202);
    await local.whenIdle();
    const healed = await json<DashboardBody>(call('GET', '/api/admin/dashboard'));
    expect(healed.health.contact.crm).toEqual({ pending: 0, retrying: 0, done: 4, failed: 0 });
    expect(healed.firstAction.count).toBe(5);
    expect(healed.totals).toEqual(body.totals);
  }, 90_000);
});
