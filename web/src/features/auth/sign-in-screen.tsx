import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PROOF_OF_WORK_HEADER, authMessages, authToasts } from '@rufbereit/shared';
import { FormGuard } from '../../lib/proof-of-work/form-guard';
import { isProofOfWorkRefusal } from './auth-errors';
import { CodeForm } from './code-form';
import { CredentialsForm, type Credentials, type CredentialsMode } from './credentials-form';
import { destinationAfterSignIn } from '../../lib/session/destination';
import { NewPasswordForm } from './new-password-form';
import { useAuth } from '../../lib/session/auth-state';
import { keepSession } from '../../lib/session/session';
import { preloadSignInCode } from './preload-sign-in-code';
import { finishSignIn, useAuthStep } from './use-auth-step';
import type { FlowStep } from './sign-in-flow';

/** Amplify's sign-in calls, fetched on first use of the form (session.ts preloads them on the first focus). */
const flow = () => import('./sign-in-flow');
/** The QR code library comes only with the enrolment step. */
const TotpSetup = lazy(() => import('./totp-setup').then((m) => ({ default: m.TotpSetup })));
import { AuthCard, LinkButton } from './auth-card';
import { authTexts as t } from '../../content/texts/auth';
import { pagePath } from '../../lib/page-path';

type Step = FlowStep | { kind: 'credentials' };

const titles: Record<CredentialsMode, string> = { login: authMessages.loginTitle, signUp: authMessages.signUpTitle, reset: authMessages.resetTitle };
const submitLabels: Record<CredentialsMode, string> = { login: t.signIn, signUp: t.signUp, reset: t.sendEmail };
const failureToasts: Record<CredentialsMode, string> = { login: authToasts.loginFailed, signUp: authToasts.signUpFailed, reset: authToasts.resetFailed };

/**
 * The sign-in screen of `/login` and `/auth`: login, sign-up and password-reset modes, then the
 * steps Cognito asks for (e-mail code after sign-up, TOTP enrolment or TOTP code, a new password
 * after a temporary one). A signed-in visitor is sent on at once; so is everyone after sign-in.
 * A guarded page may show it in place (`title` for the login mode, `redirectTo` itself).
 * `staffNotice`: the specification's 'access for staff only' notice, for `/login` alone (customers sign
 * in at `/auth` and on their own pages and must not read that they are not allowed in).
 */
export function SignInScreen({ title, redirectTo, staffNotice = false }: { title?: string; redirectTo?: string; staffNotice?: boolean } = {}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = redirectTo ?? params.get('redirect');
  const auth = useAuth();
  const [mode, setMode] = useState<CredentialsMode>('login');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const { error, setError, busy, run } = useAuthStep();
  const credentials = useRef<Credentials>({ email: '', password: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-up's proof of work: solved in the background from the moment the visitor picks "Registrieren".
  const signUpGuard = useRef<FormGuard | null>(null);

  useEffect(() => keepSession(), []);
  useEffect(() => {
    if (auth.status === 'signedIn') void navigate(destinationAfterSignIn(auth.me, redirect), { replace: true });
  }, [auth, navigate, redirect]);
  // Each new step moves focus to its heading, so screen readers hear where they are. Not on the first
  // render when the visitor is already in the card (typing into the prerendered form before hydration):
  // the heading took the focus mid-word and the rest of what was typed went nowhere. Focus elsewhere (the
  // link that led here) still moves to the heading.
  const firstStep = useRef(true);
  useEffect(() => {
    const first = firstStep.current;
    firstStep.current = false;
    if (first && heading.current?.parentElement?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, [step.kind, mode]);

  const switchMode = (next: CredentialsMode) => {
    if (next === 'signUp') (signUpGuard.current ??= new FormGuard()).prime();
    setMode(next);
    setStep({ kind: 'credentials' });
    setError(undefined);
  };

  /** After the last step: load the profile; the effect above navigates. */
  const proceed = async (next: FlowStep) => (next.kind === 'done' ? finishSignIn() : setStep(next));

  const submitCredentials = (values: Credentials) => {
    credentials.current = values;
    if (mode === 'login') return void run(async () => proceed(await (await flow()).startSignIn(values.email, values.password)), authToasts.loginFailed);
    if (mode === 'signUp') {
      return void run(async () => {
        const { startSignUp } = await flow();
        const guard = (signUpGuard.current ??= new FormGuard());
        const signUp = async () => startSignUp(values.email, values.password, (await guard.take()).headers[PROOF_OF_WORK_HEADER]);
        // A refused proof (e.g. expired while typing) is retried once with a fresh one; the values stay.
        await signUp().catch((error: unknown) => {
          if (!isProofOfWorkRefusal(error)) throw error;
          return signUp();
        });
        toast.success(authToasts.signUpSuccess, { description: t.signUpCodeSent });
        setStep({ kind: 'confirmSignUp' });
      }, authToasts.signUpFailed);
    }
    return void run(async () => {
      await (await flow()).requestPasswordReset(values.email);
      toast.success(authToasts.resetSent.title, { description: authToasts.resetSent.description });
      void navigate(`${pagePath('authResetPassword')}?email=${encodeURIComponent(values.email)}`);
    }, authToasts.resetFailed);
  };

  const { email, password } = credentials.current;
  const stepTitle: Record<Step['kind'], string> = {
    credentials: mode === 'login' && title ? title : titles[mode],
    confirmSignUp: t.confirmEmailTitle,
    totpSetup: t.totpSetupTitle,
    totpCode: t.totpCodeTitle,
    newPassword: t.newPasswordTitle,
    resetPassword: authMessages.resetTitle,
    done: titles[mode],
  };

  return (
    <AuthCard title={stepTitle[step.kind]} headingRef={heading} onFirstUse={preloadSignInCode}>
      {step.kind === 'credentials' && (
        <>
          {mode === 'login' && staffNotice && <p className="mb-6 text-slate-700">{authMessages.loginNotice}</p>}
          <CredentialsForm mode={mode} busy={busy} error={error} onEdit={() => setError(undefined)} onSubmit={submitCredentials} submitLabel={submitLabels[mode]} />
          <div className="mt-6 flex flex-col items-start gap-2 text-sm">
            {mode === 'login' && <LinkButton onClick={() => switchMode('reset')}>{t.forgotPassword}</LinkButton>}
            {mode === 'login' && <LinkButton onClick={() => switchMode('signUp')}>{t.noAccountYet}</LinkButton>}
            {mode !== 'login' && <LinkButton onClick={() => switchMode('login')}>{t.backToLogin}</LinkButton>}
          </div>
        </>
      )}
      {step.kind === 'confirmSignUp' && (
        <>
          <p className="mb-4 text-slate-700">{t.codeSentTo(email)}</p>
          <CodeForm
            label={t.emailCodeLabel}
            submitLabel={t.confirm}
            busy={busy}
            error={error}
            onEdit={() => setError(undefined)}
            onSubmit={(code) =>
              void run(async () => {
                const { finishSignUp, startSignIn } = await flow();
                await finishSignUp(email, code);
                await proceed(await startSignIn(email, password));
              }, failureToasts.signUp)
            }
          />
        </>
      )}
      {step.kind === 'totpSetup' && (
        <>
          <Suspense fallback={null}>
            <TotpSetup uri={step.uri} secret={step.secret} />
          </Suspense>
          <div className="mt-6">
            <CodeForm
              label={t.authenticatorCodeLabel}
              submitLabel={t.confirmAndSignIn}
              busy={busy}
              error={error}
              autoFocus={false}
              onEdit={() => setError(undefined)}
              onSubmit={(code) => void run(async () => proceed(await (await flow()).answerChallenge(code, email)), failureToasts.login)}
            />
          </div>
        </>
      )}
      {step.kind === 'totpCode' && (
        <>
          <p className="mb-4 text-slate-700">{t.totpCodeIntro}</p>
          <CodeForm
            label={t.authenticatorCodeLabel}
            submitLabel={t.signIn}
            busy={busy}
            error={error}
            onEdit={() => setError(undefined)}
            onSubmit={(code) => void run(async () => proceed(await (await flow()).answerChallenge(code, email)), failureToasts.login)}
          />
        </>
      )}
      {step.kind === 'newPassword' && (
        <>
          <p className="mb-4 text-slate-700">{t.newPasswordIntro}</p>
          <NewPasswordForm
            busy={busy}
            error={error}
            onEdit={() => setError(undefined)}
            onSubmit={(next) =>
              void run(async () => {
                credentials.current = { email, password: next };
                await proceed(await (await flow()).answerChallenge(next, email));
              }, failureToasts.login)
            }
          />
        </>
      )}
      {step.kind === 'resetPassword' && (
        <p className="text-slate-700">
          {t.resetRequired}{' '}
          <LinkButton onClick={() => switchMode('reset')}>{t.resetPassword}</LinkButton>
        </p>
      )}
      {step.kind !== 'credentials' && (
        <div className="mt-6 text-sm">
          <LinkButton onClick={() => switchMode('login')}>{t.cancelToLogin}</LinkButton>
        </div>
      )}
    </AuthCard>
  );
}
