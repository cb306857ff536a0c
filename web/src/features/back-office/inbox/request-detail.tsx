import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  demoStatusLabels,
  demoStatuses,
  inboxTexts,
  retryNowMessages,
  servicePreferenceLabels,
  type DemoStatus,
  type InboxKind,
  type RequestDetail as Detail,
  type ServicePreference,
} from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryFailed, QueryLoading } from '../../../components/ui/query-status';
import { DeliveryStatus } from './delivery-status';
import { formatDateTime } from './format';
import { RequestHistory } from './request-history';
import { RequestNotes } from './request-notes';
import { addNote, failureText, inProgress, inboxKeys, requestDetailQueryOptions, rerunStep, retryStepNow, setDemoStatus } from './api';
import { StepFailure } from './step-failure';
import { TrialSection } from './trial-section';
import { AttributionSection } from './attribution-section';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

type Pending = { kind: 'rerun'; step: 'crm' | 'mail' } | { kind: 'status'; status: DemoStatus };

/** The detail panel: every field, the message, consent, attempts and errors, staff history; the actions. */
export function RequestDetail({ kind, id, onClose }: { kind: InboxKind; id: string; onClose: () => void }) {
  const returnFocus = useReturnFocus(true);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>();
  const detail = useQuery({
    ...requestDetailQueryOptions(kind, id),
    // A re-run shows its new attempt live: ask again while the work is under way.
    refetchInterval: (query) => (query.state.data && (inProgress(query.state.data.crm.status) || inProgress(query.state.data.mail.status)) ? 2000 : false),
  });
  const updated = (result: Detail, message: string) => {
    queryClient.setQueryData(requestDetailQueryOptions(kind, id).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(kind) });
    toast.success(message);
  };
  const change = useMutation({
    mutationFn: (action: Pending) => (action.kind === 'rerun' ? rerunStep(kind, id, action.step) : setDemoStatus(id, action.status)),
    onSuccess: (result, action) => updated(result, action.kind === 'rerun' ? inboxTexts.rerunStarted : inboxTexts.statusChanged),
    onError: (error) => toast.error(inboxTexts.actionFailed, { description: failureText(error) }),
    onSettled: () => setPending(undefined),
  });
  const retryNow = useMutation({
    mutationFn: (step: 'crm' | 'mail') => retryStepNow(kind, id, step),
    onSuccess: (result) => updated(result, retryNowMessages.started),
    onError: (error) => toast.error(inboxTexts.actionFailed, { description: failureText(error) }),
  });
  const saveNote = useMutation({
    mutationFn: (text: string) => addNote(kind, id, text),
    onSuccess: (result) => updated(result, inboxTexts.noteSaved),
    onError: (error) => toast.error(inboxTexts.actionFailed, { description: failureText(error) }),
  });

  const data = detail.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto bg-white p-6 shadow-xl" aria-describedby={undefined}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 break-words text-xl font-bold text-slate-900">{data ? data.name : 'Anfrage'}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                {p.close}
              </Button>
            </Dialog.Close>
          </div>
          {detail.isPending && <QueryLoading />}
          {detail.isError && <QueryFailed title={p.loadFailed} error={detail.error} onRetry={() => void detail.refetch()} />}
          {data && (
            <div className="mt-4 space-y-6 text-sm text-slate-800">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 [&>dd]:break-words">
                <dt className="font-semibold">Eingang</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
                <dt className="font-semibold">Firma</dt>
                <dd>{data.company || '–'}</dd>
                <dt className="font-semibold">E-Mail</dt>
                <dd>
                  <a className="inline-block py-0.5 text-brand-800 underline" href={`mailto:${data.email}`}>
                    {data.email}
                  </a>
                </dd>
                <dt className="font-semibold">Telefon</dt>
                <dd>{data.phone || '–'}</dd>
                {data.servicePreference && (
                  <>
                    <dt className="font-semibold">Leistung</dt>
                    <dd>{servicePreferenceLabels[data.servicePreference as ServicePreference] ?? data.servicePreference}</dd>
                  </>
                )}
                <dt className="font-semibold">Einwilligung</dt>
                <dd>{p.consentAt(formatDateTime(data.consentAt))}</dd>
                {data.expiresAt && (
                  <>
                    <dt className="font-semibold">{p.erasure}</dt>
                    <dd>{formatDateTime(new Date(data.expiresAt * 1000).toISOString())}</dd>
                  </>
                )}
              </dl>
              {data.message && (
                <section>
                  <h3 className="font-semibold text-slate-900">Nachricht</h3>
                  <p className="mt-1 whitespace-pre-wrap">{data.message}</p>
                </section>
              )}
              <AttributionSection attribution={data.attribution} />
              <section className="grid grid-cols-2 gap-4">
                {(['crm', 'mail'] as const).map((step) => (
                  <div key={step} className="min-w-0">
                    <h3 className="mb-1 font-semibold text-slate-900">{step === 'crm' ? 'CRM' : 'E-Mail'}</h3>
                    <DeliveryStatus channel={step} state={data[step]} />
                    <p className="mt-1 text-xs text-slate-700">
                      {retryNowMessages.attempts}: {data[step].attempts}
                    </p>
                    <StepFailure step={step} state={data[step]} busy={retryNow.isPending} onRetryNow={() => retryNow.mutate(step)} />
                    {data[step].status === 'failed' && (
                      <Button size="sm" variant="outline" className="mt-2" onClick={() => setPending({ kind: 'rerun', step })}>
                        {step === 'crm' ? inboxTexts.rerunCrm : inboxTexts.rerunMail}
                      </Button>
                    )}
                  </div>
                ))}
              </section>
              {kind === 'demo-requests' && data.status && (
                <section>
                  <label htmlFor="demo-status" className="font-semibold text-slate-900">
                    Status
                  </label>
                  <select
                    id="demo-status"
                    value={data.status}
                    onChange={(event) => setPending({ kind: 'status', status: event.target.value as DemoStatus })}
                    className="ml-3 rounded-md border border-slate-400 px-2 py-1"
                  >
                    {demoStatuses.map((status) => (
                      <option key={status} value={status}>
                        {demoStatusLabels[status]}
                      </option>
                    ))}
                  </select>
                </section>
              )}
              {kind === 'demo-requests' && <TrialSection detail={data} onChanged={updated} />}
              <RequestNotes notes={data.notes} saving={saveNote.isPending} onSave={(text) => saveNote.mutateAsync(text)} />
              <RequestHistory history={data.history} />
            </div>
          )}
          <ConfirmDialog
            open={Boolean(pending)}
            title={pending?.kind === 'rerun' ? (pending.step === 'crm' ? inboxTexts.rerunCrm : inboxTexts.rerunMail) : inboxTexts.changeStatusQuestion}
            description={
              pending?.kind === 'rerun'
                ? p.rerunExplained
                : p.newStatus(pending?.kind === 'status' ? demoStatusLabels[pending.status] : '')
            }
            busy={change.isPending}
            onConfirm={() => pending && change.mutate(pending)}
            onCancel={() => setPending(undefined)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
