/**
 * The German mails of an intro call (services/src/use-cases/intro-call-mail.ts and
 * intro-call-cancellation-mail.ts): the visitor's confirmation and sales' invitation with their calendar
 * entries, and the calendar cancellations. Values (names, times, addresses) come in as arguments, already
 * escaped where the caller writes HTML.
 */
import { INTRO_CALL_MINUTES } from '../common/limits';
import { siteSettings } from '../common/site-settings';

const brand = siteSettings.brandName;

/** A line of sales' texts: `Name: Ann`. */
const labelled = (label: string, value: string): string => `${label}: ${value}`;

export const introCallMailTexts = {
  attachmentName: 'kennenlerngespraech.ics',
  /** The visitor's calendar entry. */
  eventSummary: `Kennenlerngespräch mit ${brand} (${INTRO_CALL_MINUTES} Minuten)`,
  eventDescription: (phone: string, cancelUrl: string) => `Wir rufen Sie unter ${phone} an.\nAbsagen: ${cancelUrl}`,
  subject: (when: string) => `Ihr Kennenlerngespräch mit ${brand} am ${when}`,
  greeting: (name: string) => `Guten Tag ${name},`,
  thanks: (when: string, phone: string) =>
    `vielen Dank für Ihre Buchung. Wir rufen Sie am ${when} unter ${phone} an; das Gespräch dauert ${INTRO_CALL_MINUTES} Minuten.`,
  invitationAttached: 'Die Einladung für Ihren Kalender finden Sie im Anhang.',
  notSuitable: 'Passt der Termin doch nicht?',
  cancelHere: (cancelUrl: string) => `Hier können Sie ihn absagen: ${cancelUrl}`,
  cancelLink: 'Termin absagen',
  signature: (brandName: string) => `Ihr Team von ${brandName}`,
  /** Sales as the attendee of its own calendar entries. */
  salesAttendeeName: `Vertrieb ${brand}`,
  sales: {
    subject: (name: string, when: string) => `Kennenlerngespräch gebucht: ${name}, ${when}`,
    booked: (when: string) => `Kennenlerngespräch gebucht: ${when} (${INTRO_CALL_MINUTES} Minuten)`,
    name: (name: string) => labelled('Name', name),
    company: (company: string) => labelled('Firma', company),
    email: (email: string) => labelled('E-Mail', email),
    phone: (phone: string) => labelled('Telefon', phone),
    contactRequest: (contactId: string) => labelled('Kontaktanfrage', contactId),
    withoutContactRequest: 'Ohne Kontaktanfrage gebucht',
    booking: (bookingId: string) => labelled('Buchung', bookingId),
    staffCalendar: (url: string) => labelled('Kalender des Teams', url),
    /** Sales' calendar entry. */
    eventSummary: (name: string) => `Kennenlerngespräch: ${name} (${INTRO_CALL_MINUTES} Minuten)`,
    call: (name: string) => labelled('Anrufen', name),
    cancelOrMove: (url: string) => labelled('Absagen oder verschieben im Kalender des Teams', url),
  },
} as const;

export const introCallCancellationMailTexts = {
  attachmentName: 'kennenlerngespraech-abgesagt.ics',
  /** The visitor's calendar cancellation. */
  eventSummary: `Abgesagt: Kennenlerngespräch mit ${brand} (${INTRO_CALL_MINUTES} Minuten)`,
  eventDescription: 'Der Termin wurde abgesagt.',
  subject: (when: string) => `Abgesagt: Ihr Kennenlerngespräch mit ${brand} am ${when}`,
  cancelledByStaff: (when: string) =>
    `leider müssen wir Ihr Kennenlerngespräch am ${when} absagen. Mit dem Anhang verschwindet der Termin auch aus Ihrem Kalender.`,
  cancelledByVisitor: (when: string) => `Ihr Kennenlerngespräch am ${when} ist abgesagt. Mit dem Anhang verschwindet der Termin auch aus Ihrem Kalender.`,
  bookAgain: (url: string) => `Einen neuen Termin können Sie jederzeit buchen: ${url}`,
  sales: {
    /** Why the call will not happen, as sales reads it. */
    reasons: {
      visitor: 'Die Person hat den Termin über den Link in ihrer Bestätigung abgesagt.',
      staff: 'Der Termin wurde im Kalender des Teams abgesagt.',
      erasure: 'Der Termin ist entfallen: Die Daten der Person wurden auf ihren Wunsch gelöscht (DSGVO).',
    },
    /** The calendar entry's title; after an erasure without the person. */
    title: (person?: string) => (person ? `Kennenlerngespräch: ${person}` : 'Kennenlerngespräch'),
    eventSummary: (title: string) => `Abgesagt: ${title} (${INTRO_CALL_MINUTES} Minuten)`,
    cancelled: (when: string) => `Kennenlerngespräch abgesagt: ${when}`,
    subject: (when: string, person?: string) => (person ? `Abgesagt: Kennenlerngespräch ${person}, ${when}` : `Abgesagt: Kennenlerngespräch am ${when}`),
  },
} as const;
