import path from 'node:path';
import { apiPaths } from '@rufbereit/shared';
import { registerCrmWebhook } from '../../../services/src/adapters/pipedrive-webhook-registration';
import { localUrl } from '../core/http-util';
import { startServiceProcess } from '../core/service-process';
import { orStop, type Running, type StandIn } from '../core/stand-in';
import type { PipedriveFake } from './pipedrive-fake';

/** Token the environment sets for the fake; seeing it again (second start in one process) means "no real token". */
export const FAKE_PIPEDRIVE_TOKEN = 'local-fake-token';

export interface RunningCrm extends Running {
  mode: 'fake' | 'real';
  /** What the product's Pipedrive client is given (PIPEDRIVE_BASE_URL, its token, the company domain). */
  connection: { baseUrl: string; token: string; companyDomain: string };
  /** The fake's root (control API under /__control) or the real API's base URL. */
  url: string;
}

/**
 * Pipedrive: the one stand-in of the CRM, for `npm start` and the tests alike, in a process of its own
 * (state in `{dataDir}/pipedrive.json`); none when PIPEDRIVE_API_TOKEN (+ PIPEDRIVE_COMPANY_DOMAIN) names a
 * real account.
 */
export const crmStandIn: StandIn<object, RunningCrm> = {
  name: 'crm',
  standsInFor: 'Pipedrive (the CRM partner)',
  emulator: 'ours (`pipedrive-fake.ts`), in a child process',
  adds: [
    "API v2 persons, deals and search and v1 notes as Pipedrive's official client (`pipedrive` SDK) expects them (`pipedrive-contract.integration.test.ts`); 410 on the retired v1 persons and deals",
    'webhooks v2 (`pipedrive-webhooks.ts`): v1 subscriptions kept, `change.deal` delivered with HTTP Basic auth when a deal\'s status is changed through `/__control/deal-status` (and sent again by `redeliver`); the local environment registers the product\'s webhook at start-up, as `npm run setup-crm-webhook` does for a stage',
    'state in a JSON file; faults and 429s on request; `/__control/state` with the records and the requests received',
    'skipped when a real `PIPEDRIVE_API_TOKEN` is set',
  ],
  gaps: [
    'only what the product calls is modelled (`pipedrive-routes.ts`): no organizations, leads, activities, custom fields, updates (PATCH), followers, deleted-record recovery or per-endpoint token costs',
    "webhooks only for deal status changes made through the control API (none for API edits, other objects or v1 subscriptions); a failed delivery is not retried by itself (`redeliver` sends it again, as Pipedrive's retry would)",
  ],
  async start(context) {
    const env = context.env;
    const realToken = env.PIPEDRIVE_API_TOKEN && env.PIPEDRIVE_API_TOKEN !== FAKE_PIPEDRIVE_TOKEN ? env.PIPEDRIVE_API_TOKEN : undefined;
    if (realToken) {
      const baseUrl = env.PIPEDRIVE_BASE_URL ?? `https://${env.PIPEDRIVE_COMPANY_DOMAIN ?? ''}.pipedrive.com`;
      return { mode: 'real', connection: { baseUrl, token: realToken, companyDomain: env.PIPEDRIVE_COMPANY_DOMAIN ?? '' }, url: baseUrl, stop: async () => undefined };
    }
    const fake = await startServiceProcess<PipedriveFake>(
      { name: 'pipedrive', module: new URL('./pipedrive-fake.ts', import.meta.url), start: 'startPipedriveFake', reusable: true },
      [path.join(context.dataDir, 'pipedrive.json'), context.ports.pipedrive],
      // It runs behind the event bus: behind the API in the CPU's queue.
      { nice: context.backgroundNice },
    );
    const connection = { baseUrl: fake.baseUrl, token: FAKE_PIPEDRIVE_TOKEN, companyDomain: 'rufbereit-local' };
    // The product's CRM webhook, registered as `npm run setup-crm-webhook` registers a stage's (the site
    // that receives it starts later; registering does not call it).
    await orStop(fake, () =>
      registerCrmWebhook({ apiOrigin: fake.baseUrl, token: connection.token, subscriptionUrl: `${localUrl(context.ports.site)}${apiPaths.crmWebhook}` }),
    );
    return { mode: 'fake', connection, url: fake.url, stop: () => fake.stop() };
  },
};
