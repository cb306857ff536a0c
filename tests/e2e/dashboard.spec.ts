import { signInAsAdmin } from './support/admin-session';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, dashboardTexts, demoStatusLabels, type DashboardBody } from '@rufbereit/shared';
import { uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { layoutProblems } from './support/layout';
import { ripeProofHeader } from './support/proof-of-work';

/**
 * The admin dashboard `/admin`: a seeded set of requests (sent through the API) and staff's status
 * changes (through the admin API) must show up in the page's figures exactly. Other specs share the
 * environment, so the figures are the ones before the seed plus the seed.
 */
test.beforeEach(async ({ page }) => seedConsent(page));

const integer = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });

/** The signed-in admin's access token, as the app keeps it (Amplify's token store). */
const accessTokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
    return key ? (localStorage.getItem(key) ?? '') : '';
  });

async function dashboardApi(page: Page, token: string): Promise<DashboardBody> {
  const response = await page.request.get(apiPaths.adminDashboard, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardBody;
}

async function send(page: Page, path: typeof apiPaths.contacts | typeof apiPaths.demoRequests, label: string): Promise<string> {
  const data =
    path === apiPaths.contacts
      ? { firstname: 'Dana', lastname: 'Dashboard', email: uniqueEmail(label), service_preference: 'consultation', privacy_accepted: true }
      : { first_name: 'Dana', last_name: 'Dashboard', company_name: 'Übersicht GmbH', email: uniqueEmail(label), phone: '030 1234567', privacy_accepted: true };
  const response = await page.request.post(path, { headers: await ripeProofHeader(), data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await wcagScan(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the dashboard’s figures match a seeded set of requests exactly; links open the filtered inbox; axe and no sideways scroll', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const token = await accessTokenOf(page);
  expect(token).not.toBe('');
  const before = await dashboardApi(page, token);

  await Promise.all([send(page, apiPaths.contacts, 'dash-k1'), send(page, apiPaths.contacts, 'dash-k2')]);
  const demos = await Promise.all([send(page, apiPaths.demoRequests, 'dash-d1'), send(page, apiPaths.demoRequests, 'dash-d2'), send(page, apiPaths.demoRequests, 'dash-d3')]);
  const setStatus = async (id: string | undefined, status: string) => {
    const response = await page.request.put(`/api/admin/requests/demo-requests/${id}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status } });
    expect(response.status()).toBe(200);
  };
  await setStatus(demos[0], 'kontaktiert');
  await setStatus(demos[1], 'gewonnen');

  // CRM and mail of the seed run from events: wait until they are done, so every figure holds still.
  const done = (body: DashboardBody) => [body.health.contact.crm.done, body.health.contact.mail.done, body.health.demo_request.crm.done, body.health.demo_request.mail.done];
  const expectedDone = [before.health.contact.crm.done + 2, before.health.contact.mail.done + 2, before.health.demo_request.crm.done + 3, before.health.demo_request.mail.done + 3];
  await expect.poll(async () => done(await dashboardApi(page, token)), { timeout: 30_000 }).toEqual(expectedDone);

  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: dashboardTexts.navLabel }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: dashboardTexts.title })).toBeVisible();
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toBeVisible();

  const totals = { contact: before.totals.contact + 2, demo_request: before.totals.demo_request + 3, intro_call: before.totals.intro_call };
  for (const kind of ['contact', 'demo_request', 'intro_call'] as const) {
    await expect(page.getByTestId(`total-${kind}`)).toContainText(integer.format(totals[kind]));
  }
  await expect(page.getByTestId('requests-summary')).toHaveText(dashboardTexts.requestsSummary(totals.contact, totals.demo_request, totals.intro_call));
  // The chart is one image named by that sentence.
  await expect(page.getByRole('img', { name: dashboardTexts.requestsSummary(totals.contact, totals.demo_request, totals.intro_call) })).toBeVisible();

  const reached = {
    pending: before.funnel.reached.pending + 3,
    kontaktiert: before.funnel.reached.kontaktiert + 2,
    demo_geplant: before.funnel.reached.demo_geplant + 1,
    gewonnen: before.funnel.reached.gewonnen + 1,
    verloren: before.funnel.reached.verloren,
  };
  const current = { ...before.funnel.current, pending: before.funnel.current.pending + 1, kontaktiert: before.funnel.current.kontaktiert + 1, gewonnen: before.funnel.current.gewonnen + 1 };
  const funnel = page.getByTestId('funnel-table');
  for (const stage of ['pending', 'kontaktiert', 'demo_geplant', 'gewonnen', 'verloren'] as const) {
    const row = funnel.locator(`tr[data-stage="${stage}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(demoStatusLabels[stage]);
    await expect(row.getByTestId('reached')).toHaveText(integer.format(reached[stage]));
    await expect(row.getByTestId('current')).toHaveText(`${integer.format(current[stage])} ${dashboardTexts.showInInbox}`);
  }
  await expect(funnel.locator('tr[data-stage="pending"]').getByTestId('conversion')).toHaveText(percent.format(reached.kontaktiert / reached.pending));
  await expect(page.getByTestId('funnel-overall')).toHaveText(percent.format(reached.gewonnen / reached.pending));

  const health = page.getByTestId('health-table');
  await expect(health.locator('tr[data-row="contact-crm"] td[data-status="done"]')).toHaveText(`${integer.format(expectedDone[0] ?? 0)} ${dashboardTexts.showInInbox}`);
  await expect(health.locator('tr[data-row="demo_request-mail"] td[data-status="done"]')).toHaveText(`${integer.format(expectedDone[3] ?? 0)} ${dashboardTexts.showInInbox}`);

  // The page's every figure is the API's.
  const after = await dashboardApi(page, token);
  expect(after.totals).toEqual(totals);
  expect(after.funnel.reached).toEqual(reached);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByText(dashboardTexts.showTable).click();
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    if (width === 390) expect(await page.evaluate(layoutProblems)).toEqual([]);
    await page.getByText(dashboardTexts.showTable).click();
  }

  // A figure opens the inbox filtered to what it counts.
  await funnel.locator('tr[data-stage="kontaktiert"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/contacts\?liste=demo-requests&status=kontaktiert$/);
  await expect(page.getByRole('tab', { name: 'Demo-Anfragen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('combobox', { name: /Status/ })).toHaveValue('kontaktiert');
});
