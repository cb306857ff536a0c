import { findSiteRoute, type MeResponse } from '@rufbereit/shared';
import { pagePath } from '../page-path';

export const ADMIN_HOME = pagePath('adminContacts');
/** Where a customer lands: their assistant configuration. */
export const CUSTOMER_HOME = pagePath('assistantConfig');

/**
 * The page to return to after sign-in: an internal path only (never `//host` or a URL), and only
 * a page the account may open. Otherwise admins go to the requests inbox, customers to their
 * assistant configuration.
 */
export function destinationAfterSignIn(me: Pick<MeResponse, 'isAdmin'>, redirect: string | null | undefined): string {
  const home = me.isAdmin ? ADMIN_HOME : CUSTOMER_HOME;
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return home;
  const path = redirect.split(/[?#]/)[0] ?? '';
  const route = findSiteRoute(path);
  if (!route || route.id === 'login' || route.id === 'auth' || route.id === 'authResetPassword') return home;
  if (route.access === 'admin' && !me.isAdmin) return home;
  return redirect;
}

/** `/login?redirect=…` for a page that needs sign-in (the redirect keeps its query). */
export const signInPath = (base: string, returnTo: string): string => `${base}?redirect=${encodeURIComponent(returnTo)}`;
