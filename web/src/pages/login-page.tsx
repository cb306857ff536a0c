import { useLocation } from 'react-router-dom';
import { authMessages } from '@rufbereit/shared';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { pagePath } from '../lib/page-path';

/**
 * `/login` (the admin login) and `/auth` (where the upload page sends customers): one sign-in screen;
 * the staff-only heading 'Admin Login' and notice on `/login` alone (a customer at `/auth` reads 'Anmeldung').
 */
export default function LoginPage() {
  const { pathname } = useLocation();
  const staff = pathname === pagePath('login');
  return <SignInScreen staffNotice={staff} title={staff ? undefined : authMessages.customerLoginTitle} />;
}
