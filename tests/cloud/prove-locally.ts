/**
 * Runs the cloud tier against the local environment, the way it runs after a deployment: the built
 * site (`npm run build` first) with every stand-in, a test admin made with create-admin's own code,
 * its first sign-in done (permanent password, TOTP enrolled, as a person does once in the browser),
 * then `npm run test:cloud -- --url <local site>` with CLOUD_ADMIN_* set. Ports: TEST_PORT_SHIFT.
 * `npm test` runs it as its stage "cloud tier (local)" (scripts/test-stages.ts), so the tier can never
 * again fail only on AWS. What it cannot prove here: the execute-api address refusing calls without the
 * origin secret (the local site server is the only door to the API and sets no secret), and the SRP sign-in.
 *
 *   TEST_PORT_SHIFT=6000 npx tsx tests/cloud/prove-locally.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { startLocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAdmin } from '../../scripts/create-admin';
import { CLOUD_TIER_OFFSET, CLOUD_TIER_SITE_PORT } from '../support/test-ports';

const shift = Number(process.env.TEST_PORT_SHIFT ?? 0);
const local = await startLocalEnvironment({
  dataDir: await mkdtemp(path.join(tmpdir(), 'rufbereit-cloud-')),
  fresh: true,
  quiet: true,
  portOffset: shift + CLOUD_TIER_OFFSET,
  sitePort: shift + CLOUD_TIER_SITE_PORT,
});
async function proveAgainstLocal(): Promise<number> {
  const client = new CognitoIdentityProviderClient({ endpoint: local.urls.cognito, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const email = `cloud-admin-${Date.now()}@example.com`;
  const password = 'Cloud-Test-Passwort-9';
  await createAdmin({ client, userPoolId: local.cognito.userPoolId, email, sendMail: false });
  // The admin's first sign-in: a password of their own, then the authenticator app.
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: local.cognito.userPoolId, Username: email, Password: password, Permanent: true }));
  const first = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: local.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
  const totpSecret = associated.SecretCode ?? '';
  const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: generateSync({ secret: totpSecret }) }));
  await client.send(new RespondToAuthChallengeCommand({ ClientId: local.cognito.clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }));
  client.destroy();
  // A fresh TOTP period, so the tier's first sign-in does not reuse the enrolment's code.
  await new Promise((resolve) => setTimeout(resolve, 31_000 - (Date.now() % 30_000)));

  // Not spawnSync: the local environment lives in this process and must keep answering meanwhile.
  const run = spawn('npx', ['tsx', 'tests/cloud/run.ts', '--url', local.urls.site], {
    stdio: 'inherit',
    env: { ...process.env, CLOUD_ADMIN_EMAIL: email, CLOUD_ADMIN_PASSWORD: password, CLOUD_ADMIN_TOTP_SECRET: totpSecret },
  });
  return new Promise<number>((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
}

let status: number;
try {
  status = await proveAgainstLocal();
} finally {
  await local.stop();
}
process.exit(status);
