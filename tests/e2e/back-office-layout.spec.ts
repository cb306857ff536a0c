import { signInAsAdmin } from './support/admin-session';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPaths, demoAdminMessages, inboxTexts, introCallAdminTexts, siteRoutes, type IntroCallSlotsBody } from '@rufbereit/shared';
import { createAccount, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { workspaceTexts } from '../../web/src/content/texts/workspace';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { backOfficeProblems, layoutProblems } from './support/layout';
import { ripeProofHeader } from './support/proof-of-work';

/**
 * The back office holds on a phone as on a desktop: every route behind sign-in (access `user` or
 * `admin` in the route table), signed in as staff with rows in every table, at each width below:
 * the page never scrolls sideways (tables become cards or scroll inside their own region), no heading
 * is squeezed into a column of letters, no button covers its card's text, every open dialog lies
 * inside the viewport. Axe at 390 px on each. The views behind a tab (the inbox's demo requests, a new
 * demo, every part of the configuration, the intro calls' list) are checked the same way, and the
 * dialogs (the inbox's details panel, the confirm dialogs, the track's edit and delete dialogs) are
 * opened at 360 px and checked at 360 and 390.
 */

const WIDTHS = [360, 390, 768, 1024, 1440] as const;
const PHONE = 390;
const DIALOG_WIDTHS = [360, PHONE] as const;
const HEIGHT = 800;
const paths = siteRoutes.filter((route) => route.access !== 'public').map((route) => route.path);

async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  const problems = [...(await page.evaluate(layoutProblems)), ...(await page.evaluate(backOfficeProblems))];
  return problems.map((problem) => `${width} px: ${problem}`);
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await wcagScan(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A contact request with long words and a demo request with a long company name, so the tables have full rows. */
async function seedRequests(page: Page): Promise<void> {
  const contact = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: {
      firstname: 'Maximiliane',
      lastname: 'Mustermann-Lüdenscheidt',
      email: uniqueEmail('layout-kontakt'),
      phone: '+49 30 12345678',
      company_name: 'Physiotherapiepraxengemeinschaft Charlottenburg-Wilmersdorf',
      service_preference: 'consultation',
      message: 'Bitte rufen Sie mich zurück.',
      privacy_accepted: true,
    },
  });
  expect(contact.status()).toBe(201);
  const demo = await page.request.post(apiPaths.demoRequests, {
    headers: await ripeProofHeader(),
    data: { first_name: 'Dieter', last_name: 'Demonstrationsbeauftragter', company_name: 'Zahnarztpraxis am Kurfürstendamm GmbH & Co. KG', email: uniqueEmail('layout-demo'), phone: '030 555666', privacy_accepted: true },
  });
  expect(demo.status()).toBe(201);
  // A booked intro call with a long name, so the intro calls' list has a row.
  const { slots } = (await (await page.request.get(apiPaths.introCallSlots)).json()) as IntroCallSlotsBody;
  const booking = await page.request.post(apiPaths.introCalls, {
    headers: await ripeProofHeader(),
    data: { slot: slots[3] ?? '', name: 'Friederike Terminvereinbarungsbeauftragte', email: uniqueEmail('layout-termin'), phone: '0170 7654321' },
  });
  expect(booking.status()).toBe(201);
}

/** The problems at every width (from 360 px up) and axe's at 390 px of the view `open` shows. */
async function viewProblems(page: Page, path: string, open: () => Promise<void>): Promise<{ problems: string[]; axe: string[] }> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await gotoHydrated(page, path);
  await expect(page.getByText('Wird geladen...')).toHaveCount(0, { timeout: 20_000 });
  await open();
  await expect(page.getByText('Wird geladen...')).toHaveCount(0, { timeout: 20_000 });
  const problems: string[] = [];
  for (const width of WIDTHS) problems.push(...(await problemsAt(page, width)));
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  return { problems, axe: await axeViolations(page) };
}

/** The problems of the open dialog's page at 360 and 390 px, and axe's at 390. */
async function dialogProblems(page: Page): Promise<{ problems: string[]; axe: string[] }> {
  const problems: string[] = [];
  for (const width of DIALOG_WIDTHS) problems.push(...(await problemsAt(page, width)));
  return { problems, axe: await axeViolations(page) };
}

test.describe('back office at every width, signed in as staff', () => {
  // Not serial: every route is checked even when an earlier one fails (a failure restarts the worker,
  // and beforeAll signs in again).
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(120_000);
    context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: HEIGHT } });
    page = await context.newPage();
    await seedConsent(page);
    await seedRequests(page);
    // A customer account, so /admin/users offers 'Zum Admin machen'.
    await createAccount(uniqueEmail('layout-kunde'));
    await signInAsAdmin(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  for (const path of paths) {
    test(`${path} holds at ${WIDTHS.join(', ')} px; axe clean at ${PHONE} px`, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await gotoHydrated(page, path);
      // The guard and the data have arrived: no loading placeholder left.
      await expect(page.getByText('Wird geladen...')).toHaveCount(0, { timeout: 20_000 });
      // Signed in, on the page itself inside the workspace's shell (not the sign-in form the guard
      // shows otherwise, not the public site's header and footer): on a phone behind the menu button.
      await expect(page.getByRole('button', { name: workspaceTexts.openMenu })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Kostenlos starten' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
      const problems: string[] = [];
      for (const width of WIDTHS) problems.push(...(await problemsAt(page, width)));
      expect(problems).toEqual([]);
      await expect(page.getByRole('navigation', { name: workspaceTexts.navLabel })).toBeVisible();
      await page.setViewportSize({ width: PHONE, height: HEIGHT });
      expect(await axeViolations(page)).toEqual([]);
      // The phone menu open: it fits at 360 and 390 px, and axe finds nothing in it.
      await page.getByRole('button', { name: workspaceTexts.openMenu }).click();
      await expect(page.getByRole('dialog', { name: workspaceTexts.menuTitle })).toBeVisible();
      expect(await dialogProblems(page)).toEqual({ problems: [], axe: [] });
      await page.keyboard.press('Escape');
    });
  }

  const tabViews: ReadonlyArray<{ name: string; path: string; open: (page: Page) => Promise<void> }> = [
    {
      name: "the inbox's demo requests",
      path: '/admin/contacts',
      open: async (p) => {
        await p.getByRole('tab', { name: inboxTexts.tabDemos }).click();
        await expect(p.getByRole('tabpanel', { name: inboxTexts.tabDemos })).toContainText('Demonstrationsbeauftragter');
      },
    },
    {
      name: "/admin/demos' new demo",
      path: '/admin/demos',
      open: async (p) => {
        await p.getByRole('tab', { name: demoAdminMessages.tabNew }).click();
        await expect(p.getByRole('tabpanel', { name: demoAdminMessages.tabNew }).getByLabel(/^Titel/)).toBeVisible();
      },
    },
    ...['Begrüßung', 'Wissen', 'Anrufe', 'Benachrichtigungen'].map((tab) => ({
      name: `the configuration's '${tab}'`,
      path: '/assistant-config',
      open: async (p: Page) => {
        await p.getByRole('tab', { name: tab }).click();
        await expect(p.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      },
    })),
    {
      name: "the intro calls' list",
      path: '/admin/intro-calls',
      open: async (p) => {
        await p.getByRole('tab', { name: introCallAdminTexts.listView }).click();
        await expect(p.getByRole('tabpanel', { name: introCallAdminTexts.listView })).toContainText('Friederike Terminvereinbarungsbeauftragte');
      },
    },
  ];
  for (const view of tabViews) {
    test(`${view.name} holds at ${WIDTHS.join(', ')} px; axe clean at ${PHONE} px`, async () => {
      const { problems, axe } = await viewProblems(page, view.path, () => view.open(page));
      expect(problems).toEqual([]);
      expect(axe).toEqual([]);
    });
  }

  test(`the inbox's details panel and a confirm dialog fit at ${DIALOG_WIDTHS.join(' and ')} px`, async () => {
    await page.setViewportSize({ width: DIALOG_WIDTHS[0], height: HEIGHT });
    await gotoHydrated(page, '/admin/contacts');
    const details = page.getByRole('button', { name: 'Details zu Maximiliane Mustermann-Lüdenscheidt' }).first();
    await details.click();
    const panel = page.getByRole('dialog', { name: 'Maximiliane Mustermann-Lüdenscheidt' });
    await expect(panel).toBeVisible();
    expect(await dialogProblems(page)).toEqual({ problems: [], axe: [] });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.setViewportSize({ width: DIALOG_WIDTHS[0], height: HEIGHT });
    await gotoHydrated(page, '/admin/users');
    await page.getByRole('button', { name: /zum Administrator machen$/ }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Administratorrechte vergeben?' });
    await expect(confirm).toBeVisible();
    expect(await dialogProblems(page)).toEqual({ problems: [], axe: [] });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
  });

  test(`the track's edit and delete dialogs fit at ${DIALOG_WIDTHS.join(' and ')} px`, async () => {
    await page.setViewportSize({ width: DIALOG_WIDTHS[0], height: HEIGHT });
    await gotoHydrated(page, '/admin/demos');
    const track = page.getByTestId('admin-track').first();
    await track.getByRole('button', { name: /bearbeiten/ }).click();
    const edit = page.getByRole('dialog', { name: demoAdminMessages.editTitle });
    await expect(edit.getByLabel(/^Titel/)).not.toHaveValue('');
    expect(await dialogProblems(page)).toEqual({ problems: [], axe: [] });
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.setViewportSize({ width: DIALOG_WIDTHS[0], height: HEIGHT });
    await track.getByRole('button', { name: /löschen/ }).click();
    const remove = page.getByRole('dialog', { name: demoAdminMessages.deleteQuestion });
    await expect(remove).toBeVisible();
    expect(await dialogProblems(page)).toEqual({ problems: [], axe: [] });
    await remove.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(remove).toBeHidden();
  });
});
