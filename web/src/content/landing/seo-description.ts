/** The compact product description at the top of the landing page (for search engines and readers). */
export const seoDescriptionTexts = {
  label: 'Über den KI-Telefonassistenten',
  /** After the brand name. */
  lead: '– der KI-Telefonassistent für Salons, Studios und Praxen: nimmt Anrufe rund um die Uhr an, bucht Termine direkt in Ihren Kalender und bestätigt per SMS – in über 50 Sprachen, DSGVO-konform auf deutschen Servern.',
  price: (min: string, max: string, trialDays: number): string => `${min} bis ${max} pro Minute, ${trialDays} Tage kostenlos testen.`,
} as const;
