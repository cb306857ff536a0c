import { siteSettings } from '../common/site-settings';
import { TRIAL_DAYS } from '../common/constants';

/** The trial account staff start from a demo request (issue 39, item 2). */
export const trialMessages = {
  action: 'Testzugang einrichten',
  confirmQuestion: 'Testzugang einrichten?',
  confirmConsequence: (email: string) =>
    `Für ${email} wird ein Kundenkonto angelegt; die Einladung mit dem vorläufigen Passwort und dem Link zur Anmeldung geht per E-Mail hinaus. Der Testzeitraum dauert ${TRIAL_DAYS} Tage.`,
  started: 'Testzugang eingerichtet',
  pending: 'Der Testzugang wird gerade eingerichtet.',
  /** In the inbox's details and in the customer area. */
  endsAt: (date: string) => `Testzugang bis ${date}`,
  account: (email: string) => `Kundenkonto: ${email}`,
  accountExists: 'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto. Es wurde kein neues angelegt.',
  notDemoRequest: 'Einen Testzugang gibt es nur zu einer Demo-Anfrage.',
  failed: 'Der Testzugang konnte nicht eingerichtet werden.',
  /** The CRM deal's note (services/src/use-cases/trial-crm-note.ts). */
  crmNote: (email: string, endsAt: string) => `${TRIAL_DAYS}-tägiger Testzugang eingerichtet für ${email}, Testzeitraum bis ${endsAt}.`,
  /** How a customer signs in: the demo success page and the demo mails. */
  howToSignIn: `Nach Ihrer Demo richten wir Ihnen einen ${TRIAL_DAYS}-tägigen Testzugang ein. Sie erhalten dann eine E-Mail mit Ihrem vorläufigen Passwort und dem Link zur Anmeldung; beim ersten Anmelden legen Sie ein eigenes Passwort fest.`,
  /** Sales' mail about a new demo request: how the requester becomes a customer who signs in. */
  salesHint: `Zugang für die Kundin oder den Kunden: In der Verwaltung unter Kontakte › Demo-Anfragen › Details „Testzugang einrichten“ wählen. Das legt das Kundenkonto an und schickt die Einladung mit dem vorläufigen Passwort und dem Link zur Anmeldung; der Testzeitraum dauert ${TRIAL_DAYS} Tage.`,
  /** Cognito's invitation (template and CustomMessage trigger): `{username}` / `{####}` where Cognito puts them. */
  invitationSubject: `Ihr Testzugang zu ${siteSettings.brandName}`,
  invitationBody: (username: string, code: string, signInUrl: string) =>
    `Guten Tag,<br><br>für Sie wurde ein Testzugang zu ${siteSettings.brandName} eingerichtet: ${TRIAL_DAYS} Tage kostenlos.<br>` +
    `Benutzername: ${username}<br>Vorläufiges Passwort: ${code}<br><br>` +
    `Melden Sie sich hier an: ${signInUrl}<br>` +
    'Beim ersten Anmelden legen Sie ein eigenes Passwort fest und richten die Zwei-Faktor-Authentifizierung ein (eine Authenticator-App auf Ihrem Smartphone).<br><br>' +
    'Das vorläufige Passwort gilt drei Tage.',
} as const;
