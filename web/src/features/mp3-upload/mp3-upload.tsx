import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, ShieldCheck, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { MP3_ONLY, demoAdminMessages as m, mp3Accept } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldError, ProgressBar, fieldAria } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api/api-client';
import { copyText } from '../../lib/copy-text';
import { audioFileProblem } from '../../lib/uploads/audio-file';
import { uploadTexts } from '../../content/ui-texts';
import { PublicUrlError, checkUploadPermission, myAudioFilesQueryOptions, uploadMp3 } from './api';

const COPIED_MS = 2000;

/**
 * The MP3 upload card (spec: screens and states): 'Berechtigung prüfen' asks the API, then 'Zugriff
 * gewährt'; an MP3 (checked here by name and type, on the server by its first bytes), uploaded with
 * real progress; then its public address with a copy button.
 */
export function Mp3Upload() {
  const uid = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [copied, setCopied] = useState(false);
  const queryClient = useQueryClient();

  const permission = useMutation({
    mutationFn: checkUploadPermission,
    onSuccess: (answer) => (answer.allowed ? toast.success(m.accessGranted) : toast.error(m.error(uploadTexts.mp3NotAllowed))),
    onError: (error) => toast.error(error instanceof ApiError && error.status === 401 ? m.signInFirst : m.error(error.message)),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadMp3(chosen, setProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAudioFilesQueryOptions().queryKey }),
    onError: (error) => {
      const message = error instanceof PublicUrlError ? error.message : m.uploadFailed(error.message);
      setFileError(message);
      toast.error(message);
    },
    onSettled: () => setProgress(undefined),
  });

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setFile(undefined);
    setFileError(undefined);
    if (!chosen) return;
    // Spec: validation: only audio/mpeg or audio/mp3.
    const wrongType = chosen.type !== '' && chosen.type !== 'audio/mpeg' && chosen.type !== 'audio/mp3';
    const problem = wrongType ? m.mp3Only : audioFileProblem(chosen, MP3_ONLY, m.mp3Only);
    if (problem) return setFileError(problem);
    setFile(chosen);
  };

  const publicUrl = upload.data ? new URL(upload.data.url, window.location.origin).href : undefined;
  const copy = async () => {
    if (!publicUrl) return;
    if (!(await copyText(publicUrl))) return void toast.error(m.error(uploadTexts.copyFailed));
    setCopied(true);
    toast.success(m.urlCopied);
    window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  const granted = permission.data?.allowed === true;
  return (
    <section aria-labelledby={`${uid}-heading`} className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 id={`${uid}-heading`} className="text-2xl font-bold text-slate-900">
        {m.uploadHeading}
      </h1>
      {!granted ? (
        <>
          <p className="mt-2 text-slate-700">{uploadTexts.permissionIntro}</p>
          <Button className="mt-6" disabled={permission.isPending} onClick={() => permission.mutate()}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            {permission.isPending ? m.checking : m.checkPermission}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2 font-semibold text-green-800">
            <Check aria-hidden="true" className="h-5 w-5" />
            {m.accessGranted}
          </p>
          <label htmlFor={`${uid}-file`} className="mt-6 mb-1.5 block text-sm font-semibold text-slate-800">
            {uploadTexts.mp3FileLabel}
          </label>
          <input
            id={`${uid}-file`}
            type="file"
            accept={mp3Accept}
            disabled={upload.isPending}
            className="block w-full text-sm text-slate-800 file:mr-4 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold"
            {...fieldAria(`${uid}-file`, fileError, false)}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <FieldError id={`${uid}-file`} message={fileError} />
          {progress !== undefined && (
            <div className="mt-4 space-y-1">
              <ProgressBar value={progress} label="Upload-Fortschritt" />
              <p className="text-sm text-slate-700">{progress} % hochgeladen</p>
            </div>
          )}
          <Button className="mt-6" disabled={!file || upload.isPending} onClick={() => file && upload.mutate(file)}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {upload.isPending ? m.uploading : m.uploadButton}
          </Button>
          {publicUrl && (
            <div className="mt-6 rounded-xl bg-slate-50 p-4">
              <p className="text-sm font-semibold text-slate-800">{uploadTexts.publicUrlWithDuration(upload.data?.duration ?? '')}</p>
              <div className="mt-2 flex items-center gap-2">
                <input readOnly value={publicUrl} aria-label={uploadTexts.publicUrl} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900" />
                <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={uploadTexts.copyUrl}>
                  {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
                  {copied ? uploadTexts.copied : uploadTexts.copy}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
