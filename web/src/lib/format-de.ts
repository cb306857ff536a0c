/**
 * German number formatting for the fixed figures of the page (prices per minute and the like)
 * without Intl: the first `toLocaleString('de-DE')` of a page load initialises the locale data,
 * ~30 ms of main-thread work on a phone, in the middle of hydrating the landing page.
 * Interactive figures (ROI calculator) use Intl.NumberFormat, created once per module.
 */
export function formatDecimalDe(value: number, fractionDigits = 2): string {
  const [integer = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
/** '11. Dezember 2026' (Berlin time): a day as German readers write it, e.g. the end of a trial. */
export const formatLongDateDe = (iso: string): string => longDate.format(new Date(iso));
