import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { audioAccept, demoAdminMessages as m, demoCategories, demoCategoryIds, type DemoCategoryId, type DemoTrack } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldError, FieldLabel, ProgressBar, TextAreaField, TextField, fieldAria, inputClasses } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api/api-client';
import { audioFileProblem, readAudioDuration } from '../../lib/uploads/audio-file';
import { adminTracksQueryOptions, UploadError, saveTrack, type TrackValues } from './api';
import { demoAdminTexts as d } from '../../content/texts/demo-admin';

type Field = 'title' | 'description' | 'category' | 'file';
type Errors = Partial<Record<Field, string>>;

/** The API's field names → the form's (the upload is the file field). */
const serverField: Record<string, Field> = { title: 'title', description: 'description', categoryId: 'category', uploadId: 'file', file: 'file', name: 'file', size: 'file' };
const fileMessages = new Set<string>([m.invalidAudio, m.tooLarge, m.notDecodable, m.fileRequired, m.missing, m.alreadyPublished]);

const categoryName = (id: DemoCategoryId): string => demoCategories.find((c) => c.id === id)?.name ?? id;

/** The outcome of checking a chosen file: the file with its duration, or why it cannot be used. */
interface FileCheck {
  file?: File;
  duration?: string;
  error?: string;
}

async function checkFile(chosen: File | undefined): Promise<FileCheck> {
  if (!chosen) return {};
  const problem = audioFileProblem(chosen);
  if (problem) return { error: problem };
  const decoded = await readAudioDuration(chosen);
  return 'error' in decoded ? { error: decoded.error } : { file: chosen, duration: decoded.duration };
}

/** The form's values: a new track has no category until one is chosen. */
type FormValues = Omit<TrackValues, 'categoryId'> & { categoryId: DemoCategoryId | '' };

interface TrackFormProps {
  /** The track to edit; none for a new one. */
  track?: DemoTrack;
  onSaved: (track: DemoTrack) => void;
  /** The success toast of an update (the playlist says 'Änderungen erfolgreich gespeichert'). */
  updatedToast?: string;
}

/**
 * The track form (spec: validation): title and description required and trimmed, a category (never
 * 'all'), an audio file required for a new track (audio type, at most 10 MB, decodable; its duration
 * read from the file). Saving uploads the file with real progress, then the API verifies it.
 */
export function TrackForm({ track, onSaved, updatedToast = m.updated }: TrackFormProps) {
  const uid = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>({ title: track?.title ?? '', description: track?.description ?? '', categoryId: track?.categoryId ?? '' });
  const [duration, setDuration] = useState<string | undefined>(track?.duration);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number>();

  const save = useMutation({
    mutationFn: (input: { values: TrackValues; file?: File }) => saveTrack(track?.id, input.values, input.file, setProgress),
    onSuccess: (saved) => {
      toast.success(track ? updatedToast : m.created, { description: saved.title });
      void queryClient.invalidateQueries({ queryKey: adminTracksQueryOptions().queryKey });
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof UploadError) {
        setErrors({ file: m.uploadFailed(error.message) });
        toast.error(m.uploadProblem);
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.fields ?? {};
        const mapped: Errors = {};
        for (const [name, message] of Object.entries(fields)) {
          const field = serverField[name];
          if (field && !mapped[field]) mapped[field] = message;
        }
        if (Object.keys(mapped).length === 0 && fileMessages.has(error.message)) mapped.file = error.message;
        setErrors(mapped);
      }
      toast.error(m.saveFailed, { description: error.message });
    },
    onSettled: () => setProgress(undefined),
  });

  /** The check of the last chosen file: a save waits for it, so a quick click cannot save without the new file. */
  const fileCheck = useRef<Promise<FileCheck>>(Promise.resolve({}));

  const chooseFile = async (chosen: File | undefined) => {
    setDuration(track?.duration);
    setErrors((e) => ({ ...e, file: undefined }));
    const check = checkFile(chosen);
    fileCheck.current = check;
    const result = await check;
    // A later choice replaced this one while it was decoded.
    if (fileCheck.current !== check) return;
    if (result.error) return setErrors((e) => ({ ...e, file: result.error }));
    if (result.duration) setDuration(result.duration);
  };

  /** A text field's edit; its error goes as soon as the field holds text again (not only on the next save). */
  const editText = (field: 'title' | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim()) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { file: checkedFile, error: fileError } = await fileCheck.current;
    const { categoryId } = values;
    const trimmed = { title: values.title.trim(), description: values.description.trim() };
    const found: Errors = {
      ...(trimmed.title ? {} : { title: m.titleRequired }),
      ...(trimmed.description ? {} : { description: m.descriptionRequired }),
      ...(categoryId ? {} : { category: m.categoryRequired }),
      ...(fileError ? { file: fileError } : !track && !checkedFile ? { file: m.fileRequired } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !categoryId) return;
    save.mutate({ values: { ...trimmed, categoryId }, file: checkedFile });
  };

  const busy = save.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={busy || undefined}>
      <TextField id={`${uid}-title`} label="Titel" value={values.title} error={errors.title} maxLength={120} onChange={(e) => editText('title', e.target.value)} />
      <TextAreaField
        id={`${uid}-description`}
        label="Beschreibung"
        rows={3}
        value={values.description}
        error={errors.description}
        maxLength={1000}
        onChange={(e) => editText('description', e.target.value)}
      />
      <div>
        <FieldLabel htmlFor={`${uid}-category`}>{m.categoryLabel}</FieldLabel>
        <select
          id={`${uid}-category`}
          className={inputClasses(Boolean(errors.category))}
          value={values.categoryId}
          {...fieldAria(`${uid}-category`, errors.category, false)}
          onChange={(e) => {
            setValues({ ...values, categoryId: e.target.value as DemoCategoryId });
            setErrors((current) => ({ ...current, category: undefined }));
          }}
        >
          {values.categoryId === '' && (
            <option value="" disabled>
              {m.categoryPlaceholder}
            </option>
          )}
          {demoCategoryIds.map((id) => (
            <option key={id} value={id}>
              {categoryName(id)}
            </option>
          ))}
        </select>
        <FieldError id={`${uid}-category`} message={errors.category} />
      </div>
      <div>
        <FieldLabel htmlFor={`${uid}-file`} optional={Boolean(track)}>
          {track ? d.newAudioFile : d.audioFile}
        </FieldLabel>
        <input
          id={`${uid}-file`}
          type="file"
          accept={audioAccept}
          disabled={busy}
          className="block w-full text-sm text-slate-800 file:mr-4 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold"
          {...fieldAria(`${uid}-file`, errors.file, Boolean(track))}
          onChange={(e) => void chooseFile(e.target.files?.[0])}
        />
        <FieldError id={`${uid}-file`} message={errors.file} />
        {duration && !errors.file && <p className="mt-1.5 text-sm text-slate-700">Dauer: {duration}</p>}
      </div>
      {progress !== undefined && (
        <div className="space-y-1">
          <ProgressBar value={progress} label="Upload-Fortschritt" />
          <p className="text-sm text-slate-700">{progress} % hochgeladen</p>
        </div>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? m.saving : track ? m.saveChanges : m.createButton}
      </Button>
    </form>
  );
}
