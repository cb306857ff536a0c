import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { inboxTexts, type GdprErasure } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api/api-client';
import { failureText, gdprErase, gdprExport, inboxKeys, saveFile } from './api';

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
    onError: (error) => (isNoData(error) ? toast.info(error.message) : toast.error('Die Datenauskunft ist fehlgeschlagen.', { description: failureText(error) })),
  });
  const erase = useMutation({
    mutationFn: gdprErase,
    onSuccess: (result) => {
      setErased(result);
      toast.success(inboxTexts.gdprErased);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
    onError: (error) => (isNoData(error) ? toast.info(error.message) : toast.error('Das Löschen ist fehlgeschlagen.', { description: failureText(error) })),
    onSettled: () => setConfirming(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) exportData.mutate(email.trim());
  };

  return (
    <section aria-labelledby="gdpr-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="gdpr-heading" className="text-lg font-semibold text-slate-900">
        Datenschutz (DSGVO)
      </h2>
      <p className="mt-1 text-sm text-slate-700">Auskunft über alle gespeicherten Daten einer Person oder deren Löschung, gefunden über die E-Mail-Adresse.</p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="gdpr-email" className="text-sm font-semibold text-slate-800">
            E-Mail der Person
          </label>
          <input id="gdpr-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="w-72 rounded-md border border-slate-400 px-3 py-2 text-sm" />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={!email.trim() || exportData.isPending}>
          Daten exportieren
        </Button>
        <Button size="sm" variant="secondary" disabled={!email.trim()} onClick={() => setConfirming(true)}>
          Daten löschen
        </Button>
      </form>
      {erased && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          Gelöscht: {erased.contactIds.length} Kontaktanfrage(n), {erased.demoRequestIds.length} Demo-Anfrage(n), {erased.introCallSlots.length}{' '}
          Kennenlerngespräch(e).
          {erased.pipedrivePersonIds.length > 0 &&
            ` Pipedrive-Person(en) ${erased.pipedrivePersonIds.join(', ')}${
              erased.pipedriveDeleted.length === erased.pipedrivePersonIds.length ? ' dort ebenfalls gelöscht.' : ': bitte in Pipedrive entfernen.'
            }`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Alle Daten dieser Person löschen?"
        description={`Alle Kontakt- und Demo-Anfragen von ${email.trim()} mit ihren Notizen, gebuchte Kennenlerngespräche und die Einträge im CRM werden endgültig gelöscht.`}
        confirmLabel={inboxTexts.eraseConfirm}
        busy={erase.isPending}
        onConfirm={() => erase.mutate(email.trim())}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
