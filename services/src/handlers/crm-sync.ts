/**
 * Event target of ContactCreated / DemoRequested: syncs the stored request to Pipedrive (person,
 * deal, note) and writes ids and status back to the record. Throws on failure so the bus retries.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, PIPEDRIVE_API_TOKEN (local) or
 * PIPEDRIVE_API_TOKEN_PARAMETER (AWS, SSM SecureString name), PIPEDRIVE_COMPANY_DOMAIN,
 * PIPEDRIVE_BASE_URL (optional), TABLE_IDEMPOTENCY (the step guard), AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { EVENT_TARGET_MAX_ATTEMPTS, metricNames } from '@rufbereit/shared';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { pipedriveClientFromEnv } from '../adapters/pipedrive-client';
import { powertoolsStepGuard } from '../adapters/powertools-step-guard';
import { createBusEventHandler } from '../events/bus-event-handler';
import { requestRefFromEvent } from '../use-cases/request-kinds';
import { syncRequestToCrm } from '../use-cases/sync-request-to-crm';

export const handler = createBusEventHandler(
  (event, context) =>
    syncRequestToCrm(
      {
        repository: requestRepositoryFromEnv(),
        connectCrm: pipedriveClientFromEnv,
        maxAttempts: EVENT_TARGET_MAX_ATTEMPTS,
        guard: powertoolsStepGuard(context),
      },
      requestRefFromEvent(event),
    ),
  { done: metricNames.crmSynced, failed: metricNames.crmSyncFailed },
);
