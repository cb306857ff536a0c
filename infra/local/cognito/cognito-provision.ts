import { readFile, writeFile } from 'node:fs/promises';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, PASSWORD_POLICY } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../core/ports';

export interface CognitoIds {
  userPoolId: string;
  clientId: string;
}

export interface LocalAdminUser {
  email: string;
  password: string;
}

/** The admin account created at start-up, so the back office can be used right away. */
export const localAdminUser = (env: NodeJS.ProcessEnv = process.env): LocalAdminUser => ({
  email: env.LOCAL_ADMIN_EMAIL ?? 'admin@rufbereit.local',
  password: env.LOCAL_ADMIN_PASSWORD ?? 'Admin-Passwort-1',
});

const isNotFound = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ResourceNotFoundException' || error.name === 'UserNotFoundException');

async function readIds(file: string): Promise<CognitoIds | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<CognitoIds>;
    return parsed.userPoolId && parsed.clientId ? { userPoolId: parsed.userPoolId, clientId: parsed.clientId } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates (once) the user pool, the web app client (USER_PASSWORD_AUTH, no secret: cognito-local
 * has no SRP; the stack's client allows SRP only), the group `admin` and the local admin user. The ids are kept in `idsFile`, so
 * tokens and the web app's configuration survive restarts.
 */
export async function provisionCognito(endpoint: string, idsFile: string, admin: LocalAdminUser): Promise<CognitoIds> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    let ids = await readIds(idsFile);
    if (ids) {
      const known = ids;
      const stillThere = await Promise.all([
        client.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId })),
        client.send(new DescribeUserPoolClientCommand({ UserPoolId: known.userPoolId, ClientId: known.clientId })),
      ]).then(
        () => true,
        (error: unknown) => {
          if (isNotFound(error)) return false;
          throw error;
        },
      );
      if (!stillThere) ids = undefined;
    }
    if (!ids) {
      const pool = await client.send(
        new CreateUserPoolCommand({
          PoolName: 'rufbereit-local',
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          // OPTIONAL in cognito-local itself, which would refuse every user without a factor; the
          // local front (cognito-front.ts) makes it required, with the MFA_SETUP challenge AWS has.
          MfaConfiguration: 'OPTIONAL',
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_POLICY.minLength,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireNumbers: PASSWORD_POLICY.requireDigits,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
            },
          },
        }),
      );
      const userPoolId = pool.UserPool?.Id;
      if (!userPoolId) throw new Error('cognito-local returned no user pool id');
      const appClient = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: 'rufbereit-web',
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      const clientId = appClient.UserPoolClient?.ClientId;
      if (!clientId) throw new Error('cognito-local returned no app client id');
      ids = { userPoolId, clientId };
      await writeFile(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
    }

    const { userPoolId } = ids;
    // ListGroups, not GetGroup: cognito-local's GetGroup fails with a 500 while a pool has no groups.
    const groups = (await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }))).Groups ?? [];
    if (!groups.some((g) => g.GroupName === ADMIN_GROUP)) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Description: 'Back-office staff' }));
    }

    const adminExists = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: admin.email })).then(
      () => true,
      (error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    );
    if (!adminExists) {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: admin.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: admin.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: admin.email, Password: admin.password, Permanent: true }));
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: admin.email, GroupName: ADMIN_GROUP }));
    }
    return ids;
  } finally {
    client.destroy();
  }
}
