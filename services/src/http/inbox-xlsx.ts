/**
 * The .xlsx export of the inbox (docs/features/inbox.md, "Export"), written by exceljs: the same
 * columns as the CSV, but typed: a phone number is a text cell (leading zero kept, no apostrophe),
 * the times are date cells in Berlin wall time shown as `TT.MM.JJJJ hh:mm`. A text that starts like a
 * formula keeps its leading apostrophe as in the CSV, so nobody turns it into one by editing the cell.
 * exceljs is loaded only when an .xlsx is asked for (the CSV path never pays for it).
 */
import { csvDateColumns, csvHeader, csvTextColumns, type CsvRow } from '@rufbereit/shared';
import { exportCells, neutralised, type ExportCell, type WallTime } from '../use-cases/inbox-export-cells';

/** A spreadsheet date holds no zone: the wall time's fields, stored as UTC, are what Excel shows. */
const asSheetDate = (t: WallTime): Date => new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));

const value = (cell: ExportCell): string | Date | null => {
  switch (cell.type) {
    case 'empty':
      return null;
    case 'date':
      return asSheetDate(cell.value);
    case 'phone':
      return cell.value;
    default:
      return neutralised(cell.value);
  }
};

/** The workbook as bytes; `sheetName` is the list's German name. */
export async function inboxXlsx(rows: readonly CsvRow[], sheetName: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...csvHeader]).font = { bold: true };
  for (const row of rows) sheet.addRow(exportCells(row).map(value));
  csvHeader.forEach((title, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.max(12, title.length + 2);
    if (csvDateColumns.includes(title)) {
      column.numFmt = 'dd.mm.yyyy hh:mm';
      column.width = 17;
    }
    // Text cells stay text when staff type into them (Excel's "@" format).
    if (csvTextColumns.includes(title)) column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
