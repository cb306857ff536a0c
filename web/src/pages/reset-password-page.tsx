import { ResetPasswordScreen } from '../features/auth/reset-password-screen';

/** `/auth/reset-password`: where the password-reset mail leads. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
