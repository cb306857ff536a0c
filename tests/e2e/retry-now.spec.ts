import { signInAsAdmin } from './support/admin-session';
import { expect, test } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, countText, deliveryFailureReasons, retryNowMessages } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { e2ePorts, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { useSharedPage } from './support/shared-page';
import { pipedrive, pipedriveRecords, searchInbox, storedItem } from './support/inbox';
import { ripeProofHeader } from './support/proof-of-work';

/**
 * One tab for the file, with a stored cookie decision, emptied of cookies, storage and permissions before
 * each test (freshStorage): every test signs in as an account of its own, as in a new browser.
 */
const sharedPage = useSharedPage({ consent: true, freshStorage: true });
test.afterEach(() => Promise.all([pipedrive('reset'), ses('reset')]));

/** The local SES stand-in: every send answers 503 until reset (as the Pipedrive fake's switch). */
async function ses(action: 'fail' | 'reset'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${e2ePorts.ses}/__control/${action}`, { method: 'POST', body: JSON.stringify(action === 'fail' ? { forever: true } : {}) });
  expect(response.ok).toBe(true);
}
const mailsAbout = async (email: string): Promise<number> =>
  ((await (await fetch(`http://127.0.0.1:${e2ePorts.ses}/store`)).json()) as { emails: Array<{ body: { text?: string } }> }).emails.filter((m) => m.body.text?.includes(email))
    .length;

/**
 * The e2e environment shrinks the 24-hour retry window to ~4 s (DELIVERY_RETRY_SCALE), so a CRM that
 * stays down makes the step `failed` within seconds. In production the step spends hours in between:
 * `retrying`, its next attempt up to an hour away. The test puts the step there, keeping the attempts
 * and the error the real failures stored.
 */
async function waitForNextAttemptInAnHour(id: string, step: 'crm' | 'mail' = 'crm'): Promise<void> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    await doc.send(
      new UpdateCommand({
        TableName: 'contacts',
        Key: { id },
        UpdateExpression: 'SET #step.#status = :retrying, #step.nextAttemptAt = :next',
        ExpressionAttributeNames: { '#step': step, '#status': 'status' },
        ExpressionAttributeValues: { ':retrying': 'retrying', ':next': new Date(Date.now() + 3_600_000).toISOString() },
      }),
    );
  } finally {
    doc.destroy();
  }
}

test('a CRM sync waiting for its next attempt shows why, how often, when next; retried now it is done: one deal', async () => {
  const page = sharedPage();
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await pipedrive('fail');
  const email = uniqueEmail('wiederholt');
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Wanda', lastname: 'Warteschleife', email, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(async () => ((await storedItem('contacts', id))?.crm as { status?: string } | undefined)?.status, { timeout: 30_000 }).toBe('failed');
  await waitForNextAttemptInAnHour(id);
  const attempts = ((await storedItem('contacts', id))?.crm as { attempts: number }).attempts;

  await searchInbox(page, email);
  await page.getByRole('button', { name: 'Details zu Wanda Warteschleife' }).click();
  const panel = page.getByRole('dialog', { name: 'Wanda Warteschleife' });
  await expect(panel.getByTestId('crm-status')).toHaveAttribute('data-status', 'retrying');
  const failure = panel.getByTestId('crm-failure');
  await expect(failure).toContainText(deliveryFailureReasons.crmUnreachable);
  await expect(panel).toContainText(`${retryNowMessages.attempts}: ${attempts}`);
  // German date and time, e.g. '25.11.2026, 18:03'.
  await expect(panel.getByTestId('crm-status')).toContainText(/Nächster Versuch: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  // The raw error is there for the technician, folded away.
  const raw = failure.locator('details code');
  await expect(raw).toBeHidden();
  await failure.getByText(retryNowMessages.technicalDetails).click();
  await expect(raw).toContainText('answered 503');
  const axe = await wcagScan(page).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await pipedrive('reset');
  await failure.getByRole('button', { name: retryNowMessages.action }).click();
  await expect(page.getByText(retryNowMessages.started, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('crm-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(panel.getByTestId('crm-failure')).toHaveCount(0);
  await expect(panel.getByTestId('history')).toContainText(`Erneut gestartet (CRM, zuvor ${countText(attempts, 'Versuch', 'Versuche')}`);

  const state = await pipedriveRecords();
  const persons = state.persons.filter((p) => JSON.stringify(p.emails).includes(email));
  expect(persons).toHaveLength(1);
  expect(state.deals.filter((d) => d.person_id === persons[0]?.id)).toHaveLength(1);
});

test('a mail waiting for its next attempt shows why; retried now it is sent: one mail', async () => {
  const page = sharedPage();
  test.setTimeout(90_000);
  // Signed in first: the sign-in itself needs no mail, but nothing else should meet the failing stand-in.
  await signInAsAdmin(page);
  await ses('fail');
  const email = uniqueEmail('post-wiederholt');
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Marta', lastname: 'Mailstau', email, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const mailState = async () => (await storedItem('contacts', id))?.mail as { status?: string; attempts: number } | undefined;
  await expect.poll(async () => (await mailState())?.status, { timeout: 30_000 }).toBe('failed');
  await waitForNextAttemptInAnHour(id, 'mail');
  const attempts = (await mailState())?.attempts ?? 0;
  expect(await mailsAbout(email)).toBe(0);

  await searchInbox(page, email);
  await page.getByRole('button', { name: 'Details zu Marta Mailstau' }).click();
  const panel = page.getByRole('dialog', { name: 'Marta Mailstau' });
  await expect(panel.getByTestId('mail-status')).toHaveAttribute('data-status', 'retrying');
  const failure = panel.getByTestId('mail-failure');
  await expect(failure).toContainText(deliveryFailureReasons.mailUnreachable);
  // The CRM went through: nothing to retry there.
  await expect(panel.getByTestId('crm-failure')).toHaveCount(0);

  await ses('reset');
  await failure.getByRole('button', { name: retryNowMessages.action }).click();
  await expect(page.getByText(retryNowMessages.started, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('mail-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(panel.getByTestId('mail-failure')).toHaveCount(0);
  await expect(panel.getByTestId('history')).toContainText(`Erneut gestartet (E-Mail, zuvor ${countText(attempts, 'Versuch', 'Versuche')}`);
  expect(await mailsAbout(email)).toBe(1);
});
