import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { inboxTexts, type GdprErasure } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api/api-client';
import { failureText, gdprErase, gdprExport, inboxKeys, saveFile } from './api';
import { gdprTexts as g } from '../../../content/texts/back-office';

/** Nothing stored about the address (404): said as a notice, not as a failure or a success. */
const isNoData = (error: Error): boolean => error instanceof ApiError && error.status === 404;

/** Data protection for one person by e-mail: download everything stored about them, or erase it. */
export function GdprPanel() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<GdprErasure>();
  const exportData = useMutation({
    mutationFn: gdprExport,
    onSuccess: (data) => {
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `datenauskunft-${data.exportedAt.slice(0, 10)}.json`);
      toast.success(inboxTexts.gdprExported);
    },
    onError: (error) => (isNoData(error) ? toast.info(error.message) : toast.error(g.exportFailed, { description: failureText(error) })),
  });
  const erase = useMutation({
    mutationFn: gdprErase,
    onSuccess: (result) => {
      setErased(result);
      toast.success(inboxTexts.gdprErased);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
    onError: (error) => (isNoData(error) ? toast.info(error.message) : toast.error(g.eraseFailed, { description: failureText(error) })),
    onSettled: () => setConfirming(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) exportData.mutate(email.trim());
  };

  return (
    <section aria-labelledby="gdpr-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="gdpr-heading" className="text-lg font-semibold text-slate-900">
        {g.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{g.intro}</p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="gdpr-email" className="text-sm font-semibold text-slate-800">
            {g.emailLabel}
          </label>
          <input id="gdpr-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="w-72 rounded-md border border-slate-400 px-3 py-2 text-sm" />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={!email.trim() || exportData.isPending}>
          {g.exportData}
        </Button>
        <Button size="sm" variant="secondary" disabled={!email.trim()} onClick={() => setConfirming(true)}>
          {g.eraseData}
        </Button>
      </form>
      {erased && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {g.erased(erased)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={g.eraseQuestion}
        description={g.eraseConsequence(email.trim())}
        confirmLabel={inboxTexts.eraseConfirm}
        busy={erase.isPending}
        onConfirm={() => erase.mutate(email.trim())}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
