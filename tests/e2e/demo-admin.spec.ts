import path from 'node:path';
import { signInAsAdmin } from './support/admin-session';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, AUDIO_MAX_BYTES, MEDIA_KEY_PREFIX, PENDING_AUDIO_PREFIX, demoAdminMessages as m, type DemoTrackListBody, type DemoTrackRecord } from '@rufbereit/shared';
import { repoRoot } from '../../infra/src/paths';
import { LOCAL_CREDENTIALS, LOCAL_REGION, MEDIA_BUCKET } from '../../infra/local/core/ports';
import { createAccount, e2ePorts, enrolmentSecret, totp, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { codeField, submitCredentials } from './support/sign-in';

/**
 * /admin/demos and the playlist's admin buttons against the local stack: the in-page 'Admin-Bereich'
 * sign-in (Cognito with TOTP), real uploads to s3rver with progress, the server's check, the public
 * playlist.
 */
/**
 * One tab, with a stored cookie decision, for the tests that sign in as the worker's admin; the tests
 * that sign in on the page, as a customer, or hold the API's answer open their own.
 */
const sharedPage = useSharedPage({ consent: true });

/**
 * The e2e environment is shared by every spec file: after these tests the demo_tracks table is the
 * seed again, so the playlist and player specs find the four recordings they expect.
 */
test.afterAll(async () => {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const seed = JSON.parse(await readFile(path.join(repoRoot, 'infra/local/seed/dynamodb/demo_tracks.json'), 'utf8')) as DemoTrackRecord[];
    const { Items = [] } = await doc.send(new ScanCommand({ TableName: 'demo_tracks' }));
    for (const item of Items) if (!seed.some((row) => row.id === item.id)) await doc.send(new DeleteCommand({ TableName: 'demo_tracks', Key: { id: item.id as string } }));
    for (const row of seed) await doc.send(new PutCommand({ TableName: 'demo_tracks', Item: row }));
  } finally {
    doc.destroy();
  }
});

const audioDir = path.join(repoRoot, 'infra/local/seed/media/audio');
const s3 = new S3Client({ endpoint: `http://127.0.0.1:${e2ePorts.s3}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: MEDIA_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

/**
 * A fresh admin account signs in through the page's own form (first sign-in: TOTP enrolment): once, in
 * the first test; the others start signed in (support/admin-session.ts).
 */
async function signInAsNewAdmin(page: Page, url = '/admin/demos'): Promise<void> {
  const email = uniqueEmail('demo-admin');
  await createAccount(email, { admin: true });
  await gotoHydrated(page, url);
  await expect(page.getByRole('heading', { name: m.loginTitle })).toBeVisible();
  await submitCredentials(page, email, undefined, m.loginButton);
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
  await codeField(page).fill(totp(await enrolmentSecret(page)));
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const newTab = (page: Page) => page.getByRole('tabpanel', { name: m.tabNew });
const fileInput = (page: Page) => newTab(page).getByLabel(/^Audio-Datei/);

test('an admin signs in on the page, uploads an MP3 with visible progress, and it plays in the playlist', async ({ page }) => {
  await seedConsent(page);
  await signInAsNewAdmin(page);
  await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
  await expect(page.getByRole('tab', { name: m.tabManage })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-track')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: m.tabNew }).click();
  await newTab(page).getByRole('button', { name: 'Demo erstellen' }).click();
  await expect(newTab(page)).toContainText(m.titleRequired);
  await expect(newTab(page)).toContainText(m.descriptionRequired);
  await expect(newTab(page)).toContainText(m.fileRequired);
  await expectNoAxeViolations(page);

  await newTab(page).getByLabel(/^Titel/).fill('  Zahnarztpraxis am Montag  ');
  await newTab(page).getByLabel(/^Beschreibung/).fill('Eine Patientin bucht eine Kontrolle.');
  await newTab(page).getByLabel(/^Kategorie/).selectOption('health');
  await fileInput(page).setInputFiles(path.join(audioDir, 'physio.mp3'));
  await expect(newTab(page)).toContainText('Dauer: 0:30');

  // A slow uplink, so the upload's real progress can be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 120 * 1024 });
  await newTab(page).getByRole('button', { name: 'Demo erstellen' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload-Fortschritt' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByText(m.created)).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(page.getByRole('tab', { name: m.tabManage })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-track').filter({ hasText: 'Zahnarztpraxis am Montag' })).toContainText('Gesundheitswesen · 0:30');
  expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);

  await gotoHydrated(page, '/demo-playlist');
  const card = page.getByRole('article', { name: 'Zahnarztpraxis am Montag' });
  await expect(card).toContainText('0:30');
  // Players fetch metadata once near the viewport; the new track is the last card.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  await card.getByRole('button', { name: 'Abspielen' }).click();
  await expect(card.getByTestId('audio-time')).toHaveText(/^0:(0[1-9]|[12]\d|30) \/ 0:30$/);
});

test('a text file named .mp3 and an 11 MB file are refused with their messages and leave nothing in the bucket', async () => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  const before = await bucketKeys(`${MEDIA_KEY_PREFIX}audio/`);
  await page.getByRole('tab', { name: m.tabNew }).click();
  await newTab(page).getByLabel(/^Titel/).fill('Falsche Datei');
  await newTab(page).getByLabel(/^Beschreibung/).fill('Sollte nie ankommen.');

  await fileInput(page).setInputFiles({ name: 'notiz.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Das ist keine Audiodatei.\n'.repeat(200)) });
  await expect(newTab(page)).toContainText(m.notDecodable);
  await newTab(page).getByRole('button', { name: 'Demo erstellen' }).click();
  await expect(newTab(page)).toContainText(m.notDecodable);

  const mp3 = await readFile(path.join(audioDir, 'friseur.mp3'));
  const big = Buffer.alloc(11 * 1024 * 1024);
  mp3.copy(big);
  expect(big.length).toBeGreaterThan(AUDIO_MAX_BYTES);
  await fileInput(page).setInputFiles({ name: 'gross.mp3', mimeType: 'audio/mpeg', buffer: big });
  await expect(newTab(page)).toContainText(m.tooLarge);
  await newTab(page).getByRole('button', { name: 'Demo erstellen' }).click();
  await expect(newTab(page)).toContainText(m.tooLarge);

  expect(await bucketKeys(PENDING_AUDIO_PREFIX)).toEqual([]);
  expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/`)).toEqual(before);
  await page.getByRole('tab', { name: m.tabManage }).click();
  await expect(page.getByTestId('admin-track').filter({ hasText: 'Falsche Datei' })).toHaveCount(0);
});

test('edits a track in the dialog (with a new file) and deletes it after asking', async () => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  await page.getByRole('button', { name: m.newButton, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: m.createTitle });
  await dialog.getByLabel(/^Titel/).fill('Bearbeiten und löschen');
  await dialog.getByLabel(/^Beschreibung/).fill('Wird gleich geändert.');
  // A new track starts without a category: the admin chooses one.
  await dialog.getByLabel(/^Kategorie/).selectOption('beauty');
  await dialog.getByLabel(/^Audio-Datei/).setInputFiles(path.join(audioDir, 'friseur.mp3'));
  await expect(dialog).toContainText('Dauer: 0:24');
  await dialog.getByRole('button', { name: 'Demo erstellen' }).click();
  await expect(page.getByText(m.created)).toBeVisible();
  const row = () => page.getByTestId('admin-track').filter({ hasText: /Bearbeiten und löschen|Geänderter Titel/ });
  await expect(row()).toContainText('0:24');
  // The file's key, from the public list (its URL is the key under the site's /media path).
  const listed = (await (await page.request.get(apiPaths.demos)).json()) as DemoTrackListBody;
  const firstKey = listed.tracks.find((t) => t.title === 'Bearbeiten und löschen')?.audioUrl.slice(1) ?? '';
  expect(await bucketKeys(firstKey)).toEqual([firstKey]);

  await row().getByRole('button', { name: /bearbeiten/ }).click();
  const edit = page.getByRole('dialog', { name: m.editTitle });
  await expect(edit.getByLabel(/^Titel/)).toHaveValue('Bearbeiten und löschen');
  await edit.getByLabel(/^Titel/).fill('Geänderter Titel');
  await edit.getByLabel(/^Kategorie/).selectOption('petcare');
  await edit.getByLabel(/^Neue Audio-Datei/).setInputFiles(path.join(audioDir, 'gesundheit.mp3'));
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText(m.updated)).toBeVisible();
  await expect(row()).toContainText('Geänderter Titel');
  await expect(row()).toContainText('Tierpflege · 1:15');
  expect(await bucketKeys(firstKey)).toEqual([]);

  await row().getByRole('button', { name: /löschen/ }).click();
  const confirm = page.getByRole('dialog', { name: m.deleteQuestion });
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row()).toHaveCount(1);
  await row().getByRole('button', { name: /löschen/ }).click();
  await page.getByRole('dialog', { name: m.deleteQuestion }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(m.deleted)).toBeVisible();
  await expect(row()).toHaveCount(0);
});

test('admins see edit and delete on the playlist cards; visitors do not', async ({ browser }) => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
  await gotoHydrated(page, '/demo-playlist');
  const card = page.getByRole('article', { name: 'Physiotherapie' });
  await card.getByRole('button', { name: '„Physiotherapie“ bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: m.editTitle });
  await edit.getByLabel(/^Beschreibung/).fill('Ein Patient mit Rezept bucht Krankengymnastik.');
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText(m.changesSaved)).toBeVisible();
  await expect(card).toContainText('Ein Patient mit Rezept bucht Krankengymnastik.');

  await card.getByRole('button', { name: '„Physiotherapie“ löschen' }).click();
  await expect(page.getByRole('dialog', { name: m.deleteQuestion })).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(card).toBeVisible();

  const visitor = await browser.newPage();
  await seedConsent(visitor);
  await gotoHydrated(visitor, '/demo-playlist');
  await expect(visitor.getByRole('article', { name: 'Physiotherapie' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /bearbeiten/ })).toHaveCount(0);
  await visitor.close();
});

/** The tracks' ids in the order a page shows them (the admin rows and the public cards carry `data-track`). */
const shownOrder = (page: Page, rows: string): Promise<string[]> => page.locator(rows).evaluateAll((els) => els.map((el) => el.getAttribute('data-track') ?? ''));
const adminOrder = (page: Page) => shownOrder(page, '[data-testid="admin-track"]');
const savedOrder = (page: Page) => page.waitForResponse((r) => r.url().endsWith(apiPaths.adminDemoOrder) && r.request().method() === 'PUT' && r.ok());
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test('reorders the tracks by dragging and with the keyboard; the public playlist and the player follow', async ({ browser }) => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  await expect(page.getByTestId('admin-track').first()).toBeVisible();
  const [first, second, third, ...rest] = await adminOrder(page);
  const title = async (id: string) => (await page.locator(`[data-track="${id}"] p`).first().textContent()) ?? '';
  const handle = async (id: string) => page.getByRole('button', { name: `„${await title(id)}“ verschieben` });

  // Drag: the third track's handle onto the first row.
  const from = await (await handle(third ?? '')).boundingBox();
  const to = await page.getByTestId('admin-track').first().boundingBox();
  if (!from || !to) throw new Error('no boxes');
  const saved = savedOrder(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await saved;
  const dragged = [third, first, second, ...rest];
  await expect.poll(() => adminOrder(page)).toEqual(dragged);
  await expect(page.getByText(m.orderSaved)).toBeVisible();

  // Keyboard: the handle of the (new) first track, Space to pick it up, three steps down, Space to drop
  // (behind the fourth: an order the seed does not have, so the public pages below prove they follow).
  const keyboardHandle = await handle(third ?? '');
  await keyboardHandle.focus();
  const thirdTitle = await title(third ?? '');
  const total = dragged.length;
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ aufgenommen, Position 1 von ${total}.`);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ ist jetzt auf Position 2 von ${total}.`);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ ist jetzt auf Position 3 von ${total}.`);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ ist jetzt auf Position 4 von ${total}.`);
  const savedByKeyboard = savedOrder(page);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ abgelegt auf Position 4 von ${total}.`);
  await savedByKeyboard;
  const final = [first, second, rest[0], third, ...rest.slice(1)];
  await expect.poll(() => adminOrder(page)).toEqual(final);
  // Escape puts a picked-up track back. Each key after the announcement of the one before, as a person
  // hears it (pressed at once, a busy machine's CI run once saw the Escape before the move was done).
  await keyboardHandle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ aufgenommen, Position 4 von ${total}.`);
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(`„${thirdTitle}“ ist jetzt auf Position 3 von ${total}.`);
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toContainText('Verschieben abgebrochen.');
  expect(await adminOrder(page)).toEqual(final);
  await expectNoAxeViolations(page);

  // The public pages show the saved order: the playlist and the embeddable player.
  const visitor = await browser.newPage();
  await seedConsent(visitor);
  await gotoHydrated(visitor, '/demo-playlist');
  await expect.poll(() => shownOrder(visitor, 'article[data-track]')).toEqual(final);
  await gotoHydrated(visitor, '/demo-player?category=all');
  await expect.poll(() => shownOrder(visitor, 'article[data-track]')).toEqual(final);
  await visitor.close();
});

test('a signed-in customer is told that admin authentication is required', async ({ page }) => {
  await seedConsent(page);
  const email = uniqueEmail('kunde');
  await createAccount(email);
  await gotoHydrated(page, '/admin/demos');
  await submitCredentials(page, email, undefined, m.loginButton);
  await codeField(page).fill(totp(await enrolmentSecret(page)));
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.adminRequired })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.heading })).toHaveCount(0);
});

// Last in this file: it deletes every track (the afterAll hook restores the seed).
test('shows the loading text, and the empty state once every track is deleted', async ({ page }) => {
  await seedConsent(page);
  await signInAsAdmin(page, '/admin/demos');
  await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
  // The answer is held until the loading text has been seen.
  let answer = (): void => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/demos', async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText(m.loading)).toBeVisible();
  answer();
  await expect(page.getByTestId('admin-track').first()).toBeVisible();
  await page.unroute('**/api/admin/demos');

  while ((await page.getByTestId('admin-track').count()) > 0) {
    const count = await page.getByTestId('admin-track').count();
    await page.getByTestId('admin-track').first().getByRole('button', { name: /löschen/ }).click();
    await page.getByRole('dialog', { name: m.deleteQuestion }).getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByTestId('admin-track')).toHaveCount(count - 1);
  }
  await expect(page.getByText(m.empty)).toBeVisible();
  // The project's recordings stay in the bucket: the landing page plays them.
  expect(await bucketKeys(`${MEDIA_KEY_PREFIX}audio/friseur.mp3`)).toHaveLength(1);
  await page.getByRole('button', { name: m.createFirst }).click();
  await expect(page.getByRole('tab', { name: m.tabNew })).toHaveAttribute('aria-selected', 'true');

  await gotoHydrated(page, '/demo-playlist');
  await expect(page.getByText('Keine Demo-Aufnahmen gefunden.')).toBeVisible();
});
