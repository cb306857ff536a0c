/**
 * The German texts the CRM sync writes into Pipedrive for sales: the labels of the note on a request's
 * deal (services/src/use-cases/crm-texts.ts). The deal's title names the request's kind with
 * `requestKindLabels` (inbox-messages.ts).
 */
export const crmNoteLabels = {
  message: 'Nachricht',
  servicePreference: 'Leistungswunsch',
  company: 'Firma',
  phone: 'Telefon',
  email: 'E-Mail',
  privacyAccepted: 'Datenschutz akzeptiert',
  source: 'Quelle',
  requestType: 'Anfragetyp',
  yes: 'ja',
  no: 'nein',
  /** In place of a message the request did not have. */
  noMessage: '–',
} as const;
