/** The public forms' own texts (the specification's are in shared: contactMessages, contactToasts, demoMessages, …). */
export const formTexts = {
  /** 'Mit * markierte Felder sind Pflichtfelder.', around the red star (read as 'Sternchen'). */
  requiredNote: { before: 'Mit ', star: 'Sternchen', after: ' markierte Felder sind Pflichtfelder.' },
  progressLabel: 'Sendefortschritt',
} as const;

export const contactFormTexts = {
  label: 'Kontaktformular',
  servicePreference: 'Wie können wir Ihnen helfen?',
  consentPurpose: 'zur Beantwortung meiner Anfrage verarbeitet und nach Abschluss der Bearbeitung gelöscht werden',
  submit: 'Nachricht senden',
  success: {
    heading: 'Vielen Dank für Ihre Nachricht!',
    text: 'Wir haben Ihre Anfrage erhalten und melden uns in Kürze bei Ihnen. Sie möchten nicht warten? Rufen Sie uns direkt an oder buchen Sie gleich ein Kennenlerngespräch.',
    bookIntroCall: '15-minütiges Kennenlerngespräch buchen',
    claims: { revenue: 'Bis zu 30% mehr Umsatz', availability: '24/7 Erreichbarkeit', gdpr: '100% DSGVO-konform' },
  },
  /** The group of a day's times in the intro call picker, e.g. 'Uhrzeit am Mo., 3. Aug.'. */
  timesOn: (group: string, day: string) => `${group} am ${day}`,
} as const;

export const demoFormTexts = {
  consentPurpose: 'zur Bearbeitung meiner Demo-Anfrage verarbeitet werden',
  submit: 'Kostenlose Demo anfordern',
} as const;

/** The branch landing pages' own texts. */
export const branchLandingTexts = {
  callUs: 'Oder rufen Sie uns an:',
  faqHeading: 'Häufig gestellte Fragen',
  allBenefits: 'Alle Vorteile ansehen',
} as const;
