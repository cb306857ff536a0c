/**
 * Accounts of the user pool as the back office sees them: who am I, who is there, and granting or
 * revoking the admin group. The directory (Cognito) is injected, so this runs without AWS in tests.
 */
import { ADMIN_GROUP, adminUserMessages, type AdminUserSummary, type MeResponse } from '@rufbereit/shared';
import { Refusal } from './refusal';

/** Who asks: the verified token's account (the HTTP layer's Principal fits). */
export interface Caller {
  /** The token's `sub`: the account's stable id. */
  sub: string;
  /** Cognito's username (what the admin APIs take). */
  username: string;
}

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

/** An account as a ListUsers page shows it: everything but the MFA state. */
export type PagedDirectoryUser = Omit<DirectoryUser, 'mfaEnabled'>;

/** The pool refused a pagination token (InvalidParameterException): the cursor was not one we handed out. */
export class BadPageTokenError extends Error {
  override readonly name = 'BadPageTokenError';
}

export interface UserDirectory {
  /** undefined when there is no such account. */
  getUser(username: string): Promise<DirectoryUser | undefined>;
  groupsOf(username: string): Promise<string[]>;
  /**
   * One page of the pool's accounts in the pool's own stable order (Cognito's ListUsers), without
   * the MFA state (ListUsers does not carry it). `token` continues where a page's `nextToken` ended;
   * a token the pool did not hand out rejects with a BadPageTokenError.
   */
  listUsersPage(limit: number, token?: string): Promise<{ users: PagedDirectoryUser[]; nextToken?: string }>;
  membersOf(group: string): Promise<string[]>;
  /** The account with this account id (sub), if any: one ListUsers call filtered by sub. */
  findBySub(sub: string): Promise<PagedDirectoryUser | undefined>;
  addToGroup(username: string, group: string): Promise<void>;
  removeFromGroup(username: string, group: string): Promise<void>;
  /** Revokes every refresh token of the account (Cognito's AdminUserGlobalSignOut). */
  signOutEverywhere(username: string): Promise<void>;
}

const notFound = (): Refusal => new Refusal('notFound', adminUserMessages.userNotFound);

/** `GET /api/me`: read fresh from the directory, so a group change shows without a new token. */
export async function describeCaller(deps: { directory: UserDirectory }, caller: Caller): Promise<MeResponse> {
  const { directory } = deps;
  const [user, groups] = await Promise.all([directory.getUser(caller.username), directory.groupsOf(caller.username)]);
  if (!user) throw notFound();
  return { id: user.username, email: user.email, groups, isAdmin: groups.includes(ADMIN_GROUP), mfaEnabled: user.mfaEnabled };
}

/**
 * Grants or revokes the admin group. An admin cannot revoke their own group: the last admin could
 * otherwise lock everyone out, and nobody loses access by a slip of the mouse. Revoking also signs
 * the account out everywhere, so its sessions cannot refresh into new tokens; its current access
 * token is refused on admin routes by the group check against the pool (http/admin-standing.ts).
 */
export interface SetAdminGroupInput {
  caller: Caller;
  /** The account to change. */
  username: string;
  /** true grants, false revokes. */
  admin: boolean;
}

export async function setAdminGroup(deps: { directory: UserDirectory }, { caller, username, admin }: SetAdminGroupInput): Promise<AdminUserSummary> {
  const { directory } = deps;
  const user = await directory.getUser(username);
  if (!user) throw notFound();
  // Looked up first, so an e-mail alias of the caller's own account is recognised too.
  if (!admin && user.sub === caller.sub) throw new Refusal('conflict', adminUserMessages.cannotRevokeSelf);
  // Nobody hands themselves admin rights (a confirmed admin has them; anyone else must not get them).
  if (admin && user.sub === caller.sub) throw new Refusal('conflict', adminUserMessages.cannotGrantSelf);
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
