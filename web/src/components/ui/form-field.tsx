import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

/** Shared look of text inputs; the red border only marks what the error text also says. */
export const inputClasses = (invalid: boolean): string =>
  clsx(
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0',
    invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-400 focus:border-brand-600 focus:outline-brand-600',
  );

export const errorId = (id: string): string => `${id}-error`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
      {optional ? (
        <span className="font-normal text-slate-600"> (optional)</span>
      ) : (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** aria-invalid / aria-describedby / aria-required for a control with an optional error text. */
export const fieldAria = (id: string, error: string | undefined, optional: boolean | undefined) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
  'aria-required': optional ? undefined : (true as const),
});

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, optional, className, ref, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <input id={id} ref={ref} className={inputClasses(Boolean(error))} {...fieldAria(id, error, optional)} {...input} />
      <FieldError id={id} message={error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, label, error, optional, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <textarea id={id} ref={ref} className={inputClasses(Boolean(error))} {...fieldAria(id, error, optional)} {...textarea} />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Determinate progress bar (0–100) with an accessible name. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${value}%` }} />
    </div>
  );
}
