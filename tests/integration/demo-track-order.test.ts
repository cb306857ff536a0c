import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  demoAdminMessages,
  demoTracksApiUrl,
  type AdminDemoTrackListBody,
  type ApiErrorBody,
  type AuditPage,
  type DemoTrackListBody,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiJsonRequest, walkPages } from '../support/api-call';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The demo tracks' list order (issue 39, item 8): staff reorder with PUT /api/admin/demo-order, made
 * from the order's version GET /api/admin/demos answered; the public list follows; a stale version,
 * an unknown id, an incomplete order and another role are refused; the audit log has the change.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;

beforeAll(async () => {
  // Its own environment (vitest.config.ts, OWN_ENVIRONMENT_TESTS): it reorders the stage-wide catalogue.
  local = await startTestEnvironment();
  const email = uniqueEmail('reihenfolge');
  await createAccount(local, email, 'Kunden-Passwort-17');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, email, 'Kunden-Passwort-17')]);
});
afterAll(async () => {
  await local?.stop();
});

const call = apiJsonRequest(() => local.urls.site);
const adminList = async (): Promise<AdminDemoTrackListBody> => (await call<AdminDemoTrackListBody>('GET', apiPaths.adminDemos, admin)).json;
const publicIds = async (category?: 'health' | 'beauty' | 'petcare'): Promise<string[]> =>
  ((await (await fetch(`${local.urls.site}${demoTracksApiUrl(category)}`)).json()) as DemoTrackListBody).tracks.map((t) => t.id);
const reorder = <T = AdminDemoTrackListBody>(tokens: Tokens | undefined, body: unknown) => call<T>('PUT', apiPaths.adminDemoOrder, tokens, body);

describe('PUT /api/admin/demo-order', () => {
  it('puts the tracks into the new order: the admin list and the public list (all and by category) follow it', async () => {
    const before = await adminList();
    expect(before.tracks.length).toBeGreaterThanOrEqual(3);
    expect(before.orderVersion).toMatch(/^[0-9a-f]{32}$/);
    const reversed = before.tracks.map((t) => t.id).reverse();

    const saved = await reorder(admin, { trackIds: reversed, version: before.orderVersion });
    expect(saved.status).toBe(200);
    expect(saved.json.tracks.map((t) => t.id)).toEqual(reversed);
    expect(saved.json.orderVersion).not.toBe(before.orderVersion);
    expect((await adminList()).tracks.map((t) => t.id)).toEqual(reversed);
    expect(await publicIds()).toEqual(reversed);
    const health = before.tracks.filter((t) => t.categoryId === 'health').map((t) => t.id);
    expect(await publicIds('health')).toEqual(reversed.filter((id) => health.includes(id)));

    // The audit log: who, and the new order by id.
    const pages = await walkPages<AuditPage>(() => local.urls.site, '/api/admin/audit-log', admin);
    const entries = pages.flatMap((p) => p.items).filter((e) => e.action === 'demoTracksReordered');
    expect(entries[0]).toMatchObject({ by: local.admin.email, target: 'demo-tracks', detail: reversed.join(', ') });
  });

  it('refuses a stale order with the German message and keeps the order another admin saved', async () => {
    const seen = await adminList();
    const ids = seen.tracks.map((t) => t.id);
    // Another admin moves the last track to the top first.
    const theirs = [ids[ids.length - 1] ?? '', ...ids.slice(0, -1)];
    expect((await reorder(admin, { trackIds: theirs, version: seen.orderVersion })).status).toBe(200);

    const stale = await reorder<ApiErrorBody>(admin, { trackIds: [...ids].reverse(), version: seen.orderVersion });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(demoAdminMessages.orderStale);
    expect((await adminList()).tracks.map((t) => t.id)).toEqual(theirs);
  });

  it('lets exactly one of two reorders from the same version through', async () => {
    const seen = await adminList();
    const ids = seen.tracks.map((t) => t.id);
    const first = [...ids.slice(1), ids[0] ?? ''];
    const second = [...ids].reverse();
    const answers = await Promise.all([first, second].map((trackIds) => reorder(admin, { trackIds, version: seen.orderVersion })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? first : second;
    expect((await adminList()).tracks.map((t) => t.id)).toEqual(winner);
  });

  it('refuses an unknown track id, an order that leaves a track out or names one twice, and a malformed body, changing nothing', async () => {
    const seen = await adminList();
    const ids = seen.tracks.map((t) => t.id);
    const unknown = await reorder<ApiErrorBody>(admin, { trackIds: [...ids.slice(1), 'gibt-es-nicht'], version: seen.orderVersion });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(demoAdminMessages.trackNotFound);
    const extra = await reorder<ApiErrorBody>(admin, { trackIds: [...ids, 'gibt-es-nicht'], version: seen.orderVersion });
    expect(extra.status).toBe(404);
    const missing = await reorder<ApiErrorBody>(admin, { trackIds: ids.slice(1), version: seen.orderVersion });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json)).toContain(demoAdminMessages.orderIncomplete);
    const twice = await reorder<ApiErrorBody>(admin, { trackIds: [ids[0], ...ids], version: seen.orderVersion });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.json)).toContain(demoAdminMessages.orderIncomplete);
    for (const body of [{}, { trackIds: ids }, { trackIds: 'a', version: seen.orderVersion }, { trackIds: ids, version: 'x' }, { trackIds: ['../x'], version: seen.orderVersion }]) {
      expect((await reorder(admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await adminList()).toEqual(seen);
  });

  it('is for staff only: a customer gets 403, no token 401, and the order stays', async () => {
    const seen = await adminList();
    const body = { trackIds: seen.tracks.map((t) => t.id).reverse(), version: seen.orderVersion };
    expect((await reorder(customer, body)).status).toBe(403);
    expect((await reorder(undefined, body)).status).toBe(401);
    expect(await adminList()).toEqual(seen);
  });
});
