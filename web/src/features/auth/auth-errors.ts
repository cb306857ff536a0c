import { SIGN_UP_PROOF_REFUSED, authMessages, spamMessages } from '@rufbereit/shared';

/** The pool's pre-sign-up trigger refused the sign-up's proof of work (missing, expired or used). */
export const isProofOfWorkRefusal = (error: unknown): boolean =>
  errorName(error) === 'UserLambdaValidationException' && error instanceof Error && error.message.includes(SIGN_UP_PROOF_REFUSED);

/** The name Cognito or Amplify gives an error (`__type` of Cognito's answer, Amplify's own names). */
export const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');

/**
 * Every error a user can meet while signing in, signing up or resetting a password, in German —
 * never Cognito's English text. Unknown accounts read like wrong passwords (no account probing).
 */
export function germanAuthError(error: unknown): string {
  const name = errorName(error);
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return authMessages.userDisabled;
      if (/session/i.test(message)) return authMessages.sessionExpired;
      if (/attempts exceeded/i.test(message)) return authMessages.tooManyAttempts;
      return authMessages.invalidCredentials;
    case 'UserNotFoundException':
      return authMessages.invalidCredentials;
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return authMessages.alreadyRegistered;
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return authMessages.codeMismatch;
    case 'ExpiredCodeException':
      return authMessages.codeExpired;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return authMessages.tooManyAttempts;
    case 'InvalidPasswordException':
    case 'PasswordHistoryPolicyViolationException':
      return authMessages.passwordPolicy;
    case 'UserNotConfirmedException':
      return authMessages.userNotConfirmed;
    case 'UserLambdaValidationException':
      return isProofOfWorkRefusal(error) ? spamMessages.challengeFailed : authMessages.unexpected;
    case 'InvalidParameterException':
      return /email/i.test(message) ? authMessages.invalidEmail : authMessages.unexpected;
    case 'EmptySignInUsername':
    case 'EmptySignInPassword':
    case 'EmptySignUpUsername':
    case 'EmptySignUpPassword':
      return authMessages.emailAndPasswordRequired;
    case 'EmptyResetPasswordUsername':
      return authMessages.emailRequired;
    case 'EmptyConfirmSignInChallengeResponse':
    case 'EmptyConfirmSignUpCode':
      return authMessages.codeFormat;
    case 'NetworkError':
      return authMessages.network;
    default:
      return error instanceof TypeError ? authMessages.network : authMessages.unexpected;
  }
}
