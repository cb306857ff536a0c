import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, inboxTexts } from '@rufbereit/shared';
import { openAsGermanExcel } from '../../services/src/testing/german-excel';
import { signInAsAdmin } from './support/admin-session';
import { uniqueEmail } from './support/accounts';
import { ripeProofHeader } from './support/proof-of-work';
import { searchInbox } from './support/inbox';

/**
 * The inbox export as staff open it: the CSV read as German Excel reads it (BOM, semicolons, each
 * cell typed as Excel types it) and the .xlsx read with exceljs. A mobile number keeps its leading
 * zero as text, the times are dates, kind and states are German, and a name that is a formula stays text.
 */
const rows = (page: Page) => page.getByTestId('request-row');

async function sendContact(page: Page, lastname: string, company: string, phone: string): Promise<void> {
  // The company field takes what a visitor types, a formula included.
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Tom', lastname, email: uniqueEmail('tabelle'), phone, company_name: company, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
}

test('the export screen downloads a CSV German Excel opens with the leading zero, real dates and German labels, and the same as .xlsx', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const marker = `Tabelle${Date.now()}`;
  const attack = '=HYPERLINK("http://boese.example";"Klick")';
  await sendContact(page, marker, 'Nullen GmbH', '01761234567');
  await sendContact(page, marker, attack, '+49 30 1234567');
  await searchInbox(page, marker);
  await expect(rows(page)).toHaveCount(2);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: inboxTexts.exportCsv }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...sheet] = openAsGermanExcel(await readFile(await csv.path()));
  const column = (title: string): number => header?.findIndex((c) => c.type === 'text' && c.value === title) ?? -1;
  const byPhone = (value: string) => sheet.find((row) => JSON.stringify(row[column('Telefon')]) === JSON.stringify({ type: 'text', value }));
  const mobile = byPhone('01761234567');
  expect(mobile?.[column('Art')]).toEqual({ type: 'text', value: 'Kontaktanfrage' });
  expect(mobile?.[column('Eingang')]?.type).toBe('date');
  expect(mobile?.[column('Leistung')]).toEqual({ type: 'text', value: 'Ich habe Fragen und wünsche eine Erstberatung' });
  const hostile = byPhone('+49 30 1234567');
  expect(hostile?.[column('Firma')]).toEqual({ type: 'text', value: `'${attack}` });
  // Nothing in the file runs as a formula.
  expect(sheet.flat().filter((cell) => cell.type === 'formula')).toEqual([]);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: inboxTexts.exportXlsx }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^kontaktanfragen-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ExcelJS.Buffer);
  const worksheet = workbook.getWorksheet(inboxTexts.tabContacts);
  const cells = [2, 3].map((n) => worksheet?.getRow(n));
  const mobileRow = cells.find((row) => row?.getCell(6).value === '01761234567');
  expect(mobileRow?.getCell(6).type).toBe(ExcelJS.ValueType.String);
  expect(mobileRow?.getCell(1).value).toBe('Kontaktanfrage');
  expect(mobileRow?.getCell(2).type).toBe(ExcelJS.ValueType.Date);
  const hostileRow = cells.find((row) => row?.getCell(6).value === '+49 30 1234567');
  expect(hostileRow?.getCell(4).value).toBe(`'${attack}`);
  expect(hostileRow?.getCell(4).type).toBe(ExcelJS.ValueType.String);
});
