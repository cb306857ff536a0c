import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { trialMessages, type RequestDetail } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatLongDateDe } from '../../../lib/format-de';
import { failureText, startTrial } from './api';

/**
 * A demo request's trial in its details: 'Testzugang einrichten' (after a confirmation naming the
 * address), then the account and the trial's end. The server creates one account however often it
 * is asked, and refuses an address that has one with a German message shown as a toast.
 */
export function TrialSection({ detail, onChanged }: { detail: RequestDetail; onChanged: (updated: RequestDetail, message: string) => void }) {
  const [asking, setAsking] = useState(false);
  const start = useMutation({
    mutationFn: () => startTrial(detail.id),
    onSuccess: (updated) => onChanged(updated, trialMessages.started),
    onError: (error) => toast.error(trialMessages.failed, { description: failureText(error) }),
    onSettled: () => setAsking(false),
  });
  const trial = detail.trial;
  return (
    <section data-testid="trial-section">
      <h3 className="font-semibold text-slate-900">{trialMessages.action}</h3>
      {trial ? (
        <div className="mt-1 space-y-1">
          <p data-testid="trial-ends" className="font-semibold text-slate-900">
            {trialMessages.endsAt(formatLongDateDe(trial.endsAt))}
          </p>
          <p className="break-words">{trialMessages.account(trial.email)}</p>
          {trial.status === 'pending' && <p>{trialMessages.pending}</p>}
        </div>
      ) : (
        <Button size="sm" className="mt-2" disabled={start.isPending} onClick={() => setAsking(true)}>
          {trialMessages.action}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={trialMessages.confirmQuestion}
        description={trialMessages.confirmConsequence(detail.email)}
        confirmLabel={trialMessages.action}
        busy={start.isPending}
        onConfirm={() => start.mutate()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
