import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  MAX_FORWARDING_RULES,
  assistantConfigMessages,
  defaultOpeningHours,
  forwardingTimeSummary,
  forwardingRulesSchema,
  forwardingTimeLabels,
  forwardingTimes,
  inquiryLabels,
  inquiryTypes,
  type AssistantConfigInput,
  type ForwardingRule,
  type OpeningHours,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/form-field';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';

const newRule = (): ForwardingRule => ({
  id: crypto.randomUUID(),
  match: { kind: 'inquiry', inquiry: 'appointment' },
  target: { kind: 'phone', phone: '' },
  when: 'always',
});
const selectClasses = 'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-brand-600';

/** The message of a nested field error (the union types of the rule make RHF's error type opaque). */
const messageAt = (errors: unknown, key: string): string | undefined => {
  const entry = errors && typeof errors === 'object' ? (errors as Record<string, unknown>)[key] : undefined;
  const message = entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
};

/**
 * Forwarding rules as rows (inquiry type or keyword → phone number or e-mail, always / during /
 * outside opening hours), stored as the structured JSON the entity names. The JSON view is for
 * pasting rules; invalid JSON there gets a German message and never reaches the form.
 */
export function ForwardingRulesField() {
  const uid = useId();
  // The kind selects are registered fields; the inputs below follow the chosen kind (a value of the
  // other kind stays in the form state but is stripped by the schema on save).
  const { control, register, watch, formState } = useFormContext<AssistantConfigInput>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'forwarding_rules', keyName: 'key' });
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string>();
  const ruleErrors = formState.errors.forwarding_rules;
  // Rules added and not yet edited show no errors: after a refused save the form checks on every
  // change, and an empty new rule would greet the user with 'Bitte …'. The next save shows them.
  const [untouchedNew, setUntouchedNew] = useState<ReadonlySet<string>>(new Set());
  const { submitCount } = formState;
  useEffect(() => setUntouchedNew(new Set()), [submitCount]);
  const addRule = () => {
    const rule = newRule();
    append(rule);
    setUntouchedNew((ids) => new Set(ids).add(rule.id));
  };
  const edited = (id: string) =>
    setUntouchedNew((ids) => {
      if (!ids.has(id)) return ids;
      const rest = new Set(ids);
      rest.delete(id);
      return rest;
    });

  // After 'Entfernen' the button is gone with its rule: focus moves to the rule that took its place (or the
  // one before, when the last was removed; 'Regel hinzufügen' when none is left), not to the page's start.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const removedAt = useRef<number | null>(null);
  const removeRule = (index: number) => {
    removedAt.current = index;
    remove(index);
  };
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const removeButtons = fieldset.current?.querySelectorAll<HTMLButtonElement>('[data-remove-rule]') ?? [];
    const next = removeButtons[Math.min(index, removeButtons.length - 1)] ?? fieldset.current?.querySelector<HTMLButtonElement>('[data-add-rule]');
    next?.focus();
  }, [fields]);

  const applyJson = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return setJsonError(assistantConfigMessages.invalidJson);
    }
    const rules = forwardingRulesSchema.safeParse(parsed);
    if (!rules.success) return setJsonError(assistantConfigMessages.invalidRules);
    setJsonError(undefined);
    replace(rules.data);
  };

  return (
    <fieldset ref={fieldset}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Weiterleitungsregeln</legend>
      {fields.length === 0 && <p className="mb-3 text-sm text-slate-600">{c.rules.none}</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const matchKind = watch(`forwarding_rules.${index}.match.kind`);
          const targetKind = watch(`forwarding_rules.${index}.target.kind`);
          const ruleId = watch(`forwarding_rules.${index}.id`);
          // The rule's time in words with the hours entered above ('' for 'Immer').
          const timeSummary = forwardingTimeSummary(watch(`forwarding_rules.${index}.when`) ?? 'always', (watch('opening_hours') ?? defaultOpeningHours) as OpeningHours);
          const errors = untouchedNew.has(ruleId) ? undefined : ruleErrors?.[index];
          const matchError = messageAt(errors?.match, 'keyword');
          const targetError = messageAt(errors?.target, 'phone') ?? messageAt(errors?.target, 'email');
          const n = index + 1;
          return (
            <li key={field.key} className="rounded-lg border border-slate-200 p-3" data-testid="forwarding-rule" onChange={() => edited(ruleId)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <label className="text-sm text-slate-800">
                  {c.rules.when(n)}
                  <select className={selectClasses} {...register(`forwarding_rules.${index}.match.kind`)}>
                    <option value="inquiry">{c.rules.inquiryIs}</option>
                    <option value="keyword">{c.rules.callerSaysKeyword}</option>
                  </select>
                </label>
                {matchKind === 'keyword' ? (
                  <label className="text-sm text-slate-800">
                    {c.rules.keyword(n)}
                    <input className={inputClasses(Boolean(matchError))} aria-invalid={matchError ? true : undefined} {...register(`forwarding_rules.${index}.match.keyword`)} />
                    {matchError && <span className="mt-1 block font-medium text-red-700">{matchError}</span>}
                  </label>
                ) : (
                  <label className="text-sm text-slate-800">
                    {c.rules.inquiry(n)}
                    <select className={selectClasses} {...register(`forwarding_rules.${index}.match.inquiry`)}>
                      {inquiryTypes.map((type) => (
                        <option key={type} value={type}>
                          {inquiryLabels[type]}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="text-sm text-slate-800">
                  {c.rules.forwardTo(n)}
                  <select className={selectClasses} {...register(`forwarding_rules.${index}.target.kind`)}>
                    <option value="phone">Telefonnummer</option>
                    <option value="email">E-Mail-Adresse</option>
                  </select>
                </label>
                <label className="text-sm text-slate-800">
                  {c.rules.target(targetKind === 'email' ? 'email' : 'phone', n)}
                  <input
                    type={targetKind === 'email' ? 'email' : 'tel'}
                    className={inputClasses(Boolean(targetError))}
                    aria-invalid={targetError ? true : undefined}
                    {...register(targetKind === 'email' ? `forwarding_rules.${index}.target.email` : `forwarding_rules.${index}.target.phone`)}
                  />
                  {targetError && <span className="mt-1 block font-medium text-red-700">{targetError}</span>}
                </label>
                <label className="text-sm text-slate-800">
                  {c.rules.time(n)}
                  <select className={selectClasses} aria-describedby={timeSummary ? `${uid}-when-${index}` : undefined} {...register(`forwarding_rules.${index}.when`)}>
                    {forwardingTimes.map((time) => (
                      <option key={time} value={time}>
                        {forwardingTimeLabels[time]}
                      </option>
                    ))}
                  </select>
                  {timeSummary && (
                    <span id={`${uid}-when-${index}`} className="mt-1 block text-slate-700" data-testid="forwarding-rule-time-summary">
                      {timeSummary}
                    </span>
                  )}
                </label>
                <div className="flex items-end justify-end">
                  <Button variant="ghost" size="sm" onClick={() => removeRule(index)} aria-label={c.rules.remove(n)} data-remove-rule>
                    <Trash2 aria-hidden="true" className="size-4" /> Entfernen
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" className="mt-3" disabled={fields.length >= MAX_FORWARDING_RULES} onClick={addRule} data-add-rule>
        <Plus aria-hidden="true" className="size-4" /> {c.rules.add}
      </Button>
      <details className="mt-4" onToggle={(event) => event.currentTarget.open && setJson(JSON.stringify(watch('forwarding_rules'), null, 2))}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">{c.rules.advanced}</summary>
        <label htmlFor={`${uid}-json`} className="mt-2 block text-sm text-slate-700">
          {c.rules.jsonLabel}
        </label>
        <textarea
          id={`${uid}-json`}
          rows={8}
          value={json}
          onChange={(event) => {
            setJson(event.target.value);
            setJsonError(undefined);
          }}
          className={`${inputClasses(Boolean(jsonError))} font-mono text-sm`}
          aria-invalid={jsonError ? true : undefined}
          aria-describedby={jsonError ? `${uid}-json-error` : undefined}
        />
        {jsonError && (
          <p id={`${uid}-json-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {jsonError}
          </p>
        )}
        <Button variant="outline" size="sm" className="mt-2" onClick={applyJson}>
          {c.rules.applyJson}
        </Button>
      </details>
    </fieldset>
  );
}
