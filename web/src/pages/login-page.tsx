import { useLocation } from 'react-router-dom';
import { SignInScreen } from '../features/auth/sign-in-screen';

/**
 * `/login` (the admin login) and `/auth` (where the upload page sends customers): one sign-in screen;
 * the staff-only notice on `/login` alone.
 */
export default function LoginPage() {
  const { pathname } = useLocation();
  return <SignInScreen staffNotice={pathname === '/login'} />;
}
