/**
 * POST /api/admin/requests/demo-requests/{requestId}/trial (access `admin`): 'Testzugang einrichten'.
 * Creates the customer's account for the demo request's address with Cognito's invitation and
 * starts the trial (use-cases/trial.ts), then notes it on the request's CRM deal once (trial-crm-note.ts). 200 with the request (its `trial`), also when asked again;
 * 404 unknown id (a contact request's id too), 409 when the address already has an account.
 */
import { demoRequestParamsSchema, TRIAL_DAYS } from '@rufbereit/shared';
import { accountProfilesFromEnv } from '../adapters/dynamo-account-profiles';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { trialAccountsFromEnv } from '../adapters/cognito-trial-accounts';
import { trialRequestsFromEnv } from '../adapters/dynamo-trial-requests';
import { pipedriveClientFromEnv } from '../adapters/pipedrive-client';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { staffName } from '../http/staff-name';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { startTrial } from '../use-cases/trial';

export const handler = createAdminHandler(['startTrial'], audited(async (event, caller, audit) => {
  const { requestId } = validateInput(demoRequestParamsSchema, event.pathParameters ?? {});
  const trials = trialRequestsFromEnv();
  const { detail, created } = await startTrial(
    {
      repository: inboxRepositoryFromEnv(),
      trials,
      directory: trialAccountsFromEnv(),
      profiles: accountProfilesFromEnv(),
      crmNote: { notes: trials.notes, connectCrm: pipedriveClientFromEnv },
    },
    { id: requestId, by: await staffName(caller) },
  );
  // One entry per account created (a repeated call changes nothing); it names the request and the
  // account id, never the address.
  if (created) await audit(`demo-requests/${requestId}`, `${TRIAL_DAYS} Tage, Konto ${detail.trial?.accountId ?? '–'}`);
  return jsonResponse(200, detail);
}));
