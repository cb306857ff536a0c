import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { demoAdminMessages as m } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { deleteAudioFile, myAudioFilesQueryOptions } from './api';

/**
 * The MP3s this account published, each with its address and a delete button (the file leaves the
 * list and the bucket). A new upload of the same file name replaces its entry.
 */
export function MyAudioFiles() {
  const uid = useId();
  const queryClient = useQueryClient();
  const query = useQuery(myAudioFilesQueryOptions());
  const remove = useMutation({
    mutationFn: deleteAudioFile,
    onSuccess: () => toast.success(m.fileDeleted),
    onError: () => toast.error(m.deleteFileFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAudioFilesQueryOptions().queryKey }),
  });
  const files = query.data?.files ?? [];

  return (
    <section aria-labelledby={`${uid}-heading`} className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        {m.myFilesHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {m.myFilesCount(files.length)}
      </p>
      {query.isError && <p className="mt-4 text-sm text-red-700">{m.myFilesLoadFailed}</p>}
      {query.isSuccess && files.length === 0 && <p className="mt-4 text-slate-700">{m.myFilesEmpty}</p>}
      {files.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{file.name}</p>
                <a href={file.url} className="block truncate text-sm text-blue-800 underline">
                  {new URL(file.url, window.location.origin).href}
                </a>
                <p className="text-sm text-slate-700">{file.duration}</p>
              </div>
              <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(file)} aria-label={m.deleteFile(file.name)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {m.deleteButton}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
