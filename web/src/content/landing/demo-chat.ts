/**
 * The sample conversation of the live demo chat. Plain strings without React so the end-to-end
 * test can import them too.
 */
export const demoChat = {
  badge: 'Live-Demo',
  title: 'KI-Assistent im Gespräch',
  callerLabel: 'Anrufer',
  assistantLabel: 'KI-Assistent',
  callerMessage: 'Hallo, haben Sie diese Woche noch freie Termine?',
  assistantMessage:
    'Guten Tag! Ja, diese Woche sind noch Termine frei: am Mittwoch um 10:00 Uhr, am Donnerstag um 14:30 Uhr und am Freitag um 9:00 Uhr. Welcher Termin passt Ihnen am besten?',
} as const;
