import '../../lib/zod-jitless';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { authMessages, authToasts, resetPasswordFormSchema } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldLabel, inputClasses } from '../../components/ui/form-field';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { destinationAfterSignIn } from '../../lib/session/destination';
import { FormAlert, busyLabel } from './form-alert';
import { useAuth } from '../../lib/session/auth-state';
import { keepSession } from '../../lib/session/session';
import { preloadSignInCode } from './preload-sign-in-code';
import { finishSignIn, useAuthStep } from './use-auth-step';
import type { FlowStep } from './sign-in-flow';

/** Amplify's calls, fetched on first use of the form (session.ts preloads them on the first focus). */
const flow = () => import('./sign-in-flow');
const TotpSetup = lazy(() => import('./totp-setup').then((m) => ({ default: m.TotpSetup })));
import { useNavigate } from 'react-router-dom';
import { authTexts as t } from '../../content/texts/auth';
import { pagePath } from '../../lib/page-path';

interface ResetValues {
  email: string;
  code: string;
  password: string;
}

/**
 * `/auth/reset-password`, where the reset mail leads: e-mail (pre-filled from the link), the mailed
 * code and a new password; then the user is signed in (TOTP as always).
 */
export function ResetPasswordScreen() {
  const uid = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuth();
  const [step, setStep] = useState<FlowStep | { kind: 'form' }>({ kind: 'form' });
  const { error, setError, busy, run } = useAuthStep();
  const [email, setEmail] = useState('');
  const { register, handleSubmit, formState, clearErrors } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: params.get('email') ?? '', code: '', password: '' },
  });

  useEffect(() => keepSession(), []);
  useEffect(() => {
    if (auth.status === 'signedIn') void navigate(destinationAfterSignIn(auth.me, null), { replace: true });
  }, [auth, navigate]);

  const proceed = async (next: FlowStep) => (next.kind === 'done' ? finishSignIn() : setStep(next));
  const edited = () => {
    clearErrors();
    setError(undefined);
  };
  const fieldError = formState.errors.email?.message ?? formState.errors.code?.message ?? formState.errors.password?.message;

  if (step.kind === 'totpSetup' || step.kind === 'totpCode') {
    return (
      <AuthCard title={step.kind === 'totpSetup' ? t.totpSetupTitle : t.totpCodeTitle}>
        {step.kind === 'totpSetup' && (
          <Suspense fallback={null}>
            <TotpSetup uri={step.uri} secret={step.secret} />
          </Suspense>
        )}
        <div className="mt-6">
          <CodeForm
            label={t.authenticatorCodeLabel}
            submitLabel={t.signIn}
            busy={busy}
            error={error}
            onEdit={() => setError(undefined)}
            onSubmit={(code) => void run(async () => proceed(await (await flow()).answerChallenge(code, email)), authToasts.loginFailed)}
          />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authMessages.resetTitle} onFirstUse={preloadSignInCode}>
      <p className="mb-6 text-slate-700">{t.resetIntro}</p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          void handleSubmit((values) =>
            run(async () => {
              const address = values.email.trim();
              setEmail(address);
              const { finishPasswordReset, startSignIn } = await flow();
              await finishPasswordReset(address, values.code.trim(), values.password);
              toast.success(authToasts.passwordChanged);
              await proceed(await startSignIn(address, values.password));
            }, authToasts.resetFailed),
          )(event)
        }
      >
        <div>
          <FieldLabel htmlFor={`${uid}-email`}>{t.emailLabel}</FieldLabel>
          <input id={`${uid}-email`} type="email" autoComplete="username" className={inputClasses(Boolean(formState.errors.email))} aria-required {...register('email', { onChange: edited })} />
        </div>
        <div>
          <FieldLabel htmlFor={`${uid}-code`}>{t.resetCodeLabel}</FieldLabel>
          <input
            id={`${uid}-code`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClasses(Boolean(formState.errors.code))}
            aria-required
            {...register('code', { onChange: edited })}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${uid}-password`}>{t.newPasswordLabel}</FieldLabel>
          <input
            id={`${uid}-password`}
            type="password"
            autoComplete="new-password"
            className={inputClasses(Boolean(formState.errors.password))}
            aria-required
            aria-describedby={`${uid}-hint`}
            {...register('password', { onChange: edited })}
          />
          <p id={`${uid}-hint`} className="mt-1.5 text-sm text-slate-700">
            {authMessages.passwordHint}
          </p>
        </div>
        <FormAlert id={`${uid}-alert`} message={fieldError ?? error} />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : t.savePasswordAndSignIn}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={pagePath('login')} className="font-semibold text-brand-800 underline underline-offset-2">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
