/**
 * The inbox export's cells, typed once for both formats (docs/features/inbox.md, "Export"): the kind
 * and states as German labels, the two times as dates (Berlin wall time), the phone as text, every
 * other value as text. The CSV and the .xlsx only write these cells each in their own way.
 */
import {
  deliveryStatusLabels,
  demoStatusLabels,
  mailStatusLabels,
  requestKindLabels,
  servicePreferenceLabels,
  type CsvRow,
  type ServicePreference,
} from '@rufbereit/shared';

/** A point in time as the Berlin wall clock shows it (a spreadsheet's date has no time zone). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type ExportCell = { type: 'text'; value: string } | { type: 'phone'; value: string } | { type: 'date'; value: WallTime } | { type: 'empty' };

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export function berlinWallTime(iso: string): WallTime {
  const parts = Object.fromEntries(berlinParts.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** What a spreadsheet may run as a formula: `=`, `+`, `-`, `@` first (and a tab or CR before them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet would run as a formula gets a leading apostrophe (CSV/formula injection). */
export const neutralised = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const text = (value: string | undefined): ExportCell => (value ? { type: 'text', value } : { type: 'empty' });
const date = (iso: string | undefined): ExportCell => (iso ? { type: 'date', value: berlinWallTime(iso) } : { type: 'empty' });

/** One request as the export's cells, in the order of `csvHeader`. */
export function exportCells(row: CsvRow): ExportCell[] {
  return [
    text(requestKindLabels[row.kind]),
    date(row.createdAt),
    text(row.name),
    text(row.company),
    text(row.email),
    row.phone ? { type: 'phone', value: row.phone } : { type: 'empty' },
    text(row.servicePreference ? (servicePreferenceLabels[row.servicePreference as ServicePreference] ?? row.servicePreference) : ''),
    text(row.status ? demoStatusLabels[row.status] : ''),
    text(deliveryStatusLabels[row.crm.status]),
    text(mailStatusLabels[row.mail.status]),
    text(row.message),
    date(row.consentAt),
  ];
}
