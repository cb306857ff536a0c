/**
 * The CSV export of the inbox, written for German Excel and LibreOffice (docs/features/inbox.md,
 * "Export"): UTF-8 with a byte order mark and semicolons, so both open it with umlauts and columns
 * intact; a German header row; times as `YYYY-MM-DD HH:MM` in Berlin time (ISO 8601 without the `T`,
 * which both programs read as a date in any language setting); a phone number as the formula
 * `="0176 1234567"`, the one way a CSV keeps it text with its leading zero and no visible apostrophe.
 */
import { CSV_SEPARATOR, csvHeader, isPhoneNumber, type CsvRow } from '@rufbereit/shared';
import { exportCells, neutralised, type ExportCell, type WallTime } from './inbox-export-cells';

/** The byte order mark that makes Excel read the file as UTF-8. */
export const BOM = '\uFEFF';

const two = (n: number): string => String(n).padStart(2, '0');
export const isoWallTime = (t: WallTime): string => `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;

/** Quoted when it holds the separator, a quote or a line break. */
const quoted = (value: string): string => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One text cell: a value a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export const csvCell = (value: string): string => quoted(neutralised(value));

/**
 * A phone number by the forms' rule (isPhoneNumber: digits, +, space, hyphen, parentheses) becomes a
 * formula that only yields its own text: it holds no quote, so it cannot end the string, call a
 * function or name a cell. Anything else in the phone field is written as text, protected.
 */
export const csvPhoneCell = (value: string): string => (isPhoneNumber(value) ? quoted(`="${value}"`) : csvCell(value));

function cell(exported: ExportCell): string {
  switch (exported.type) {
    case 'empty':
      return '';
    case 'date':
      return isoWallTime(exported.value);
    case 'phone':
      return csvPhoneCell(exported.value);
    default:
      return csvCell(exported.value);
  }
}

export function inboxCsv(rows: readonly CsvRow[]): string {
  const lines = rows.map((row) => exportCells(row).map(cell).join(CSV_SEPARATOR));
  return `${BOM}${[csvHeader.join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
