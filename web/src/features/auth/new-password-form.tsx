import '../../lib/zod-jitless';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, newPasswordSchema } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldLabel, inputClasses } from '../../components/ui/form-field';
import { FormAlert, busyLabel } from './form-alert';
import { authTexts as t } from '../../content/texts/auth';

interface Props {
  busy: boolean;
  error: string | undefined;
  onEdit: () => void;
  onSubmit: (password: string) => void;
}

/** A new password under the pool's policy (after a temporary password). */
export function NewPasswordForm({ busy, error, onEdit, onSubmit }: Props) {
  const uid = useId();
  const { register, handleSubmit, formState, clearErrors } = useForm<{ password: string }>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '' },
  });
  const shown = formState.errors.password?.message ?? error;
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(({ password }) => onSubmit(password))(event)}>
      <div>
        <FieldLabel htmlFor={`${uid}-password`}>{t.newPasswordLabel}</FieldLabel>
        <input
          id={`${uid}-password`}
          type="password"
          autoComplete="new-password"
          className={inputClasses(Boolean(shown))}
          aria-invalid={shown ? true : undefined}
          aria-required
          aria-describedby={`${uid}-hint ${uid}-alert`}
          {...register('password', {
            onChange: () => {
              clearErrors();
              onEdit();
            },
          })}
        />
        <p id={`${uid}-hint`} className="mt-1.5 text-sm text-slate-700">
          {authMessages.passwordHint}
        </p>
      </div>
      <FormAlert id={`${uid}-alert`} message={shown} />
      <Button type="submit" className="w-full" aria-busy={busy || undefined} disabled={busy}>
        {busy ? busyLabel : t.savePassword}
      </Button>
    </form>
  );
}
