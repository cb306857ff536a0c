/**
 * The HMAC key that signs the proof-of-work challenges: ALTCHA_HMAC_KEY (local) or, on AWS, the
 * Secrets Manager secret the stack generates (ALTCHA_HMAC_KEY_SECRET_ARN), read through the secrets
 * extension and kept for KEY_CACHE_MS. After a rotation (docs/operations.md) challenges signed with the
 * old key are refused once the cache runs out; the forms then fetch a fresh challenge and keep their values.
 */
import { ALTCHA_HMAC_KEY_ENV, ALTCHA_HMAC_KEY_SECRET_ARN_ENV } from '@rufbereit/shared';
import { ConfigError, altchaHmacKeySource } from '../config';
import { extensionReader, type SecretStageReader } from './secrets-extension';

/** Shorter keys would make the signature guessable offline. */
const MIN_KEY_LENGTH = 32;
/** How long a read key is used (the extension caches it as well). */
export const KEY_CACHE_MS = 5 * 60_000;

let cached: { key: string; secretId: string; until: number } | undefined;

export async function altchaHmacKey(read: SecretStageReader = extensionReader, now: () => number = Date.now): Promise<string> {
  const { plain, secretId } = altchaHmacKeySource();
  let key = plain;
  if (!key && secretId) {
    if (!cached || cached.secretId !== secretId || now() >= cached.until) {
      const value = (await read(secretId, 'AWSCURRENT'))?.trim();
      if (value) cached = { key: value, secretId, until: now() + KEY_CACHE_MS };
    }
    key = cached?.secretId === secretId ? cached.key : undefined;
  }
  if (!key) throw new ConfigError(`Neither ${ALTCHA_HMAC_KEY_ENV} nor ${ALTCHA_HMAC_KEY_SECRET_ARN_ENV} is set`);
  if (key.length < MIN_KEY_LENGTH) throw new ConfigError(`The ALTCHA HMAC key must have at least ${MIN_KEY_LENGTH} characters`);
  return key;
}
