const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** "1.234,56 €" (with the non-breaking space German formatting uses). */
export const formatEur = (value: number): string => eur.format(value);
/** "86,7" */
export const formatDecimal = (value: number): string => decimal.format(value);
/** "83,20 € – 117,00 €" */
export const formatEurRange = (min: number, max: number): string =>
  min === max ? formatEur(min) : `${formatEur(min)} – ${formatEur(max)}`;
