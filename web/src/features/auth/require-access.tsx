import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { authMessages, type PageAccess } from '@rufbereit/shared';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { BackOfficeBar } from '../back-office/back-office-bar';
import { createBackOfficeQueryClient } from '../back-office/query-client';
import { AuthLoading } from './auth-loading';
import { signInPath } from './destination';
import { signOutHere, startSessionKeeper, useAuth } from './session-store';

/** A signed-in account outside the admin group on an admin page: the denial (the guard signs it out). */
function AccessDenied() {
  return (
    <Container className="py-20">
      <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{authMessages.accessDenied}</p>
      </div>
      <p className="mt-6 text-center">
        <Link to="/login" className={buttonClasses('outline', 'md')}>
          Zum Login
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
export default function RequireAccess({ access, title, children }: { access: Exclude<PageAccess, 'public'>; title: string; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [queryClient] = useState(createBackOfficeQueryClient);
  // Once denied, the denial stays on screen while (and after) the account is signed out.
  const [denied, setDenied] = useState(false);
  const mustDeny = access === 'admin' && auth.status === 'signedIn' && !auth.me.isAdmin;
  useEffect(() => startSessionKeeper(), []);
  useEffect(() => {
    if (!mustDeny) return;
    setDenied(true);
    void signOutHere();
  }, [mustDeny]);

  if (denied || mustDeny) return <AccessDenied />;
  if (auth.status === 'loading') return <AuthLoading title={title} />;
  if (auth.status === 'signedOut') {
    if (access === 'admin') return <Navigate to={signInPath('/login', here)} replace />;
    return (
      <Container className="py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{authMessages.signInRequired}</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-700">Bitte melden Sie sich an, um diese Seite zu nutzen.</p>
        <Link to={signInPath('/auth', here)} className={buttonClasses('primary', 'md', 'mt-8')}>
          Anmelden
        </Link>
      </Container>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <BackOfficeBar me={auth.me} />
      {children}
    </QueryClientProvider>
  );
}
