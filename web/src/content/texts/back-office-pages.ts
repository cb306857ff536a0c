/** Headings and intros of the pages behind sign-in (the features below them bring their own texts). */
export const backOfficePageTexts = {
  adminAssistantConfigs: {
    title: 'Konfigurationen',
    intro: 'Die Assistenten-Konfigurationen aller Konten. Ändern können sie nur die Konten selbst.',
  },
  adminContacts: { intro: 'Hier werden die Kontaktanfragen verwaltet.' },
  adminUsers: {
    title: 'Benutzer',
    intro:
      'Alle Konten mit ihrer Rolle. Administratoren sehen Anfragen, Demos und Benutzer; Kundinnen und Kunden nur ihre eigene Konfiguration.',
  },
  assistantConfig: {
    title: 'Assistenten-Konfiguration',
    intro: 'So meldet sich Ihr KI-Telefonassistent, das weiß er, und dorthin leitet er Anliegen weiter.',
  },
} as const;
