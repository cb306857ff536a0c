import { useState } from 'react';
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

/** Several e-mail addresses in one field (one per line, or separated by commas), stored as a list. */
export function EmailListField({ id, label, value, onChange, error, hint }: Props) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <div>
      <FieldLabel htmlFor={id} optional>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitAddresses(event.target.value));
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
