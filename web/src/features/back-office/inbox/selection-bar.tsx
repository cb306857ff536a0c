import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { INBOX_BULK_MAX, demoStatusLabels, demoStatuses, inboxBulkTexts, inboxTexts, type DemoStatus, type ExportFormat, type InboxKind } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { bulkSetDemoStatus, downloadSelectedExport, failureText, inboxKeys } from './api';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

/**
 * What staff do with the ticked rows: one status for all (demo requests, after a confirmation) and a
 * CSV of exactly those rows. More than INBOX_BULK_MAX ticked: the actions wait until fewer are.
 */
export function SelectionBar({ kind, ids, onClear }: { kind: InboxKind; ids: readonly string[]; onClear: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DemoStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const tooMany = ids.length > INBOX_BULK_MAX;
  const change = useMutation({
    mutationFn: (next: DemoStatus) => bulkSetDemoStatus(ids, next),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      toast.success(inboxBulkTexts.statusChanged(result.updated.length));
      onClear();
    },
    onError: (error) => toast.error(inboxTexts.actionFailed, { description: failureText(error) }),
    onSettled: () => setConfirming(false),
  });
  const exportSelected = async (format: ExportFormat) => {
    setExporting(true);
    try {
      await downloadSelectedExport(kind, ids, format);
    } catch (error) {
      toast.error(p.exportFailed, { description: error instanceof Error ? failureText(error) : undefined });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div role="group" aria-label={inboxBulkTexts.selected(ids.length)} className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-300 bg-brand-50 p-3">
      <p className="self-center text-sm font-semibold text-slate-900" aria-live="polite">
        {inboxBulkTexts.selected(ids.length)}
        {tooMany && <span className="block font-normal text-red-800">{inboxBulkTexts.limitNote}</span>}
      </p>
      {kind === 'demo-requests' && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="bulk-status" className="text-sm font-semibold text-slate-800">
              {inboxBulkTexts.statusLabel}
            </label>
            <select id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value as DemoStatus | '')} className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm">
              <option value="">{inboxBulkTexts.statusPlaceholder}</option>
              {demoStatuses.map((s) => (
                <option key={s} value={s}>
                  {demoStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" disabled={!status || tooMany || change.isPending} onClick={() => setConfirming(true)}>
            {inboxBulkTexts.applyStatus}
          </Button>
        </>
      )}
      <Button variant="outline" size="sm" disabled={tooMany || exporting} onClick={() => void exportSelected('csv')}>
        {inboxBulkTexts.exportSelected}
      </Button>
      <Button variant="outline" size="sm" disabled={tooMany || exporting} onClick={() => void exportSelected('xlsx')}>
        {inboxBulkTexts.exportSelectedXlsx}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {inboxBulkTexts.clearSelection}
      </Button>
      <ConfirmDialog
        open={confirming}
        busy={change.isPending}
        title={inboxTexts.changeStatusQuestion}
        description={status ? inboxBulkTexts.confirmStatus(ids.length, demoStatusLabels[status]) : ''}
        onConfirm={() => status && change.mutate(status)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
