import path from 'node:path';
import { expect, test } from '@playwright/test';
import { authMessages, demoAdminMessages as m } from '@rufbereit/shared';
import { repoRoot } from '../../infra/src/paths';
import { createAccount, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { signInFirstTime } from './support/sign-in';

/** /upload: visitors are sent to sign in and back; signed-in accounts check their permission, upload an MP3 and get its address. */
/**
 * One tab for the file, with a stored cookie decision, emptied of cookies, storage and permissions before
 * each test (freshStorage): every test signs in as a new account of its own (no uploads yet), as in a new
 * browser. The first signs in on the screens (the way back to /upload is what it tests), the others
 * open /upload signed in (signInAsNewAccount).
 */
const sharedPage = useSharedPage({ consent: true, freshStorage: true });

const mp3File = path.join(repoRoot, 'infra/local/seed/media/audio/tierarzt.mp3');

test('a visitor is asked to sign in and comes back after it; a signed-in account uploads an MP3 and copies its public URL', async () => {
  const page = sharedPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/upload');
  await expect(page.getByRole('heading', { name: authMessages.signInRequired })).toBeVisible();
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fupload$/);

  const email = uniqueEmail('upload');
  await createAccount(email);
  await signInFirstTime(page, email, '/auth?redirect=%2Fupload');
  await expect(page).toHaveURL(/\/upload$/);

  await page.getByRole('button', { name: m.checkPermission }).click();
  await expect(page.getByText(m.accessGranted).first()).toBeVisible();
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  const input = page.getByLabel(/^MP3-Datei/);
  await input.setInputFiles({ name: 'musik.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF') });
  await expect(page.getByText(m.mp3Only)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hochladen' })).toBeDisabled();

  await input.setInputFiles(mp3File);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const url = page.getByRole('textbox', { name: 'Öffentliche URL' });
  await expect(url).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/media\/audio\/[0-9a-f-]{36}\.mp3$/);
  const address = await url.inputValue();
  expect((await page.request.get(address)).status()).toBe(200);

  await page.getByRole('button', { name: 'URL kopieren' }).click();
  await expect(page.getByRole('button', { name: 'URL kopieren' })).toContainText('Kopiert');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('the server refuses a file that only claims to be an MP3', async () => {
  const page = sharedPage();
  await signInAsNewAccount(page, { label: 'upload-falsch', path: '/upload' });
  await page.getByRole('button', { name: m.checkPermission }).click();
  await page.getByLabel(/^MP3-Datei/).setInputFiles({ name: 'getarnt.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Nur Text, kein MP3.\n'.repeat(100)) });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText(m.uploadFailed(m.mp3Only)).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Öffentliche URL' })).toHaveCount(0);
});

test('a signed-in account sees the MP3s it published on /upload and deletes one', async () => {
  const page = sharedPage();
  await signInAsNewAccount(page, { label: 'upload-liste', path: '/upload' });
  const list = page.getByRole('region', { name: m.myFilesHeading });
  await expect(list.getByText(m.myFilesEmpty)).toBeVisible();

  await page.getByRole('button', { name: m.checkPermission }).click();
  await page.getByLabel(/^MP3-Datei/).setInputFiles(mp3File);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const address = await page.getByRole('textbox', { name: 'Öffentliche URL' }).inputValue();
  await expect(list.getByText('tierarzt.mp3')).toBeVisible();
  await expect(list.getByRole('link', { name: address })).toBeVisible();
  await expect(list.getByText(m.myFilesCount(1))).toBeVisible();
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await list.getByRole('button', { name: m.deleteFile('tierarzt.mp3') }).click();
  await expect(page.getByText(m.fileDeleted).first()).toBeVisible();
  await expect(list.getByText(m.myFilesEmpty)).toBeVisible();
  expect((await page.request.get(address)).status()).toBe(404);
  // After a reload the list comes from the server: still empty.
  await page.reload();
  await expect(page.getByRole('region', { name: m.myFilesHeading }).getByText(m.myFilesEmpty)).toBeVisible();
});
