import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  MAX_INTERVALS_PER_DAY,
  defaultOpeningHours,
  federalStateCodes,
  federalStates,
  openingHoursSummary,
  weekdayLabels,
  weekdays,
  type AssistantConfigInput,
  type OpeningHours,
  type Weekday,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/form-field';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';

const t = c.openingHours;
const selectClasses = 'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-brand-600';

/** The message at `path` of RHF's nested errors (its types for arrays of objects are opaque). */
function messageAt(errors: unknown, ...path: Array<string | number>): string | undefined {
  let node: unknown = errors;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** One weekday: its intervals (none: closed), each with a start and an end, added and removed by button. */
function DayHours({ day }: { day: Weekday }) {
  const { control, register, formState } = useFormContext<AssistantConfigInput>();
  const { fields, append, remove } = useFieldArray({ control, name: `opening_hours.days.${day}` });
  const errors = (formState.errors.opening_hours as { days?: Record<string, unknown> } | undefined)?.days?.[day];
  const dayLabel = weekdayLabels[day];
  const dayError = messageAt(errors) ?? messageAt(errors, 'root');
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid={`opening-hours-${day}`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{dayLabel}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-700">{t.closed}</p>}
      <ol className="space-y-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const fromError = messageAt(errors, index, 'from');
          const toError = messageAt(errors, index, 'to');
          const fromId = `opening-${day}-${index}-from`;
          const toId = `opening-${day}-${index}-to`;
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={fromId} className="block text-sm text-slate-800">
                  <span aria-hidden="true">{t.fromShort}</span>
                  <span className="sr-only">{t.from(dayLabel, n)}</span>
                </label>
                <input
                  id={fromId}
                  type="time"
                  className={inputClasses(Boolean(fromError))}
                  aria-invalid={fromError ? true : undefined}
                  aria-describedby={fromError ? `${fromId}-error` : undefined}
                  {...register(`opening_hours.days.${day}.${index}.from`)}
                />
                {fromError && (
                  <span id={`${fromId}-error`} className="mt-1 block text-sm font-medium text-red-700">
                    {fromError}
                  </span>
                )}
              </div>
              <div>
                <label htmlFor={toId} className="block text-sm text-slate-800">
                  <span aria-hidden="true">{t.toShort}</span>
                  <span className="sr-only">{t.to(dayLabel, n)}</span>
                </label>
                <input
                  id={toId}
                  type="time"
                  className={inputClasses(Boolean(toError))}
                  aria-invalid={toError ? true : undefined}
                  aria-describedby={toError ? `${toId}-error` : undefined}
                  {...register(`opening_hours.days.${day}.${index}.to`)}
                />
                {toError && (
                  <span id={`${toId}-error`} className="mt-1 block text-sm font-medium text-red-700">
                    {toError}
                  </span>
                )}
              </div>
              <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t.remove(dayLabel, n)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {dayError && <p className="mt-1 text-sm font-medium text-red-700">{dayError}</p>}
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={fields.length >= MAX_INTERVALS_PER_DAY}
        onClick={() => append(fields.length === 0 ? { from: '09:00', to: '18:00' } : { from: '', to: '' })}
        aria-label={t.add(dayLabel)}
      >
        <Plus aria-hidden="true" className="size-4" /> {t.addShort}
      </Button>
    </fieldset>
  );
}

/**
 * The business's opening hours (per weekday, with breaks as several intervals), whether public holidays
 * are closed and in which Bundesland; the summary below reads them back in words, as the forwarding
 * rules do.
 */
export function OpeningHoursField() {
  const { register, watch } = useFormContext<AssistantConfigInput>();
  const hours = (watch('opening_hours') ?? defaultOpeningHours) as OpeningHours;
  return (
    <fieldset aria-describedby="opening-hours-hint">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t.legend}</legend>
      <p id="opening-hours-hint" className="mb-3 text-sm text-slate-700">
        {t.hint}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        {weekdays.map((day) => (
          <DayHours key={day} day={day} />
        ))}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('opening_hours.closed_on_public_holidays')} />
          {t.holidaysClosed}
        </label>
        <label className="text-sm text-slate-800">
          {t.state}
          <select className={selectClasses} {...register('opening_hours.state')}>
            {federalStateCodes.map((code) => (
              <option key={code} value={code}>
                {federalStates[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-3 text-sm text-slate-800" data-testid="opening-hours-summary">
        <span className="font-semibold">{t.summary}: </span>
        {openingHoursSummary(hours)}
      </p>
    </fieldset>
  );
}
