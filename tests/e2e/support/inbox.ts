import { expect, type Page } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/core/ports';
import { createAccount, e2ePorts, uniqueEmail } from './accounts';
import { signInFirstTime } from './sign-in';

/** A new admin account, signed in (TOTP enrolled) and on the inbox. */
export async function signInAsNewAdmin(page: Page): Promise<string> {
  const email = uniqueEmail('team');
  await createAccount(email, { admin: true });
  await signInFirstTime(page, email);
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  return email;
}

const pipedriveUrl = `http://127.0.0.1:${e2ePorts.pipedrive}`;
/** The local Pipedrive fake: fail every call until reset. */
export async function pipedrive(action: 'fail' | 'reset'): Promise<void> {
  const response = await fetch(`${pipedriveUrl}/__control/${action}`, { method: 'POST', body: JSON.stringify(action === 'fail' ? { forever: true } : {}) });
  expect(response.ok).toBe(true);
}
export async function pipedriveRecords(): Promise<{ persons: Array<{ id: number; emails?: unknown }>; deals: Array<{ person_id?: number }> }> {
  return (await (await fetch(`${pipedriveUrl}/__control/state`)).json()) as { persons: Array<{ id: number; emails?: unknown }>; deals: Array<{ person_id?: number }> };
}

/** A stored item straight from the local DynamoDB (undefined once deleted). */
export async function storedItem(table: TableName, id: string): Promise<Record<string, unknown> | undefined> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${e2ePorts.dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    return (await doc.send(new GetCommand({ TableName: table, Key: { id } }))).Item;
  } finally {
    doc.destroy();
  }
}

/** Searches the open list of the inbox: typing is enough, the search runs when typing pauses and lands in the address. */
export async function searchInbox(page: Page, text: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  const field = panel.getByLabel('Suche (Name, E-Mail, Firma)');
  await field.fill(text);
  const applied = new URLSearchParams({ suche: (await field.inputValue()).trim() }).toString();
  await expect(page).toHaveURL((url) => url.search.includes(applied));
}
