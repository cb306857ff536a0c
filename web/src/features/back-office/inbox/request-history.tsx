import { demoStatusLabels, inboxTexts, trialMessages, type DemoStatus, type StaffAction } from '@rufbereit/shared';
import { formatDateTime } from './format';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

const actionLabels: Record<StaffAction['action'], string> = { status: inboxTexts.statusChanged, note: inboxTexts.historyNote, rerun: inboxTexts.rerunStarted, trial: trialMessages.started };

/** What staff did to a request: status changes, notes, re-runs (with the attempts and error before). */
export function RequestHistory({ history }: { history: StaffAction[] }) {
  if (history.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold text-slate-900">Verlauf</h3>
      <ul className="mt-2 space-y-1" data-testid="history">
        {history.map((h, i) => (
          <li key={i}>
            {formatDateTime(h.at)} · {h.by}: {actionLabels[h.action]}
            {h.action === 'status' && h.value ? ` → ${demoStatusLabels[h.value as DemoStatus] ?? h.value}` : ''}
            {h.action === 'rerun' && h.value
              ? p.rerunHistory(h.value, h.previousAttempts ?? 0, h.previousError)
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
