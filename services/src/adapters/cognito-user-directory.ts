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
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_ENV_VAR } from '@rufbereit/shared';
import { ConfigError } from '../config';
import type { DirectoryUser, UserDirectory } from '../use-cases/user-accounts';

let client: CognitoIdentityProviderClient | undefined;
const cognito = (): CognitoIdentityProviderClient => (client ??= new CognitoIdentityProviderClient({}));

const attribute = (attributes: AttributeType[] | undefined, name: string): string =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

const isUserNotFound = (error: unknown): boolean => error instanceof Error && error.name === 'UserNotFoundException';

/** How many AdminGetUser calls run at once while listing (Cognito's quota for it is 120 per second). */
const LOOKUP_CONCURRENCY = 5;

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

  /** Every account of the pool, page by page (ListUsers answers at most 60 at a time). */
  private async *allUsers(): AsyncGenerator<UserType> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListUsersCommand({ UserPoolId: this.userPoolId, PaginationToken: token, Limit: 60 }));
      yield* page.Users ?? [];
      token = page.PaginationToken;
    } while (token);
  }

  /** The account id (sub) of the account with this e-mail address, if any (ListUsers' exact filter). */
  async subByEmail(email: string): Promise<string | undefined> {
    // The value is quoted in the filter: quotes and backslashes (the GDPR schema allows none) are dropped.
    const filter = `email = "${email.replace(/["\\]/g, '')}"`;
    const page = await this.client.send(new ListUsersCommand({ UserPoolId: this.userPoolId, Filter: filter, Limit: 2 }));
    const sub = attribute(page.Users?.[0]?.Attributes, 'sub');
    return sub || undefined;
  }

  async listUsers(limit: number): Promise<DirectoryUser[]> {
    const usernames: string[] = [];
    for await (const user of this.allUsers()) {
      if (user.Username) usernames.push(user.Username);
      if (usernames.length >= limit) break;
    }
    // ListUsers does not say whether MFA is set up; AdminGetUser does.
    const users: DirectoryUser[] = [];
    for (let i = 0; i < Math.min(usernames.length, limit); i += LOOKUP_CONCURRENCY) {
      const batch = await Promise.all(usernames.slice(i, i + LOOKUP_CONCURRENCY).map((name) => this.getUser(name)));
      for (const user of batch) if (user) users.push(user);
    }
    return users;
  }

  async emailsBySub(): Promise<Map<string, string>> {
    const emails = new Map<string, string>();
    for await (const user of this.allUsers()) emails.set(attribute(user.Attributes, 'sub'), attribute(user.Attributes, 'email'));
    return emails;
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
  const userPoolId = process.env[USER_POOL_ENV_VAR]?.trim();
  if (!userPoolId) throw new ConfigError(`Environment variable ${USER_POOL_ENV_VAR} is not set`);
  return new CognitoUserDirectory(userPoolId);
}
