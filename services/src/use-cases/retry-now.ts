/**
 * 'Jetzt erneut versuchen' in the inbox: a CRM sync or mail that is waiting for its next scheduled
 * attempt (`retrying`) is tried now. The step is not reset (attempts, error, schedule and retry window
 * stay the pipeline's): staff's action goes into the history, then the request's event is published
 * again, exactly as the sweeper does when the attempt is due. The step guard (request + step, see
 * delivery.ts) lets only one delivery run the step at a time and none after it is done, so this and a
 * scheduled retry, or two clicks, never create a second CRM deal or send a second mail.
 */
import { inboxMessages, retryNowMessages, type RequestDetail, type StaffAction } from '@rufbereit/shared';
import { Refusal } from './refusal';
import { getRequest, type StepActionDeps, type StepActionInput } from './inbox';
import { clockOf } from './ports';
import { kindDefinitions } from './request-kinds';

export async function retryStepNow(deps: StepActionDeps, { by, kind, id, step }: StepActionInput): Promise<RequestDetail> {
  const now = clockOf(deps);
  const before = await deps.repository.get(kind, id);
  if (!before) throw new Refusal('notFound', inboxMessages.notFound);
  const state = (before[step] ?? {}) as { attempts?: number; lastError?: string };
  // Recorded as a re-run of the step (with the attempts and error before it), like the re-run of a failed step.
  const action: StaffAction = {
    at: now.toISOString(),
    by,
    action: 'rerun',
    value: step,
    ...(typeof state.attempts === 'number' ? { previousAttempts: state.attempts } : {}),
    ...(state.lastError ? { previousError: state.lastError } : {}),
  };
  const outcome = await deps.repository.markRetryNow(kind, id, step, action);
  if (outcome === 'notFound') throw new Refusal('notFound', inboxMessages.notFound);
  if (outcome === 'notRetrying') throw new Refusal('conflict', retryNowMessages.notRetrying);
  const definition = kindDefinitions[kind];
  await deps.events.publish({ detailType: definition.detailType, detail: definition.detail(id) });
  return getRequest(deps, { kind, id });
}
