/**
 * The back office's paged account lists (issue: a few thousand self-registered accounts).
 *
 * 'Benutzer': one ListUsers page of the pool (25 accounts, the pool's own stable order) carries
 * e-mail, status, enabled and creation date; the role comes from the admin group's members (staff:
 * a few, one ListUsersInGroup call); the MFA state, which ListUsers does not carry, is read from
 * the `accounts` table in one BatchGetItem. GET /api/me keeps that table current after every
 * sign-in (it reads the account fresh from the pool anyway); an account not stored yet (never
 * signed in since, or created before the table existed) is looked up once with AdminGetUser and
 * stored only if still absent, so a listing never overwrites what a sign-in just recorded.
 *
 * 'Assistenten-Konfigurationen': one Scan page of the configurations (table order) with the owners'
 * e-mail addresses from the same table; an owner not stored yet is found by sub in the pool.
 */
import { ADMIN_GROUP, ADMIN_LIST_PAGE_SIZE, type AdminUsersResponse, type AssistantConfigListResponse } from '@rufbereit/shared';
import { badCursor, configsCursor, usersCursor } from './admin-list-cursor';
import type { AssistantConfigRepository } from './assistant-config';
import { BadPageTokenError, type UserDirectory } from './user-accounts';

/** What the lists show of an account beyond the pool's ListUsers: kept in the `accounts` table by account id (sub). */
export interface AccountProfile {
  userId: string;
  username: string;
  email: string;
  mfaEnabled: boolean;
}

export interface AccountProfileStore {
  /** The stored profiles of these account ids (one batch read); unknown ids are absent. */
  getMany(userIds: readonly string[]): Promise<Map<string, AccountProfile>>;
  /** Stores the account's state as just read from the pool (the newest read wins). */
  /** May answer the trial's end kept on the account (use-cases/trial.ts). */
  record(profile: AccountProfile): Promise<{ trialEndsAt?: string } | void>;
  /** Stores the profile only if none is stored yet. */
  recordIfAbsent(profile: AccountProfile): Promise<void>;
}

/** How many lookups of not-yet-stored accounts run at once (Cognito's AdminGetUser quota is 120 per second). */
const LOOKUP_CONCURRENCY = 5;

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += LOOKUP_CONCURRENCY) results.push(...(await Promise.all(items.slice(i, i + LOOKUP_CONCURRENCY).map(run))));
  return results;
}

/** A page of a list: after the cursor the previous page gave (none: the first page). */
export interface AdminListPageInput {
  cursor?: string;
  pageSize?: number;
}

export async function listAccountsPage(
  deps: { directory: UserDirectory; profiles: AccountProfileStore },
  { cursor, pageSize = ADMIN_LIST_PAGE_SIZE }: AdminListPageInput,
): Promise<AdminUsersResponse> {
  const { directory, profiles } = deps;
  const token = cursor === undefined ? undefined : usersCursor.decode(cursor);
  let page: Awaited<ReturnType<UserDirectory['listUsersPage']>>;
  try {
    page = await directory.listUsersPage(pageSize, token);
  } catch (error) {
    if (error instanceof BadPageTokenError) throw badCursor();
    throw error;
  }
  const [admins, stored] = await Promise.all([directory.membersOf(ADMIN_GROUP), profiles.getMany(page.users.map((u) => u.sub))]);
  const unknown = page.users.filter((u) => !stored.has(u.sub));
  await inBatches(unknown, async (u) => {
    const fresh = await directory.getUser(u.username);
    if (!fresh) return;
    const profile = { userId: u.sub, username: u.username, email: fresh.email, mfaEnabled: fresh.mfaEnabled };
    stored.set(u.sub, profile);
    await profiles.recordIfAbsent(profile);
  });
  const adminSet = new Set(admins);
  return {
    users: page.users.map((u) => ({
      id: u.username,
      email: u.email,
      isAdmin: adminSet.has(u.username),
      mfaEnabled: stored.get(u.sub)?.mfaEnabled ?? false,
      status: u.status,
      enabled: u.enabled,
      createdAt: u.createdAt ? u.createdAt.toISOString() : null,
    })),
    ...(page.nextToken ? { nextCursor: usersCursor.encode(page.nextToken) } : {}),
  };
}

export async function listAssistantConfigsPage(
  deps: { repository: AssistantConfigRepository; profiles: Pick<AccountProfileStore, 'getMany'>; directory: Pick<UserDirectory, 'findBySub'> },
  { cursor, pageSize = ADMIN_LIST_PAGE_SIZE }: AdminListPageInput,
): Promise<AssistantConfigListResponse> {
  const { repository, profiles, directory } = deps;
  const after = cursor === undefined ? undefined : configsCursor.decode(cursor);
  const page = await repository.page(pageSize, after);
  const stored = await profiles.getMany(page.items.map((item) => item.user_id));
  const emails = new Map([...stored].map(([id, profile]) => [id, profile.email]));
  const unknown = page.items.map((item) => item.user_id).filter((id) => !emails.has(id));
  await inBatches(unknown, async (id) => {
    const owner = await directory.findBySub(id);
    if (owner) emails.set(id, owner.email);
  });
  return {
    configs: page.items.map((item) => ({
      userId: item.user_id,
      // '' when the account no longer exists.
      email: emails.get(item.user_id) ?? '',
      assistantName: item.config?.assistant_name ?? '',
      voice: item.config?.voice ?? '',
      language: item.config?.language ?? '',
      documents: item.documents ?? [],
      updatedAt: item.updated_at ?? null,
    })),
    ...(page.lastUserId ? { nextCursor: configsCursor.encode(page.lastUserId) } : {}),
  };
}
