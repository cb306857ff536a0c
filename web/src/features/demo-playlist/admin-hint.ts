/**
 * Whether this browser holds a Cognito session at all: only then does the playlist load the sign-in
 * code to ask whether the account is an admin, so visitors never download it.
 */
export { hasStoredSession as mayBeSignedIn } from '../auth/stored-session';
