import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '@rufbereit/shared';
import { Refusal } from './refusal';
import { setAdminGroup, type DirectoryUser, type UserDirectory } from './user-accounts';

function memoryDirectory(users: DirectoryUser[], groups: Record<string, string[]>, signedOut: string[] = []): UserDirectory {
  return {
    signOutEverywhere: async (name) => void signedOut.push(name),
    getUser: async (name) => users.find((u) => u.username === name),
    groupsOf: async (name) => Object.entries(groups).filter(([, members]) => members.includes(name)).map(([g]) => g),
    listUsersPage: async () => ({ users }),
    membersOf: async (group) => groups[group] ?? [],
    findBySub: async (sub) => users.find((u) => u.sub === sub),
    addToGroup: async (name, group) => void (groups[group] = [...(groups[group] ?? []), name]),
    removeFromGroup: async (name, group) => void (groups[group] = (groups[group] ?? []).filter((m) => m !== name)),
  };
}
const user = (username: string, email: string): DirectoryUser => ({ username, sub: `sub-${username}`, email, mfaEnabled: true, status: 'CONFIRMED', enabled: true, createdAt: new Date('2026-01-01') });
const caller = { sub: 'sub-a', username: 'a', groups: ['admin'], isAdmin: true };

describe('user accounts', () => {
  it('grants and revokes, but never the caller’s own admin group', async () => {
    const groups = { admin: ['a'] };
    const directory = memoryDirectory([user('a', 'anna@beispiel.de'), user('b', 'ben@beispiel.de')], groups);
    expect((await setAdminGroup({ directory }, { caller, username: 'b', admin: true })).isAdmin).toBe(true);
    expect(groups.admin).toEqual(['a', 'b']);
    await setAdminGroup({ directory }, { caller, username: 'b', admin: false });
    expect(groups.admin).toEqual(['a']);
    await expect(setAdminGroup({ directory }, { caller, username: 'a', admin: false })).rejects.toEqual(new Refusal('conflict', adminUserMessages.cannotRevokeSelf));
    await expect(setAdminGroup({ directory }, { caller, username: 'a', admin: true })).rejects.toEqual(new Refusal('conflict', adminUserMessages.cannotGrantSelf));
    await expect(setAdminGroup({ directory }, { caller, username: 'x', admin: true })).rejects.toMatchObject({ reason: 'notFound' });
  });

  it('signs a revoked admin out everywhere, a granted one not', async () => {
    const signedOut: string[] = [];
    const directory = memoryDirectory([user('a', 'anna@beispiel.de'), user('b', 'ben@beispiel.de')], { admin: ['a'] }, signedOut);
    await setAdminGroup({ directory }, { caller, username: 'b', admin: true });
    expect(signedOut).toEqual([]);
    await setAdminGroup({ directory }, { caller, username: 'b', admin: false });
    expect(signedOut).toEqual(['b']);
  });
});
