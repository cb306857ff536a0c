import { SignInScreen } from '../features/auth/sign-in-screen';

/** `/login` (the admin login) and `/auth` (where the upload page sends customers): one sign-in screen. */
export default function LoginPage() {
  return <SignInScreen />;
}
