import '../../lib/zod-jitless';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOTP_CODE_LENGTH, oneTimeCodeSchema } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldLabel, inputClasses } from '../../components/ui/form-field';
import { FormAlert, busyLabel } from './form-alert';

interface Props {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onEdit: () => void;
  onSubmit: (code: string) => void;
  /** Codes of an authenticator app are offered by the browser's one-time-code autofill too. */
  autoFocus?: boolean;
}

/** One six-digit code: from the authenticator app, or the one Cognito mailed. */
export function CodeForm({ label, submitLabel, busy, error, onEdit, onSubmit, autoFocus = true }: Props) {
  const uid = useId();
  const { register, handleSubmit, formState, clearErrors } = useForm<{ code: string }>({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });
  const shown = formState.errors.code?.message ?? error;
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code.trim()))(event)}>
      <div>
        <FieldLabel htmlFor={`${uid}-code`}>{label}</FieldLabel>
        <input
          id={`${uid}-code`}
          // A text field (not a number): leading zeros stay, no spinner, and the one-time-code autofill works.
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={TOTP_CODE_LENGTH}
          autoFocus={autoFocus}
          className={`${inputClasses(Boolean(shown))} tracking-[0.4em]`}
          aria-invalid={shown ? true : undefined}
          aria-required
          aria-describedby={`${uid}-alert`}
          {...register('code', {
            onChange: () => {
              clearErrors();
              onEdit();
            },
          })}
        />
      </div>
      <FormAlert id={`${uid}-alert`} message={shown} />
      <Button type="submit" className="w-full" aria-busy={busy || undefined} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
