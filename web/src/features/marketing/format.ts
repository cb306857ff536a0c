/** German formats of the Marketing view's figures (Intl de-DE; loaded only in the back office). */
const integer = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
// Day strings are calendar days (YYYY-MM-DD): formatted in UTC so no time zone shifts them.
const dayMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number): string => integer.format(value);
/** A share 0..1 as '12,5 %', `none` when there is nothing to share. */
export const formatRate = (value: number | null, none: string): string => (value === null ? none : percent.format(value));
export const formatEuro = (value: number): string => euro.format(value);
export const formatDayShort = (day: string): string => dayMonth.format(new Date(`${day}T00:00:00Z`));
export const formatDayLong = (day: string): string => fullDay.format(new Date(`${day}T00:00:00Z`));
