import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { FieldError, errorId } from './form-field';
import { pagePath } from '../../lib/page-path';
import { uiTexts } from '../../content/texts/ui';

interface ConsentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  /** What the data is processed for, e.g. "zur Beantwortung meiner Anfrage verarbeitet …". */
  purpose: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The required privacy consent checkbox of the forms, with its link to /datenschutz. */
export function ConsentField({ id, purpose, error, ref, ...input }: ConsentFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {uiTexts.consent.before} {purpose}{uiTexts.consent.after}{' '}
          <Link to={pagePath('privacy')} className="font-semibold text-brand-800 underline hover:text-brand-900">
            {uiTexts.consent.privacyLink}
          </Link>
          .<span aria-hidden="true" className="text-red-700"> *</span>
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
