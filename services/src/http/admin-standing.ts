/**
 * Admin routes do not trust the token's `cognito:groups` alone: a token issued before the group was
 * revoked (or the account disabled) still carries it until it expires. Every admin call confirms
 * with the user pool that the account exists, is enabled and is in the admin group. The answer is
 * kept per function instance for ADMIN_STANDING_CACHE_SECONDS, so a revocation takes effect on every
 * admin route within that time while a busy back office does not ask Cognito on every click.
 */
import { ADMIN_GROUP, ADMIN_STANDING_CACHE_SECONDS, apiMessages } from '@rufbereit/shared';
import type { UserDirectory } from '../use-cases/user-accounts';
import type { Principal } from './access';
import { HttpError } from './http-error';

export type AdminStanding = 'admin' | 'notAdmin' | 'disabled' | 'unknown';

/** Asks the pool: one AdminGetUser (exists, enabled) and one AdminListGroupsForUser. */
export async function lookUpAdminStanding(directory: UserDirectory, username: string): Promise<AdminStanding> {
  const [user, groups] = await Promise.all([directory.getUser(username), directory.groupsOf(username)]);
  if (!user) return 'unknown';
  if (!user.enabled) return 'disabled';
  return groups.includes(ADMIN_GROUP) ? 'admin' : 'notAdmin';
}

export type AdminStandingCheck = (principal: Principal) => Promise<void>;

/**
 * The check the admin middleware runs: 401 for an account that no longer exists or is disabled (its
 * session is over), 403 for one outside the admin group. Only positive answers are cached: a refused
 * caller is asked about again next time (a re-grant shows at once, a revocation within the TTL).
 */
export function createAdminStandingCheck(
  directory: () => UserDirectory,
  options: { ttlMs?: number; now?: () => number } = {},
): AdminStandingCheck {
  const ttlMs = options.ttlMs ?? ADMIN_STANDING_CACHE_SECONDS * 1000;
  const now = options.now ?? Date.now;
  const confirmedUntil = new Map<string, number>();
  return async (principal) => {
    const until = confirmedUntil.get(principal.sub);
    if (until !== undefined && until > now()) return;
    confirmedUntil.delete(principal.sub);
    const standing = await lookUpAdminStanding(directory(), principal.username);
    if (standing === 'unknown' || standing === 'disabled') throw new HttpError(401, { message: apiMessages.unauthorized });
    if (standing !== 'admin') throw new HttpError(403, { message: apiMessages.forbidden });
    confirmedUntil.set(principal.sub, now() + ttlMs);
  };
}
