/**
 * `npm run setup-crm-webhook -- --stage prod --site-url https://www.example.de --company-domain acme`
 *
 * Registers the stage's CRM webhook with Pipedrive (POST /api/v1/webhooks, webhooks v2): `change.deal`
 * to `{site-url}/api/crm/pipedrive-webhook` with HTTP Basic credentials derived from the stage's token,
 * replacing earlier subscriptions to the same URL. Run it once per stage, and again after the token
 * was rotated (the password is derived from it). docs/features/crm-outcomes.md.
 *
 * Options:
 *   --site-url URL          the stage's public site (CloudFront), required
 *   --company-domain NAME   the Pipedrive company (https://NAME.pipedrive.com), or --api-origin URL
 *   --stage NAME            reads the token from SSM /rufbereit/{stage}/pipedrive/api-token (decrypted)
 *   --token-parameter NAME  another SSM parameter; or env PIPEDRIVE_API_TOKEN (local use)
 * Credentials for SSM come from the usual AWS sources (profile, environment, SSO).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { apiPaths } from '@rufbereit/shared';
import { registerCrmWebhook } from '../services/src/adapters/pipedrive-webhook-registration';

async function tokenFrom(parameterName: string | undefined): Promise<string> {
  const plain = process.env.PIPEDRIVE_API_TOKEN?.trim();
  if (!parameterName && plain) return plain;
  if (!parameterName) throw new Error('Name --stage or --token-parameter (or set PIPEDRIVE_API_TOKEN)');
  const client = new SSMClient({});
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: parameterName, WithDecryption: true }));
    if (!Parameter?.Value) throw new Error(`SSM parameter ${parameterName} is empty`);
    return Parameter.Value;
  } finally {
    client.destroy();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'site-url': { type: 'string' },
      'company-domain': { type: 'string' },
      'api-origin': { type: 'string' },
      stage: { type: 'string' },
      'token-parameter': { type: 'string' },
    },
  });
  const siteUrl = values['site-url']?.replace(/\/+$/, '');
  const apiOrigin = values['api-origin'] ?? (values['company-domain'] ? `https://${values['company-domain']}.pipedrive.com` : undefined);
  if (!siteUrl || !apiOrigin) {
    console.error('Usage: npm run setup-crm-webhook -- --site-url URL (--company-domain NAME | --api-origin URL) [--stage NAME | --token-parameter NAME]');
    process.exit(2);
  }
  const parameter = values['token-parameter'] ?? (values.stage ? `/rufbereit/${values.stage}/pipedrive/api-token` : undefined);
  const subscriptionUrl = `${siteUrl}${apiPaths.crmWebhook}`;
  const id = await registerCrmWebhook({ apiOrigin, token: await tokenFrom(parameter), subscriptionUrl });
  console.log(`Pipedrive webhook ${id}: change.deal → ${subscriptionUrl} (v2, HTTP Basic auth).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
