/**
 * The inbox export as the staff member asked for it: CSV (default) or .xlsx, named after the list in
 * German (`kontaktanfragen-2026-11-27.csv`, `demo-anfragen-auswahl-….xlsx`).
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { inboxKinds, inboxTexts, type CsvRow, type ExportFormat, type InboxKind } from '@rufbereit/shared';
import { inboxCsv } from '../use-cases/inbox-csv';
import { inboxXlsx } from './inbox-xlsx';
import { csvResponse, xlsxResponse } from './csv-response';

const listNames = { contact: 'kontaktanfragen', demo_request: 'demo-anfragen' } as const;
const sheetNames = { contact: inboxTexts.tabContacts, demo_request: inboxTexts.tabDemos } as const;

export async function inboxExportResponse(kind: InboxKind, rows: readonly CsvRow[], format: ExportFormat = 'csv', suffix = ''): Promise<APIGatewayProxyStructuredResultV2> {
  const requestKind = inboxKinds[kind];
  const name = `${listNames[requestKind]}${suffix}`;
  return format === 'xlsx' ? xlsxResponse(name, await inboxXlsx(rows, sheetNames[requestKind])) : csvResponse(name, inboxCsv(rows));
}
