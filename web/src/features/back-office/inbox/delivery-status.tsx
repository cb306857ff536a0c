import { crmStepNotice, deliveryStatusLabels, mailOutcomeLabels, mailStatusLabels, type InboxRow, type MailOutcome } from '@rufbereit/shared';
import { clsx } from 'clsx';
import { formatDateTime } from './format';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

const outcomeTone: Record<MailOutcome, string> = {
  delivered: 'bg-emerald-100 text-emerald-900',
  bounced: 'bg-red-100 text-red-900',
  complained: 'bg-red-100 text-red-900',
  rejected: 'bg-red-100 text-red-900',
};

/** What SES reported about a sent mail: 'Zugestellt', 'Unzustellbar' or 'Beschwerde'. */
export function MailOutcomeBadge({ outcome, label, testId }: { outcome: MailOutcome; label?: string; testId: string }) {
  return (
    <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', outcomeTone[outcome])} data-testid={testId} data-outcome={outcome}>
      {label ?? mailOutcomeLabels[outcome]}
    </span>
  );
}

const tone = {
  pending: 'bg-slate-100 text-slate-800',
  retrying: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

/** The CRM or mail state of a request: a label, the Pipedrive link once synced, the error once failed. */
export function DeliveryStatus({ channel, state }: { channel: 'crm' | 'mail'; state: InboxRow['crm'] | InboxRow['mail'] }) {
  const labels = channel === 'crm' ? deliveryStatusLabels : mailStatusLabels;
  const personUrl = channel === 'crm' && 'personUrl' in state ? state.personUrl : undefined;
  // The rate limit, a refused token or a stage without a CRM, said in words instead of the raw error.
  const notice = channel === 'crm' ? crmStepNotice(state, formatDateTime) : undefined;
  return (
    <div className="space-y-1" data-testid={`${channel}-status`} data-status={state.status}>
      <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', tone[state.status])}>{labels[state.status]}</span>
      {state.status === 'done' && personUrl && (
        <a href={personUrl} target="_blank" rel="noreferrer" className="block w-fit py-1 text-xs text-brand-800 underline">
          {p.personInPipedrive}
        </a>
      )}
      {channel === 'mail' && 'outcome' in state && state.outcome && <MailOutcomeBadge outcome={state.outcome} testId="mail-outcome" />}
      {notice && (
        <p className="max-w-56 text-xs font-semibold break-words text-slate-800" data-testid={`${channel}-notice`}>
          {notice}
        </p>
      )}
      {!notice && state.status === 'failed' && state.lastError && <p className="max-w-56 text-xs break-words text-red-800">{state.lastError}</p>}
      {!notice && state.nextAttemptAt && state.status === 'retrying' && <p className="text-xs text-slate-700">{p.nextAttempt(formatDateTime(state.nextAttemptAt))}</p>}
    </div>
  );
}
