import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminListGroupsForUserCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { repoRoot } from '../../infra/src/paths';
import { createAdmin, temporaryPassword } from '../../scripts/create-admin';
import { cognitoClient, createAccount } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';
import { passwordPolicyGaps } from '@rufbereit/shared';

/** `npm run create-admin` against the local pool: the same Cognito calls it makes against AWS. */
let local: LocalEnvironment;
let client: CognitoIdentityProviderClient;
beforeAll(async () => {
  local = await sharedTestEnvironment();
  client = cognitoClient(local);
});
afterAll(async () => {
  client?.destroy();
});

const groupsOf = async (email: string): Promise<string[]> =>
  ((await client.send(new AdminListGroupsForUserCommand({ UserPoolId: local.cognito.userPoolId, Username: email }))).Groups ?? []).map((g) => g.GroupName ?? '');

describe('create-admin', () => {
  it('generates temporary passwords that meet the policy', () => {
    for (let i = 0; i < 50; i += 1) expect(passwordPolicyGaps(temporaryPassword())).toEqual([]);
  });

  it('creates a staff account whose first sign-in sets a new password, then enrols TOTP', async () => {
    const email = uniqueEmail('staff');
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/create-admin.ts', '--email', email, '--user-pool-id', local.cognito.userPoolId, '--endpoint', local.urls.cognito, '--region', 'eu-central-1', '--no-mail'],
      { cwd: repoRoot, env: { ...process.env, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' } },
    );
    const password = /Temporary password: (\S+)/.exec(stdout)?.[1] ?? '';
    expect(passwordPolicyGaps(password)).toEqual([]);
    expect(await groupsOf(email)).toEqual([ADMIN_GROUP]);

    const first = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: local.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (newPassword: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: local.cognito.clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
        }),
      );
    await expect(respond('zu-einfach')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    const next = await respond('Eigenes-Passwort-2026');
    expect(next.ChallengeName).toBe('MFA_SETUP');
    expect(next.AuthenticationResult).toBeUndefined();
    expect((await client.send(new AssociateSoftwareTokenCommand({ Session: next.Session }))).SecretCode).toBeTruthy();
  });

  it('puts an existing account into the admin group without touching its password', async () => {
    const email = uniqueEmail('vorhanden');
    await createAccount(local, email, 'Bleibt-Wie-Es-Ist-1');
    expect(await createAdmin({ client, userPoolId: local.cognito.userPoolId, email, sendMail: false })).toEqual({ created: false });
    expect(await groupsOf(email)).toEqual([ADMIN_GROUP]);
    const auth = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: local.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: 'Bleibt-Wie-Es-Ist-1' } }));
    expect(auth.ChallengeName).toBe('MFA_SETUP');
  });
});
