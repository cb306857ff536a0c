/** Texts shared by the product pages (/ki-telefonassistent, /terminvergabe) around their own content. */
export const productPageTexts = {
  statsLabel: 'Zahlen im Überblick',
  faqHeading: 'Häufige Fragen',
  /** "4,8 von 5 Sternen · 127 Bewertungen": value and count come formatted. */
  ratingStars: (value: string): string => `${value} von 5 Sternen`,
  ratingCount: (count: string): string => `${count} Bewertungen`,
} as const;
