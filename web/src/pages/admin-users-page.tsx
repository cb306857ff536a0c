import { Container } from '../components/ui/container';
import { AdminUsers } from '../features/back-office/admin-users';
import { useAuth } from '../lib/session/auth-state';
import { backOfficePageTexts as t } from '../content/texts/back-office-pages';

/** `/admin/users` (admins only): accounts, their role and MFA state; grant and revoke the admin group. */
export default function AdminUsersPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.adminUsers.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">
        {t.adminUsers.intro}
      </p>
      {auth.status === 'signedIn' && <AdminUsers me={auth.me} />}
    </Container>
  );
}
