/**
 * Event target of ContactCreated / DemoRequested: syncs the stored request to Pipedrive (person,
 * deal, note) and writes ids and status back to the record. Records a failed attempt and its next time (the sweeper
 * re-publishes the event when due); throws only if that cannot be recorded, so the bus retries.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, PIPEDRIVE_API_TOKEN (local) or
 * PIPEDRIVE_API_TOKEN_PARAMETER (AWS, SSM SecureString name), PIPEDRIVE_COMPANY_DOMAIN,
 * PIPEDRIVE_BASE_URL (optional), TABLE_IDEMPOTENCY (the step guard), AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { metricNames } from '@rufbereit/shared';
import { deliveryRetryPolicy } from '../config';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { trialRequestsFromEnv } from '../adapters/dynamo-trial-requests';
import { pipedriveClientFromEnv } from '../adapters/pipedrive-client';
import { dynamoEmailLease, forgetEmailLease } from '../adapters/dynamo-email-lease';
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
        retry: deliveryRetryPolicy(),
        guard: powertoolsStepGuard(context),
        oncePerEmail: dynamoEmailLease(),
        forgetEmail: forgetEmailLease(),
        trialNotes: trialRequestsFromEnv().notes,
      },
      requestRefFromEvent(event),
    ),
  { done: metricNames.crmSynced, failed: metricNames.crmSyncFailed, failedForGood: metricNames.deliveryFailedForGood },
);
