import '../../lib/zod-jitless';
import { useEffect, useId, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_POLICY, authMessages, credentialsSchema, resetRequestSchema } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldLabel, inputClasses } from '../../components/ui/form-field';
import { FormAlert, busyLabel, softDisabled } from './form-alert';

export type CredentialsMode = 'login' | 'signUp' | 'reset';

export interface Credentials {
  email: string;
  password: string;
}

interface Props {
  mode: CredentialsMode;
  busy: boolean;
  /** The error to show (from the last attempt); cleared by the screen when a field changes. */
  error: string | undefined;
  onEdit: () => void;
  onSubmit: (values: Credentials) => void;
  submitLabel: string;
}

/**
 * E-mail and password (e-mail only for the reset request). The button reads as disabled until the
 * e-mail is not blank and the password has the policy's minimum length; activating it early says
 * what is missing ('Bitte geben Sie E-Mail und Passwort ein.'). The e-mail is trimmed.
 */
export function CredentialsForm({ mode, busy, error, onEdit, onSubmit, submitLabel }: Props) {
  const uid = useId();
  const withPassword = mode !== 'reset';
  const { register, handleSubmit, watch, reset, setError, clearErrors, formState } = useForm<Credentials>({
    // The reset request's schema has no password; its value is simply not used there.
    resolver: (withPassword ? zodResolver(credentialsSchema) : zodResolver(resetRequestSchema)) as Resolver<Credentials>,
    defaultValues: { email: '', password: '' },
  });
  // Toggling the mode resets the form. Not on the first render: react-hook-form takes what a visitor typed
  // into the prerendered fields before hydration as the fields' values (as in the contact and demo forms),
  // and a reset on mount cleared it.
  const modeShown = useRef(mode);
  useEffect(() => {
    if (modeShown.current === mode) return;
    modeShown.current = mode;
    reset({ email: '', password: '' });
  }, [mode, reset]);

  const email = watch('email');
  const password = watch('password');
  const ready = email.trim() !== '' && (!withPassword || password.length >= PASSWORD_POLICY.minLength);
  const validationError = formState.errors.email?.message ?? formState.errors.password?.message;
  const shown = validationError ?? error;

  const submit = handleSubmit((values) => {
    if (!ready) {
      const message = !withPassword ? authMessages.emailRequired : mode === 'signUp' && email.trim() ? authMessages.passwordPolicy : authMessages.emailAndPasswordRequired;
      setError('root', { message });
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password ?? '' });
  });
  const edited = () => {
    clearErrors();
    onEdit();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-describedby={`${uid}-alert`}>
      <div>
        <FieldLabel htmlFor={`${uid}-email`}>E-Mail</FieldLabel>
        <input
          id={`${uid}-email`}
          type="email"
          autoComplete="username"
          inputMode="email"
          className={inputClasses(Boolean(shown))}
          aria-invalid={shown ? true : undefined}
          aria-required
          {...register('email', { onChange: edited })}
        />
      </div>
      {withPassword && (
        <div>
          <FieldLabel htmlFor={`${uid}-password`}>Passwort</FieldLabel>
          <input
            id={`${uid}-password`}
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            className={inputClasses(Boolean(shown))}
            aria-invalid={shown ? true : undefined}
            aria-required
            aria-describedby={mode === 'signUp' ? `${uid}-hint` : undefined}
            {...register('password', { onChange: edited })}
          />
          {mode === 'signUp' && (
            <p id={`${uid}-hint`} className="mt-1.5 text-sm text-slate-700">
              {authMessages.passwordHint}
            </p>
          )}
        </div>
      )}
      <FormAlert id={`${uid}-alert`} message={formState.errors.root?.message ?? shown} />
      <Button type="submit" className="w-full" {...softDisabled(!ready || busy)} aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
