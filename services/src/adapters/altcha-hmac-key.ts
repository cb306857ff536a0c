/**
 * The HMAC key that signs the proof-of-work challenges: ALTCHA_HMAC_KEY (local) or the SSM
 * SecureString named by ALTCHA_HMAC_KEY_PARAMETER (AWS), cached for 5 minutes by Powertools.
 */
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { ALTCHA_HMAC_KEY_ENV, ALTCHA_HMAC_KEY_PARAMETER_ENV } from '@rufbereit/shared';
import { ConfigError } from '../config';

/** Shorter keys would make the signature guessable offline. */
const MIN_KEY_LENGTH = 32;

export async function altchaHmacKey(): Promise<string> {
  const plain = process.env[ALTCHA_HMAC_KEY_ENV]?.trim();
  const parameter = process.env[ALTCHA_HMAC_KEY_PARAMETER_ENV]?.trim();
  const key = plain || (parameter ? await getParameter(parameter, { decrypt: true, maxAge: 300 }) : undefined);
  if (!key) throw new ConfigError(`Neither ${ALTCHA_HMAC_KEY_ENV} nor ${ALTCHA_HMAC_KEY_PARAMETER_ENV} is set`);
  if (key.length < MIN_KEY_LENGTH) throw new ConfigError(`The ALTCHA HMAC key must have at least ${MIN_KEY_LENGTH} characters`);
  return key;
}
