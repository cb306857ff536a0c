/**
 * Accounts of the user pool as the back office sees them: who am I, who is there, and granting or
 * revoking the admin group. The directory (Cognito) is injected, so this runs without AWS in tests.
 */
import { ADMIN_GROUP, adminUserMessages, type AdminUserSummary, type MeResponse } from '@rufbereit/shared';
import { HttpError } from '../http/http-error';
import type { Principal } from '../http/access';

export interface DirectoryUser {
  /** Cognito's username: what the admin APIs take, and the id the back office uses. */
  username: string;
  sub: string;
  email: string;
  mfaEnabled: boolean;
  status: string;
  enabled: boolean;
  createdAt: Date | undefined;
}

export interface UserDirectory {
  /** undefined when there is no such account. */
  getUser(username: string): Promise<DirectoryUser | undefined>;
  groupsOf(username: string): Promise<string[]>;
  /** Every account (up to `limit`), with MFA state. */
  listUsers(limit: number): Promise<DirectoryUser[]>;
  membersOf(group: string): Promise<string[]>;
  /** Account id (sub) → e-mail address of every account (one listing, no per-account lookups). */
  emailsBySub(): Promise<Map<string, string>>;
  addToGroup(username: string, group: string): Promise<void>;
  removeFromGroup(username: string, group: string): Promise<void>;
  /** Revokes every refresh token of the account (Cognito's AdminUserGlobalSignOut). */
  signOutEverywhere(username: string): Promise<void>;
}

/** The users page lists staff and customers; more than this many accounts would want paging. */
export const USER_LIST_LIMIT = 500;

const notFound = (): HttpError => new HttpError(404, { message: adminUserMessages.userNotFound });

/** `GET /api/me`: read fresh from the directory, so a group change shows without a new token. */
export async function describeCaller(directory: UserDirectory, caller: Principal): Promise<MeResponse> {
  const [user, groups] = await Promise.all([directory.getUser(caller.username), directory.groupsOf(caller.username)]);
  if (!user) throw notFound();
  return { id: user.username, email: user.email, groups, isAdmin: groups.includes(ADMIN_GROUP), mfaEnabled: user.mfaEnabled };
}

export async function listAccounts(directory: UserDirectory): Promise<AdminUserSummary[]> {
  const [users, admins] = await Promise.all([directory.listUsers(USER_LIST_LIMIT), directory.membersOf(ADMIN_GROUP)]);
  const adminSet = new Set(admins);
  return users
    .map((u) => ({
      id: u.username,
      email: u.email,
      isAdmin: adminSet.has(u.username),
      mfaEnabled: u.mfaEnabled,
      status: u.status,
      enabled: u.enabled,
      createdAt: u.createdAt ? u.createdAt.toISOString() : null,
    }))
    .sort((a, b) => a.email.localeCompare(b.email, 'de'));
}

/**
 * Grants or revokes the admin group. An admin cannot revoke their own group: the last admin could
 * otherwise lock everyone out, and nobody loses access by a slip of the mouse. Revoking also signs
 * the account out everywhere, so its sessions cannot refresh into new tokens; its current access
 * token is refused on admin routes by the group check against the pool (http/admin-standing.ts).
 */
export async function setAdminGroup(directory: UserDirectory, caller: Principal, username: string, admin: boolean): Promise<AdminUserSummary> {
  const user = await directory.getUser(username);
  if (!user) throw notFound();
  // Looked up first, so an e-mail alias of the caller's own account is recognised too.
  if (!admin && user.sub === caller.sub) throw new HttpError(409, { message: adminUserMessages.cannotRevokeSelf });
  // Nobody hands themselves admin rights (a confirmed admin has them; anyone else must not get them).
  if (admin && user.sub === caller.sub) throw new HttpError(409, { message: adminUserMessages.cannotGrantSelf });
  if (admin) await directory.addToGroup(user.username, ADMIN_GROUP);
  else {
    await directory.removeFromGroup(user.username, ADMIN_GROUP);
    await directory.signOutEverywhere(user.username);
  }
  return {
    id: user.username,
    email: user.email,
    isAdmin: admin,
    mfaEnabled: user.mfaEnabled,
    status: user.status,
    enabled: user.enabled,
    createdAt: user.createdAt ? user.createdAt.toISOString() : null,
  };
}
