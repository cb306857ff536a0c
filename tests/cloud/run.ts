/**
 * `npm run test:cloud -- --url https://www.rufbereit.de [--api-url https://….execute-api.eu-central-1.amazonaws.com]` — the step after every deployment
 * (docs/deploy.md): public pages and their headers, oEmbed, media ranges, protected routes refusing
 * bad tokens, the forms with a real proof of work, and a staff sign-in with the test admin
 * (CLOUD_ADMIN_EMAIL, CLOUD_ADMIN_PASSWORD, CLOUD_ADMIN_TOTP_SECRET) which erases the run's own requests.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { url: { type: 'string' }, 'api-url': { type: 'string' } }, allowPositionals: true });
const url = values.url ?? process.env.CLOUD_URL;
if (!url || !/^https?:\/\/[^/]+\/?$/.test(url)) {
  console.error('Usage: npm run test:cloud -- --url https://<the stage address>');
  process.exit(2);
}
const result = spawnSync('vitest', ['run', '--config', 'tests/cloud/vitest.config.ts'], {
  stdio: 'inherit',
  // The execute-api address (stack output ApiEndpoint): the tier then checks that it refuses calls without the origin secret.
  env: { ...process.env, CLOUD_URL: url.replace(/\/$/, ''), ...(values['api-url'] ? { CLOUD_API_URL: values['api-url'] } : {}) },
});
process.exit(result.status ?? 1);
