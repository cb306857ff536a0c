/**
 * "2026-11-01" → "1. November 2026". UTC, so the day never shifts with the time zone of the build
 * machine or the browser (the prerendered HTML and the hydrated page must show the same text).
 */
const germanLongDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' });

export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid legal text date: ${isoDate}`);
  return germanLongDate.format(date);
}
