/** German texts of signing in, signing up, the account screens, the user administration and Cognito's mails. */
import { apiMessages } from '../api/api-messages';
import { siteSettings } from '../common/site-settings';
import { PASSWORD_POLICY, TOTP_CODE_LENGTH } from '../common/limits';
import { CHANGE_NOT_SAVED_MESSAGE, INVALID_EMAIL_MESSAGE } from '../common/common-messages';

/** What the policy asks for beyond "at least" (the sign-up hint and the policy error say the same). */
const POLICY_REQUIREMENTS = `${PASSWORD_POLICY.minLength} Zeichen, mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen`;

/** German texts of the sign-in screens: the specification's verbatim, plus ours for what it leaves open. */
export const authMessages = {
  loginTitle: 'Admin Login',
  /** Ours: the heading of `/auth`, where customers sign in (the spec's 'Admin Login' is `/login`'s). */
  customerLoginTitle: 'Anmeldung',
  loginNotice:
    'Der Zugang ist auf autorisierte Mitarbeitende beschränkt. Kundinnen und Kunden registrieren sich über das Demo-Formular.',
  signUpTitle: 'Registrierung',
  resetTitle: 'Passwort zurücksetzen',
  /** Sign-up hint: the real minimum instead of the old product's 'Mindestens 6 Zeichen'. */
  passwordHint: `Mindestens ${POLICY_REQUIREMENTS}`,
  emailAndPasswordRequired: 'Bitte geben Sie E-Mail und Passwort ein.',
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  invalidCredentials: 'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
  alreadyRegistered: 'Diese E-Mail-Adresse ist bereits registriert. Bitte loggen Sie sich stattdessen ein.',
  noUserData: 'Keine Benutzerdaten erhalten',
  profileFailed: 'Fehler beim Abrufen des Benutzerprofils',
  noProfile: 'Kein Benutzerprofil gefunden. Bitte kontaktieren Sie den Support.',
  accessDenied: apiMessages.forbidden,
  mustBeSignedIn: 'Sie müssen eingeloggt sein, um diese Aktion durchzuführen.',
  signInRequired: 'Anmeldung erforderlich',
  // Ours: Cognito errors a user can meet, never shown in English.
  codeMismatch: 'Der Code ist falsch. Bitte geben Sie den aktuellen Code ein.',
  codeExpired: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
  sessionExpired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  passwordPolicy: `Das Passwort erfüllt die Anforderungen nicht: mindestens ${POLICY_REQUIREMENTS}.`,
  userNotConfirmed: 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code aus unserer E-Mail ein.',
  userDisabled: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  codeFormat: `Bitte geben Sie den ${TOTP_CODE_LENGTH}-stelligen Code ein.`,
  unknownUser: 'Zu dieser E-Mail-Adresse gibt es kein Konto.',
  network: 'Keine Verbindung zum Anmeldedienst. Bitte prüfen Sie Ihre Internetverbindung.',
  unexpected: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
} as const;

/** Toasts of the sign-in screens (titles verbatim from the specification). */
export const authToasts = {
  loginSuccess: 'Erfolgreich eingeloggt',
  loginFailed: 'Fehler beim Login',
  signUpSuccess: 'Registrierung erfolgreich',
  signUpFailed: 'Fehler bei der Registrierung',
  resetSent: { title: 'E-Mail versendet', description: 'Bitte überprüfen Sie Ihren Posteingang für weitere Anweisungen.' },
  resetFailed: 'Fehler beim Zurücksetzen',
  // Ours.
  signedOut: 'Sie wurden abgemeldet.',
  passwordChanged: 'Passwort geändert',
} as const;

/**
 * The mails Cognito sends. The pool's templates (`verification*`, `invitation*`) are Cognito's
 * fallback; sign-up and password reset get their own texts from the CustomMessage trigger on AWS
 * (services/src/handlers/cognito-custom-message.ts) and from the local stand-in, both through
 * `cognitoCodeMail`, with links to the site the account belongs to.
 */
export const cognitoMail = {
  verificationSubject: `Ihr Bestätigungscode für ${siteSettings.brandName}`,
  /** `{####}` is where Cognito puts the code. */
  verificationBody: (code: string) => `Ihr Bestätigungscode lautet ${code}.`,
  signUpSubject: `Bitte bestätigen Sie Ihre Registrierung bei ${siteSettings.brandName}`,
  signUpBody: (code: string, siteUrl: string) =>
    `Guten Tag,<br><br>vielen Dank für Ihre Registrierung bei ${siteSettings.brandName}. Ihr Bestätigungscode lautet ${code}.<br><br>` +
    `Geben Sie ihn auf der Anmeldeseite ein, um Ihre E-Mail-Adresse zu bestätigen: ${siteUrl}/auth<br><br>` +
    'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  resetSubject: `Ihr Code zum Zurücksetzen des Passworts bei ${siteSettings.brandName}`,
  resetBody: (code: string, siteUrl: string) =>
    `Guten Tag,<br><br>Ihr Code zum Zurücksetzen des Passworts lautet ${code}.<br><br>` +
    `Geben Sie ihn hier ein und legen Sie ein neues Passwort fest: ${siteUrl}/auth/reset-password<br><br>` +
    'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  invitationSubject: `Ihr Zugang zu ${siteSettings.brandName}`,
  invitationBody: (username: string, code: string) =>
    `Guten Tag,<br><br>für Sie wurde ein Zugang zum Verwaltungsbereich von ${siteSettings.brandName} angelegt.<br>` +
    `Benutzername: ${username}<br>Vorläufiges Passwort: ${code}<br><br>` +
    'Bitte melden Sie sich an, legen Sie ein neues Passwort fest und richten Sie die Zwei-Faktor-Authentifizierung ein.',
} as const;

export const adminUserMessages = {
  cannotRevokeSelf: 'Sie können sich die Administratorrechte nicht selbst entziehen.',
  cannotGrantSelf: 'Sie können sich die Administratorrechte nicht selbst vergeben.',
  userNotFound: 'Benutzer nicht gefunden',
  granted: 'Administratorrechte vergeben',
  revoked: 'Administratorrechte entzogen',
  grantFailed: CHANGE_NOT_SAVED_MESSAGE,
} as const;
