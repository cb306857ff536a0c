/**
 * The CSV export of the inbox: UTF-8 with a byte order mark and semicolons, so German Excel opens it
 * with umlauts and columns intact; a German header row; times in Berlin time; each request with its
 * message and the time consent was given (docs/features/inbox.md, "CSV export").
 */
import {
  CSV_SEPARATOR,
  csvHeader,
  deliveryStatusLabels,
  demoStatusLabels,
  isPhoneNumber,
  mailStatusLabels,
  servicePreferenceLabels,
  type CsvRow,
  type ServicePreference,
} from '@rufbereit/shared';

const BOM = '\uFEFF';
const berlinTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** What a spreadsheet may run as a formula: `=`, `+`, `-`, `@` first (and a tab or CR before them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: quoted when it holds the separator, a quote or a line break. A value a spreadsheet would
 * run as a formula gets a leading apostrophe (CSV injection), unless it is a phone number.
 */
export function csvCell(value: string): string {
  // A phone number by the forms' rule (isPhoneNumber: digits, +, space, hyphen, parentheses) cannot
  // call a function or name a cell, so '+49 30 …' is written as it is, without a visible apostrophe.
  const safe = FORMULA_START.test(value) && !isPhoneNumber(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function inboxCsv(rows: readonly CsvRow[]): string {
  const lines = rows.map((row) =>
    [
      berlinTime.format(new Date(row.createdAt)),
      row.name,
      row.company,
      row.email,
      row.phone,
      row.servicePreference ? (servicePreferenceLabels[row.servicePreference as ServicePreference] ?? row.servicePreference) : '',
      row.status ? demoStatusLabels[row.status] : '',
      deliveryStatusLabels[row.crm.status],
      mailStatusLabels[row.mail.status],
      row.message ?? '',
      row.consentAt ? berlinTime.format(new Date(row.consentAt)) : '',
    ]
      .map(csvCell)
      .join(CSV_SEPARATOR),
  );
  return `${BOM}${[csvHeader.join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
