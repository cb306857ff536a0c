import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { assistantDocumentAccept, documentMessages, type AssistantConfigResponse, type AssistantDocument } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ProgressBar } from '../../components/ui/form-field';
import { formatFileSize } from '../../lib/file-size';
import { documentProblem } from './document-problem';
import { assistantConfigQueryOptions, deleteDocument, documentDownloadUrl, uploadDocument } from './api';
import { uploadTexts } from '../../content/ui-texts';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/**
 * Documents the assistant knows (pdf, doc, docx, txt; several at once; 10 MB each): each file goes
 * straight to S3 with its own progress bar; the server checks it and lists it. Saved at once, apart
 * from the form's Save button.
 */
export function DocumentsField({ documents }: { documents: AssistantDocument[] }) {
  const uid = useId();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [toDelete, setToDelete] = useState<AssistantDocument>();
  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: assistantConfigQueryOptions().queryKey });

  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, deleted) => {
      toast.success(documentMessages.deleted);
      // Show the list without the document at once; the refetch confirms it.
      queryClient.setQueryData<AssistantConfigResponse>(assistantConfigQueryOptions().queryKey, (data) => data && { ...data, documents: data.documents.filter((d) => d.id !== deleted.id) });
      void refresh();
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => setToDelete(undefined),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const problem = documentProblem(file);
      setUploads((list) => [...list, { key, name: file.name, progress: 0, ...(problem ? { error: problem } : {}) }]);
      if (problem) continue;
      uploadDocument(file, (progress) => patch(key, { progress }))
        .then(async () => {
          setUploads((list) => list.filter((u) => u.key !== key));
          toast.success(documentMessages.uploaded, { description: file.name });
          await refresh();
        })
        .catch((error: unknown) => patch(key, { error: error instanceof Error ? error.message : documentMessages.uploadFailed }));
    }
  };

  const open = async (document: AssistantDocument) => {
    try {
      window.location.assign(await documentDownloadUrl(document));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : documentMessages.notFound);
    }
  };

  return (
    <div>
      <label htmlFor={`${uid}-files`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {uploadTexts.documentsLabel}
      </label>
      <input
        id={`${uid}-files`}
        type="file"
        multiple
        accept={assistantDocumentAccept}
        onChange={choose}
        className="block w-full text-sm text-slate-800 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      {uploads.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={c.documents.uploadsInProgress}>
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-900">{upload.name}</p>
              {upload.error ? (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {upload.error}
                </p>
              ) : (
                <div className="mt-2">
                  <ProgressBar value={upload.progress} label={c.documents.uploadOf(upload.name)} />
                </div>
              )}
              {upload.error && (
                <Button variant="ghost" size="sm" className="mt-1" onClick={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}>
                  Ausblenden
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{c.documents.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={c.documents.uploaded}>
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 px-3 py-2" data-testid="document-row">
              <button type="button" onClick={() => void open(document)} className="flex min-w-0 items-center gap-2 text-left text-sm font-medium text-brand-800 underline underline-offset-2">
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{document.name}</span>
              </button>
              <span className="shrink-0 text-sm text-slate-600">{formatFileSize(document.size)}</span>
              <Button variant="ghost" size="sm" aria-label={c.documents.deleteNamed(document.name)} onClick={() => setToDelete(document)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={c.documents.confirmTitle}
        description={c.documents.confirmText(toDelete?.name ?? '')}
        confirmLabel={c.documents.delete}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}
