/**
 * The user pool through the AWS SDK (AWS, or the local stand-in via AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER).
 * Env: COGNITO_USER_POOL_ID (set by the stack for functions with a `userPool` grant).
 */
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type ListUsersCommandOutput,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolId } from '../config';
import { BadPageTokenError, type DirectoryUser, type PagedDirectoryUser, type UserDirectory } from '../use-cases/user-accounts';

let client: CognitoIdentityProviderClient | undefined;
const cognito = (): CognitoIdentityProviderClient => (client ??= new CognitoIdentityProviderClient({}));

const attribute = (attributes: AttributeType[] | undefined, name: string): string =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

/** A value quoted in a ListUsers filter: quotes and backslashes (no e-mail address the schemas allow has one) are dropped. */
const filterValue = (value: string): string => value.replace(/["\\]/g, '');

const isUserNotFound = (error: unknown): boolean => error instanceof Error && error.name === 'UserNotFoundException';

const pagedUser = (user: UserType): PagedDirectoryUser => ({
  username: user.Username ?? '',
  sub: attribute(user.Attributes, 'sub'),
  email: attribute(user.Attributes, 'email'),
  status: user.UserStatus ?? 'UNKNOWN',
  enabled: user.Enabled ?? true,
  createdAt: user.UserCreateDate,
});

export class CognitoUserDirectory implements UserDirectory {
  constructor(
    private readonly userPoolId: string,
    private readonly client: CognitoIdentityProviderClient = cognito(),
  ) {}

  async getUser(username: string): Promise<DirectoryUser | undefined> {
    try {
      const user = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username }));
      return {
        username: user.Username ?? username,
        sub: attribute(user.UserAttributes, 'sub'),
        email: attribute(user.UserAttributes, 'email'),
        mfaEnabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
        status: user.UserStatus ?? 'UNKNOWN',
        enabled: user.Enabled ?? true,
        createdAt: user.UserCreateDate,
      };
    } catch (error) {
      if (isUserNotFound(error)) return undefined;
      throw error;
    }
  }

  async groupsOf(username: string): Promise<string[]> {
    const answer = await this.client.send(new AdminListGroupsForUserCommand({ UserPoolId: this.userPoolId, Username: username }));
    return (answer.Groups ?? []).map((g) => g.GroupName ?? '').filter(Boolean);
  }

  /**
   * The account id (sub) of the account with this e-mail address, whatever its spelling, if any.
   * ListUsers' `email` filter compares case-sensitively, and an account keeps its address as typed
   * at sign-up (or as an admin or a direct API call gave it). Lowering the address at sign-up would
   * only help accounts made after that through our own form, so the lookup itself is case-blind:
   * first the exact spelling (one call, the common case), then every account whose address starts
   * with the first character in either case, compared case-blind. The pool signs in case-blind
   * (`signInCaseSensitive: false`), so no two accounts differ only in case.
   */
  async subByEmail(email: string): Promise<string | undefined> {
    const address = email.trim();
    const exact = await this.usersWhere(`email = "${filterValue(address)}"`, 2);
    const exactSub = attribute(exact.Users?.[0]?.Attributes, 'sub');
    if (exactSub) return exactSub;
    const wanted = address.toLowerCase();
    const first = [...wanted][0];
    if (first === undefined) return undefined;
    for (const prefix of new Set([first, first.toUpperCase()])) {
      let token: string | undefined;
      do {
        const page = await this.usersWhere(`email ^= "${filterValue(prefix)}"`, 60, token);
        const match = page.Users?.find((user) => attribute(user.Attributes, 'email').toLowerCase() === wanted);
        const sub = attribute(match?.Attributes, 'sub');
        if (sub) return sub;
        token = page.PaginationToken;
      } while (token);
    }
    return undefined;
  }

  private usersWhere(filter: string, limit: number, token?: string): Promise<ListUsersCommandOutput> {
    return this.client.send(new ListUsersCommand({ UserPoolId: this.userPoolId, Filter: filter, Limit: limit, PaginationToken: token }));
  }

  async listUsersPage(limit: number, token?: string): Promise<{ users: PagedDirectoryUser[]; nextToken?: string }> {
    let page: ListUsersCommandOutput;
    try {
      page = await this.client.send(new ListUsersCommand({ UserPoolId: this.userPoolId, Limit: limit, PaginationToken: token }));
    } catch (error) {
      // Cognito refuses a token it did not hand out (or one of another pool) this way.
      if (token !== undefined && error instanceof Error && error.name === 'InvalidParameterException') throw new BadPageTokenError(error.message);
      throw error;
    }
    return { users: (page.Users ?? []).map(pagedUser), ...(page.PaginationToken ? { nextToken: page.PaginationToken } : {}) };
  }

  async findBySub(sub: string): Promise<PagedDirectoryUser | undefined> {
    // The sub is quoted in the filter: quotes and backslashes (a sub has none) are dropped.
    const page = await this.client.send(new ListUsersCommand({ UserPoolId: this.userPoolId, Filter: `sub = "${sub.replace(/["\\]/g, '')}"`, Limit: 1 }));
    const user = page.Users?.[0];
    return user ? pagedUser(user) : undefined;
  }

  async membersOf(group: string): Promise<string[]> {
    const members: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListUsersInGroupCommand({ UserPoolId: this.userPoolId, GroupName: group, NextToken: token }));
      for (const user of page.Users ?? []) if (user.Username) members.push(user.Username);
      token = page.NextToken;
    } while (token);
    return members;
  }

  async addToGroup(username: string, group: string): Promise<void> {
    await this.client.send(new AdminAddUserToGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }));
  }

  async removeFromGroup(username: string, group: string): Promise<void> {
    await this.client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }));
  }

  async signOutEverywhere(username: string): Promise<void> {
    await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }));
  }
}

export function userDirectoryFromEnv(): CognitoUserDirectory {
  return new CognitoUserDirectory(userPoolId());
}
