import { afterEach, describe, expect, it } from 'vitest';
import { ALTCHA_HMAC_KEY_ENV, ALTCHA_HMAC_KEY_SECRET_ARN_ENV } from '@rufbereit/shared';
import { KEY_CACHE_MS, altchaHmacKey } from './altcha-hmac-key';
import type { SecretStageReader } from './secrets-extension';

const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:AltchaHmacKey-abc';

afterEach(() => {
  delete process.env[ALTCHA_HMAC_KEY_ENV];
  delete process.env[ALTCHA_HMAC_KEY_SECRET_ARN_ENV];
});

describe('the ALTCHA HMAC key', () => {
  it('is read from the generated secret (current version) and kept for a while, then read again (rotation)', async () => {
    process.env[ALTCHA_HMAC_KEY_SECRET_ARN_ENV] = arn;
    let value = 'a'.repeat(64);
    const reads: string[] = [];
    const read: SecretStageReader = (secretId, stage) => {
      reads.push(`${secretId} ${stage}`);
      return Promise.resolve(value);
    };
    let clock = 1_000_000;
    expect(await altchaHmacKey(read, () => clock)).toBe(value);
    value = 'b'.repeat(64);
    clock += KEY_CACHE_MS - 1;
    expect(await altchaHmacKey(read, () => clock)).toBe('a'.repeat(64));
    clock += 1;
    expect(await altchaHmacKey(read, () => clock)).toBe('b'.repeat(64));
    expect(reads).toEqual([`${arn} AWSCURRENT`, `${arn} AWSCURRENT`]);
  });

  it('prefers the plain value (local) and refuses a missing or short key', async () => {
    process.env[ALTCHA_HMAC_KEY_ENV] = 'c'.repeat(40);
    expect(await altchaHmacKey(() => Promise.reject(new Error('not read')))).toBe('c'.repeat(40));
    process.env[ALTCHA_HMAC_KEY_ENV] = 'kurz';
    await expect(altchaHmacKey()).rejects.toThrow(/at least 32/);
    delete process.env[ALTCHA_HMAC_KEY_ENV];
    await expect(altchaHmacKey()).rejects.toThrow(/Neither ALTCHA_HMAC_KEY nor ALTCHA_HMAC_KEY_SECRET_ARN/);
  });
});
