import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { authMessages, demoAdminMessages, type PageAccess } from '@rufbereit/shared';
import { pagePath } from '../../lib/page-path';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { WorkspaceFrame } from '../../components/workspace-frame';
import { WorkspaceShell } from '../../components/workspace/workspace-shell';
import { createBackOfficeQueryClient } from '../../lib/api/query-client';
import { AuthLoading } from './auth-loading';
import { signInPath } from '../../lib/session/destination';
import { SignInScreen } from './sign-in-screen';
import { ConnectionLost } from './connection-lost';
import { useAuth } from '../../lib/session/auth-state';
import { keepSession, signOutHere } from '../../lib/session/session';
import { authTexts as t } from '../../content/texts/auth';

/** A signed-in account outside the admin group on an admin page: the denial (the guard signs it out). */
function AccessDenied({ heading }: { heading?: string }) {
  return (
    <Container className="py-20">
      <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        {heading && <p className="mb-2 text-lg font-bold">{heading}</p>}
        <p className="font-semibold">{authMessages.accessDenied}</p>
      </div>
      <p className="mt-6 text-center">
        <Link to={pagePath('login')} className={buttonClasses('outline', 'md')}>
          {t.toLogin}
        </Link>
      </p>
    </Container>
  );
}

/**
 * Guards a page of the shared route table with access `user` or `admin`. Signed out: admin pages
 * go to `/login`, customer pages show 'Anmeldung erforderlich' with a button to `/auth`, both with
 * the way back. The API checks the same again for every call.
 */
export default function RequireAccess({
  access,
  title,
  signInTitle,
  children,
}: {
  access: Exclude<PageAccess, 'public'>;
  title: string;
  /** Sign in on the page itself under this title (the demo administration's 'Admin-Bereich'). */
  signInTitle?: string;
  children: ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [queryClient] = useState(createBackOfficeQueryClient);
  // Once denied, the denial stays on screen while (and after) the account is signed out.
  const [denied, setDenied] = useState(false);
  const mustDeny = access === 'admin' && auth.status === 'signedIn' && !auth.me.isAdmin;
  useEffect(() => keepSession(), []);
  useEffect(() => {
    if (!mustDeny) return;
    setDenied(true);
    // The demo administration names what is missing (spec: error catalogue), as a toast too.
    if (signInTitle) toast.error(demoAdminMessages.adminRequired);
    void signOutHere();
  }, [mustDeny, signInTitle]);

  const signedOutView = (): ReactNode => {
    if (denied || mustDeny) return <AccessDenied heading={signInTitle ? demoAdminMessages.adminRequired : undefined} />;
    if (auth.status === 'loading') return <AuthLoading title={title} />;
    if (signInTitle) return <SignInScreen title={signInTitle} redirectTo={here} />;
    // Staff sign in right here (the form is in the prerendered page), then see the page they asked for.
    if (access === 'admin') return <SignInScreen redirectTo={here} />;
    return (
      <Container className="py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{authMessages.signInRequired}</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-700">{t.signInToUsePage}</p>
        <Link to={signInPath(pagePath('auth'), here)} className={buttonClasses('primary', 'md', 'mt-8')}>
          {t.signIn}
        </Link>
      </Container>
    );
  };
  if (auth.status === 'signedIn' && !denied && !mustDeny) {
    return (
      <QueryClientProvider client={queryClient}>
        <WorkspaceShell me={auth.me}>
          {/* The page's own chunk loads inside the shell: the bar stays while it arrives. */}
          <Suspense fallback={<AuthLoading title={title} />}>{children}</Suspense>
        </WorkspaceShell>
      </QueryClientProvider>
    );
  }
  if (auth.status === 'unreachable') {
    // The session is kept: the workspace as the token names it, the page replaced by 'Keine Verbindung'.
    return (
      <QueryClientProvider client={queryClient}>
        <WorkspaceShell me={auth.account}>
          <ConnectionLost title={title} />
        </WorkspaceShell>
      </QueryClientProvider>
    );
  }
  // Before sign-in (and after a denial) the frame without navigation: the brand leads to the public site.
  return <WorkspaceFrame homePath={pagePath('home')}>{signedOutView()}</WorkspaceFrame>;
}
