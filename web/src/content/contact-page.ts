/** Copy of /kontakt (spec: screens, "Contact page") and of the contact section of the home page. */
export const contactPageTexts = {
  title: 'Kontakt',
  intro:
    'Sie haben Fragen zum KI-Telefonassistenten, wünschen eine Erstberatung oder möchten eine persönliche Demo buchen? Schreiben Sie uns – wir melden uns in Kürze bei Ihnen.',
  formHeading: 'Ihre Nachricht an uns',
  directHeading: 'So erreichen Sie uns direkt',
  phone: 'Telefon:',
  email: 'E-Mail:',
} as const;

export const homeContactTexts = {
  title: 'Kontakt aufnehmen',
  intro: 'Schreiben Sie uns, wie wir Ihnen helfen können – wir melden uns in Kürze bei Ihnen.',
} as const;
