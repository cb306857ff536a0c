import * as z from 'zod/mini';
import { siteSettings } from './site-settings';
import { INVALID_EMAIL_MESSAGE } from '../messages/common';

/**
 * Sign-in contracts: the password policy (read by the Cognito pool, the local stand-in and the
 * forms), the German messages of the sign-in screens, the runtime configuration the browser reads,
 * and the answers of the account API routes.
 */

/**
 * The real password rule. The specification's old product asked for 6 characters; the user pool
 * asks for 12 with every character class (security over an old string, docs/decisions/0004-sign-in-and-accounts.md).
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's symbol class: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** What a password lacks under the policy, as German phrases (empty when it conforms). */
export function passwordPolicyGaps(password: string): string[] {
  const gaps: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength) gaps.push(`mindestens ${PASSWORD_POLICY.minLength} Zeichen`);
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) gaps.push('einen Kleinbuchstaben');
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) gaps.push('einen Großbuchstaben');
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password)) gaps.push('eine Ziffer');
  if (PASSWORD_POLICY.requireSymbols && !SYMBOL.test(password)) gaps.push('ein Sonderzeichen');
  return gaps;
}

/** What the policy asks for beyond "at least" (the sign-up hint and the policy error say the same). */
const POLICY_REQUIREMENTS = `${PASSWORD_POLICY.minLength} Zeichen, mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen`;

/** Six-digit codes of an authenticator app (RFC 6238 defaults, what Cognito's TOTP uses). */
export const TOTP_CODE_LENGTH = 6;
/** The issuer an authenticator app shows next to the account. */
export const TOTP_ISSUER = siteSettings.brandName;

/**
 * Token lifetimes of the web app client on AWS. Access and ID tokens are short so that the refresh
 * path (which Cognito refuses for a disabled or globally signed-out account) runs every 15 minutes;
 * the API does not rely on this for admin routes, which confirm the group against the pool.
 */
export const TOKEN_LIFETIMES = {
  accessTokenMinutes: 15,
  idTokenMinutes: 15,
  refreshTokenDays: 30,
} as const;

/**
 * How long an admin function keeps the user pool's answer "this account is an enabled admin" before
 * asking again (per function instance). Revoking the group or disabling the account takes effect on
 * every admin route within this time.
 */
export const ADMIN_STANDING_CACHE_SECONDS = 10;

/** Session upkeep in the browser (the specification leaves tick and threshold open: ours). */
export const SESSION_TIMING = {
  /** How often the tab checks whether the tokens need refreshing while it is visible. */
  checkIntervalMs: 60_000,
  /** Refresh when the access token expires within this window. */
  refreshBeforeExpiryMs: 5 * 60_000,
} as const;

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
  accessDenied: 'Zugriff verweigert. Diese Anwendung ist nur für Administratoren zugänglich.',
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

/** The sign-in form: both fields required (one message for both, as the specification has it); e-mail trimmed. */
const signInEmail = z.string().check(z.trim(), z.minLength(1, authMessages.emailAndPasswordRequired));
const signInPassword = z.string().check(z.minLength(1, authMessages.emailAndPasswordRequired));
export const credentialsSchema = z.object({ email: signInEmail, password: signInPassword });
/** The password-reset request: e-mail only. */
export const resetRequestSchema = z.object({ email: z.string().check(z.trim(), z.minLength(1, authMessages.emailRequired)) });
/** Six digits of an authenticator app or of a mailed confirmation code. */
const oneTimeCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, authMessages.codeFormat));
export const oneTimeCodeSchema = z.object({ code: oneTimeCode });
/** A new password under the policy. */
const newPassword = z.string().check(z.refine((value) => passwordPolicyGaps(value).length === 0, authMessages.passwordPolicy));
/** Setting a new password (first sign-in with a temporary password). */
export const newPasswordSchema = z.object({ password: newPassword });
/** The reset page: e-mail, the mailed code and the new password. */
export const resetPasswordFormSchema = z.object({ email: signInEmail, code: oneTimeCode, password: newPassword });

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

/**
 * The code mail for a Cognito message source (the trigger's `CustomMessage_{source}` without the
 * prefix): sign-up (and its resend) and password reset get their own text; any other source the
 * pool's verification template. undefined: leave Cognito's message as it is (the invitation).
 */
export function cognitoCodeMail(source: string, code: string, siteUrl: string): { subject: string; html: string } | undefined {
  if (source === 'SignUp' || source === 'ResendCode') return { subject: cognitoMail.signUpSubject, html: cognitoMail.signUpBody(code, siteUrl) };
  if (source === 'ForgotPassword') return { subject: cognitoMail.resetSubject, html: cognitoMail.resetBody(code, siteUrl) };
  if (source === 'AdminCreateUser') return undefined;
  return { subject: cognitoMail.verificationSubject, html: cognitoMail.verificationBody(code) };
}

/**
 * `/runtime-config.json`: what the browser needs to sign in, written by the stack on AWS and by
 * `npm start` locally, so one bundle runs in both. `cognitoEndpoint` is set only locally.
 */
const nonEmpty = z.string().check(z.minLength(1));
export const runtimeConfigSchema = z.object({
  region: nonEmpty,
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  /** SRP on AWS; USER_PASSWORD_AUTH against the local stand-in, which has no SRP. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  cognitoEndpoint: z.optional(z.string().check(z.regex(/^https?:\/\/\S+$/))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** `GET /api/me`. */
export interface MeResponse {
  id: string;
  email: string;
  groups: string[];
  isAdmin: boolean;
  mfaEnabled: boolean;
}

/** One account in `GET /api/admin/users`. */
export interface AdminUserSummary {
  id: string;
  email: string;
  isAdmin: boolean;
  mfaEnabled: boolean;
  /** Cognito's status: CONFIRMED, UNCONFIRMED, FORCE_CHANGE_PASSWORD, … */
  status: string;
  enabled: boolean;
  createdAt: string | null;
}
/** One page of `GET /api/admin/users` (ADMIN_LIST_PAGE_SIZE accounts, `?cursor=` for the next). */
export interface AdminUsersResponse {
  users: AdminUserSummary[];
  nextCursor?: string;
}

/** Path parameter of the admin-group routes: Cognito usernames are UUIDs or e-mail addresses. */
export const userIdParamSchema = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w.@+-]+$/));
/** Path parameters of the admin-group routes. */
export const userIdParamsSchema = z.object({ id: userIdParamSchema });

export const adminUserMessages = {
  cannotRevokeSelf: 'Sie können sich die Administratorrechte nicht selbst entziehen.',
  cannotGrantSelf: 'Sie können sich die Administratorrechte nicht selbst vergeben.',
  userNotFound: 'Benutzer nicht gefunden',
  granted: 'Administratorrechte vergeben',
  revoked: 'Administratorrechte entzogen',
  grantFailed: 'Die Änderung konnte nicht gespeichert werden.',
} as const;
