/**
 * The user pool's one trigger function (one Lambda for both triggers keeps the stack under its
 * resource ceiling): Cognito calls it with `triggerSource` naming the trigger.
 * - CustomMessage_*: the German sign-up and password-reset mails (cognito-custom-message.ts).
 * - PreSignUp_*: a self sign-up (SignUp, called by the browser straight at Cognito) must carry a
 *   solved, unused proof-of-work challenge in its ClientMetadata, like the public form routes. Accounts
 *   created by staff or the admin script (AdminCreateUser) are no self sign-ups and pass. A thrown
 *   error makes Cognito refuse the sign-up (UserLambdaValidationException) and create nothing.
 * Env: SITE_URL; TABLE_IDEMPOTENCY (replay store); ALTCHA_HMAC_KEY_SECRET_ARN (AWS) or ALTCHA_HMAC_KEY (local).
 */
import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { SIGN_UP_PROOF_METADATA_KEY, SIGN_UP_PROOF_REFUSED, metricNames } from '@rufbereit/shared';
import { publicSiteUrl } from '../config';
import { triggerChain } from '../http/lambda-chains';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { acceptProofOnce } from '../spam/one-time-proof';
import { customMessage } from './cognito-custom-message';

export async function checkSignUpProof(event: PreSignUpTriggerEvent, now = new Date()): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const proof = await acceptProofOnce(event.request.clientMetadata?.[SIGN_UP_PROOF_METADATA_KEY], now);
  if (!proof.accepted) {
    logger.info('Proof of work refused', { route: 'signUp', reason: proof.reason });
    countMetric(metricNames.proofOfWorkRejected);
    throw new Error(SIGN_UP_PROOF_REFUSED);
  }
  return event;
}

type TriggerEvent = PreSignUpTriggerEvent | CustomMessageTriggerEvent;
const isPreSignUp = (event: TriggerEvent): event is PreSignUpTriggerEvent => event.triggerSource.startsWith('PreSignUp_');

/** Both triggers on the trigger chain (../http/lambda-chains.ts): Lambda context in the logs, the proof's metrics written once it ends. */
export const handler = triggerChain<TriggerEvent>().handler(async (event) =>
  isPreSignUp(event) ? checkSignUpProof(event) : customMessage(event, publicSiteUrl()),
);
