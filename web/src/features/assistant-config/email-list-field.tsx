import { useEffect, useRef, useState } from 'react';
import { FieldError, FieldLabel, errorId, inputClasses } from '../../components/ui/form-field';

interface Props {
  id: string;
  label: string;
  value: string[];
  onChange: (addresses: string[]) => void;
  error?: string;
  hint?: string;
}

const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * Several e-mail addresses in one field, separated by commas, stored as a list: an e-mail input with
 * `multiple` as the specification says (phones show the e-mail keyboard).
 */
export function EmailListField({ id, label, value, onChange, error, hint }: Props) {
  const [text, setText] = useState(value.join(', '));
  /** The list this field last reported; any other value came from outside. */
  const reported = useRef(value);
  useEffect(() => {
    // The list changed from outside (a reload after a version conflict): show it.
    if (sameList(value, reported.current)) return;
    reported.current = value;
    setText(value.join(', '));
  }, [value]);
  return (
    <div>
      <FieldLabel htmlFor={id} optional>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="email"
        multiple
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const list = splitAddresses(event.target.value);
          reported.current = list;
          setText(event.target.value);
          onChange(list);
        }}
        className={inputClasses(Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
