import { describe, expect, it } from 'vitest';
import { apiMessages } from '@rufbereit/shared';
import type { DirectoryUser, UserDirectory } from '../use-cases/user-accounts';
import { createAdminStandingCheck } from './admin-standing';

const account = (enabled = true): DirectoryUser => ({ username: 'a', sub: 'sub-a', email: 'a@beispiel.de', mfaEnabled: true, status: 'CONFIRMED', enabled, createdAt: undefined });
const caller = { sub: 'sub-a', username: 'a', groups: ['admin'], isAdmin: true };

function pool(state: { user?: DirectoryUser; groups: string[]; lookups: number }): UserDirectory {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    getUser: async () => {
      state.lookups++;
      return state.user;
    },
    groupsOf: async () => state.groups,
    listUsersPage: unused,
    membersOf: unused,
    findBySub: unused,
    addToGroup: unused,
    removeFromGroup: unused,
    signOutEverywhere: unused,
  };
}

describe('the admin check against the user pool', () => {
  it('believes the pool, not the token: a revoked group is refused once the cached answer is older than the TTL', async () => {
    let clock = 0;
    const state = { user: account(), groups: ['admin'], lookups: 0 };
    const check = createAdminStandingCheck(() => pool(state), { ttlMs: 10_000, now: () => clock });
    await check(caller);
    await check(caller);
    expect(state.lookups).toBe(1);
    state.groups = [];
    clock = 10_001;
    await expect(check(caller)).rejects.toMatchObject({ statusCode: 403, body: { message: apiMessages.forbidden } });
    // A refusal is not cached: a re-grant counts at once.
    state.groups = ['admin'];
    await check(caller);
  });

  it('answers 401 for a disabled or deleted account', async () => {
    const disabled = createAdminStandingCheck(() => pool({ user: account(false), groups: ['admin'], lookups: 0 }));
    await expect(disabled(caller)).rejects.toMatchObject({ statusCode: 401, body: { message: apiMessages.unauthorized } });
    const deleted = createAdminStandingCheck(() => pool({ user: undefined, groups: [], lookups: 0 }));
    await expect(deleted(caller)).rejects.toMatchObject({ statusCode: 401 });
  });
});
