import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type SignInOutput,
} from 'aws-amplify/auth';
import { SIGN_UP_PROOF_METADATA_KEY, TOTP_ISSUER } from '@rufbereit/shared';
import { ensureAmplify } from '../../lib/session/amplify-setup';
import { errorName } from './auth-errors';

/**
 * The steps of signing in, as the screens know them. Amplify's next steps map onto these; the pool
 * requires TOTP, so a first sign-in always passes through `totpSetup` and later ones through `totpCode`.
 */
export type FlowStep =
  | { kind: 'done' }
  | { kind: 'totpSetup'; secret: string; uri: string }
  | { kind: 'totpCode' }
  | { kind: 'confirmSignUp' }
  | { kind: 'newPassword' }
  | { kind: 'resetPassword' };

export function stepFrom(output: SignInOutput, email: string): FlowStep {
  const next = output.nextStep;
  switch (next.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return { kind: 'totpSetup', secret: next.totpSetupDetails.sharedSecret, uri: next.totpSetupDetails.getSetupUri(TOTP_ISSUER, email).toString() };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'totpCode' };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword' };
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' };
    default:
      // SMS, e-mail codes, custom challenges: the pool offers none of them.
      throw Object.assign(new Error(`Unsupported sign-in step ${next.signInStep}`), { name: 'UnsupportedSignInStep' });
  }
}

/** The pool's flow from the runtime configuration: SRP on AWS, USER_PASSWORD_AUTH locally. */
export async function startSignIn(email: string, password: string): Promise<FlowStep> {
  const config = await ensureAmplify();
  const attempt = () => signIn({ username: email, password, options: { authFlowType: config.authFlowType } });
  try {
    return stepFrom(await attempt(), email);
  } catch (error) {
    // Leftover tokens of an account whose profile could not be read: start over.
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return stepFrom(await attempt(), email);
  }
}

/** A TOTP code (enrolment or challenge) or a new password answers the current step. */
export async function answerChallenge(response: string, email: string): Promise<FlowStep> {
  await ensureAmplify();
  return stepFrom(await confirmSignIn({ challengeResponse: response }), email);
}

/** A self sign-up carries its solved proof of work in ClientMetadata (the pool's pre-sign-up trigger checks it). */
export async function startSignUp(email: string, password: string, proofOfWork: string | undefined): Promise<void> {
  await ensureAmplify();
  const clientMetadata = proofOfWork ? { [SIGN_UP_PROOF_METADATA_KEY]: proofOfWork } : undefined;
  await signUp({ username: email, password, options: { userAttributes: { email }, clientMetadata } });
}

export async function finishSignUp(email: string, code: string): Promise<void> {
  await ensureAmplify();
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** Sends the reset code. An unknown address looks the same as a known one (no account probing). */
export async function requestPasswordReset(email: string): Promise<void> {
  await ensureAmplify();
  try {
    await resetPassword({ username: email });
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

export async function finishPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await ensureAmplify();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
