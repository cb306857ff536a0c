/**
 * The CSV export of the inbox: UTF-8 with a byte order mark and semicolons, so German Excel opens it
 * with umlauts and columns intact; a German header row; times in Berlin time.
 */
import {
  CSV_SEPARATOR,
  csvHeader,
  deliveryStatusLabels,
  demoStatusLabels,
  mailStatusLabels,
  servicePreferenceLabels,
  type InboxRow,
  type ServicePreference,
} from '@rufbereit/shared';

const BOM = '\uFEFF';
const berlinTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/**
 * One cell: quoted when it holds the separator, a quote or a line break. A value a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function inboxCsv(rows: readonly InboxRow[]): string {
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
    ]
      .map(csvCell)
      .join(CSV_SEPARATOR),
  );
  return `${BOM}${[csvHeader.join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
