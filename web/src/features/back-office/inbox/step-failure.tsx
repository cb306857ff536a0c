import { deliveryFailureReason, retryNowMessages, type InboxRow } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';

/**
 * Why a CRM sync or mail keeps failing, for staff: the stored error as a German sentence, the raw text
 * folded away for the technician, and 'Jetzt erneut versuchen' while the step waits for its next attempt.
 */
export function StepFailure({
  step,
  state,
  busy,
  onRetryNow,
}: {
  step: 'crm' | 'mail';
  state: InboxRow['crm'] | InboxRow['mail'];
  busy: boolean;
  onRetryNow: () => void;
}) {
  const retrying = state.status === 'retrying';
  if (!state.lastError || (!retrying && state.status !== 'failed')) return null;
  return (
    <div className="mt-2 space-y-1 text-xs" data-testid={`${step}-failure`}>
      <p className="break-words text-slate-800">
        <span className="font-semibold">{retryNowMessages.lastError}:</span> {deliveryFailureReason(step, state.lastError)}
      </p>
      <details className="text-slate-700">
        <summary className="cursor-pointer">{retryNowMessages.technicalDetails}</summary>
        <code className="mt-1 block break-words whitespace-pre-wrap">{state.lastError}</code>
      </details>
      {retrying && (
        <Button size="sm" variant="outline" className="mt-1" disabled={busy} onClick={onRetryNow}>
          {retryNowMessages.action}
        </Button>
      )}
    </div>
  );
}
