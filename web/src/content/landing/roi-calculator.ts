/** Copy of the landing page's ROI calculator. */
export const roiTexts = {
  eyebrow: 'ROI-Rechner',
  title: 'Was bringt Ihnen der KI-Telefonassistent?',
  intro: 'Rechnen Sie selbst: Wie viel Umsatz holen Sie zurück, wenn kein Anruf mehr verloren geht – und was kostet das?',
  formLabel: 'Angaben zu Ihrem Betrieb',
  assumptions: 'Annahmen: 52 Wochen auf 12 Monate verteilt; Kosten nur für die zusätzlich angenommenen Gespräche.',
  fields: {
    missedCallsPerWeek: {
      label: 'Verpasste Anrufe pro Woche',
      hint: 'Anrufe, die heute niemand annimmt: besetzt, nach Feierabend, während der Behandlung.',
    },
    appointmentValueEur: { label: 'Durchschnittlicher Terminwert (€)', hint: 'Was ein Termin im Schnitt einbringt.' },
    bookingRatePercent: { label: 'Anteil der Anrufer, die buchen (%)', hint: 'Wie viele Anrufer am Ende einen Termin vereinbaren.' },
    callMinutes: {
      label: 'Durchschnittliche Gesprächsdauer (Minuten)',
      hint: (claimedMinutes: number): string => `Ein Anruf ist mit dem Assistenten meist in unter ${claimedMinutes} Minuten erledigt.`,
    },
  },
  results: {
    title: 'Ihr Ergebnis pro Monat',
    recovered: 'Zurückgewonnener Umsatz pro Monat',
    cost: 'Kosten des KI-Telefonassistenten pro Monat',
    /** Under the cost: at which price per minute. */
    atPrice: (min: string, max: string): string => `bei ${min} bis ${max} pro Minute`,
    net: 'Ihr Nettonutzen pro Monat',
    loss: 'Mit diesen Angaben übersteigen die Kosten den zurückgewonnenen Umsatz.',
    summary: (calls: string, bookings: string, minutes: string): string =>
      `Entspricht rund ${calls} angenommenen Anrufen, ${bookings} gebuchten Terminen und ${minutes} Gesprächsminuten pro Monat.`,
  },
} as const;

/** What the calculator says about a value it corrects. */
export const roiMessages = {
  required: 'Bitte geben Sie eine Zahl ein.',
  invalid: 'Bitte geben Sie eine gültige Zahl ein.',
  negative: 'Der Wert darf nicht negativ sein. Wir rechnen mit 0.',
  tooSmall: (min: string) => `Der Wert muss mindestens ${min} betragen. Wir rechnen mit ${min}.`,
  tooLarge: (max: string) => `Der Wert darf höchstens ${max} betragen. Wir rechnen mit ${max}.`,
} as const;
