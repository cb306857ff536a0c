import * as z from 'zod/mini';
import { siteSettings } from '../common/site-settings';
import { authMessages, cognitoMail } from './auth-messages';
import { PASSWORD_POLICY } from '../common/limits';
import { trialMessages } from './trial-messages';
import { pagePath } from '../site/site-routes';

/**
 * Sign-in contracts: the password policy (read by the Cognito pool, the local stand-in and the
 * forms, limits.ts), the runtime configuration the browser reads (the texts: auth-messages.ts),
 * and the answers of the account API routes.
 */

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
 * The code mail for a Cognito message source (the trigger's `CustomMessage_{source}` without the
 * prefix): sign-up (and its resend) and password reset get their own text; any other source the
 * pool's verification template. undefined: leave Cognito's message as it is (the invitation).
 */
/**
 * ClientMetadata the trial route hands to AdminCreateUser: Cognito passes it to the CustomMessage
 * trigger (and the local stand-in to its mailer), which then sends the trial invitation with the
 * sign-in link. Invitations without it (staff, `npm run create-admin`) keep the pool's template.
 */
export const TRIAL_INVITATION_METADATA = { invitation: 'trial' } as const;

export function cognitoCodeMail(
  source: string,
  code: string,
  siteUrl: string,
  invitation?: { username: string; clientMetadata?: Record<string, string> },
): { subject: string; html: string } | undefined {
  if (source === 'AdminCreateUser' && invitation?.clientMetadata?.invitation === TRIAL_INVITATION_METADATA.invitation) {
    return { subject: trialMessages.invitationSubject, html: trialMessages.invitationBody(invitation.username, code, `${siteUrl}${pagePath('auth')}`) };
  }
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
  /** An account created with 'Testzugang einrichten': when its trial ends (ISO). */
  trialEndsAt?: string;
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

