import { expect, type Page } from '@playwright/test';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { ADMIN_GROUP, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@rufbereit/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION, resolveLocalPorts } from '../../../infra/local/core/ports';

/** The stand-ins of the e2e environment (playwright.config.ts: offset 100 + TEST_PORT_SHIFT). */
const shift = Number(process.env.TEST_PORT_SHIFT ?? 0);
export const e2ePorts = resolveLocalPorts({}, { offset: 100 + shift, site: 3100 + shift });
const siteUrl = `http://127.0.0.1:${e2ePorts.site}`;

export const PASSWORD = 'Sicheres-Passwort-2026';
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@beispiel.de`;

/** The site's runtime configuration (the pool, its web client and, locally, the Cognito stand-in's address). */
export async function runtimeConfig(): Promise<RuntimeConfig> {
  return (await (await fetch(`${siteUrl}${RUNTIME_CONFIG_PATH}`)).json()) as RuntimeConfig;
}

/** A confirmed account with a permanent password (no TOTP yet: the first sign-in enrols it). */
export async function createAccount(email: string, options: { admin?: boolean; password?: string } = {}): Promise<void> {
  const { userPoolId, cognitoEndpoint } = await runtimeConfig();
  const client = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: options.password ?? PASSWORD, Permanent: true }));
    if (options.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP }));
  } finally {
    client.destroy();
  }
}

/** The newest code Cognito mailed to an address (the local SES keeps every mail). */
export async function mailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const store = (await (await fetch(`http://127.0.0.1:${e2ePorts.ses}/store`)).json()) as { emails: Array<{ destination: { to: string[] }; body: { html?: string } }> };
      const mails = store.emails.filter((m) => m.destination.to.includes(email));
      code = /lautet (\d{6})/.exec(mails.at(-1)?.body.html ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** What an authenticator app shows for the secret: read from the enrolment screen's manual-entry key. */
export async function enrolmentSecret(page: Page): Promise<string> {
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret ?? '';
}

export const totp = (secret: string): string => generateSync({ secret });

/** A six-digit code that is not the current one. */
export const wrongCode = (secret: string): string => (totp(secret) === '000000' ? '111111' : '000000');
