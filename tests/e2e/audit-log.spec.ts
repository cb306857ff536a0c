import { signInAsAdmin } from './support/admin-session';
import { expect, test } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, adminUserMessages, auditActionLabels, auditListLabels, auditTexts, inboxTexts, retryNowMessages } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAccount, e2ePorts, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { searchInbox, storedItem } from './support/inbox';
import { ripeProofHeader } from './support/proof-of-work';
import { accountRow } from './support/admin-lists';
import { workspaceTexts } from '../../web/src/content/texts/workspace';

/**
 * The staff audit log at 390 and 1280 px: a CSV export in the inbox appears at the top of
 * /admin/audit-log with who and when, reached from the back-office navigation; axe at 390 px. A role
 * change, a retry now and a GDPR erasure, each done on its own screen, appear there too.
 */
// One tab for the file, signed in as the worker's admin and with a stored cookie decision: each test
// still opens its page (signInAsAdmin), without a fresh context of its own.
const sharedPage = useSharedPage({ consent: true });

for (const width of [390, 1280]) {
  test(`an export in the inbox shows up in the audit log with who and when (${width} px)`, async () => {
    const page = sharedPage();
    await page.setViewportSize({ width, height: 900 });
    const email = await signInAsAdmin(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: inboxTexts.exportCsv }).click();
    await download;

    // At 390 px the workspace's navigation sits behind its menu button.
    if (width === 390) await page.getByRole('button', { name: workspaceTexts.openMenu }).click();
    const nav = page.getByRole('navigation', { name: workspaceTexts.navLabel });
    await nav.getByRole('link', { name: auditTexts.navLabel }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { level: 1, name: auditTexts.title })).toBeVisible();
    const newest = page.getByTestId('audit-entry').first();
    await expect(newest).toContainText(auditActionLabels.requestExport);
    await expect(newest).toContainText(email);
    await expect(newest).toContainText(auditListLabels.contacts);
    await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('columnheader', { name: auditTexts.columnWho })).toBeVisible();

    if (width === 390) {
      const axe = await wcagScan(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}

/**
 * A step that went through, put back to waiting for its next attempt in an hour after a 503 (as a down
 * service leaves it), so staff can retry it now. Only staff's action matters here: the entry is written
 * once the retry is accepted (the step guard then finds the step already delivered; retry-now.spec.ts
 * follows a real failure to its delivery).
 */
async function waitingForRetry(table: 'contacts', id: string, step: 'crm' | 'mail', lastError: string): Promise<void> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { id },
        UpdateExpression: 'SET #step.#status = :retrying, #step.nextAttemptAt = :next, #step.lastError = :error',
        ExpressionAttributeNames: { '#step': step, '#status': 'status' },
        ExpressionAttributeValues: { ':retrying': 'retrying', ':next': new Date(Date.now() + 3_600_000).toISOString(), ':error': lastError },
      }),
    );
  } finally {
    doc.destroy();
  }
}

test('a role change, a retry now and a GDPR erasure each show up in the audit log with who, when and what', async () => {
  const page = sharedPage();
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Seeded through the API: an account to make admin, and a contact request of the person later erased.
  const granteeEmail = uniqueEmail('protokoll-kunde');
  await createAccount(granteeEmail);
  const personEmail = uniqueEmail('protokoll-person');
  const contact = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Paula', lastname: 'Protokoll', email: personEmail, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(contact.status()).toBe(201);
  const { id } = (await contact.json()) as { id: string };
  const crmStatus = async () => ((await storedItem('contacts', id))?.crm as { status?: string } | undefined)?.status;
  await expect.poll(crmStatus, { timeout: 30_000 }).toBe('done');
  await waitingForRetry('contacts', id, 'crm', 'Pipedrive answered 503');
  const staff = await signInAsAdmin(page);

  // 'Jetzt erneut versuchen' in the inbox.
  await searchInbox(page, personEmail);
  await page.getByRole('button', { name: 'Details zu Paula Protokoll' }).click();
  const panel = page.getByRole('dialog', { name: 'Paula Protokoll' });
  await panel.getByTestId('crm-failure').getByRole('button', { name: retryNowMessages.action }).click();
  await expect(page.getByText(retryNowMessages.started, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A role change on /admin/users.
  const nav = page.getByRole('navigation', { name: 'Verwaltung' });
  await nav.getByRole('link', { name: 'Benutzer' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // The spec's own account: granting a role to whichever account comes first would change another test's customer.
  const grantee = await accountRow(page, 'user-row', granteeEmail);
  await grantee.getByRole('button', { name: /zum Administrator machen$/ }).click();
  await page.getByRole('dialog', { name: 'Administratorrechte vergeben?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(adminUserMessages.granted, { exact: true })).toBeVisible();

  // The person's data erased from the inbox's data-protection tools.
  await gotoHydrated(page, '/admin/contacts');
  await page.getByLabel('E-Mail der Person').fill(personEmail);
  await page.getByRole('button', { name: 'Daten löschen' }).click();
  await page.getByRole('dialog', { name: 'Alle Daten dieser Person löschen?' }).getByRole('button', { name: inboxTexts.eraseConfirm }).click();
  await expect(page.getByText(inboxTexts.gdprErased, { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: auditTexts.navLabel }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  const entries = page.getByTestId('audit-entry');
  const expected: Array<[string, string | RegExp]> = [
    [auditActionLabels.gdprErasure, '1 Kontaktanfrage'],
    [auditActionLabels.roleGranted, granteeEmail],
    [auditActionLabels.retryNow, `contacts/${id}`],
  ];
  // This spec's own entries: the other worker's staff writes entries at the same time, so the newest rows
  // of the log are not necessarily these. Each is the newest entry of its kind by this worker's staff member.
  const times: string[] = [];
  for (const [label, what] of expected) {
    const entry = entries.filter({ hasText: label }).filter({ hasText: what }).filter({ hasText: staff }).first();
    await expect(entry).toBeVisible();
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // Shown in German, Berlin time: e.g. '26.11.2026, 11:03:12'.
    await expect(entry.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
    times.push((await entry.locator('time').getAttribute('datetime')) ?? '');
  }
  // Newest first: the erasure, then the role change, then the retry.
  expect([...times].sort().reverse()).toEqual(times);
  await expect(entries.filter({ hasText: auditActionLabels.retryNow }).filter({ hasText: `contacts/${id}` }).first()).toContainText('CRM');
  // The log names the person by nothing but ids and counts.
  await expect(page.getByText(personEmail)).toHaveCount(0);
});
