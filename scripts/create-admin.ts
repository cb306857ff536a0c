/**
 * `npm run create-admin -- --email jana@example.de --user-pool-id eu-central-1_AbC123`
 *
 * Creates a staff account in the deployed user pool (or makes an existing one staff): Cognito mails
 * an invitation with a temporary password, and the account joins the group `admin`. At the first
 * sign-in on /login the person sets their own password and enrols TOTP.
 *
 * Options:
 *   --email ADDRESS         required
 *   --user-pool-id ID       the stack output `UserPoolId` (or env USER_POOL_ID)
 *   --region REGION         default: the pool id's prefix, else AWS_REGION, else eu-central-1
 *   --endpoint URL          another Cognito endpoint (the local stand-in: http://127.0.0.1:9229)
 *   --no-mail               do not mail the invitation; print the temporary password instead
 * Credentials come from the usual AWS sources (profile, environment, SSO).
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, PASSWORD_POLICY, passwordPolicyGaps } from '@rufbereit/shared';

export interface CreateAdminInput {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  email: string;
  sendMail: boolean;
}

export interface CreateAdminResult {
  created: boolean;
  /** Only when the account was created without mailing the invitation. */
  temporaryPassword?: string;
}

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_!#%+='];

/** A random temporary password that meets the pool's policy (every class, more than the minimum length). */
export function temporaryPassword(length = Math.max(PASSWORD_POLICY.minLength, 16)): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)] ?? '');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? '');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  if (passwordPolicyGaps(password).length) throw new Error('generated password misses the policy');
  return password;
}

export async function createAdmin({ client, userPoolId, email, sendMail }: CreateAdminInput): Promise<CreateAdminResult> {
  const password = temporaryPassword();
  let created = true;
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
        ...(sendMail ? {} : { MessageAction: 'SUPPRESS' as const }),
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UsernameExistsException')) throw error;
    created = false;
  }
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP }));
  return { created, ...(created && !sendMail ? { temporaryPassword: password } : {}) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'user-pool-id': { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      'no-mail': { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim();
  const userPoolId = values['user-pool-id'] ?? process.env.USER_POOL_ID;
  if (!email || !userPoolId) {
    console.error('Usage: npm run create-admin -- --email ADDRESS --user-pool-id ID [--region R] [--endpoint URL] [--no-mail]');
    process.exit(2);
  }
  const region = values.region ?? (/^([a-z]+-[a-z]+-\d)_/.exec(userPoolId)?.[1] || process.env.AWS_REGION || 'eu-central-1');
  const client = new CognitoIdentityProviderClient({ region, ...(values.endpoint ? { endpoint: values.endpoint } : {}) });
  try {
    const result = await createAdmin({ client, userPoolId, email, sendMail: !values['no-mail'] });
    if (!result.created) console.log(`${email} existed already and is now in the group '${ADMIN_GROUP}'.`);
    else if (result.temporaryPassword) console.log(`Created ${email} (group '${ADMIN_GROUP}'). Temporary password: ${result.temporaryPassword}`);
    else console.log(`Created ${email} (group '${ADMIN_GROUP}'); Cognito has mailed the temporary password.`);
    console.log('First sign-in at /login: set a new password, then set up the authenticator app (TOTP).');
  } finally {
    client.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    process.exit(1);
  });
}
