import '../../lib/zod-jitless';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  assistantConfigMessages,
  assistantConfigSchema,
  assistantLanguages,
  assistantVoices,
  authMessages,
  formalityLabels,
  formalityLevels,
  inquiryLabels,
  inquiryTypes,
  languageLabels,
  voiceLabel,
  type AssistantConfig,
  type AssistantConfigInput,
  type AssistantConfigResponse,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldError, TextAreaField, TextField, errorId } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api/api-client';
import { configConflictTexts } from '../../content/ui-texts';
import { signInPath } from '../../lib/session/destination';
import { getAuthState } from '../../lib/session/auth-state';
import { signOutHere } from '../../lib/session/session';
import { keepDraft, takeDraft } from './config-draft';
import { DocumentsField } from './documents-field';
import { EmailListField } from './email-list-field';
import { ForwardingRulesField } from './forwarding-rules-field';
import { OpeningHoursField } from './opening-hours-field';
import { assistantConfigQueryOptions, fetchCurrentAssistantConfig, saveAssistantConfig } from './api';
import { mergeAfterConflict, type ConfigField, type FieldConflict } from './conflict-merge';
import { ConflictPanel, type Choice, type ConflictOrigin } from './conflict-panel';
import { speakGreeting } from './speak-greeting';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';
import { pagePath } from '../../lib/page-path';

type FieldName = keyof AssistantConfigInput;
const tabs: ReadonlyArray<{ id: string; label: string; fields: readonly FieldName[] }> = [
  { id: 'voice', label: c.tabs.voice, fields: ['voice', 'language', 'formality_level'] },
  { id: 'greeting', label: c.tabs.greeting, fields: ['assistant_name', 'greeting_message'] },
  { id: 'knowledge', label: c.tabs.knowledge, fields: ['website_url'] },
  { id: 'calls', label: c.tabs.calls, fields: ['supported_inquiries', 'opening_hours', 'forwarding_rules', 'forwarding_recipients'] },
  { id: 'notifications', label: c.tabs.notifications, fields: ['main_contact_email', 'notes_recipients', 'notification_settings'] },
];

/** What the form starts from; `voice` is absent until the user picks one. */
type FormStart = Omit<AssistantConfigInput, 'voice'> & { voice?: AssistantConfigInput['voice'] };
/**
 * A configuration never saved (version 0) preselects no voice: the user chooses one, and saving without
 * a choice shows the specification's 'Bitte wählen Sie eine Stimme aus'. The other defaults stay.
 */
const startValues = (data: AssistantConfigResponse): FormStart => (data.version === 0 ? { ...data.config, voice: undefined } : data.config);

/** The first message of a list field's errors (the list itself or one of its entries). */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const entry of Object.values(error as Record<string, unknown>)) {
    const message = entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * The five-tab form of the assistant configuration (specification, assistant configuration page), one shared schema with the API.
 * All tabs stay mounted (hidden when inactive) so every field is validated; a tab with an error says
 * so, and on save the first error's tab opens and its field gets focus.
 */
export function AssistantConfigForm({ data }: { data: AssistantConfigResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(tabs[0]?.id ?? 'voice');
  const [version, setVersion] = useState(data.version);
  const panels = useRef<Record<string, HTMLDivElement | null>>({});
  const form = useForm<AssistantConfigInput, unknown, AssistantConfig>({
    resolver: zodResolver(assistantConfigSchema) as Resolver<AssistantConfigInput, unknown, AssistantConfig>,
    defaultValues: startValues(data),
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, setValue, reset, formState } = form;
  const errors = formState.errors;
  useUnsavedChangesPrompt(formState.isDirty, assistantConfigMessages.unsavedChanges);

  /** The stored configuration the form's edits are based on (what a conflict compares against). */
  const base = useRef<FormStart>(startValues(data));
  const [conflicts, setConflicts] = useState<FieldConflict[]>([]);
  const [choices, setChoices] = useState<Partial<Record<ConfigField, Choice>>>({});
  const [conflictOrigin, setConflictOrigin] = useState<ConflictOrigin>('conflict');

  /**
   * 'Neu laden' after a conflict: the stored version from the server (not the cache), the user's edits
   * kept on top of it and listed where they differ from it, so the next save goes through.
   */
  const reloadAfterConflict = async () => {
    const mine = form.getValues();
    const fresh = await fetchCurrentAssistantConfig(queryClient);
    applyEdits(base.current, mine, fresh, 'conflict');
  };

  /** The edits `mine` (made on `editedOn`) on top of the stored `fresh` state, differences listed per field. */
  const applyEdits = (editedOn: Partial<AssistantConfigInput>, mine: AssistantConfigInput, fresh: AssistantConfigResponse, origin: ConflictOrigin) => {
    const merge = mergeAfterConflict(editedOn, mine, fresh.config);
    base.current = startValues(fresh);
    setVersion(fresh.version);
    reset(startValues(fresh));
    for (const field of merge.edited) setValue(field, mine[field], { shouldDirty: true });
    setChoices({});
    setConflicts(merge.conflicts);
    setConflictOrigin(origin);
  };

  // Edits a save could not store because the session had ended come back after signing in again.
  useEffect(() => {
    const auth = getAuthState();
    const draft = auth.status === 'signedIn' ? takeDraft(auth.me.id) : undefined;
    if (!draft) return;
    applyEdits(draft.base, draft.mine, data, 'restored');
    toast.info(configConflictTexts.draftRestored);
    // Once, for the data the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (field: ConfigField, choice: Choice) => {
    const conflict = conflicts.find((c) => c.field === field);
    if (!conflict) return;
    setChoices((previous) => ({ ...previous, [field]: choice }));
    setValue(field, (choice === 'mine' ? conflict.mine : conflict.theirs) as never, { shouldDirty: true });
  };

  const save = useMutation({
    mutationFn: (config: AssistantConfig) => saveAssistantConfig(config, version),
    onSuccess: (saved) => {
      queryClient.setQueryData(assistantConfigQueryOptions().queryKey, saved);
      base.current = saved.config;
      setVersion(saved.version);
      reset(saved.config);
      setConflicts([]);
      toast.success(assistantConfigMessages.saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        // The session is gone (expired for good, or signed out elsewhere): say so and sign in again;
        // the edits are kept for this account until then (config-draft.ts).
        const auth = getAuthState();
        if (auth.status === 'signedIn') keepDraft({ accountId: auth.me.id, base: base.current, mine: form.getValues() });
        toast.error(authMessages.mustBeSignedIn);
        void signOutHere().then(() => navigate(signInPath(pagePath('auth'), pagePath('assistantConfig'))));
      } else if (error instanceof ApiError && error.status === 409) {
        toast.error(assistantConfigMessages.conflict, {
          duration: Infinity,
          action: { label: configConflictTexts.reload, onClick: () => void reloadAfterConflict() },
        });
      } else {
        // The specification's toast, followed by what went wrong in German (the shared mapping, with the
        // request id for support when the failure is on our side).
        const { title, description } = assistantConfigMessages.saveFailed;
        toast.error(title, { description: error instanceof ApiError ? `${description} ${error.message}` : description });
      }
    },
  });

  const onInvalid = (fieldErrors: FieldErrors<AssistantConfigInput>) => {
    const first = tabs.find((t) => t.fields.some((name) => fieldErrors[name]));
    if (!first) return;
    setTab(first.id);
    // After the tab is shown: focus its first field marked invalid.
    requestAnimationFrame(() => panels.current[first.id]?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const tabHasError = (fields: readonly FieldName[]) => fields.some((name) => errors[name]);
  const language = watch('language');
  const inquiries = watch('supported_inquiries') ?? [];

  return (
    <FormProvider {...form}>
      {conflicts.length > 0 && <ConflictPanel conflicts={conflicts} choices={choices} onChoose={choose} origin={conflictOrigin} />}
      <form noValidate onSubmit={(event) => void handleSubmit((config) => save.mutate(config), onInvalid)(event)} aria-label={c.formLabel}>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List aria-label={c.tabs.label} className="flex flex-wrap gap-1 border-b border-slate-200">
            {tabs.map((t) => {
              const invalid = tabHasError(t.fields);
              return (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  className="-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
                >
                  {t.label}
                  {invalid && (
                    <>
                      <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-red-600 align-middle" />
                      <span className="sr-only">{c.tabs.hasErrors}</span>
                    </>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>

          <Tabs.Content value="voice" forceMount ref={(el) => void (panels.current.voice = el)} className="space-y-6 py-6 data-[state=inactive]:hidden">
            <fieldset aria-describedby={errors.voice ? errorId('voice') : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-800">Stimme</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {assistantVoices.map((voice) => (
                  <label key={voice.id} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input type="radio" value={voice.id} className="mt-0.5 accent-brand-700" aria-invalid={errors.voice ? true : undefined} {...register('voice')} />
                    <span>{voiceLabel(voice)}</span>
                  </label>
                ))}
              </div>
              <FieldError id="voice" message={errors.voice?.message} />
            </fieldset>
            <div className="grid gap-6 sm:grid-cols-2">
              <label className="block text-sm font-semibold text-slate-800">
                Sprache
                <select className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base font-normal" {...register('language')}>
                  {assistantLanguages.map((l) => (
                    <option key={l} value={l}>
                      {languageLabels[l]}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset>
                <legend className="mb-1.5 text-sm font-semibold text-slate-800">Anrede</legend>
                <div className="flex gap-4">
                  {formalityLevels.map((level) => (
                    <label key={level} className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="radio" value={level} className="accent-brand-700" {...register('formality_level')} />
                      {formalityLabels[level]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </Tabs.Content>

          <Tabs.Content value="greeting" forceMount ref={(el) => void (panels.current.greeting = el)} className="space-y-6 py-6 data-[state=inactive]:hidden">
            <TextField id="assistant_name" label={c.assistantName} autoComplete="off" error={errors.assistant_name?.message} {...register('assistant_name')} />
            <TextAreaField id="greeting_message" label={c.greeting} rows={4} error={errors.greeting_message?.message} {...register('greeting_message')} />
            <Button variant="outline" onClick={() => speakGreeting(watch('greeting_message'), language)}>
              {c.playGreeting}
            </Button>
          </Tabs.Content>

          <Tabs.Content value="knowledge" forceMount ref={(el) => void (panels.current.knowledge = el)} className="space-y-6 py-6 data-[state=inactive]:hidden">
            <TextField id="website_url" type="url" label="Website" optional placeholder="https://www.ihre-praxis.de" error={errors.website_url?.message} {...register('website_url')} />
            <DocumentsField documents={data.documents} />
          </Tabs.Content>

          <Tabs.Content value="calls" forceMount ref={(el) => void (panels.current.calls = el)} className="space-y-6 py-6 data-[state=inactive]:hidden">
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{c.supportedInquiries}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {inquiryTypes.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={inquiries.includes(type)}
                      onChange={(event) =>
                        setValue('supported_inquiries', event.target.checked ? [...inquiries, type] : inquiries.filter((i) => i !== type), { shouldDirty: true })
                      }
                    />
                    {inquiryLabels[type]}
                  </label>
                ))}
              </div>
            </fieldset>
            <OpeningHoursField />
            <ForwardingRulesField />
            <EmailListField
              id="forwarding_recipients"
              label={c.forwardingRecipients}
              hint={c.severalAddressesHint}
              value={watch('forwarding_recipients') ?? []}
              onChange={(list) => setValue('forwarding_recipients', list, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
              error={listError(errors.forwarding_recipients)}
            />
          </Tabs.Content>

          <Tabs.Content value="notifications" forceMount ref={(el) => void (panels.current.notifications = el)} className="space-y-6 py-6 data-[state=inactive]:hidden">
            <TextField id="main_contact_email" type="email" label="Haupt-Kontakt-E-Mail" optional error={errors.main_contact_email?.message} {...register('main_contact_email')} />
            <EmailListField
              id="notes_recipients"
              label={c.notesRecipients}
              hint={c.severalAddressesHint}
              value={watch('notes_recipients') ?? []}
              onChange={(list) => setValue('notes_recipients', list, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
              error={listError(errors.notes_recipients)}
            />
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-semibold text-slate-800">Benachrichtigungen</legend>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-brand-700" {...register('notification_settings.email')} />
                {c.emailAfterEachCall}
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-brand-700" {...register('notification_settings.summary')} />
                {c.dailySummary}
              </label>
            </fieldset>
          </Tabs.Content>
        </Tabs.Root>

        <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? assistantConfigMessages.saving : c.save}
          </Button>
          {formState.isDirty && <span className="text-sm text-slate-700">{c.unsavedChanges}</span>}
        </div>
      </form>
    </FormProvider>
  );
}
