/**
 * The German notification mail to the sales inbox about a new contact or demo request
 * (services/src/use-cases/notification-mail.ts): subject, greeting, the field labels and the hint.
 */
export const notificationMailTexts = {
  subject: { contact: 'Neue Kontaktanfrage', demo: 'Neue Demo-Anfrage' },
  greeting: 'Hallo,',
  intro: {
    contact: 'über das Kontaktformular der Website ist eine neue Anfrage eingegangen.',
    demo: 'über die Website ist eine neue Demo-Anfrage eingegangen.',
  },
  labels: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Firma',
    servicePreference: 'Leistungswunsch',
    source: 'Quelle',
    requestType: 'Anfragetyp',
    pipedriveId: 'Pipedrive-ID',
    pipedriveLink: 'Pipedrive-Link',
    message: 'Nachricht',
  },
  /** The Pipedrive id of a request the CRM sync has not reached yet. */
  notSynced: 'noch nicht synchronisiert',
  /** In place of a field the request left empty. */
  empty: '–',
  replyHint: 'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
} as const;
