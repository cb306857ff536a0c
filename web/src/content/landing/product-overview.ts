/** Copy and sample data of the product overview (anchor #product-overview). Sample data is illustrative. */

export const productOverviewContent = {
  eyebrow: 'Produktübersicht',
  heading: 'Alles, was Ihre Telefonannahme braucht – in einer Lösung',
  intro:
    'Vom ersten Klingeln bis zur SMS-Bestätigung: Der KI-Telefonassistent nimmt Anrufe an, plant Termine und hält Ihr Team auf dem Laufenden.',
  cta: 'KI-Anruf testen',
  ctaTarget: 'test-agents',
} as const;

export const omnichannel = {
  title: 'Omnichannel-Kommunikation',
  description: 'Ihre Kunden erreichen Sie auf dem Weg, der ihnen am liebsten ist.',
  channels: [
    { title: 'Sprachanrufe', description: 'Natürliche Gespräche am Telefon – rund um die Uhr.' },
    { title: 'SMS & Messaging', description: 'Bestätigungen, Erinnerungen und Rückfragen per Nachricht.' },
  ],
} as const;

export interface CalendarStaff {
  name: string;
  role: string;
  /** Booked slots ("HH:MM"); the one booked by the assistant is highlighted. */
  booked: readonly string[];
  bookedByAssistant?: string;
}

/** Hourly slots from 09:00 to 17:00. */
export const CALENDAR_SLOTS: readonly string[] = Array.from({ length: 9 }, (_, i) => `${String(9 + i).padStart(2, '0')}:00`);

export const scheduling = {
  title: 'Intelligente Terminplanung',
  description:
    'Der Assistent kennt die Verfügbarkeit Ihres Teams, bucht freie Termine direkt in Ihren Kalender und verhindert Doppelbuchungen.',
  calendarCaption: 'Beispielkalender für Dienstag',
  timeColumn: 'Uhrzeit',
  bookedLabel: 'Gebucht',
  freeLabel: 'Frei',
  assistantLabel: 'Von der KI gebucht',
  staff: [
    { name: 'Sarah M.', role: 'Stylistin', booked: ['09:00', '10:00', '13:00', '15:00', '16:00'], bookedByAssistant: '10:00' },
    { name: 'Jonas K.', role: 'Stylist', booked: ['11:00', '12:00', '14:00', '17:00'], bookedByAssistant: '14:00' },
  ] satisfies readonly CalendarStaff[],
} as const;

export const integration = {
  title: 'Nahtlose Integration',
  description: 'Der Assistent arbeitet mit den Systemen, die Sie schon nutzen – ohne neue Hardware.',
  systems: ['Termin-Tool', 'Tierarzt-Praxissoftware', 'CRM-System', 'Team-App'],
} as const;

export interface NotificationSample {
  kind: 'booking' | 'callback' | 'sms';
  title: string;
  detail: string;
  time: string;
}

export const notifications = {
  title: 'Echtzeit-Benachrichtigungen',
  description: 'Per E-Mail erfahren Sie sofort von neuen Anrufen, Buchungen und Rückrufwünschen.',
  listLabel: 'Beispiele für Benachrichtigungen',
  samples: [
    { kind: 'booking', title: 'Neuer Termin gebucht', detail: 'Damenhaarschnitt, Dienstag 10:00 Uhr', time: 'vor 2\u202FMin.' },
    { kind: 'callback', title: 'Rückrufwunsch', detail: 'Frau Becker bittet um Rückruf zur Preisauskunft', time: 'vor 8\u202FMin.' },
    { kind: 'sms', title: 'SMS-Bestätigung versendet', detail: 'Terminbestätigung an Herrn Yilmaz', time: 'vor 15\u202FMin.' },
  ] satisfies readonly NotificationSample[],
} as const;

export const callFlow = {
  title: 'Individueller Gesprächsablauf',
  description: 'Legen Sie fest, wie Ihr Assistent durch das Gespräch führt.',
  steps: [
    'Begrüßung mit Spracherkennung',
    'Terminbuchung',
    'Kundendaten erfassen',
    'Abschluss mit SMS-Bestätigung und Zusammenfassung',
  ],
} as const;

export const benefitTiles = [
  { id: 'always-on', title: '24/7 erreichbar', description: 'Auch nachts, am Wochenende und an Feiertagen nimmt Ihr Assistent jeden Anruf an.' },
  { id: 'instant', title: 'Sofort startklar', description: 'Einrichtung ohne neue Hardware – Ihre Telefonnummer bleibt unverändert.' },
  { id: 'analytics', title: 'Business-Analytics', description: 'Statistiken zu Anrufen, Buchungen und Spitzenzeiten auf einen Blick.' },
] as const;
