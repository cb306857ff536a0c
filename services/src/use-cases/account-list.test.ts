import { describe, expect, it } from 'vitest';
import { adminListMessages } from '@rufbereit/shared';
import { listAccountsPage, listAssistantConfigsPage, type AccountProfile, type AccountProfileStore } from './account-list';
import type { AssistantConfigRepository, StoredAssistantConfig } from './assistant-config';
import { BadPageTokenError, type DirectoryUser, type UserDirectory } from './user-accounts';

const user = (n: number, mfaEnabled = true): DirectoryUser => ({
  username: `u${n}`,
  sub: `sub-${n}`,
  email: `konto${n}@beispiel.de`,
  mfaEnabled,
  status: 'CONFIRMED',
  enabled: true,
  createdAt: new Date('2026-01-01'),
});

/** A pool that pages like Cognito: an opaque token, and a refusal of tokens it never handed out. */
function pagedDirectory(users: DirectoryUser[], admins: string[], calls: string[]): UserDirectory {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    getUser: async (name) => (calls.push(`get:${name}`), users.find((u) => u.username === name)),
    listUsersPage: async (limit, token) => {
      const start = token === undefined ? 0 : Number(/^t(\d+)$/.exec(token)?.[1] ?? NaN);
      if (Number.isNaN(start)) throw new BadPageTokenError('Invalid pagination token');
      const slice = users.slice(start, start + limit).map(({ mfaEnabled: _mfa, ...rest }) => rest);
      return { users: slice, ...(start + limit < users.length ? { nextToken: `t${start + limit}` } : {}) };
    },
    membersOf: async () => admins,
    findBySub: async (sub) => (calls.push(`find:${sub}`), users.find((u) => u.sub === sub)),
    groupsOf: unused,
    addToGroup: unused,
    removeFromGroup: unused,
    signOutEverywhere: unused,
  };
}

function memoryProfiles(initial: AccountProfile[] = []): AccountProfileStore & { items: Map<string, AccountProfile> } {
  const items = new Map(initial.map((p) => [p.userId, p]));
  return {
    items,
    getMany: async (ids) => new Map(ids.flatMap((id) => (items.has(id) ? [[id, items.get(id)!] as const] : []))),
    record: async (p) => void items.set(p.userId, p),
    recordIfAbsent: async (p) => void (items.has(p.userId) || items.set(p.userId, p)),
  };
}

describe('the paged account list', () => {
  it('walks every account once, in the pool order, with role and MFA state', async () => {
    const users = Array.from({ length: 7 }, (_, i) => user(i, i % 2 === 0));
    const calls: string[] = [];
    const directory = pagedDirectory(users, ['u3'], calls);
    const profiles = memoryProfiles();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAccountsPage({ directory, profiles: profiles }, { cursor, pageSize: 3 });
      expect(page.users.length).toBeLessThanOrEqual(3);
      seen.push(...page.users.map((u) => `${u.id}:${u.isAdmin ? 'admin' : 'kunde'}:${u.mfaEnabled ? 'mfa' : '-'}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['u0:kunde:mfa', 'u1:kunde:-', 'u2:kunde:mfa', 'u3:admin:-', 'u4:kunde:mfa', 'u5:kunde:-', 'u6:kunde:mfa']);
  });

  it('asks the pool per account only once: afterwards the stored state is shown', async () => {
    const calls: string[] = [];
    const directory = pagedDirectory([user(1), user(2)], [], calls);
    const profiles = memoryProfiles([{ userId: 'sub-2', username: 'u2', email: 'konto2@beispiel.de', mfaEnabled: false }]);
    await listAccountsPage({ directory, profiles }, {});
    expect(calls).toEqual(['get:u1']);
    calls.length = 0;
    const again = await listAccountsPage({ directory, profiles }, {});
    expect(calls).toEqual([]);
    // The stored state (a sign-in's record) wins over the pool's live answer.
    expect(again.users.map((u) => u.mfaEnabled)).toEqual([true, false]);
  });

  it.each([
    ['garbage', '!!!'],
    ['not JSON', Buffer.from('kein json').toString('base64url')],
    ['another list’s cursor', Buffer.from(JSON.stringify({ configsAfter: 'sub-1' })).toString('base64url')],
    ['an extra field', Buffer.from(JSON.stringify({ users: 't3', admin: true })).toString('base64url')],
    ['a token the pool refuses', Buffer.from(JSON.stringify({ users: 'gefälscht' })).toString('base64url')],
  ])('refuses %s as invalid input with the German message', async (_name, cursor) => {
    const directory = pagedDirectory([user(1)], [], []);
    await expect(listAccountsPage({ directory, profiles: memoryProfiles() }, { cursor })).rejects.toMatchObject({
      reason: 'invalidInput',
      fields: { cursor: adminListMessages.badCursor },
    });
  });
});

describe('the paged configuration list', () => {
  const config = (n: number): StoredAssistantConfig => ({ user_id: `sub-${n}`, updated_at: `2026-01-0${n}T00:00:00.000Z` }) as StoredAssistantConfig;
  const repository = (items: StoredAssistantConfig[]): Pick<AssistantConfigRepository, 'page'> => ({
    page: async (limit, after) => {
      const start = after === undefined ? 0 : items.findIndex((i) => i.user_id === after) + 1;
      const slice = items.slice(start, start + limit);
      return { items: slice, ...(start + limit < items.length ? { lastUserId: slice.at(-1)!.user_id } : {}) };
    },
  });

  it('pages with the owners’ e-mails: stored ones first, the pool only for the others', async () => {
    const calls: string[] = [];
    const directory = pagedDirectory([user(1), user(2), user(3)], [], calls);
    const profiles = memoryProfiles([{ userId: 'sub-1', username: 'u1', email: 'gespeichert@beispiel.de', mfaEnabled: true }]);
    const repo = repository([config(1), config(2), config(3)]) as AssistantConfigRepository;
    const first = await listAssistantConfigsPage({ repository: repo, profiles, directory }, { pageSize: 2 });
    expect(first.configs.map((c) => c.email)).toEqual(['gespeichert@beispiel.de', 'konto2@beispiel.de']);
    expect(calls).toEqual(['find:sub-2']);
    const second = await listAssistantConfigsPage({ repository: repo, profiles, directory }, { cursor: first.nextCursor, pageSize: 2 });
    expect(second.configs.map((c) => c.userId)).toEqual(['sub-3']);
    expect(second.nextCursor).toBeUndefined();
  });

  it('refuses a users cursor and a tampered key as invalid input', async () => {
    const repo = repository([config(1)]) as AssistantConfigRepository;
    const directory = pagedDirectory([], [], []);
    for (const cursor of [Buffer.from(JSON.stringify({ users: 't1' })).toString('base64url'), Buffer.from(JSON.stringify({ configsAfter: 'a"b' })).toString('base64url')]) {
      await expect(listAssistantConfigsPage({ repository: repo, profiles: memoryProfiles(), directory }, { cursor })).rejects.toMatchObject({ reason: 'invalidInput' });
    }
  });
});
