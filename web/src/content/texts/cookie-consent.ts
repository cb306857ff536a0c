/** The cookie consent layer's texts, and each category's label and description. */
export const consentCategoryTexts = {
  necessary: {
    label: 'Notwendig',
    description: 'Für den Betrieb der Website erforderlich, zum Beispiel um Ihre Auswahl hier zu speichern. Immer aktiv.',
  },
  statistics: {
    label: 'Statistik',
    description:
      'Hilft uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können. Statistik-Dienste Dritter setzen wir nicht ein. Ohne Einwilligung zählen wir nur auf eigenen Servern Seitenaufrufe und einige Klicks als Tagessummen und merken uns zu einer Anfrage, über welche Seite und Kampagne Sie am selben Tag kamen – ohne Cookies, ohne Speicher in Ihrem Browser und ohne Ihre IP-Adresse zu speichern (Datenschutzerklärung, Abschnitt 7).',
  },
  marketing: {
    label: 'Marketing',
    description: 'Ermöglicht personalisierte Werbung auf anderen Websites. Derzeit setzen wir keine Marketing-Dienste ein.',
  },
} as const;

export const consentTexts = {
  title: 'Cookie-Einstellungen',
  description:
    'Wir verwenden nur technisch notwendige Cookies und Speicher. Statistik-Dienste Dritter und Marketing-Dienste setzen wir ausschließlich mit Ihrer Einwilligung ein. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß ändern.',
  privacyLink: 'Datenschutzerklärung',
  acceptAll: 'Alle akzeptieren',
  necessaryOnly: 'Nur notwendige',
  saveSelection: 'Auswahl speichern',
  close: 'Schließen',
} as const;
