import { clsx } from 'clsx';
import { roiFieldLimits, type RoiField } from './roi';

interface RoiFieldInputProps {
  field: RoiField;
  label: string;
  /** Short explanation under the input. */
  hint: string;
  text: string;
  error?: string;
  onChange: (field: RoiField, text: string) => void;
}

/** One labelled number input of the calculator, with hint and German error message. */
export function RoiFieldInput({ field, label, hint, text, error, onChange }: RoiFieldInputProps) {
  const { min, max, step } = roiFieldLimits[field];
  const id = `roi-${field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        name={field}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(e) => onChange(field, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={clsx(
          'mt-1.5 w-full rounded-lg border bg-white px-3 py-2 text-lg text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
