import { describe, expect, it } from 'vitest';
import { ADMIN_STANDING_CACHE_SECONDS, TOKEN_LIFETIMES } from './auth';

describe('how long a revoked or disabled admin keeps access', () => {
  it('keeps the pool’s "enabled admin" answer for at most a minute (revocation takes effect on every admin route within it)', () => {
    expect(ADMIN_STANDING_CACHE_SECONDS).toBeGreaterThan(0);
    expect(ADMIN_STANDING_CACHE_SECONDS).toBeLessThanOrEqual(60);
  });

  it('lets access and ID tokens live 15 minutes at most, so the refresh (refused after a revocation) comes soon', () => {
    expect(TOKEN_LIFETIMES.accessTokenMinutes).toBeLessThanOrEqual(15);
    expect(TOKEN_LIFETIMES.idTokenMinutes).toBeLessThanOrEqual(15);
  });
});
