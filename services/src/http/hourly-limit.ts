/**
 * A per-hour limit in front of a route (the form's per-address limit, the analytics beacon's per-client
 * limit): over it, a refusal `tooManyAtOnce` (429 'Zu viele Anfragen …'); a counter store that cannot be
 * reached, a refusal `unavailable` (503). `onReached` counts the hit where a route has a metric for it.
 */
import { spamMessages } from '@rufbereit/shared';
import { Refusal } from '../use-cases/refusal';
import { answerStoreUnavailable } from './store-unavailable';

export async function refuseOverHourlyLimit(withinLimit: Promise<boolean>, onReached?: () => void): Promise<void> {
  if (await withinLimit.catch(answerStoreUnavailable)) return;
  onReached?.();
  throw new Refusal('tooManyAtOnce', spamMessages.tooManyRequests);
}
