import { describe, expect, it } from 'vitest';
import { authMessages } from '@rufbereit/shared';
import { germanAuthError } from './auth-errors';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('germanAuthError', () => {
  it('maps every Cognito error a user can meet to German', () => {
    expect(germanAuthError(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(authMessages.invalidCredentials);
    expect(germanAuthError(named('UserNotFoundException'))).toBe(authMessages.invalidCredentials);
    expect(germanAuthError(named('NotAuthorizedException', 'User is disabled.'))).toBe(authMessages.userDisabled);
    expect(germanAuthError(named('NotAuthorizedException', 'Invalid session for the user, session is expired.'))).toBe(authMessages.sessionExpired);
    expect(germanAuthError(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(authMessages.tooManyAttempts);
    expect(germanAuthError(named('UsernameExistsException'))).toBe(authMessages.alreadyRegistered);
    expect(germanAuthError(named('CodeMismatchException'))).toBe(authMessages.codeMismatch);
    expect(germanAuthError(named('EnableSoftwareTokenMFAException'))).toBe(authMessages.codeMismatch);
    expect(germanAuthError(named('ExpiredCodeException'))).toBe(authMessages.codeExpired);
    expect(germanAuthError(named('LimitExceededException'))).toBe(authMessages.tooManyAttempts);
    expect(germanAuthError(named('TooManyFailedAttemptsException'))).toBe(authMessages.tooManyAttempts);
    expect(germanAuthError(named('InvalidPasswordException'))).toBe(authMessages.passwordPolicy);
    expect(germanAuthError(named('UserNotConfirmedException'))).toBe(authMessages.userNotConfirmed);
    expect(germanAuthError(new TypeError('Failed to fetch'))).toBe(authMessages.network);
  });

  it('never passes an unknown English message through', () => {
    expect(germanAuthError(named('SomethingNewException', 'Something went wrong'))).toBe(authMessages.unexpected);
    expect(germanAuthError('boom')).toBe(authMessages.unexpected);
  });
});
